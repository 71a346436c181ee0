import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityManifestPath, renderEntityManifest } from '../../server/entities/entity-manifest.ts';
import { syncedEntities } from '../../server/entities/index.ts';

describe("the client's copy of the synced entities", () => {
  it('is what `npm run gen:entities` writes from the definitions today', async () => {
    const path = resolve(import.meta.dirname, '../..', entityManifestPath);
    const written = await readFile(path, 'utf8');
    expect(written, `${entityManifestPath} is out of date: run npm run gen:entities`).toBe(
      await renderEntityManifest(syncedEntities(), path),
    );
  });
});
