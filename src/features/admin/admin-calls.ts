import type {
  AdminPerson,
  AdminStorage,
  ChildInput,
  GroupInput,
  GuardianInput,
  InviteCode,
  InviteCodeInput,
  KindergartenInput,
  RoomInput,
  StaffInput,
} from '#contract/admin';
import { apiRequest } from '../../api/api-client.ts';
import { saveSignedInUser } from '../../db/session-store.ts';
import { requestPull } from '../../sync/sync-runtime.ts';

type Method = 'POST' | 'PATCH' | 'DELETE';

/**
 * Admin writes go straight to the server (online only: they change what other people may see), then pull, so the
 * screens, which read the synced rows on the device, show the result; realtime tells every other device.
 */
async function write<T>(method: Method, path: string, body?: object): Promise<T> {
  const answer = await apiRequest<T>(`/api/admin${path}`, {
    method,
    body: body as Record<string, unknown> | undefined,
    quiet: true,
  });
  requestPull();
  return answer;
}

export const adminCalls = {
  createGroup: (input: GroupInput) => write('POST', '/groups', input),
  updateGroup: (id: string, input: GroupInput) => write('PATCH', `/groups/${id}`, input),
  deleteGroup: (id: string) => write('DELETE', `/groups/${id}`),
  createChild: (input: ChildInput) => write<{ child: { id: string } }>('POST', '/children', input),
  updateChild: (id: string, input: Partial<ChildInput>) => write('PATCH', `/children/${id}`, input),
  deleteChild: (id: string) => write('DELETE', `/children/${id}`),
  linkGuardian: (childId: string, input: GuardianInput) => write('POST', `/children/${childId}/guardians`, input),
  unlinkGuardian: (childId: string, userId: string) => write('DELETE', `/children/${childId}/guardians/${userId}`),
  createInviteCode: (input: InviteCodeInput) => write<{ code: InviteCode }>('POST', '/invite-codes', input),
  revokeInviteCode: (id: string) => write<{ code: InviteCode }>('POST', `/invite-codes/${id}/revoke`),
  updateStaff: (id: string, input: StaffInput) => write<{ person: AdminPerson }>('PATCH', `/staff/${id}`, input),
  removeStaff: (id: string) => write('DELETE', `/staff/${id}`),
  updateKindergarten: (input: KindergartenInput) => write('PATCH', '/kindergarten', input),
  createRoom: (input: RoomInput) => write<{ room: { id: string } }>('POST', '/rooms', input),
  updateRoom: (id: string, input: RoomInput) => write('PATCH', `/rooms/${id}`, input),
  deleteRoom: (id: string) => write('DELETE', `/rooms/${id}`),
  addMember: (roomId: string, userId: string) => write('POST', `/rooms/${roomId}/members`, { user_id: userId }),
  removeMember: (roomId: string, userId: string) => write('DELETE', `/rooms/${roomId}/members/${userId}`),
  /** The kindergarten's zone travels with the signed-in user (GET /api/user): stored again after the admin changed it. */
  async refreshSignedInUser() {
    const answer = await apiRequest<unknown>('/api/user', { background: true });
    const { userResponseSchema } = await import('#contract/user');
    await saveSignedInUser(userResponseSchema.parse(answer));
  },
};

/** Reads the screens ask for by themselves; each screen says itself when one fails (offline: no toast). */
const read = { background: true } as const;

export const adminReads = {
  inviteCodes: () => apiRequest<{ codes: InviteCode[] }>('/api/admin/invite-codes', read).then((a) => a.codes),
  inviteCode: (id: string) =>
    apiRequest<{ code: InviteCode }>(`/api/admin/invite-codes/${id}`, read).then((a) => a.code),
  people: () => apiRequest<{ people: AdminPerson[] }>('/api/admin/people', read).then((a) => a.people),
  storage: () => apiRequest<{ storage: AdminStorage }>('/api/admin/storage', read).then((a) => a.storage),
};
