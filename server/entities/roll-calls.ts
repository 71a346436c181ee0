import { realtimeEvents } from '#contract/realtime';
import { rollCallRowSchema } from '#contract/roll-calls';
import * as s from '../db/schema/index.ts';
import { defineSyncedEntity } from './synced-entity.ts';
import { staffOfKindergarten } from './visibility-rules.ts';

/**
 * The kindergarten's attendance record, for its staff only (it says where every family's child was): kept when the staff member who took it leaves. */
export const rollCallsEntity = defineSyncedEntity({
  name: 'roll_calls',
  table: s.rollCalls,
  row: rollCallRowSchema,
  visible: staffOfKindergarten(s.rollCalls.kindergartenId),
  dexie: 'id, day, version',
  realtimeEvent: realtimeEvents.rollCallChanged,
  failedWrites: { to: '/staff/roll-call/$id', params: { id: 'id' } },
  account: { delete: 'kept' },
});
