import fs from 'node:fs';
import path from 'node:path';

/**
 * When `npm start` seeds the demo: SEED=demo seeds an empty database, SEED=none never,
 * and without SEED only an embedded database this start created — so a PostgreSQL or a database
 * someone emptied on purpose is never filled with demo data by surprise.
 */
export function shouldSeedDemo(input: {
  seed: 'demo' | 'none' | undefined;
  kind: 'pglite' | 'postgres';
  isNewEmbeddedDatabase: boolean;
}): boolean {
  if (input.seed === 'none') return false;
  if (input.seed === 'demo') return true;
  return input.kind === 'pglite' && input.isNewEmbeddedDatabase;
}

/** Whether PGlite has already initialised a cluster in DATA_DIR/db (as `openDatabase` lays it out). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'));
}
