import { inArray } from 'drizzle-orm';
import { roomRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { visibleRoomIds } from '../repositories/sync-visibility.ts';
import { defineSyncedEntity } from './synced-entity.ts';

/** Chat rooms belong to the kindergarten; a deleted account only leaves them (see room_members). */
export const roomsEntity = defineSyncedEntity({
  name: 'rooms',
  table: s.rooms,
  row: roomRowSchema,
  visible: (viewer) => inArray(s.rooms.id, visibleRoomIds(viewer)),
  dexie: 'id',
  account: { delete: 'kept' },
});
