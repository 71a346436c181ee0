import { and, asc, count, desc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { SyncRow } from '#contract/sync-rows';
import type { Role } from '#contract/user';
import type { Db } from '../db/client.ts';
import { blackboardImages, blackboardPosts, comments, users } from '../db/schema/index.ts';
import { blackboardImageColumns, blackboardPostColumns, commentColumns } from './sync-tables.ts';
import type { Viewer } from './sync-visibility.ts';
import { toWireRow } from './wire-row.ts';

export type PostRow = SyncRow<'blackboard_posts'>;
export type ImageRow = SyncRow<'blackboard_images'>;
export type CommentRow = SyncRow<'comments'>;
export type BoardAuthor = { id: string; name: string; role: Role };
export type PostText = { title: string; description: string };
/** Which posts a page lists besides the viewer's kindergarten: all, or one author's. */
export type BoardFilter = { authorId?: string };

const post = (row: Record<string, unknown>) => toWireRow<PostRow>(row);
const image = (row: Record<string, unknown>) => toWireRow<ImageRow>(row);
const comment = (row: Record<string, unknown>) => toWireRow<CommentRow>(row);
const livePostOf = (kindergartenId: string, id: string) =>
  and(
    eq(blackboardPosts.id, id),
    eq(blackboardPosts.kindergartenId, kindergartenId),
    isNull(blackboardPosts.deletedAt),
  );

/** Posts, their images and comments. Deletes are soft, so the tombstones reach GET /api/sync. */
export function blackboardRepository(db: Db) {
  return {
    /** Any post with this id, in any kindergarten, deleted or not (a client-chosen id may repeat). */
    async findAnyPost(id: string): Promise<PostRow | undefined> {
      const [row] = await db.select(blackboardPostColumns).from(blackboardPosts).where(eq(blackboardPosts.id, id));
      return row && post(row);
    },

    /** A live post of the viewer's kindergarten; `lock` holds it until the transaction ends (image count checks). */
    async findPost(viewer: Viewer, id: string, options: { lock?: boolean } = {}): Promise<PostRow | undefined> {
      const query = db.select(blackboardPostColumns).from(blackboardPosts).where(livePostOf(viewer.kindergartenId, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row && post(row);
    },

    /** Inserts unless the id exists; undefined then. */
    async insertPost(
      input: PostText & { id: string; kindergartenId: string; authorId: string },
    ): Promise<PostRow | undefined> {
      const [row] = await db
        .insert(blackboardPosts)
        .values(input)
        .onConflictDoNothing({ target: blackboardPosts.id })
        .returning(blackboardPostColumns);
      return row && post(row);
    },

    async updatePost(id: string, text: PostText): Promise<PostRow> {
      const [row] = await db
        .update(blackboardPosts)
        .set(text)
        .where(eq(blackboardPosts.id, id))
        .returning(blackboardPostColumns);
      return post(row!);
    },

    /** Deletes the post with its live images and comments; answers the file ids of those images. */
    async softDeletePost(id: string): Promise<{ post: PostRow; fileIds: string[] }> {
      const now = new Date();
      const [row] = await db
        .update(blackboardPosts)
        .set({ deletedAt: now })
        .where(eq(blackboardPosts.id, id))
        .returning(blackboardPostColumns);
      const removed = await db
        .update(blackboardImages)
        .set({ deletedAt: now })
        .where(and(eq(blackboardImages.postId, id), isNull(blackboardImages.deletedAt)))
        .returning({ fileId: blackboardImages.fileId });
      await db
        .update(comments)
        .set({ deletedAt: now })
        .where(and(eq(comments.postId, id), isNull(comments.deletedAt)));
      return { post: post(row!), fileIds: removed.map((r) => r.fileId) };
    },

    /** Live images of these posts, by post and position. */
    async liveImages(postIds: string[]): Promise<ImageRow[]> {
      if (postIds.length === 0) return [];
      const rows = await db
        .select(blackboardImageColumns)
        .from(blackboardImages)
        .where(and(inArray(blackboardImages.postId, postIds), isNull(blackboardImages.deletedAt)))
        .orderBy(asc(blackboardImages.position), asc(blackboardImages.id));
      return rows.map(image);
    },

    /** How many live images the post has and the next free position. */
    async imageSlots(postId: string): Promise<{ count: number; nextPosition: number }> {
      const [row] = await db
        .select({ count: count(), last: max(blackboardImages.position) })
        .from(blackboardImages)
        .where(and(eq(blackboardImages.postId, postId), isNull(blackboardImages.deletedAt)));
      return {
        count: Number(row?.count ?? 0),
        nextPosition: row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1,
      };
    },

    async insertImage(input: {
      id: string;
      postId: string;
      fileId: string;
      position: number;
      alt: string | null;
    }): Promise<ImageRow> {
      const [row] = await db.insert(blackboardImages).values(input).returning(blackboardImageColumns);
      return image(row!);
    },

    /** An image of this post, deleted or not. */
    async findImage(postId: string, imageId: string): Promise<ImageRow | undefined> {
      const [row] = await db
        .select(blackboardImageColumns)
        .from(blackboardImages)
        .where(and(eq(blackboardImages.id, imageId), eq(blackboardImages.postId, postId)));
      return row && image(row);
    },

    async softDeleteImage(imageId: string): Promise<ImageRow> {
      const [row] = await db
        .update(blackboardImages)
        .set({ deletedAt: new Date() })
        .where(eq(blackboardImages.id, imageId))
        .returning(blackboardImageColumns);
      return image(row!);
    },

    /** Any comment with this id, deleted or not. */
    async findAnyComment(id: string): Promise<CommentRow | undefined> {
      const [row] = await db.select(commentColumns).from(comments).where(eq(comments.id, id));
      return row && comment(row);
    },

    async insertComment(input: {
      id: string;
      postId: string;
      authorId: string;
      comment: string;
    }): Promise<CommentRow | undefined> {
      const [row] = await db
        .insert(comments)
        .values(input)
        .onConflictDoNothing({ target: comments.id })
        .returning(commentColumns);
      return row && comment(row);
    },

    async softDeleteComment(id: string): Promise<CommentRow> {
      const [row] = await db
        .update(comments)
        .set({ deletedAt: new Date() })
        .where(eq(comments.id, id))
        .returning(commentColumns);
      return comment(row!);
    },

    /** Live comments of the post, oldest first. */
    async liveComments(postId: string): Promise<CommentRow[]> {
      const rows = await db
        .select(commentColumns)
        .from(comments)
        .where(and(eq(comments.postId, postId), isNull(comments.deletedAt)))
        .orderBy(asc(comments.createdAt), asc(comments.id));
      return rows.map(comment);
    },

    async commentCounts(postIds: string[]): Promise<Map<string, number>> {
      if (postIds.length === 0) return new Map();
      const rows = await db
        .select({ postId: comments.postId, count: count() })
        .from(comments)
        .where(and(inArray(comments.postId, postIds), isNull(comments.deletedAt)))
        .groupBy(comments.postId);
      return new Map(rows.map((row) => [row.postId, Number(row.count)]));
    },

    /** One page of live posts, newest first, and how many there are in all. */
    async page(
      viewer: Viewer,
      filter: BoardFilter,
      page: number,
      perPage: number,
    ): Promise<{ posts: PostRow[]; total: number }> {
      const where = and(
        eq(blackboardPosts.kindergartenId, viewer.kindergartenId),
        isNull(blackboardPosts.deletedAt),
        filter.authorId ? eq(blackboardPosts.authorId, filter.authorId) : undefined,
      );
      const rows = await db
        .select(blackboardPostColumns)
        .from(blackboardPosts)
        .where(where)
        .orderBy(desc(blackboardPosts.createdAt), desc(blackboardPosts.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ count: count() }).from(blackboardPosts).where(where);
      return { posts: rows.map(post), total: Number(total?.count ?? 0) };
    },

    async authors(userIds: string[]): Promise<BoardAuthor[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(inArray(users.id, [...new Set(userIds)]));
    },

    /**
     * The highest sync version this transaction wrote (the session's last `nextval`, drawn by the version trigger):
     * what `sync.available` announces. Call only after a write in the same transaction.
     */
    async lastWrittenVersion(): Promise<number> {
      const result = (await db.execute(sql`select currval('sync_version') as version`)) as unknown as {
        rows: { version: string | number }[];
      };
      return Number(result.rows[0]!.version);
    },

    /** Everyone of the kindergarten but `exceptUserId`: who hears of a new post. */
    async audience(kindergartenId: string, exceptUserId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.kindergartenId, kindergartenId), ne(users.id, exceptUserId), isNull(users.deletedAt)));
      return rows.map((row) => row.id);
    },
  };
}

export type BlackboardRepository = ReturnType<typeof blackboardRepository>;
