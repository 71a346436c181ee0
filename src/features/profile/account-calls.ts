import { apiRequest } from '../../api/api-client.ts';
import { saveBlob } from '../../api/download-with-token.ts';
import { db } from '../../db/kita-db.ts';
import { clearSession } from '../../db/session-store.ts';
import { stopSync } from '../../sync/sync-runtime.ts';
import { currentSession } from '../../sync/user-transaction.ts';

const account = () => import('#contract/account');

/** GET /api/user/export, saved as a JSON file through the browser's download. */
export async function downloadMyData(): Promise<void> {
  const data = await apiRequest('/api/user/export', {
    quiet: true,
    schema: () => account().then((m) => m.accountExportSchema),
  });
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveBlob(file, `kita-data-${data.exported_at.slice(0, 10)}.json`);
}

/**
 * DELETE /api/user with the password. Afterwards this device forgets the account like a sign-out, and also drops the
 * user's unsent writes: there is no account left to send them for.
 */
export async function deleteMyAccount(password: string): Promise<void> {
  const session = await currentSession();
  await apiRequest('/api/user', {
    method: 'DELETE',
    body: { password },
    quiet: true,
    schema: () => account().then((m) => m.deleteAccountResponseSchema),
  });
  stopSync();
  if (session) await db.outbox.where('userId').equals(session.userId).delete();
  await clearSession();
}
