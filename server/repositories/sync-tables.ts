import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SyncTable } from '#contract/sync-rows';
import { translatableTables, type TranslatableTable } from '#contract/translation-fields';
import * as s from '../db/schema/index.ts';
import { fileOwnerAlive, thumbnailsOf } from './file-owners.ts';
import { guardedGroupIds, isStaffViewer, visibleChildIds, visibleRoomIds, type Viewer } from './sync-visibility.ts';

type Columns = Record<string, PgColumn | SQL.Aliased>;
type SyncedTable = PgTable & { id: PgColumn; version: PgColumn; deletedAt: PgColumn };

/** How one table syncs: what the client receives (snake_case) and which rows the viewer may see. */
export type SyncTableSpec = {
  table: SyncedTable;
  columns: (viewer: Viewer) => Columns;
  visible: (viewer: Viewer) => SQL | undefined;
};

const syncFields = (t: SyncedTable & { createdAt: PgColumn; updatedAt: PgColumn }) => ({
  created_at: t.createdAt,
  updated_at: t.updatedAt,
  version: t.version,
  deleted_at: t.deletedAt,
});
const inKindergarten = (column: PgColumn) => (viewer: Viewer) => eq(column, viewer.kindergartenId);
const staffOr = (viewer: Viewer, parentRule: SQL | undefined, kindergartenRule: SQL) =>
  isStaffViewer(viewer) ? kindergartenRule : and(kindergartenRule, parentRule);

const postsOfKindergarten = (viewer: Viewer) =>
  sql`(select ${s.blackboardPosts.id} from ${s.blackboardPosts} where ${s.blackboardPosts.kindergartenId} = ${viewer.kindergartenId})`;

/** For everyone, or for one of the parent's children's groups. */
const inAudience = (t: typeof s.news | typeof s.events, viewer: Viewer) =>
  sql`(${t.groupIds} = '{}' or ${t.groupIds} && array${guardedGroupIds(viewer)})`;

/** What a viewer may read: staff every item of their kindergarten, a parent the published items of their audience. */
export const publicationVisible = (t: typeof s.news | typeof s.events) => (viewer: Viewer) =>
  staffOr(viewer, and(isNotNull(t.publishedAt), inAudience(t, viewer)), eq(t.kindergartenId, viewer.kindergartenId));

/**
 * What the sync sends: what the viewer may read, and for a parent also the items of their audience that staff took
 * back to drafts, as tombstones (see `publicationColumns`), so a copy they hold disappears. Their audience cannot
 * change once told (server/staff/publication-writes.ts), so nobody else ever learns of them.
 */
const publicationSyncVisible = (t: typeof s.news | typeof s.events) => (viewer: Viewer) =>
  staffOr(
    viewer,
    and(or(isNotNull(t.publishedAt), isNotNull(t.unpublishedAt)), inAudience(t, viewer)),
    eq(t.kindergartenId, viewer.kindergartenId),
  );

/** For a parent, an unpublished item reads as deleted (at the time it was taken back): the sync sends a tombstone. */
const publicationColumns = (t: typeof s.news | typeof s.events, viewer: Viewer) => ({
  id: t.id,
  kindergarten_id: t.kindergartenId,
  author_id: t.authorId,
  title: t.title,
  body: t.body,
  group_ids: t.groupIds,
  attachment_file_id: t.attachmentFileId,
  requires_confirmation: t.requiresConfirmation,
  requires_signature: t.requiresSignature,
  deadline: t.deadline,
  questions: t.questions,
  published_at: t.publishedAt,
  ...syncFields(t),
  ...(isStaffViewer(viewer)
    ? {}
    : {
        deleted_at: sql`coalesce(${t.deletedAt}, case when ${t.publishedAt} is null then ${t.unpublishedAt} end)`
          .mapWith(t.deletedAt)
          .as('deleted_at'),
      }),
});

/**
 * A parent sees files they own, pictures of the board and their thumbnails, and attachments of the news and events
 * they see; never another family's signature. Staff see every file of their kindergarten. A live file row only while what it belongs
 * to lives (server/repositories/file-owners.ts); a deleted one, a tombstone, to whoever could see it.
 */
function filesVisible(viewer: Viewer): SQL | undefined {
  const f = s.files;
  const tombstone = isNotNull(f.deletedAt);
  // Through a deleted item or picture, only the file's tombstone.
  const attachments = (t: typeof s.news | typeof s.events) =>
    sql`(select ${t.attachmentFileId} from ${t} where ${publicationVisible(t)(viewer)} and (${t.deletedAt} is null or ${tombstone}))`;
  const boardPictures = sql`(select ${s.blackboardImages.fileId} from ${s.blackboardImages}
    where ${s.blackboardImages.postId} in ${postsOfKindergarten(viewer)} and (${s.blackboardImages.deletedAt} is null or ${tombstone}))`;
  const reachable = staffOr(
    viewer,
    or(
      eq(f.ownerId, viewer.userId),
      sql`${f.id} in ${boardPictures}`,
      sql`${f.id} in ${thumbnailsOf(boardPictures)}`,
      sql`${f.id} in ${attachments(s.news)}`,
      sql`${f.id} in ${attachments(s.events)}`,
    ),
    eq(f.kindergartenId, viewer.kindergartenId),
  );
  return and(reachable, or(tombstone, fileOwnerAlive(viewer.kindergartenId)));
}

/** The rows the blackboard and file routes answer, the same columns /api/sync sends (metadata only for files). */
export const fileColumns = {
  id: s.files.id,
  kindergarten_id: s.files.kindergartenId,
  owner_id: s.files.ownerId,
  mime: s.files.mime,
  name: s.files.name,
  size: s.files.size,
  sha256: s.files.sha256,
  width: s.files.width,
  height: s.files.height,
  thumbnail_id: s.files.thumbnailId,
  ...syncFields(s.files),
};
export const blackboardPostColumns = {
  id: s.blackboardPosts.id,
  kindergarten_id: s.blackboardPosts.kindergartenId,
  author_id: s.blackboardPosts.authorId,
  title: s.blackboardPosts.title,
  description: s.blackboardPosts.description,
  ...syncFields(s.blackboardPosts),
};
export const blackboardImageColumns = {
  id: s.blackboardImages.id,
  post_id: s.blackboardImages.postId,
  file_id: s.blackboardImages.fileId,
  position: s.blackboardImages.position,
  alt: s.blackboardImages.alt,
  ...syncFields(s.blackboardImages),
};
export const commentColumns = {
  id: s.comments.id,
  post_id: s.comments.postId,
  author_id: s.comments.authorId,
  comment: s.comments.comment,
  ...syncFields(s.comments),
};

export const syncTableSpecs: { [T in SyncTable]: SyncTableSpec } = {
  kindergartens: {
    table: s.kindergartens,
    columns: () => {
      const k = s.kindergartens;
      return {
        id: k.id,
        name: k.name,
        street: k.street,
        postal_code: k.postalCode,
        city: k.city,
        phone: k.phone,
        email: k.email,
        website: k.website,
        opening_hours: k.openingHours,
        imprint: k.imprint,
        data_protection: k.dataProtection,
        terms: k.terms,
        allow_parent_chat: k.allowParentChat,
        ...syncFields(k),
      };
    },
    visible: (viewer) => eq(s.kindergartens.id, viewer.kindergartenId),
  },
  groups: {
    table: s.groups,
    columns: () => ({
      id: s.groups.id,
      kindergarten_id: s.groups.kindergartenId,
      name: s.groups.name,
      color: s.groups.color,
      ...syncFields(s.groups),
    }),
    visible: inKindergarten(s.groups.kindergartenId),
  },
  children: {
    table: s.children,
    columns: () => {
      const c = s.children;
      return {
        id: c.id,
        kindergarten_id: c.kindergartenId,
        group_id: c.groupId,
        first_name: c.firstName,
        last_name: c.lastName,
        birth_date: c.birthDate,
        ...syncFields(c),
      };
    },
    visible: (viewer) =>
      and(eq(s.children.kindergartenId, viewer.kindergartenId), sql`${s.children.id} in ${visibleChildIds(viewer)}`),
  },
  users: {
    table: s.users,
    columns: (viewer) => {
      const u = s.users;
      const phone =
        sql<string>`case when ${u.contactPublic} or ${u.id} = ${viewer.userId} then ${u.phone} else '' end`.as('phone');
      return {
        id: u.id,
        kindergarten_id: u.kindergartenId,
        name: u.name,
        role: u.role,
        job_title: u.jobTitle,
        contact_public: u.contactPublic,
        phone,
        ...syncFields(u),
      };
    },
    visible: inKindergarten(s.users.kindergartenId),
  },
  guardians: {
    table: s.guardians,
    columns: () => ({
      id: s.guardians.id,
      child_id: s.guardians.childId,
      user_id: s.guardians.userId,
      relation: s.guardians.relation,
      ...syncFields(s.guardians),
    }),
    visible: (viewer) => sql`${s.guardians.childId} in ${visibleChildIds(viewer)}`,
  },
  files: {
    table: s.files,
    columns: () => fileColumns,
    visible: filesVisible,
  },
  blackboard_posts: {
    table: s.blackboardPosts,
    columns: () => blackboardPostColumns,
    visible: inKindergarten(s.blackboardPosts.kindergartenId),
  },
  blackboard_images: {
    table: s.blackboardImages,
    columns: () => blackboardImageColumns,
    visible: (viewer) => sql`${s.blackboardImages.postId} in ${postsOfKindergarten(viewer)}`,
  },
  comments: {
    table: s.comments,
    columns: () => commentColumns,
    visible: (viewer) => sql`${s.comments.postId} in ${postsOfKindergarten(viewer)}`,
  },
  news: {
    table: s.news,
    columns: (viewer) => publicationColumns(s.news, viewer),
    visible: publicationSyncVisible(s.news),
  },
  events: {
    table: s.events,
    columns: (viewer) => {
      const e = s.events;
      return {
        ...publicationColumns(e, viewer),
        starts_at: e.startsAt,
        ends_at: e.endsAt,
        all_day: e.allDay,
        location: e.location,
      };
    },
    visible: publicationSyncVisible(s.events),
  },
  confirmations: {
    table: s.confirmations,
    columns: () => {
      const c = s.confirmations;
      return {
        id: c.id,
        kindergarten_id: c.kindergartenId,
        user_id: c.userId,
        news_id: c.newsId,
        event_id: c.eventId,
        child_id: c.childId,
        status: c.status,
        feedback: c.feedback,
        answers: c.answers,
        signature_file_id: c.signatureFileId,
        ...syncFields(c),
      };
    },
    visible: (viewer) =>
      staffOr(
        viewer,
        eq(s.confirmations.userId, viewer.userId),
        eq(s.confirmations.kindergartenId, viewer.kindergartenId),
      ),
  },
  menu_days: {
    table: s.menuDays,
    // Parents never receive staff's unpublished changes, only what is published.
    columns: (viewer) => {
      const m = s.menuDays;
      return {
        id: m.id,
        kindergarten_id: m.kindergartenId,
        date: m.date,
        breakfast: m.breakfast,
        lunch: m.lunch,
        snack: m.snack,
        allergens: m.allergens,
        allergen_note: m.allergenNote,
        vegetarian: m.vegetarian,
        published: m.published,
        draft: isStaffViewer(viewer) ? m.draft : sql<null>`null`.as('draft'),
        ...syncFields(m),
      };
    },
    visible: (viewer) =>
      staffOr(viewer, eq(s.menuDays.published, true), eq(s.menuDays.kindergartenId, viewer.kindergartenId)),
  },
  absences: {
    table: s.absences,
    columns: () => absenceColumns,
    visible: (viewer) =>
      and(
        eq(s.absences.kindergartenId, viewer.kindergartenId),
        sql`${s.absences.childId} in ${visibleChildIds(viewer)}`,
      ),
  },
  rooms: {
    table: s.rooms,
    columns: () => {
      const r = s.rooms;
      return {
        id: r.id,
        kindergarten_id: r.kindergartenId,
        kind: r.kind,
        name: r.name,
        group_id: r.groupId,
        ...syncFields(r),
      };
    },
    visible: (viewer) => inArray(s.rooms.id, visibleRoomIds(viewer)),
  },
  room_members: {
    table: s.roomMembers,
    columns: () => {
      const m = s.roomMembers;
      return { id: m.id, room_id: m.roomId, user_id: m.userId, last_read_at: m.lastReadAt, ...syncFields(m) };
    },
    visible: (viewer) => inArray(s.roomMembers.roomId, visibleRoomIds(viewer)),
  },
  messages: {
    table: s.messages,
    columns: () => ({
      id: s.messages.id,
      room_id: s.messages.roomId,
      sender_id: s.messages.senderId,
      message: s.messages.message,
      ...syncFields(s.messages),
    }),
    visible: (viewer) => inArray(s.messages.roomId, visibleRoomIds(viewer)),
  },
  notifications: {
    table: s.notifications,
    columns: () => {
      const n = s.notifications;
      return {
        id: n.id,
        user_id: n.userId,
        kind: n.kind,
        title: n.title,
        body: n.body,
        data: n.data,
        read_at: n.readAt,
        ...syncFields(n),
      };
    },
    visible: (viewer) => eq(s.notifications.userId, viewer.userId),
  },
  content_translations: {
    table: s.contentTranslations,
    columns: () => {
      const t = s.contentTranslations;
      return {
        id: t.id,
        kindergarten_id: t.kindergartenId,
        source_table: t.sourceTable,
        source_id: t.sourceId,
        target_lang: t.targetLang,
        source_lang: t.sourceLang,
        status: t.status,
        fields: t.fields,
        source_hash: t.sourceHash,
        ...syncFields(t),
      };
    },
    visible: translationsVisible,
  },
};

/**
 * The translations into the viewer's translation language (`users.google_language`) of the items the viewer may see:
 * each source table's own rule decides, so a translation never tells more than its original.
 */
function translationsVisible(viewer: Viewer): SQL | undefined {
  const t = s.contentTranslations;
  const language = sql`(select ${s.users.googleLanguage} from ${s.users} where ${s.users.id} = ${viewer.userId})`;
  const ofTable = (name: TranslatableTable) => {
    const spec = syncTableSpecs[name];
    const rule = spec.visible(viewer);
    return and(
      eq(t.sourceTable, name),
      sql`${t.sourceId} in (select ${spec.table.id} from ${spec.table} where ${rule ?? sql`true`})`,
    );
  };
  return and(
    eq(t.kindergartenId, viewer.kindergartenId),
    sql`${t.targetLang} = ${language}`,
    or(...translatableTables.map(ofTable)),
  );
}

/** The absence as the API answers it: the category is `reason`, the free text `note` (see the schema). */
export const absenceColumns = {
  id: s.absences.id,
  kindergarten_id: s.absences.kindergartenId,
  child_id: s.absences.childId,
  reported_by: s.absences.reportedBy,
  from: s.absences.from,
  to: s.absences.to,
  reason: s.absences.category,
  note: s.absences.reason,
  ...syncFields(s.absences),
};
