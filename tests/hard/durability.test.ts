import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { databaseTargets, emptyStorage, type EmptyStorage } from '../server/support/test-database.ts';

/**
 * Durability (npm run test:hard): the server process is killed with SIGKILL in the middle of a stream of
 * writes — comments, absences and chat messages — on the embedded PGlite database and on PostgreSQL (when
 * TEST_DATABASE_URL names a server); after a restart on the same data every write the server had acknowledged
 * (200) is there. Writes in flight at the kill may or may not be there; none is there twice.
 */
const port = Number(process.env.DURABILITY_PORT ?? 8563);
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function startServer(storage: EmptyStorage): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server-child.ts')], {
    env: { ...process.env, DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? '', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

/** SIGKILL, resolved when the process is gone (even if it had already exited). */
function killHard(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  return exited;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(): Promise<string> {
  const answer = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'eltern@sonnenblume.example', password: 'kita-demo-2026' }),
  });
  return (await json<{ token: string }>(answer)).token;
}

/** The three kinds of write, each with the client's id (as the app sends them) and a text unique to the write. */
const kinds = {
  comment: { table: 'comments', text: 'comment' },
  absence: { table: 'absences', text: 'reason' },
  message: { table: 'messages', text: 'message' },
} as const;
type Kind = keyof typeof kinds;

describe.each(databaseTargets())('durability on %s', (target) => {
  it('keeps every acknowledged write across kill -9 and restart', async () => {
    const storage = await emptyStorage(target, 'kita_hard', cleanups);
    let server = await startServer(storage);
    let token = await signIn();
    const auth = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    const me = await json<{ kindergarten: { id: string }; children: { id: string }[] }>(
      await fetch(`${base}/api/user`, { headers: auth() }),
    );
    const page = await json<{ data: { post: { id: string } }[] }>(
      await fetch(`${base}/api/blackboards/${me.kindergarten.id}`, { headers: auth() }),
    );
    const rooms = await json<{ rooms: { room: { id: string } }[] }>(
      await fetch(`${base}/api/rooms`, { headers: auth() }),
    );
    const postId = page.data[0]!.post.id;
    const roomId = rooms.rooms[0]!.room.id;
    const childId = me.children[0]!.id;
    const today = new Date().toISOString().slice(0, 10);

    const request = (kind: Kind, id: string, text: string): [string, object] => {
      if (kind === 'comment') return [`/api/blackboard/${postId}/comment`, { id, comment: text }];
      if (kind === 'absence')
        return ['/api/report-absence', { id, child_id: childId, from: today, to: today, reason: 'sick', note: text }];
      return ['/api/new-message', { id, room_id: roomId, message: text }];
    };
    const made = { comment: 0, absence: 0, message: 0 };
    const acknowledged = { comment: [] as string[], absence: [] as string[], message: [] as string[] };
    const total = () => Object.values(acknowledged).reduce((sum, ids) => sum + ids.length, 0);

    const rounds = Number(process.env.DURABILITY_ROUNDS ?? 3);
    for (let round = 0; round < rounds; round++) {
      // Nine writers in parallel, three of each kind; the kill lands while they are writing.
      let stop = false;
      const writer = async (n: number) => {
        const kind = (['comment', 'absence', 'message'] as const)[n % 3]!;
        for (let i = 0; !stop; i++) {
          const id = uuidv7();
          const [url, body] = request(kind, id, `Runde ${round} Schreiber ${n} Nr ${i}`);
          made[kind]++;
          try {
            const response = await fetch(`${base}${url}`, {
              method: 'POST',
              headers: auth(),
              body: JSON.stringify(body),
            });
            if (response.status === 200) acknowledged[kind].push(id);
            else if (response.status !== 503) throw new Error(`${kind}: ${response.status} ${await response.text()}`);
          } catch (error) {
            if (error instanceof TypeError) return; // fetch failed: the server is gone
            throw error;
          }
        }
      };
      const writers = Array.from({ length: 9 }, (_, n) => writer(n));
      // At least ten acknowledged writes this round (bounded), then a random moment.
      const target = total() + 10;
      for (let waited = 0; total() < target && waited < 60_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
      const killed = killHard(server);
      stop = true;
      await Promise.all([killed, ...writers]);
      server = await startServer(storage);
      token = await signIn();
    }
    await killHard(server);

    // What the database holds, read directly (the embedded one's lock is the killed server's, so it is taken over).
    const database = await openDatabase(storage);
    const lost: string[] = [];
    let duplicates = 0;
    try {
      for (const kind of Object.keys(kinds) as Kind[]) {
        const { table, text } = kinds[kind];
        const stored = (await database.db.execute(
          sql.raw(`select id::text as id from ${table} where ${text} like 'Runde %'`),
        )) as unknown as { rows: { id: string }[] };
        const ids = new Set(stored.rows.map((row) => row.id));
        lost.push(...acknowledged[kind].filter((id) => !ids.has(id)));
        const repeated = (await database.db.execute(
          sql.raw(`select ${text} from ${table} where ${text} like 'Runde %' group by ${text} having count(*) > 1`),
        )) as unknown as { rows: unknown[] };
        duplicates += repeated.rows.length;
      }
    } finally {
      await database.close();
    }
    const sum = (counts: Record<Kind, number>) => counts.comment + counts.absence + counts.message;
    const ackedCounts = {
      comment: acknowledged.comment.length,
      absence: acknowledged.absence.length,
      message: acknowledged.message.length,
    };
    console.info(
      `durability (${target}): ${rounds} kills, ${sum(made)} writes made, ${total()} acknowledged ` +
        `(comments ${ackedCounts.comment}, absences ${ackedCounts.absence}, messages ${ackedCounts.message}), ${lost.length} lost, ${duplicates} duplicates`,
    );
    for (const kind of Object.keys(kinds) as Kind[]) expect(acknowledged[kind].length, kind).toBeGreaterThan(0);
    expect(total()).toBeGreaterThan(rounds * 5);
    expect(lost).toEqual([]);
    expect(duplicates).toBe(0);
  }, 600_000);
});
