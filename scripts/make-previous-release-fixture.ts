/**
 * `npx tsx scripts/make-previous-release-fixture.ts`: writes tests/server/fixtures/previous-release.sql.gz, the
 * demo kindergartens in a database migrated only as far as the previous release (migrations 0000–0005, main before
 * 0b31a2b added 0006), as a plain SQL dump that PGlite and PostgreSQL both load. The demo seed did not change in
 * that commit, so today's seed writes what the previous release's did. Needs a PostgreSQL server for pg_dump:
 * FIXTURE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is made and dropped.
 * Regenerate it (and bump `previousReleaseMigrations`) when a release adds migrations.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../server/db/schema/index.ts';
import type { Db } from '../server/db/client.ts';
import { seedDemo } from '../server/seed/seed-demo.ts';

/** How many migrations the previous release had. */
const previousReleaseMigrations = 6;

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'server/db/migrations');
const target = path.join(root, 'tests/server/fixtures/previous-release.sql.gz');
const serverUrl = process.env.FIXTURE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A copy of the migrations folder whose journal ends at the previous release. */
function previousReleaseMigrationsFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kita-previous-release-'));
  fs.cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < previousReleaseMigrations);
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return folder;
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const name = `kita_fixture_${Math.random().toString(36).slice(2, 10)}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const folder = previousReleaseMigrationsFolder();
await admin(`CREATE DATABASE ${name}`);
try {
  const pool = new pg.Pool({ connectionString: url.toString() });
  try {
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: folder });
    await seedDemo(db as unknown as Db);
  } finally {
    await pool.end();
  }
  // Plain INSERTs, not COPY … FROM stdin, which PGlite's exec cannot read.
  const { stdout } = await promisify(execFile)(
    'pg_dump',
    ['--inserts', '--rows-per-insert=100', '--no-owner', '--no-privileges', `--dbname=${url}`],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // pg_dump's psql meta-commands (\restrict, \unrestrict) are no SQL: the file is loaded by a driver, not psql.
  const dump = stdout
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  fs.writeFileSync(target, gzipSync(dump, { level: 9 }));
  console.log(`Wrote ${path.relative(root, target)} (${(fs.statSync(target).size / 1e6).toFixed(2)} MB).`);
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(folder, { recursive: true, force: true });
}
