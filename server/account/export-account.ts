import type { AccountExport } from '#contract/account';
import { isLocale } from '#contract/locales';
import type { Db } from '../db/client.ts';
import { createRepositories } from '../repositories/repositories.ts';
import type { UserRecord } from '../repositories/user-repository.ts';

/** The user's data export (GDPR Art. 15/20): their account and everything tied to them or their children. */
export async function exportAccount(db: Db, user: UserRecord): Promise<AccountExport> {
  const data = createRepositories(db).accountExport;
  const children = await data.childrenOf(user.id);
  const [
    kindergarten,
    absences,
    confirmations,
    posts,
    comments,
    messages,
    notifications,
    files,
    pushDevices,
    sessions,
  ] = await Promise.all([
    data.kindergartenOf(user),
    data.absencesOf(
      user.id,
      children.map((child) => child.id),
    ),
    data.confirmationsOf(user.id),
    data.postsOf(user.id),
    data.commentsOf(user.id),
    data.messagesOf(user.id),
    data.notificationsOf(user.id),
    data.filesOf(user.id),
    data.pushDevicesOf(user.id),
    data.sessionsOf(user.id),
  ]);
  return {
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
    kindergarten,
    children,
    absences,
    confirmations,
    blackboard_posts: posts,
    comments,
    messages,
    notifications,
    files,
    push_devices: pushDevices,
    sessions,
  };
}
