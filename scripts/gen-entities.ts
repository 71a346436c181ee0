import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { entityManifestPath, renderEntityManifest } from '../server/entities/entity-manifest.ts';
import { syncedEntities } from '../server/entities/index.ts';

/** Writes src/db/synced-entities.gen.ts from the synced entities' definitions. */
const path = resolve(import.meta.dirname, '..', entityManifestPath);
await writeFile(path, await renderEntityManifest(syncedEntities(), path));
console.log(`wrote ${entityManifestPath}`);
