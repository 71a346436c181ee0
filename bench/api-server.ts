import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../server/db/client.ts';
import { roomMembers, rooms, users } from '../server/db/schema/index.ts';
import { load, type LoadOptions, type LoadSummary } from './api/load.ts';
import { pgLoop, type LoopInsert } from './api/pg-loop.ts';
import { benchAccounts, generateLargeKindergarten } from './fixtures/large-kindergarten.ts';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import { benchPostgresUrl, openBenchDatabase, postgresAnswers, type BenchDatabase } from './support/bench-database.ts';
import { benchPort } from './support/bench-ports.ts';
import { startBenchServer, type BenchServer } from './support/bench-server.ts';
import type { Figure } from './support/figures.ts';
import { signIn, wireRequest } from './support/wire-request.ts';
import { headCursor } from './sync-noop.ts';

/**
 * The API server under load (autocannon from a child process, bounded in time) on PGlite and on PostgreSQL,
 * against a bare node:http server answering the same bytes from memory in the same process. Target: the empty sync
 * on PostgreSQL serves at least half the bare server's requests per second.
 */
const emptySyncOnPostgresTarget = 0.5;
const seconds = Number(process.env.BENCH_API_SECONDS ?? 5);
const connectionCounts = [50, 200];
/** The chat room a message goes to: as large as a kindergarten's biggest group with its parents and staff. */
const roomSize = 80;
/** The writes' target on PostgreSQL, at 50 connections (see the pg loop beside them). */
const writeTarget = { requestsPerSecond: 1500, p99Ms: 100 };
/** As server/db/client.ts opens it, so the pg loop queues on as many connections as the app. */
const appPoolSize = 10;

/** One server under test: the real app on one database, signed in as the bench parent. */
type Target = {
  label: string;
  origin: string;
  token: string;
  kindergartenId: string;
  db: Db;
  /** PostgreSQL only: where the bare pg loop writes. */
  databaseUrl?: string;
  close?: () => Promise<void>;
};

/**
 * One call of the load: how to make it, and the answer the real server gave it once (what the bare server sends).
 * `insert`: for a write, the row it stores, as a bare pg loop inserts it.
 */
type Call = {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  headers: Record<string, string>;
  insert?: LoopInsert;
};

/** A group room of the bench parent and `roomSize - 1` other people of the kindergarten. */
async function roomOfSize(target: Target, parentId: string): Promise<string> {
  const others = await target.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.kindergartenId, target.kindergartenId), ne(users.id, parentId), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .limit(roomSize - 1);
  const id = uuidv7();
  await target.db
    .insert(rooms)
    .values({ id, kindergartenId: target.kindergartenId, kind: 'group', name: 'Sommerfest' });
  await target.db
    .insert(roomMembers)
    .values([parentId, ...others.map((user) => user.id)].map((userId) => ({ id: uuidv7(), roomId: id, userId })));
  return id;
}

async function calls(target: Target): Promise<Call[]> {
  const auth = { accept: 'application/json', authorization: `Bearer ${target.token}` };
  const cursor = await headCursor(target.origin, target.token);
  const board = `/api/blackboards/${target.kindergartenId}`;
  const page = JSON.parse((await wireRequest(`${target.origin}${board}`, { token: target.token })).body) as {
    data: { post: { id: string } }[];
  };
  const postForComments = page.data.at(-1)!.post.id;
  const user = JSON.parse((await wireRequest(`${target.origin}/api/user`, { token: target.token })).body) as {
    id: string;
  };
  const roomId = await roomOfSize(target, user.id);
  const comment = 'Danke für die Info, wir bringen Gummistiefel mit.';
  const message = 'Morgen bringe ich den Kuchen für das Sommerfest mit.';
  return [
    { name: 'GET /api/sync, nothing new', path: `/api/sync?cursor=${cursor}&limit=500`, method: 'GET', headers: auth },
    { name: 'GET /api/blackboards/{kindergartenId}', path: board, method: 'GET', headers: auth },
    // Writes last: each adds a comment (no client id, so no idempotent replay), which the reads above must not see.
    {
      name: 'POST /api/blackboard/{id}/comment',
      path: `/api/blackboard/${postForComments}/comment`,
      method: 'POST',
      body: JSON.stringify({ comment }),
      headers: { ...auth, 'content-type': 'application/json' },
      insert: {
        sql: 'insert into comments (id, post_id, author_id, comment) values ($1, $2, $3, $4)',
        params: (id) => [id, postForComments, user.id, comment],
      },
    },
    // A message without a client id into a room of 80: each one is new, stored, published to the room's sockets (none
    // listen here), and updates the other 79 members' notification about the room.
    {
      name: `POST /api/new-message, room of ${roomSize}`,
      path: '/api/new-message',
      method: 'POST',
      body: JSON.stringify({ room_id: roomId, message }),
      headers: { ...auth, 'content-type': 'application/json' },
      insert: {
        sql: 'insert into messages (id, room_id, sender_id, message) values ($1, $2, $3, $4)',
        params: (id) => [id, roomId, user.id, message],
      },
    },
  ];
}

/** Headers node:http writes itself, per response or per connection. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer of the real server: status, its headers (the bare server sends those too, but for `ownHeaders`), body. */
type Answer = { status: number; headers: [string, string][]; body: Buffer };

/** What the real server answers to `call`, once; the bare server replays exactly these bytes. */
async function recordedAnswer(origin: string, call: Call): Promise<Answer> {
  const response = await new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${origin}${call.path}`, { method: call.method, headers: call.headers }, (res) => {
      const chunks: Buffer[] = [];
      const headers: [string, string][] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const [name, value] = [res.rawHeaders[i]!, res.rawHeaders[i + 1]!];
        if (!ownHeaders.has(name.toLowerCase())) headers.push([name, value]);
      }
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(call.body);
  });
  if (response.status !== 200)
    throw new Error(`${call.name} answered ${response.status}: ${response.body.toString().slice(0, 200)}`);
  return response;
}

/**
 * A node:http server answering every request with `answer` from memory (after reading the request's own body): the
 * same status, headers and body the real server sent, so both write the same bytes but for the date.
 */
async function bareServer(answer: Answer): Promise<{ origin: string; close: () => Promise<void> }> {
  // A flat list, as node:http takes it: a header sent twice (vary, say) is sent twice here too.
  const headers = [...answer.headers, ['content-length', String(answer.body.length)]].flat();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, headers);
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(benchPort(), '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The bare server answering `answer`, for one run of `call`'s load. */
async function measuredBare(answer: Answer, call: Call, connections: number): Promise<LoadSummary> {
  const bare = await bareServer(answer);
  try {
    return await measured(bare.origin, call, connections);
  } finally {
    await bare.close();
  }
}

async function measured(origin: string, call: Call, connections: number): Promise<LoadSummary> {
  const options: LoadOptions = {
    url: `${origin}${call.path}`,
    connections,
    seconds,
    method: call.method,
    headers: call.headers,
    body: call.body,
  };
  const summary = await load(options);
  if (summary.non2xx > 0 || summary.errors > 0)
    throw new Error(
      `${call.name} at ${connections} connections: ${summary.non2xx} non-2xx answers, ${summary.errors} errors`,
    );
  return summary;
}

/** The app on a second database (the kind the bench context does not have), with the same large kindergarten. */
async function secondTarget(serverUrl: string | undefined): Promise<Target> {
  const opened: BenchDatabase = await openBenchDatabase(serverUrl ?? '');
  const kindergarten = await generateLargeKindergarten(opened.database.db);
  const server: BenchServer = await startBenchServer(opened);
  return {
    label: opened.label,
    origin: server.origin,
    token: await signIn(server.origin, benchAccounts.parent, benchAccounts.password),
    kindergartenId: kindergarten.kindergartenId,
    db: opened.database.db,
    ...(opened.databaseUrl ? { databaseUrl: opened.databaseUrl } : {}),
    close: async () => (await server.close(), await opened.dispose()),
  };
}

async function targetsOf(context: BenchContext): Promise<Target[]> {
  const filter = process.env.BENCH_API_FILTER ?? '';
  const wanted = (label: string) => !/^(PGlite|PostgreSQL)/.test(filter) || filter.startsWith(label);
  const own: Target = {
    label: context.opened.label,
    origin: context.server.origin,
    token: context.parent.token,
    kindergartenId: context.kindergarten.kindergartenId,
    db: context.opened.database.db,
    ...(context.opened.databaseUrl ? { databaseUrl: context.opened.databaseUrl } : {}),
  };
  if (own.label === 'PostgreSQL') return wanted('PGlite') ? [await secondTarget(undefined), own] : [own];
  if (!wanted('PostgreSQL')) return [own];
  if (!(await postgresAnswers(benchPostgresUrl()))) {
    console.log(`api-server: no PostgreSQL answers at ${benchPostgresUrl()} (BENCH_DATABASE_URL); PGlite only`);
    return [own];
  }
  return [own, await secondTarget(benchPostgresUrl())];
}

const summaryFigures = (bench: string, summary: LoadSummary): Figure[] => [
  { bench, name: `requests/s (${summary.total} in ${seconds} s)`, value: summary.requestsPerSecond, unit: 'req/s' },
  { bench, name: 'latency p50', value: summary.p50Ms, unit: 'ms' },
  { bench, name: 'latency p99', value: summary.p99Ms, unit: 'ms' },
];

export async function benchApiServer(context: BenchContext): Promise<Figure[]> {
  const targets = await targetsOf(context);
  const figures: Figure[] = [];
  try {
    for (const target of targets) {
      // BENCH_API_FILTER=PostgreSQL or ="PGlite GET /api/sync": only the matching database and call (for profiling).
      const filter = process.env.BENCH_API_FILTER ?? '';
      for (const call of (await calls(target)).filter((c) => `${target.label} ${c.name}`.includes(filter))) {
        const answer = await recordedAnswer(target.origin, call);
        // Warm-up (JIT, prepared statements, the pool's connections), not counted.
        await load({
          url: `${target.origin}${call.path}`,
          connections: 50,
          seconds: 1,
          method: call.method,
          headers: call.headers,
          body: call.body,
        });
        const emptySyncOnPostgres = target.label === 'PostgreSQL' && call.name.startsWith('GET /api/sync');
        for (const connections of connectionCounts) {
          // The baseline right beside each run, not once: on a shared machine the load drifts within a minute. For the
          // ratio with a target, three pairs in alternating order, and the median pair's figures: a single pair swung
          // 0.37–0.56× between two runs a minute apart.
          const pairs: { app: LoadSummary; baseline: LoadSummary }[] = [];
          for (let round = 0; round < (emptySyncOnPostgres ? 3 : 1); round++) {
            const runBare = () => measuredBare(answer, call, connections);
            const runApp = () => measured(target.origin, call, connections);
            if (round % 2 === 0) {
              const baseline = await runBare();
              pairs.push({ baseline, app: await runApp() });
            } else {
              const app = await runApp();
              pairs.push({ app, baseline: await runBare() });
            }
          }
          const ratioOf = (pair: (typeof pairs)[number]) =>
            pair.app.requestsPerSecond / pair.baseline.requestsPerSecond;
          const median = [...pairs].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(pairs.length / 2)]!;
          const of =
            pairs.length > 1
              ? `, median of ${pairs.length} pairs (${pairs.map((pair) => ratioOf(pair).toFixed(2)).join(', ')})`
              : '';
          figures.push(
            {
              bench: `api bare node:http ${call.name} ×${connections}`,
              name: `requests/s, the same ${answer.body.length} B and ${answer.headers.length} headers from memory (before ${target.label})`,
              value: median.baseline.requestsPerSecond,
              unit: 'req/s',
            },
            {
              bench: `api bare node:http ${call.name} ×${connections}`,
              name: 'latency p50',
              value: median.baseline.p50Ms,
              unit: 'ms',
            },
          );
          const bench = `api ${target.label} ${call.name} ×${connections}`;
          const writeOnPostgres = call.insert && target.databaseUrl;
          const targeted = writeOnPostgres && connections === 50;
          figures.push(
            ...summaryFigures(bench, median.app).map((figure) =>
              targeted && figure.unit === 'req/s'
                ? { ...figure, target: writeTarget.requestsPerSecond, atLeast: true }
                : targeted && figure.name === 'latency p99'
                  ? { ...figure, target: writeTarget.p99Ms }
                  : figure,
            ),
            {
              bench,
              name: `requests/s app / bare node:http${of}`,
              value: ratioOf(median),
              unit: '×',
              ...(emptySyncOnPostgres ? { target: emptySyncOnPostgresTarget, atLeast: true } : {}),
            },
          );
          if (writeOnPostgres) {
            // Right after the app's run: the database alone, the same row, one transaction each, same concurrency.
            const loop = await pgLoop(target.databaseUrl!, call.insert!, {
              connections,
              seconds,
              poolSize: appPoolSize,
            });
            const loopBench = `api bare pg loop ${call.name} ×${connections}`;
            figures.push(...summaryFigures(loopBench, loop), {
              bench,
              name: 'requests/s app / bare pg loop',
              value: median.app.requestsPerSecond / loop.requestsPerSecond,
              unit: '×',
            });
          }
        }
      }
    }
  } finally {
    for (const target of targets) await target.close?.();
  }
  return figures;
}

await runAloneIfMain(import.meta.url, benchApiServer);
