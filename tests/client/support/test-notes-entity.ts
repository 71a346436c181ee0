import { and, asc, eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { realtimeChannels } from '#contract/realtime';
import { authenticatedUser } from '../../../server/auth/authentication.ts';
import type { Db } from '../../../server/db/client.ts';
import { syncColumns } from '../../../server/db/schema/columns.ts';
import { defineSyncedEntity, wireColumns } from '../../../server/entities/synced-entity.ts';
import { withIsoDates } from '../../../server/repositories/iso-dates.ts';
import { viewerOf } from '../../../server/sync/viewer.ts';

/**
 * A synced entity that exists only in this fixture: short notes everyone of a kindergarten sees. Its table, wire
 * schema, definition, write route and realtime event are all here; nothing in the app knows it.
 */
export const testNotes = pgTable('test_notes', {
  id: uuid('id').primaryKey(),
  kindergartenId: uuid('kindergarten_id').notNull(),
  authorId: uuid('author_id').notNull(),
  body: text('body').notNull(),
  ...syncColumns(),
});

const timestamp = z.iso.datetime({ offset: true });
export const testNoteRowSchema = z.object({
  id: z.uuid(),
  kindergarten_id: z.uuid(),
  author_id: z.uuid(),
  body: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number().int(),
  deleted_at: timestamp.nullable(),
});
export type TestNote = z.infer<typeof testNoteRowSchema>;

export const testNoteChanged = 'test-note.changed';

/** Notes leave with their author's account as tombstones, so every device drops them on its next sync. */
export const testNotesEntity = defineSyncedEntity({
  name: 'test_notes',
  table: testNotes,
  row: testNoteRowSchema,
  visible: (viewer) => eq(testNotes.kindergartenId, viewer.kindergartenId),
  dexie: 'id, kindergarten_id',
  realtimeEvent: testNoteChanged,
  account: {
    unlistedExport: {
      key: 'test_notes',
      rows: async (db, { user }) => {
        const rows = await db
          .select({ id: testNotes.id, body: testNotes.body, created_at: testNotes.createdAt })
          .from(testNotes)
          .where(and(eq(testNotes.authorId, user.id), sql`${testNotes.deletedAt} is null`))
          .orderBy(asc(testNotes.createdAt));
        return rows.map((row) => withIsoDates(row));
      },
    },
    delete: {
      remove: async (db, userId) => {
        await db.update(testNotes).set({ body: '', deletedAt: new Date() }).where(eq(testNotes.authorId, userId));
      },
    },
  },
});

/** The table as a migration would create it, with both sync triggers. */
export async function createTestNotesTable(db: Db): Promise<void> {
  await db.execute(sql`
    create table test_notes (
      id uuid primary key,
      kindergarten_id uuid not null,
      author_id uuid not null,
      body text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version bigint not null default 0,
      deleted_at timestamptz
    )`);
  await db.execute(sql`select kita_make_synced('test_notes')`);
}

export const writeTestNoteSchema = z.object({ id: z.uuid(), kindergarten_id: z.uuid(), body: z.string().min(1) });

/**
 * POST /api/test-notes: writes a note into the writer's own kindergarten (403 for any other), answers the row and
 * sends it to the kindergarten's channel in the sync-page shape.
 */
export function testNotesRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/test-notes', { schema: { body: writeTestNoteSchema } }, async (request, reply) => {
      const user = authenticatedUser(request);
      const { id, kindergarten_id, body } = request.body;
      if (kindergarten_id !== user.kindergartenId)
        return reply.code(403).send({ message: 'This action is unauthorized.' });
      await db.insert(testNotes).values({ id, kindergartenId: kindergarten_id, authorId: user.id, body });
      const [row] = await db
        .select(wireColumns(testNotesEntity, viewerOf(user)))
        .from(testNotes)
        .where(eq(testNotes.id, id));
      const note = withIsoDates<TestNote>(row!);
      await app.realtimePublisher.publish({
        channels: [realtimeChannels.kindergarten(kindergarten_id)],
        event: testNoteChanged,
        data: { changes: { test_notes: [note] } },
      });
      return reply.code(201).send({ note });
    });
  };
}
