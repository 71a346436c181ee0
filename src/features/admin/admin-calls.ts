import type { ZodType } from 'zod';
import {
  adminDoneSchema,
  adminPeopleSchema,
  adminStorageSchema,
  childResponseSchema,
  groupResponseSchema,
  guardianResponseSchema,
  inviteCodeListSchema,
  inviteCodeResponseSchema,
  kindergartenResponseSchema,
  personResponseSchema,
  roomMemberResponseSchema,
  roomResponseSchema,
  type ChildInput,
  type GroupInput,
  type GuardianInput,
  type InviteCodeInput,
  type KindergartenInput,
  type RoomInput,
  type StaffInput,
} from '#contract/admin';
import { userResponseSchema } from '#contract/user';
import { apiRequest } from '../../api/api-client.ts';
import { saveSignedInUser } from '../../db/session-store.ts';
import { requestPull } from '../../sync/sync-runtime.ts';

type Method = 'POST' | 'PATCH' | 'DELETE';

/**
 * Admin writes go straight to the server (online only: they change what other people may see), then pull, so the
 * screens, which read the synced rows on the device, show the result; realtime tells every other device.
 */
async function write<T>(method: Method, path: string, schema: ZodType<T>, body?: object): Promise<T> {
  const answer = await apiRequest(`/api/admin${path}`, {
    method,
    body: body as Record<string, unknown> | undefined,
    quiet: true,
    schema,
  });
  requestPull();
  return answer;
}

export const adminCalls = {
  createGroup: (input: GroupInput) => write('POST', '/groups', groupResponseSchema, input),
  updateGroup: (id: string, input: GroupInput) => write('PATCH', `/groups/${id}`, groupResponseSchema, input),
  deleteGroup: (id: string) => write('DELETE', `/groups/${id}`, adminDoneSchema),
  createChild: (input: ChildInput) => write('POST', '/children', childResponseSchema, input),
  updateChild: (id: string, input: Partial<ChildInput>) =>
    write('PATCH', `/children/${id}`, childResponseSchema, input),
  deleteChild: (id: string) => write('DELETE', `/children/${id}`, adminDoneSchema),
  linkGuardian: (childId: string, input: GuardianInput) =>
    write('POST', `/children/${childId}/guardians`, guardianResponseSchema, input),
  unlinkGuardian: (childId: string, userId: string) =>
    write('DELETE', `/children/${childId}/guardians/${userId}`, adminDoneSchema),
  createInviteCode: (input: InviteCodeInput) => write('POST', '/invite-codes', inviteCodeResponseSchema, input),
  revokeInviteCode: (id: string) => write('POST', `/invite-codes/${id}/revoke`, inviteCodeResponseSchema),
  updateStaff: (id: string, input: StaffInput) => write('PATCH', `/staff/${id}`, personResponseSchema, input),
  removeStaff: (id: string) => write('DELETE', `/staff/${id}`, adminDoneSchema),
  updateKindergarten: (input: KindergartenInput) => write('PATCH', '/kindergarten', kindergartenResponseSchema, input),
  createRoom: (input: RoomInput) => write('POST', '/rooms', roomResponseSchema, input),
  updateRoom: (id: string, input: RoomInput) => write('PATCH', `/rooms/${id}`, roomResponseSchema, input),
  deleteRoom: (id: string) => write('DELETE', `/rooms/${id}`, adminDoneSchema),
  addMember: (roomId: string, userId: string) =>
    write('POST', `/rooms/${roomId}/members`, roomMemberResponseSchema, { user_id: userId }),
  removeMember: (roomId: string, userId: string) =>
    write('DELETE', `/rooms/${roomId}/members/${userId}`, adminDoneSchema),
  /** The kindergarten's zone travels with the signed-in user (GET /api/user): stored again after the admin changed it. */
  async refreshSignedInUser() {
    await saveSignedInUser(await apiRequest('/api/user', { background: true, schema: userResponseSchema }));
  },
};

/** Reads the screens ask for by themselves; each screen says itself when one fails (offline: no toast). */
export const adminReads = {
  inviteCodes: (signal?: AbortSignal) =>
    apiRequest('/api/admin/invite-codes', { background: true, signal, schema: inviteCodeListSchema }).then(
      (a) => a.codes,
    ),
  inviteCode: (id: string, signal?: AbortSignal) =>
    apiRequest(`/api/admin/invite-codes/${id}`, { background: true, signal, schema: inviteCodeResponseSchema }).then(
      (a) => a.code,
    ),
  people: (signal?: AbortSignal) =>
    apiRequest('/api/admin/people', { background: true, signal, schema: adminPeopleSchema }).then((a) => a.people),
  storage: (signal?: AbortSignal) =>
    apiRequest('/api/admin/storage', { background: true, signal, schema: adminStorageSchema }).then((a) => a.storage),
};
