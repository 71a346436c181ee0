import type { Db } from '../db/client.ts';
import { absenceRepository } from './absence-repository.ts';
import { adminRepository } from './admin-repository.ts';
import { accountDeletionRepository } from './account-deletion-repository.ts';
import { accountExportRepository } from './account-export-repository.ts';
import { blackboardRepository } from './blackboard-repository.ts';
import { chatRepository } from './chat-repository.ts';
import { channelAccessRepository } from './channel-access-repository.ts';
import { confirmationRepository } from './confirmation-repository.ts';
import { familyInviteRepository } from './family-invite-repository.ts';
import { fileRepository } from './file-repository.ts';
import { idempotencyRepository } from './idempotency-repository.ts';
import { itemReadRepository } from './item-read-repository.ts';
import { inviteCodeRepository } from './invite-code-repository.ts';
import { kindergartenRepository } from './kindergarten-repository.ts';
import { kindergartenRemovalRepository } from './kindergarten-removal-repository.ts';
import { menuRepository } from './menu-repository.ts';
import { notificationRepository } from './notification-repository.ts';
import { passwordResetRepository } from './password-reset-repository.ts';
import { publicationRepository } from './publication-repository.ts';
import { pushRepository } from './push-repository.ts';
import { staffRepository } from './staff-repository.ts';
import { syncRepository } from './sync-repository.ts';
import { tokenRepository } from './token-repository.ts';
import { userRepository } from './user-repository.ts';

/** Every repository over one connection or transaction; `db.transaction(tx => createRepositories(tx))`. */
export function createRepositories(db: Db) {
  return {
    kindergartens: kindergartenRepository(db),
    kindergartenRemoval: kindergartenRemovalRepository(db),
    admin: adminRepository(db),
    users: userRepository(db),
    tokens: tokenRepository(db),
    inviteCodes: inviteCodeRepository(db),
    passwordResets: passwordResetRepository(db),
    idempotency: idempotencyRepository(db),
    absences: absenceRepository(db),
    sync: syncRepository(db),
    channelAccess: channelAccessRepository(db),
    chat: chatRepository(db),
    push: pushRepository(db),
    notifications: notificationRepository(db),
    blackboard: blackboardRepository(db),
    files: fileRepository(db),
    menus: menuRepository(db),
    accountExport: accountExportRepository(db),
    accountDeletion: accountDeletionRepository(db),
    publications: publicationRepository(db),
    confirmations: confirmationRepository(db),
    staff: staffRepository(db),
    familyInvites: familyInviteRepository(db),
    itemReads: itemReadRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs `work` in one transaction with repositories bound to it. */
export function inTransaction<T>(db: Db, work: (repositories: Repositories) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(createRepositories(tx as unknown as Db)));
}
