import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { AdminPerson, InviteCode } from '#contract/admin';
import type { SyncRow, SyncTable } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import type { Viewer } from './sync-visibility.ts';
import { syncTableSpecs } from './sync-tables.ts';
import { toWireRow } from './wire-row.ts';

const now = () => new Date();
const columns = <T extends SyncTable>(table: T, viewer: Viewer) => syncTableSpecs[table].columns(viewer);
const wire = <T extends SyncTable>(row: Record<string, unknown> | undefined) =>
  row ? toWireRow<SyncRow<T>>(row) : undefined;

const personColumns = {
  id: s.users.id,
  name: s.users.name,
  role: s.users.role,
  job_title: s.users.jobTitle,
  contact_public: s.users.contactPublic,
  phone: s.users.phone,
  username: s.users.username,
};

type Patch<T> = { [K in keyof T]?: T[K] };

/**
 * What admins change of their kindergarten. Every query is scoped to the admin's kindergarten, so another
 * kindergarten's row is simply not found; deletes are soft, so the tombstones reach GET /api/sync.
 */
export function adminRepository(db: Db) {
  const liveIn = (t: { id: PgColumn; kindergartenId: PgColumn; deletedAt: PgColumn }, viewer: Viewer, id: string) =>
    and(eq(t.id, id), eq(t.kindergartenId, viewer.kindergartenId), isNull(t.deletedAt));

  return {
    async createGroup(viewer: Viewer, input: { name: string; color?: string }) {
      const [row] = await db
        .insert(s.groups)
        .values({ id: uuidv7(), kindergartenId: viewer.kindergartenId, name: input.name, color: input.color ?? '' })
        .returning(columns('groups', viewer));
      return wire<'groups'>(row)!;
    },
    async updateGroup(viewer: Viewer, id: string, input: { name: string; color?: string }) {
      const [row] = await db
        .update(s.groups)
        .set({ name: input.name, ...(input.color === undefined ? {} : { color: input.color }), updatedAt: now() })
        .where(liveIn(s.groups, viewer, id))
        .returning(columns('groups', viewer));
      return wire<'groups'>(row);
    },
    async findGroup(viewer: Viewer, id: string) {
      const [row] = await db
        .select({ id: s.groups.id })
        .from(s.groups)
        .where(liveIn(s.groups, viewer, id));
      return row;
    },
    async childrenInGroup(groupId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(s.children)
        .where(and(eq(s.children.groupId, groupId), isNull(s.children.deletedAt)));
      return row?.n ?? 0;
    },
    /** Live chat rooms linked to the group (rooms.group_id). */
    async roomsOfGroup(groupId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(s.rooms)
        .where(and(eq(s.rooms.groupId, groupId), isNull(s.rooms.deletedAt)));
      return row?.n ?? 0;
    },
    async deleteGroup(viewer: Viewer, id: string) {
      const [row] = await db
        .update(s.groups)
        .set({ deletedAt: now() })
        .where(liveIn(s.groups, viewer, id))
        .returning({ version: s.groups.version });
      return row;
    },

    async createChild(
      viewer: Viewer,
      input: { firstName: string; lastName: string; birthDate: string | null; groupId: string | null },
    ) {
      const [row] = await db
        .insert(s.children)
        .values({ id: uuidv7(), kindergartenId: viewer.kindergartenId, ...input })
        .returning(columns('children', viewer));
      return wire<'children'>(row)!;
    },
    async updateChild(
      viewer: Viewer,
      id: string,
      input: Patch<{ firstName: string; lastName: string; birthDate: string | null; groupId: string | null }>,
    ) {
      const [row] = await db
        .update(s.children)
        .set({ ...input, updatedAt: now() })
        .where(liveIn(s.children, viewer, id))
        .returning(columns('children', viewer));
      return wire<'children'>(row);
    },
    /** The child and its guardianships go; the guardians' next sync loses them. */
    async deleteChild(viewer: Viewer, id: string) {
      const [row] = await db
        .update(s.children)
        .set({ deletedAt: now() })
        .where(liveIn(s.children, viewer, id))
        .returning({ version: s.children.version });
      if (!row) return undefined;
      const ended = await db
        .update(s.guardians)
        .set({ deletedAt: now() })
        .where(and(eq(s.guardians.childId, id), isNull(s.guardians.deletedAt)))
        .returning({ version: s.guardians.version });
      return { version: Math.max(row.version, ...ended.map((g) => g.version)) };
    },
    async findChild(viewer: Viewer, id: string) {
      const [row] = await db
        .select({ id: s.children.id })
        .from(s.children)
        .where(liveIn(s.children, viewer, id));
      return row;
    },

    /** A live user of the kindergarten. */
    async findUser(viewer: Viewer, id: string) {
      const [row] = await db
        .select({ id: s.users.id, role: s.users.role })
        .from(s.users)
        .where(liveIn(s.users, viewer, id));
      return row;
    },
    /** Links (again: an earlier, ended guardianship comes back) the parent to the child. */
    async linkGuardian(viewer: Viewer, childId: string, userId: string, relation: string) {
      const [row] = await db
        .insert(s.guardians)
        .values({ id: uuidv7(), childId, userId, relation })
        .onConflictDoUpdate({
          target: [s.guardians.childId, s.guardians.userId],
          set: { deletedAt: null, relation, updatedAt: now() },
        })
        .returning(columns('guardians', viewer));
      return wire<'guardians'>(row)!;
    },
    async unlinkGuardian(childId: string, userId: string) {
      const [row] = await db
        .update(s.guardians)
        .set({ deletedAt: now() })
        .where(and(eq(s.guardians.childId, childId), eq(s.guardians.userId, userId), isNull(s.guardians.deletedAt)))
        .returning({ version: s.guardians.version });
      return row;
    },

    async people(viewer: Viewer): Promise<AdminPerson[]> {
      return db
        .select(personColumns)
        .from(s.users)
        .where(and(eq(s.users.kindergartenId, viewer.kindergartenId), isNull(s.users.deletedAt)))
        .orderBy(asc(s.users.role), asc(s.users.name), asc(s.users.username));
    },
    async person(viewer: Viewer, id: string): Promise<AdminPerson | undefined> {
      const [row] = await db
        .select(personColumns)
        .from(s.users)
        .where(liveIn(s.users, viewer, id));
      return row;
    },
    /** Admins of the kindergarten other than `exceptId`; `lock` holds them so two demotions cannot both pass. */
    async otherAdmins(viewer: Viewer, exceptId: string): Promise<number> {
      const rows = await db
        .select({ id: s.users.id })
        .from(s.users)
        .where(
          and(
            eq(s.users.kindergartenId, viewer.kindergartenId),
            eq(s.users.role, 'admin'),
            isNull(s.users.deletedAt),
            ne(s.users.id, exceptId),
          ),
        )
        .for('update');
      return rows.length;
    },
    async lockKindergarten(viewer: Viewer) {
      await db
        .select({ id: s.kindergartens.id })
        .from(s.kindergartens)
        .where(eq(s.kindergartens.id, viewer.kindergartenId))
        .for('update');
    },
    async updateStaff(
      viewer: Viewer,
      id: string,
      input: Patch<{ role: 'staff' | 'admin'; jobTitle: string; contactPublic: boolean }>,
    ) {
      const [row] = await db
        .update(s.users)
        .set({ ...input, updatedAt: now() })
        .where(liveIn(s.users, viewer, id))
        .returning({ version: s.users.version });
      return row;
    },
    /**
     * The account ends: no sign-in, no rooms, no push. It is anonymised: the e-mail address becomes a tombstone (so
     * the address is free for a new account), the password, phone and job title go; the name stays on what it wrote.
     */
    async removeAccount(viewer: Viewer, id: string) {
      const [row] = await db
        .update(s.users)
        .set({
          deletedAt: now(),
          username: removedUsername(id),
          passwordHash: '',
          phone: '',
          jobTitle: '',
          contactPublic: false,
          pushNotification: false,
        })
        .where(liveIn(s.users, viewer, id))
        .returning({ version: s.users.version });
      if (!row) return undefined;
      await db
        .update(s.tokens)
        .set({ revokedAt: now() })
        .where(and(eq(s.tokens.userId, id), isNull(s.tokens.revokedAt)));
      await db.delete(s.fcmTokens).where(eq(s.fcmTokens.userId, id));
      await db.delete(s.passwordResets).where(eq(s.passwordResets.userId, id));
      const ended = await db
        .update(s.roomMembers)
        .set({ deletedAt: now() })
        .where(and(eq(s.roomMembers.userId, id), isNull(s.roomMembers.deletedAt)))
        .returning({ version: s.roomMembers.version });
      return { version: Math.max(row.version, ...ended.map((m) => m.version)) };
    },

    async updateKindergarten(viewer: Viewer, input: Patch<typeof s.kindergartens.$inferInsert>) {
      const [row] = await db
        .update(s.kindergartens)
        .set({ ...input, updatedAt: now() })
        .where(and(eq(s.kindergartens.id, viewer.kindergartenId), isNull(s.kindergartens.deletedAt)))
        .returning(columns('kindergartens', viewer));
      return wire<'kindergartens'>(row);
    },

    async inviteCodes(viewer: Viewer): Promise<InviteCode[]> {
      const rows = await db
        .select()
        .from(s.inviteCodes)
        .where(eq(s.inviteCodes.kindergartenId, viewer.kindergartenId))
        .orderBy(desc(s.inviteCodes.createdAt), asc(s.inviteCodes.code));
      const links =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(s.inviteCodeChildren)
              .where(
                inArray(
                  s.inviteCodeChildren.inviteCodeId,
                  rows.map((r) => r.id),
                ),
              );
      return rows.map((row) =>
        inviteWire(
          row,
          links.filter((link) => link.inviteCodeId === row.id).map((link) => link.childId),
        ),
      );
    },
    async inviteCode(viewer: Viewer, id: string): Promise<InviteCode | undefined> {
      const [row] = await db
        .select()
        .from(s.inviteCodes)
        .where(and(eq(s.inviteCodes.id, id), eq(s.inviteCodes.kindergartenId, viewer.kindergartenId)));
      if (!row) return undefined;
      const links = await db.select().from(s.inviteCodeChildren).where(eq(s.inviteCodeChildren.inviteCodeId, id));
      return inviteWire(row, links.map((link) => link.childId).sort());
    },
    async revokeInviteCode(viewer: Viewer, id: string) {
      const [row] = await db
        .update(s.inviteCodes)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(s.inviteCodes.id, id),
            eq(s.inviteCodes.kindergartenId, viewer.kindergartenId),
            isNull(s.inviteCodes.revokedAt),
          ),
        )
        .returning({ id: s.inviteCodes.id });
      return row;
    },

    async findRoom(viewer: Viewer, id: string) {
      const [row] = await db
        .select({ id: s.rooms.id })
        .from(s.rooms)
        .where(and(liveIn(s.rooms, viewer, id), eq(s.rooms.kind, 'group')));
      return row;
    },
    async createRoom(viewer: Viewer, input: { name: string; groupId: string | null }) {
      const [row] = await db
        .insert(s.rooms)
        .values({ id: uuidv7(), kindergartenId: viewer.kindergartenId, kind: 'group', ...input })
        .returning(columns('rooms', viewer));
      return wire<'rooms'>(row)!;
    },
    async updateRoom(viewer: Viewer, id: string, input: Patch<{ name: string; groupId: string | null }>) {
      const [row] = await db
        .update(s.rooms)
        .set({ ...input, updatedAt: now() })
        .where(and(liveIn(s.rooms, viewer, id), eq(s.rooms.kind, 'group')))
        .returning(columns('rooms', viewer));
      return wire<'rooms'>(row);
    },
    async deleteRoom(viewer: Viewer, id: string) {
      const [row] = await db
        .update(s.rooms)
        .set({ deletedAt: now() })
        .where(and(liveIn(s.rooms, viewer, id), eq(s.rooms.kind, 'group')))
        .returning({ version: s.rooms.version });
      if (!row) return undefined;
      const ended = await db
        .update(s.roomMembers)
        .set({ deletedAt: now() })
        .where(and(eq(s.roomMembers.roomId, id), isNull(s.roomMembers.deletedAt)))
        .returning({ version: s.roomMembers.version });
      return { version: Math.max(row.version, ...ended.map((m) => m.version)) };
    },
    async addMember(viewer: Viewer, roomId: string, userId: string) {
      const [row] = await db
        .insert(s.roomMembers)
        .values({ id: uuidv7(), roomId, userId })
        .onConflictDoUpdate({
          target: [s.roomMembers.roomId, s.roomMembers.userId],
          set: { deletedAt: null, updatedAt: now() },
        })
        .returning(columns('room_members', viewer));
      return wire<'room_members'>(row)!;
    },
    async removeMember(roomId: string, userId: string) {
      const [row] = await db
        .update(s.roomMembers)
        .set({ deletedAt: now() })
        .where(and(eq(s.roomMembers.roomId, roomId), eq(s.roomMembers.userId, userId), isNull(s.roomMembers.deletedAt)))
        .returning({ version: s.roomMembers.version });
      return row;
    },
    /** Who is in the room now (for the response of a membership change). */
    async members(roomId: string) {
      return db
        .select({ userId: s.roomMembers.userId })
        .from(s.roomMembers)
        .where(and(eq(s.roomMembers.roomId, roomId), isNull(s.roomMembers.deletedAt)));
    },
  };
}

/** A removed account's username: unique, never an address anyone can type or receive mail at (RFC 2606 `.invalid`). */
export const removedUsername = (id: string) => `removed-${id}@removed.invalid`;

function inviteWire(row: typeof s.inviteCodes.$inferSelect, childIds: string[]): InviteCode {
  return {
    id: row.id,
    code: row.code,
    role: row.role,
    max_uses: row.maxUses,
    uses: row.uses,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    child_ids: childIds,
  };
}

export type AdminRepository = ReturnType<typeof adminRepository>;
