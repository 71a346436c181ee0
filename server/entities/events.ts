import { eventRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { publicationSyncVisible, unpublishedAsDeleted } from './publication-rules.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/** Events of the kindergarten; staff's, so they stay when a parent's account goes. */
export const eventsEntity = defineSyncedEntity({
  name: 'events',
  table: s.events,
  row: eventRowSchema,
  computed: unpublishedAsDeleted(s.events),
  visible: publicationSyncVisible(s.events),
  dexie: 'id, starts_at',
  account: { delete: 'kept' },
});
