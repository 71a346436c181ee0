import { rollCallEntryRowSchema } from '#contract/roll-calls';
import { realtimeEvents } from '#contract/realtime';
import * as s from '../db/schema/index.ts';
import { defineSyncedEntity } from './synced-entity.ts';
import { staffOfKindergarten } from './visibility-rules.ts';

/** A child's line of a roll call; like the roll call, for the kindergarten's staff only and kept with it. */
export const rollCallEntriesEntity = defineSyncedEntity({
  name: 'roll_call_entries',
  table: s.rollCallEntries,
  row: rollCallEntryRowSchema,
  visible: staffOfKindergarten(s.rollCallEntries.kindergartenId),
  dexie: 'id, roll_call_id, child_id, version',
  realtimeEvent: realtimeEvents.rollCallChanged,
  failedWrites: { to: '/staff/roll-call/$id', params: { id: 'roll_call_id' } },
  account: { delete: 'kept' },
});
