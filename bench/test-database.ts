import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { loadEnv } from '../server/env.ts';
import {
  buildDatabaseTemplates,
  copyPgliteTemplate,
  removeDatabaseTemplates,
} from '../tests/server/support/database-template.ts';
import { createFixture } from '../tests/server/support/fixture.ts';
import { createDatabase, dropDatabase, randomDatabaseName } from '../tests/server/support/postgres-admin.ts';
import { figureTable, median, type Figure } from './support/figures.ts';

/**
 * What a server test file pays before its first test (tests/server/support/test-app.ts): its database, migrated from
 * empty or copied from the run's migrated template, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL; then the
 * app's start and the fixture. The two ways alternate, so both see the same load. `npx tsx bench/test-database.ts`.
 */
const bench = 'test-database';
const runs = Number(process.env.BENCH_RUNS ?? 5);

const timed = async <T>(times: number[], work: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await work();
  times.push(performance.now() - start);
  return result;
};

const tempDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'kita-bench-testdb-'));

async function measure(): Promise<Figure[]> {
  const built: number[] = [];
  const templates = await timed(built, buildDatabaseTemplates);
  const times = (names: string[]) => Object.fromEntries(names.map((name) => [name, [] as number[]]));
  const t = times(['initdb', 'fresh', 'copy', 'opened', 'app', 'fixture', 'close', 'pgFresh', 'pgTemplate', 'pgDrop']);
  const remove: string[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const initdbDir = await tempDir();
      remove.push(initdbDir);
      await (await timed(t.initdb!, () => PGlite.create(path.join(initdbDir, 'db')))).close();

      const freshDir = await tempDir();
      remove.push(freshDir);
      await (await timed(t.fresh!, () => openDatabase({ dataDir: freshDir }))).close();

      const copyDir = await tempDir();
      remove.push(copyDir);
      await timed(t.copy!, () => copyPgliteTemplate(templates, copyDir));
      const database: Database = await timed(t.opened!, () => openDatabase({ dataDir: copyDir }));
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: copyDir, LOG_LEVEL: 'silent' });
      const app = await timed(t.app!, async () => {
        const started = await buildApp({ env, database, clientDir: `${copyDir}/no-client` });
        await started.ready();
        return started;
      });
      await timed(t.fixture!, () => createFixture(database.db));
      await timed(t.close!, async () => (await app.close(), await database.close()));

      if (templates.postgres) {
        const { serverUrl, name: template } = templates.postgres;
        for (const from of [undefined, template]) {
          const name = randomDatabaseName('kita_bench_testdb');
          const opened = await timed(from ? t.pgTemplate! : t.pgFresh!, async () =>
            openDatabase({ databaseUrl: await createDatabase(serverUrl, name, from), dataDir: copyDir }),
          );
          await opened.close();
          await timed(t.pgDrop!, () => dropDatabase(serverUrl, name));
        }
      }
    }
  } finally {
    await Promise.all(remove.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    await removeDatabaseTemplates(templates);
  }
  const ms = (name: string, values: number[]): Figure => ({ bench, name, value: median(values), unit: 'ms' });
  const fresh = median(t.fresh!);
  const copied = median(t.copy!) + median(t.opened!);
  const figures = [
    ms('templates built once per run (PGlite, and PostgreSQL when set)', built),
    ms('PGlite: initdb and first start of an empty data directory', t.initdb!),
    ms('PGlite: openDatabase on an empty data directory (initdb, start, migrations)', t.fresh!),
    ms('PGlite: copy of the template directory', t.copy!),
    ms('PGlite: openDatabase on the copy (start, migration check)', t.opened!),
    { bench, name: 'PGlite: migrated from empty ÷ copied from the template', value: fresh / copied, unit: '×' },
    ms('buildApp and ready', t.app!),
    ms('createFixture', t.fixture!),
    ms('app and database closed', t.close!),
  ];
  if (templates.postgres) {
    figures.push(
      ms('PostgreSQL: CREATE DATABASE and migrations', t.pgFresh!),
      ms('PostgreSQL: CREATE DATABASE … TEMPLATE and migration check', t.pgTemplate!),
      {
        bench,
        name: 'PostgreSQL: migrated from empty ÷ copied from the template',
        value: median(t.pgFresh!) / median(t.pgTemplate!),
        unit: '×',
      },
      ms('PostgreSQL: DROP DATABASE', t.pgDrop!),
    );
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`\n${figureTable(await measure())}`);
  process.exit(0);
}
