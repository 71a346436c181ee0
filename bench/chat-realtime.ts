import v8 from 'node:v8';
import vm from 'node:vm';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { v7 as uuidv7 } from 'uuid';
import { chatRealtimeEvents, type MessageSentEvent } from '#contract/chat';
import { echoChannels, type RealtimeConfig } from '#contract/realtime';
import { roomMembers, rooms } from '../server/db/schema/index.ts';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import { median, percentile, type Figure } from './support/figures.ts';
import { recordServerTimes } from './support/server-timing.ts';
import { wireRequest } from './support/wire-request.ts';

/**
 * A message from A's send to B's socket on loopback, p95 ≤ 100 ms; one message fanned out to 1,000
 * and to 5,000 subscribed sockets (p50/p99 delivery), and the memory an idle socket costs.
 */
const latencyTargetMs = 100;
const latencyMessages = 100;
const fanOutSockets = [1_000, 5_000];
const fanOutMessages = 5;
/** Sockets opened (and authorised) at a time, so the bench measures delivery, not a connection storm. */
const connectBatch = 50;
const deadlineMs = 600_000;

type Listener = { echo: Echo<'reverb'>; received: Map<string, number> };

function connect(origin: string, config: RealtimeConfig, token: string): Echo<'reverb'> {
  const port = Number(new URL(origin).port);
  return new Echo({
    broadcaster: 'reverb',
    key: config.key,
    wsHost: '127.0.0.1',
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ['ws', 'wss'],
    authEndpoint: `${origin}${config.auth_endpoint}`,
    auth: { headers: { Authorization: `Bearer ${token}` } },
    Pusher,
  });
}

/** A socket listening on the room's private channel, as the chat screen will, recording when each message arrived. */
function listen(origin: string, config: RealtimeConfig, token: string, roomId: string): Promise<Listener> {
  const echo = connect(origin, config, token);
  const received = new Map<string, number>();
  const channel = echo.private(echoChannels.room(roomId));
  channel.listen(`.${chatRealtimeEvents.messageSent}`, (event: MessageSentEvent) => {
    const id = event.changes.messages?.[0]?.id;
    if (id && !received.has(id)) received.set(id, performance.now());
  });
  return new Promise((resolve, reject) => {
    channel.subscribed(() => resolve({ echo, received }));
    channel.error((error: unknown) => reject(new Error(`subscription refused: ${JSON.stringify(error)}`)));
  });
}

/** A full collection (the flag set at run time, as `node --expose-gc` would), then the heap and buffers in use. */
function memoryAfterGc(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

async function until(what: string, done: () => boolean, deadline: number): Promise<void> {
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`chat bench: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** POST /api/new-message as A's outbox sends it; resolves with when the send started. */
async function send(context: BenchContext, roomId: string, text: string): Promise<{ id: string; startedAt: number }> {
  const id = uuidv7();
  const startedAt = performance.now();
  const answer = await wireRequest(`${context.server.origin}/api/new-message`, {
    method: 'POST',
    token: context.parent.token,
    body: { id, room_id: roomId, message: text },
  });
  if (answer.status !== 200) throw new Error(`chat bench: send answered ${answer.status}: ${answer.body}`);
  return { id, startedAt };
}

/**
 * One group room with the bench parent (A) and staff member (B). Latency: A sends 100 messages one after another,
 * each timed from the start of the HTTP POST to its arrival on B's pusher-js socket. Fan-out: 1,000 pusher-js sockets
 * of B on the room's channel, A sends 5 messages, each timed to every socket. Server and sockets share this process
 * (and its event loop), so the figures include the clients' own parsing: an upper bound for loopback.
 */
export async function benchChatRealtime(context: BenchContext): Promise<Figure[]> {
  const db = context.opened.database.db;
  const roomId = uuidv7();
  await db
    .insert(rooms)
    .values({ id: roomId, kindergartenId: context.kindergarten.kindergartenId, kind: 'group', name: 'Bench' });
  await db
    .insert(roomMembers)
    .values([context.parent.id, context.staff.id].map((userId) => ({ id: uuidv7(), roomId, userId })));
  const config = JSON.parse(
    (await wireRequest(`${context.server.origin}/api/realtime`, { token: context.staff.token })).body,
  ) as RealtimeConfig;
  const deadline = performance.now() + deadlineMs;
  const listeners: Listener[] = [];
  try {
    const b = await listen(context.server.origin, config, context.staff.token, roomId);
    listeners.push(b);
    for (let i = 0; i < 5; i++) await send(context, roomId, `warm-up ${i}`);
    // The floor on this machine now: an authenticated GET that reads one row (the token), timed the same way.
    const floor: number[] = [];
    for (let i = 0; i < 50; i++)
      floor.push((await wireRequest(`${context.server.origin}/api/realtime`, { token: context.parent.token })).ms);
    const latencies: number[] = [];
    const timer = recordServerTimes();
    for (let i = 0; i < latencyMessages; i++) {
      const { id, startedAt } = await send(context, roomId, `Nachricht ${i}`);
      await until('a message on B', () => b.received.has(id), deadline);
      latencies.push(b.received.get(id)! - startedAt);
    }
    const serverMs = timer.take('/api/new-message');
    timer.stop();

    const fanOutFigures: Figure[] = [];
    const bench = 'chat-realtime';
    const memoryBefore = memoryAfterGc();
    for (const sockets of fanOutSockets) {
      const openBefore = listeners.length - 1;
      const connectStarted = performance.now();
      while (listeners.length < sockets + 1) {
        const batch = Math.min(connectBatch, sockets + 1 - listeners.length);
        listeners.push(
          ...(await Promise.all(
            Array.from({ length: batch }, () => listen(context.server.origin, config, context.staff.token, roomId)),
          )),
        );
        if (performance.now() > deadline) throw new Error('chat bench: timed out opening the sockets');
      }
      const connectMs = performance.now() - connectStarted;
      const opened = listeners.length - 1;
      const fanOut: number[] = [];
      const lastArrivals: number[] = [];
      for (let i = 0; i < fanOutMessages; i++) {
        const { id, startedAt } = await send(context, roomId, `An alle ${i}`);
        await until(`message ${i} on ${opened} sockets`, () => listeners.every((l) => l.received.has(id)), deadline);
        const arrivals = listeners.slice(1).map((l) => l.received.get(id)! - startedAt);
        fanOut.push(...arrivals);
        lastArrivals.push(Math.max(...arrivals));
      }
      fanOutFigures.push(
        { bench, name: `fan-out to ${opened} sockets, p50`, value: median(fanOut), unit: 'ms' },
        { bench, name: `fan-out to ${opened} sockets, p99`, value: percentile(fanOut, 0.99), unit: 'ms' },
        {
          bench,
          name: `fan-out to ${opened} sockets, last socket (median of ${fanOutMessages})`,
          value: median(lastArrivals),
          unit: 'ms',
        },
        {
          bench,
          name: `opening and authorising ${opened - openBefore} more sockets (to ${opened})`,
          value: connectMs,
          unit: 'ms',
        },
      );
    }
    // Server and clients share this process: the figure holds the server's socket, subscription and channel records
    // and the pusher-js client's objects together, an upper bound for the server alone.
    const idleSockets = listeners.length - 1;
    fanOutFigures.push({
      bench,
      name: `memory per idle subscribed socket, server and client together (${idleSockets} sockets, after GC)`,
      value: (memoryAfterGc() - memoryBefore) / idleSockets / 1024,
      unit: 'KB',
    });
    const duplicates = listeners.filter((l) => l.received.size !== new Set(l.received.keys()).size).length;
    if (duplicates > 0) throw new Error('chat bench: a socket received a message twice');

    return [
      { bench, name: `send → B's socket, p50 (${latencyMessages} messages)`, value: median(latencies), unit: 'ms' },
      {
        bench,
        name: `send → B's socket, p95 (${latencyMessages} messages)`,
        value: percentile(latencies, 0.95),
        unit: 'ms',
        target: latencyTargetMs,
      },
      {
        bench,
        name: 'for scale: authenticated GET /api/realtime round trip, median',
        value: median(floor),
        unit: 'ms',
      },
      { bench, name: 'server time per POST /api/new-message, median', value: median(serverMs), unit: 'ms' },
      { bench, name: 'server time per POST /api/new-message, p95', value: percentile(serverMs, 0.95), unit: 'ms' },
      ...fanOutFigures,
    ];
  } finally {
    for (const listener of listeners) listener.echo.disconnect();
  }
}

await runAloneIfMain(import.meta.url, benchChatRealtime);
