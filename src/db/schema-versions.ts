import type { Transaction } from 'dexie';

/**
 * The Dexie schema as an append-only history; a released version is never edited, because browsers already hold
 * databases created by it. The synced entities' stores of the newest version come from their definitions
 * (createKitaDatabase in kita-db.ts); a store of this device alone, or a data migration with its `upgrade`, is added
 * by appending a version. Booleans cannot be indexed in IndexedDB: index flags as 0/1.
 */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void> | void;
}

export const schemaVersions: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      // One row, key 'current': who is signed in on this device.
      session: 'key',
      // The signed-in user as GET /api/user answered it (contract/user.ts).
      users: 'id',
    },
  },
  {
    // Every synced table of contract/sync-rows.ts under the server's names, the outbox and the cursor.
    version: 2,
    stores: {
      // The signed-in user as GET /api/user answered it; moved out of `users`, which now holds synced people.
      account: 'id',
      kindergartens: 'id',
      groups: 'id, kindergarten_id',
      children: 'id, group_id, kindergarten_id',
      users: 'id, kindergarten_id',
      guardians: 'id, child_id, user_id',
      files: 'id',
      blackboard_posts: 'id, kindergarten_id, created_at',
      blackboard_images: 'id, post_id',
      comments: 'id, post_id',
      news: 'id, published_at',
      events: 'id, starts_at',
      confirmations: 'id, news_id, event_id, user_id',
      menu_days: 'id, date',
      absences: 'id, child_id, from, [child_id+from], version',
      rooms: 'id',
      room_members: 'id, room_id, user_id',
      messages: 'id, room_id, [room_id+created_at]',
      notifications: 'id, created_at',
      // Writes waiting for the server; `userId` so one user's entries are never sent as another's.
      outbox: 'id, userId, status',
      // The pull cursor, one row per user whose synced rows are on this device.
      sync_state: 'userId',
    },
    upgrade: async (tx) => {
      const signedIn = await tx.table('users').toArray();
      await tx.table('account').bulkPut(signedIn);
      await tx.table('users').clear();
    },
  },
  {
    // Facts about this device's storage itself, e.g. the eviction marker (src/pwa/storage-eviction.ts).
    version: 3,
    stores: { device: 'key' },
  },
  {
    // The blackboard reads a kindergarten's posts newest first, a user's own posts, a post's images in
    // order and its comments oldest first, each through one compound index.
    version: 4,
    stores: {
      blackboard_posts:
        'id, kindergarten_id, created_at, [kindergarten_id+created_at], author_id, [author_id+created_at]',
      blackboard_images: 'id, post_id, [post_id+position]',
      comments: 'id, post_id, [post_id+created_at]',
    },
  },
  {
    // Staff's drafts of news and events, kept on this device only (never synced), by user, newest change
    // first. A draft's PDF is stored as an ArrayBuffer (Safari can fail on stored Blobs).
    version: 7,
    stores: { publication_drafts: 'id, userId, [userId+updatedAt]' },
  },
  {
    // Machine translations of content, one row per item and target language, looked up by their item.
    version: 8,
    stores: { content_translations: 'id, [source_table+source_id]' },
  },
];
