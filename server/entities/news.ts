import { newsRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { publicationSyncVisible, unpublishedAsDeleted } from './publication-rules.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/** Letters of the kindergarten; staff's, so they stay when a parent's account goes. */
export const newsEntity = defineSyncedEntity({
  name: 'news',
  table: s.news,
  row: newsRowSchema,
  computed: unpublishedAsDeleted(s.news),
  visible: publicationSyncVisible(s.news),
  dexie: 'id, published_at',
  account: { delete: 'kept' },
});
