import type { SQL } from 'drizzle-orm';
import type { SyncTable } from '#contract/sync-rows';
import { syncedEntities, syncedEntity, syncedEntityDefinitions } from '../entities/index.ts';
import {
  derivedColumns,
  wireColumns,
  type SyncedEntityDefinition,
  type SyncedPgTable,
  type WireColumn,
} from '../entities/synced-entity.ts';
import type { Viewer } from './sync-visibility.ts';

export { publicationVisible } from '../entities/visibility-rules.ts';

/** How one table syncs: what the client receives (snake_case) and which rows the viewer may see. */
export type SyncTableSpec = {
  name: string;
  table: SyncedPgTable;
  columns: (viewer: Viewer) => Record<string, WireColumn>;
  visible: (viewer: Viewer) => SQL | undefined;
};

const specOf = (entity: SyncedEntityDefinition): SyncTableSpec => ({
  name: entity.name,
  table: entity.table,
  columns: (viewer) => wireColumns(entity, viewer),
  visible: entity.visible,
});

/** Every synced table, the runtime-registered ones included, in the order a pull asks them. */
export const allSyncTableSpecs = (): SyncTableSpec[] => syncedEntities().map(specOf);

/** The spec of one synced table by name, a runtime-registered one included. */
export function syncTableSpec(name: string): SyncTableSpec {
  const entity = syncedEntity(name);
  if (!entity) throw new Error(`${name} is no synced table`);
  return specOf(entity);
}

export const syncTableSpecs = Object.fromEntries(
  Object.values(syncedEntityDefinitions).map((entity) => [entity.name, specOf(entity)]),
) as { [T in SyncTable]: SyncTableSpec };

/** The rows the blackboard and file routes answer, the same columns /api/sync sends (metadata only for files). */
export const fileColumns = derivedColumns(syncedEntityDefinitions.files);
export const blackboardPostColumns = derivedColumns(syncedEntityDefinitions.blackboard_posts);
export const blackboardImageColumns = derivedColumns(syncedEntityDefinitions.blackboard_images);
export const commentColumns = derivedColumns(syncedEntityDefinitions.comments);
/** The absence as the API answers it: the category is `reason`, the free text `note`. */
export const absenceColumns = derivedColumns(syncedEntityDefinitions.absences);
