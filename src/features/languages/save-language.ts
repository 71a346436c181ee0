import type { Locale } from '#contract/locales';
import type { StatusResponse } from '#contract/common';
import { apiRequest } from '../../api/api-client.ts';
import { updateSignedInUser } from '../../db/session-store.ts';

/** Spec §7: the server sends mail and notifications in this language. The device already switched. */
export async function saveLanguage(iso: Locale): Promise<void> {
  await apiRequest<StatusResponse>('/api/user/update-language', { method: 'POST', body: { iso } });
  await updateSignedInUser({ language_iso: iso });
}
