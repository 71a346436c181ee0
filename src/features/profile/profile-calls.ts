import type { UpdatePasswordRequest } from '#contract/auth';
import { apiRequest } from '../../api/api-client.ts';
import { updateSignedInUser } from '../../db/session-store.ts';

// Account settings are direct calls, not outbox writes (like the admin's, docs/decisions/0006): a refused name or a
// wrong current password must be answered while the user still looks at the form.

/** POST /api/user/update-profile; the stored user takes the name the server kept (trimmed). */
export async function saveName(name: string): Promise<void> {
  const answer = await apiRequest('/api/user/update-profile', {
    method: 'POST',
    body: { name },
    schema: () => import('#contract/user').then((m) => m.updateProfileResponseSchema),
  });
  await updateSignedInUser({ name: answer.name });
}

/** POST /api/user/update-password: this device stays signed in, every other one is signed out. */
export async function changePassword(body: UpdatePasswordRequest): Promise<void> {
  await apiRequest('/api/user/update-password', {
    method: 'POST',
    body,
    schema: () => import('#contract/auth').then((m) => m.updatePasswordResponseSchema),
  });
}

/** POST /api/user/read-receipts: the stored user takes the setting the server kept. */
export async function saveReadReceipts(enabled: boolean): Promise<void> {
  const answer = await apiRequest('/api/user/read-receipts', {
    method: 'POST',
    body: { enabled },
    schema: () => import('#contract/user').then((m) => m.updateReadReceiptsResponseSchema),
  });
  await updateSignedInUser({ read_receipts: answer.read_receipts });
}
