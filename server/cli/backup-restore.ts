import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { lockEmbeddedDatabase } from '../db/embedded-lock.ts';
import { embeddedDatabaseExists } from '../seed/seed-policy.ts';
import { CliError } from './cli-commands.ts';
import type { CliOutput } from './run-cli.ts';

/**
 * `npm run kita -- backup <file>` and `restore <file> [--force]`: the whole database in one file. The
 * embedded PGlite as the tarball of its data directory (PGlite's own `dumpDataDir`), PostgreSQL as `pg_dump -Fc`
 * for `pg_restore`. Each works on the storage itself, not through the app's Db, so it lives apart from run-cli's
 * commands; a backup restores into the kind of database it was taken from.
 */
export type Storage = { databaseUrl?: string; dataDir: string };

const run = promisify(execFile);

export const backupRestoreHelp = [
  ['backup', 'Write the whole database to a file (embedded: stop the server first).', '<file>'],
  ['restore', 'Load a backup into an empty database (--force replaces a non-empty one).', '<file> [--force]'],
] as const;

/** Runs `backup` or `restore`; undefined when argv is another command. Exit codes as runCli's. */
export async function runBackupRestore(argv: string[], storage: Storage, out: CliOutput): Promise<number | undefined> {
  const [name, ...rest] = argv;
  if (name !== 'backup' && name !== 'restore') return undefined;
  const usage = `Usage: npm run kita -- ${name} ${backupRestoreHelp.find(([n]) => n === name)![2]}`;
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: { force: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (error) {
    out.printError(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0 || (name === 'backup' && parsed.values.force)) {
    out.printError(usage);
    return 2;
  }
  try {
    const started = Date.now();
    if (name === 'backup') {
      const bytes = await backup(storage, path.resolve(file));
      out.print(`Backed up the ${kindOf(storage)} database to ${file} (${megabytes(bytes)}, ${seconds(started)}).`);
    } else {
      const replaced = await restore(storage, path.resolve(file), { force: parsed.values.force === true });
      out.print(`Restored ${file} into the ${kindOf(storage)} database (${seconds(started)}).`);
      if (replaced)
        out.print(`The database it replaced was moved to ${replaced}; delete it when the restore is confirmed.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      out.printError(error.message);
      return 1;
    }
    throw error;
  }
}

const kindOf = (storage: Storage) => (storage.databaseUrl ? 'PostgreSQL' : 'embedded');
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Writes the backup to `file` (through a temporary file, so a failed backup leaves no half file); returns its size. */
export async function backup(storage: Storage, file: string): Promise<number> {
  const partial = `${file}.partial`;
  try {
    if (storage.databaseUrl)
      await pgTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${storage.databaseUrl}`]);
    else await dumpEmbedded(storage.dataDir, partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.statSync(file).size;
}

/**
 * Loads the backup in `file`. A database that already has tables is replaced only with `force`: the embedded one is
 * moved aside (its path returned), PostgreSQL's schemas are dropped.
 */
export async function restore(
  storage: Storage,
  file: string,
  options: { force: boolean },
): Promise<string | undefined> {
  if (!fs.existsSync(file)) throw new CliError(`No backup file ${file}.`);
  const format = backupFormat(file);
  if (storage.databaseUrl) {
    if (format !== 'pg_dump')
      throw new CliError(
        `${file} is not a PostgreSQL backup (pg_dump -Fc); an embedded database's backup restores into DATA_DIR without DATABASE_URL.`,
      );
    await restorePostgres(storage.databaseUrl, file, options);
    return undefined;
  }
  if (format !== 'pglite')
    throw new CliError(
      `${file} is not a backup of the embedded database; a PostgreSQL backup restores with DATABASE_URL set.`,
    );
  return restoreEmbedded(storage.dataDir, file, options);
}

function backupFormat(file: string): 'pglite' | 'pg_dump' | undefined {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'; // gzip: dumpDataDir's tar.gz
  if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
  return undefined;
}

async function dumpEmbedded(dataDir: string, target: string): Promise<void> {
  if (!embeddedDatabaseExists(dataDir))
    throw new CliError(`There is no embedded database in ${path.join(dataDir, 'db')}.`);
  const unlock = lockEmbeddedDatabase(dataDir);
  try {
    const { openScrubbedEmbedded } = await import('./open-scrubbed-embedded.ts');
    const client = await openScrubbedEmbedded(path.join(dataDir, 'db'));
    try {
      const tarball = await client.dumpDataDir('gzip');
      fs.writeFileSync(target, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

async function restoreEmbedded(
  dataDir: string,
  file: string,
  options: { force: boolean },
): Promise<string | undefined> {
  const dir = path.join(dataDir, 'db');
  const unlock = lockEmbeddedDatabase(dataDir);
  try {
    let replaced: string | undefined;
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      if (!options.force)
        throw new CliError(`${dir} already holds a database; restore --force moves it aside and restores over it.`);
      replaced = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dir, replaced);
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.close();
    return replaced;
  } finally {
    unlock();
  }
}

async function restorePostgres(url: string, file: string, options: { force: boolean }): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if (Number(rows[0]!.n) > 0) {
      if (!options.force)
        throw new CliError(
          'The PostgreSQL database already has tables; restore --force drops them and restores over them.',
        );
      // The dump holds the app's two schemas whole (tables, the sync sequence, triggers, drizzle's journal).
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    }
  } finally {
    await client.end();
  }
  await pgTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new CliError(
        `${tool} is not installed: install PostgreSQL's client tools (Debian: postgresql-client) in the server's major version.`,
      );
    throw new CliError(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}
