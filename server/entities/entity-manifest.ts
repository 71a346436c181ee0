import { format, resolveConfig } from 'prettier';
import type { SyncedEntityDefinition } from './synced-entity.ts';

/** Where the client's copy of the definitions lives; the client must not load server/ (Drizzle) at runtime. */
export const entityManifestPath = 'src/db/synced-entities.gen.ts';

/** What the client needs of each synced entity: its table name, Dexie store, realtime event and failed-write place. */
export function entityManifest(entities: readonly SyncedEntityDefinition[]) {
  return entities.map(({ name, dexie, realtimeEvent, failedWrites }) => ({
    name,
    dexie,
    ...(realtimeEvent === undefined ? {} : { realtimeEvent }),
    ...(failedWrites === undefined ? {} : { failedWrites }),
  }));
}

/** The generated module's text, formatted as the repository formats it. */
export async function renderEntityManifest(entities: readonly SyncedEntityDefinition[], path: string): Promise<string> {
  const source = `// Generated from server/entities/ by \`npm run gen:entities\`; edit the definitions, not this file.

/** Every synced entity as the client needs it, in the server's order. */
export const syncedEntityManifest = ${JSON.stringify(entityManifest(entities), null, 2)} as const;
`;
  return format(source, { ...(await resolveConfig(path)), filepath: path });
}
