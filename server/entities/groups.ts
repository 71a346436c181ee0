import { groupRowSchema } from '#contract/sync-rows';
import * as s from '../db/schema/index.ts';
import { defineSyncedEntity } from './synced-entity.ts';
import { inKindergarten } from './visibility-rules.ts';

export const groupsEntity = defineSyncedEntity({
  name: 'groups',
  table: s.groups,
  row: groupRowSchema,
  visible: inKindergarten(s.groups.kindergartenId),
  dexie: 'id, kindergarten_id',
  account: { delete: 'kept' },
});
