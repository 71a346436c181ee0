import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedDatabaseExists, shouldSeedDemo } from '../../server/seed/seed-policy.ts';

describe('when npm start seeds the demo', () => {
  it('seeds with SEED=demo on either database (the seed itself skips a non-empty one)', () => {
    expect(shouldSeedDemo({ seed: 'demo', kind: 'postgres', isNewEmbeddedDatabase: false })).toBe(true);
    expect(shouldSeedDemo({ seed: 'demo', kind: 'pglite', isNewEmbeddedDatabase: false })).toBe(true);
  });

  it('never seeds with SEED=none, not even a new embedded database', () => {
    expect(shouldSeedDemo({ seed: 'none', kind: 'pglite', isNewEmbeddedDatabase: true })).toBe(false);
  });

  it('without SEED seeds only an embedded database this start created', () => {
    expect(shouldSeedDemo({ seed: undefined, kind: 'pglite', isNewEmbeddedDatabase: true })).toBe(true);
    expect(shouldSeedDemo({ seed: undefined, kind: 'pglite', isNewEmbeddedDatabase: false })).toBe(false);
    expect(shouldSeedDemo({ seed: undefined, kind: 'postgres', isNewEmbeddedDatabase: false })).toBe(false);
  });

  it('recognises an existing embedded database by its PG_VERSION file', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kita-policy-'));
    expect(embeddedDatabaseExists(dataDir)).toBe(false);
    fs.mkdirSync(path.join(dataDir, 'db'));
    fs.writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    expect(embeddedDatabaseExists(dataDir)).toBe(true);
    fs.rmSync(dataDir, { recursive: true });
  });
});
