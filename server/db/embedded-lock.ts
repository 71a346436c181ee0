import fs from 'node:fs';
import path from 'node:path';

/** Opening the embedded database while another process has it open; the message says which process. */
export class DatabaseLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The lock files this process holds: its own pid in a lock file it does not hold is a previous life's. */
const held = new Set<string>();

/**
 * `DATA_DIR/db.lock` holding this process's pid while it has the embedded database open. PGlite is one process's
 * database: a second `npm start`, or a CLI command such as `backup` while the server runs, opening the same files
 * would corrupt them. A lock whose process is gone (kill -9, power loss) is taken over, and so is one holding this
 * process's own pid that this process did not take — a container restarted after a kill gives the server the same
 * pid again. Returns the release function.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    const previousLife = holder === process.pid && !held.has(file);
    if (holder !== undefined && !previousLife && isAlive(holder)) {
      throw new DatabaseLockedError(
        `The embedded database in ${dataDir} is in use by process ${holder} (${file}). Stop that process first ` +
          '(for a backup of a running server, stop the server, or use PostgreSQL).',
      );
    }
    // The holder is gone: remove its lock and try once more; should another process win that race, it holds the lock.
    fs.rmSync(file, { force: true });
  }
  throw new DatabaseLockedError(
    `The embedded database in ${dataDir} was locked by another process starting at the same time (${file}).`,
  );
}
