import { accountExportSchema, type AccountExport } from '#contract/account';
import { isLocale } from '#contract/locales';
import type { Db } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';
import type { UserRecord } from '../repositories/user-repository.ts';

/** The user's data export (GDPR Art. 15/20): their account and everything tied to them or their children. */
export async function exportAccount(db: Db, user: UserRecord): Promise<AccountExport> {
  const data = createRepositories(db).accountExport;
  const [entityParts, pushDevices, sessions] = await Promise.all([
    data.entityParts(user),
    data.pushDevicesOf(user.id),
    data.sessionsOf(user.id),
  ]);
  const document: Record<string, unknown> = {
    format: 'kita-account-export',
    version: 1,
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      username: user.username,
      name: user.name,
      role: user.role,
      language: user.language,
      google_translation_language: isLocale(user.googleLanguage) ? user.googleLanguage : null,
      push_notification: user.pushNotification,
      phone: user.phone,
      job_title: user.jobTitle,
      contact_public: user.contactPublic,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    },
    ...entityParts,
    push_devices: pushDevices,
    sessions,
  };
  // In the contract's order; a part no entity answers is a definition missing its export. Parts under keys of an
  // entity's own follow.
  const keys = Object.keys(accountExportSchema.shape);
  const ordered = keys.map((key) => {
    if (!(key in document)) throw new Error(`the account export has no ${key}`);
    return [key, document[key]];
  });
  const extra = Object.entries(document).filter(([key]) => !keys.includes(key));
  return Object.fromEntries([...ordered, ...extra]) as AccountExport;
}
