import { defaultLocale, isLocale } from '#contract/locales';
import type { UserResponse } from '#contract/user';
import type { UserRecord, UserRepository } from '../repositories/user-repository.ts';

/**
 * The signed-in user as the app receives it: kindergarten with the zone of its calendar (`defaultTimeZone` when it set none), and
 * the children the user is a guardian of with their groups.
 */
export async function buildUserResponse(
  users: UserRepository,
  user: UserRecord,
  defaultTimeZone: string,
): Promise<UserResponse> {
  const [{ timeZone, ...kindergarten }, children] = await Promise.all([
    users.kindergartenOf(user),
    users.childrenOf(user.id),
  ]);
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    kindergarten: { ...kindergarten, time_zone: timeZone ?? defaultTimeZone },
    role: user.role,
    children: children.map((child) => ({
      id: child.id,
      first_name: child.firstName,
      last_name: child.lastName,
      group: child.groupId && child.groupName !== null ? { id: child.groupId, name: child.groupName } : null,
    })),
    push_notification: user.pushNotification,
    language_iso: isLocale(user.language) ? user.language : defaultLocale,
    google_translation_language: isLocale(user.googleLanguage) ? user.googleLanguage : null,
    read_receipts: user.readReceipts,
  };
}
