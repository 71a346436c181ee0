import { afterEach, describe, expect, it } from 'vitest';
import type { SyncRows } from '#contract/sync-rows';
import { translatableFields, translationSourceHash } from '#contract/translation-fields';
import { addComment } from '../../src/features/blackboard/blackboard-commands.ts';
import { followSearchedRows, loadSearchDocuments } from '../../src/features/search/search-feed.ts';
import { createSearchIndex, type SearchIndex } from '../../src/features/search/search-index.ts';
import { applySyncPage } from '../../src/sync/apply-sync-page.ts';
import { freshDatabasePerTest } from './support/fresh-database.ts';
import { aPage, anna, kindergartenId, signInLocally } from './support/rows.ts';
import { waitUntil } from './support/wait-until.ts';

freshDatabasePerTest();

const sync = { created_at: '2026-11-20T08:00:00Z', updated_at: '2026-11-20T08:00:00Z', version: 1, deleted_at: null };
let n = 100;
const id = () => `01900000-0000-7000-8000-${String(n++).padStart(12, '0')}`;
const roomId = id();

const aPost = (title: string, description: string): SyncRows['blackboard_posts'] => ({
  id: id(),
  kindergarten_id: kindergartenId,
  author_id: anna.id,
  title,
  description,
  ...sync,
});
const aMessage = (message: string): SyncRows['messages'] => ({
  id: id(),
  room_id: roomId,
  sender_id: anna.id,
  message,
  attachment_file_id: null,
  ...sync,
});
const aTranslation = (
  post: SyncRows['blackboard_posts'],
  fields: Record<string, string>,
): SyncRows['content_translations'] => ({
  id: id(),
  kindergarten_id: kindergartenId,
  source_table: 'blackboard_posts',
  source_id: post.id,
  target_lang: 'tr',
  source_lang: 'de',
  status: 'translated',
  fields,
  source_hash: translationSourceHash(translatableFields('blackboard_posts', post)),
  ...sync,
});

const found = (index: SearchIndex, query: string) => index.search(query).hits.map((hit) => hit.rowId);
let stop = () => {};
afterEach(() => stop());

describe('the search index follows the device’s rows', () => {
  it('is built from the rows already on the device, translations included', async () => {
    await signInLocally(anna);
    const post = aPost('Sommerfest', 'Bitte Kuchen mitbringen.');
    const message = aMessage('Wer bringt Luftballons mit?');
    await applySyncPage(
      anna.id,
      aPage({
        changes: {
          blackboard_posts: [post],
          messages: [message],
          content_translations: [aTranslation(post, { title: 'Yaz şenliği', description: 'Lütfen kek getirin.' })],
        },
      }),
    );
    const index = createSearchIndex();
    expect(await loadSearchDocuments(index)).toBe(2);
    expect(found(index, 'luftball')).toEqual([message.id]);
    expect(found(index, 'kek')).toEqual([post.id]);
  });

  it('takes rows a sync stores, forgets tombstoned ones and finds a translation that arrives later', async () => {
    await signInLocally(anna);
    const post = aPost('Laternenumzug', 'Treffpunkt am Tor');
    await applySyncPage(anna.id, aPage({ changes: { blackboard_posts: [post] } }));
    const index = createSearchIndex();
    stop = followSearchedRows(index);
    await loadSearchDocuments(index);
    expect(found(index, 'latern')).toEqual([post.id]);

    const later = aMessage('Morgen Laternenumzug!');
    await applySyncPage(anna.id, aPage({ changes: { messages: [later] } }));
    await waitUntil('the synced message is found', () => found(index, 'latern').length === 2);

    await applySyncPage(
      anna.id,
      aPage({
        changes: { content_translations: [aTranslation(post, { title: 'Fener alayı', description: 'Kapıda' })] },
      }),
    );
    await waitUntil('the translation is found', () => found(index, 'fener').length === 1);

    await applySyncPage(anna.id, aPage({ tombstones: { blackboard_posts: [post.id] } }));
    await waitUntil('the tombstoned post is gone', () => found(index, 'fener').length === 0);
    expect(found(index, 'latern')).toEqual([later.id]);
  });

  it('finds a comment written offline at once', async () => {
    await signInLocally(anna);
    const post = aPost('Ausflug', 'Zoo');
    await applySyncPage(anna.id, aPage({ changes: { blackboard_posts: [post] } }));
    const index = createSearchIndex();
    stop = followSearchedRows(index);
    await loadSearchDocuments(index);
    await addComment(post.id, anna.id, 'Wir bringen Gummistiefel mit');
    await waitUntil('the comment is found', () => found(index, 'gummistiefel').length === 1);
    expect(index.search('gummistiefel').hits[0]?.parentId).toBe(post.id);
  });
});
