import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { DatabaseLockedError, lockEmbeddedDatabase } from '../../server/db/embedded-lock.ts';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

/** The pid of a process that has exited: a lock left behind by a killed server. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

// Opening PGlite and a second process are slow on a loaded machine: generous timeouts, nothing timed.
describe('the embedded database lock (DATA_DIR/db.lock)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-test-lock-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('holds the pid while open, refuses a second process with a clear message, and is gone after close', async () => {
    const database = await openDatabase({ dataDir });
    try {
      expect(await fs.readFile(path.join(dataDir, 'db.lock'), 'utf8')).toBe(`${process.pid}\n`);
      const second = await run(tsx, ['server/cli/main.ts', 'list-invites'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(second).toMatchObject({ code: 1, stderr: expect.stringContaining(`in use by process ${process.pid}`) });
      expect((second as { stderr: string }).stderr).not.toContain('    at ');
      expect(() => lockEmbeddedDatabase(dataDir)).toThrow(DatabaseLockedError);
    } finally {
      await database.close();
    }
    await expect(fs.access(path.join(dataDir, 'db.lock'))).rejects.toThrow();
  }, 180_000);

  it('takes over a lock with this process’s pid that it did not take (a restarted container reuses the pid)', async () => {
    await fs.writeFile(path.join(dataDir, 'db.lock'), `${process.pid}\n`);
    const release = lockEmbeddedDatabase(dataDir);
    expect(() => lockEmbeddedDatabase(dataDir)).toThrow(DatabaseLockedError);
    release();
    await expect(fs.access(path.join(dataDir, 'db.lock'))).rejects.toThrow();
  });

  it('takes over the lock of a process that is gone', async () => {
    const pid = await deadPid();
    await fs.writeFile(path.join(dataDir, 'db.lock'), `${pid}\n`);
    const database = await openDatabase({ dataDir });
    expect(await fs.readFile(path.join(dataDir, 'db.lock'), 'utf8')).toBe(`${process.pid}\n`);
    await database.close();
  }, 180_000);
});
