import http from 'node:http';
import type Echo from 'laravel-echo';
import { v7 as uuidv7 } from 'uuid';
import { chatRealtimeEvents, type MessageSentEvent } from '#contract/chat';
import { idempotencyHeader } from '#contract/headers';
import { echoChannels, realtimeEvents } from '#contract/realtime';
import type { SyncResponse } from '#contract/sync';
import { connectEcho, subscribed } from '../../server/support/realtime-client.ts';
import type { LoadParent } from './load-parents.ts';
import type { LoadRecorder } from './load-recorder.ts';

/** How a simulated parent behaves: a poll every `pollMs` (± half, so polls do not march in step), a message now and then. */
export type ParentBehaviour = { pollMs: number; messageChancePerPoll: number };

/** Events the app stores from their payload (src/sync/realtime-events.ts); any other event makes it pull. */
const storedFromPayload = new Set<string>([
  `.${chatRealtimeEvents.messageSent}`,
  `.${chatRealtimeEvents.roomRead}`,
  `.${realtimeEvents.absenceChanged}`,
  `.${realtimeEvents.notificationCreated}`,
]);

type Answer = { status: number; body: string };

/** How long the app waits before it gives up on a call (src/api/api-exchange.ts, src/sync/pull-changes.ts). */
const appTimeoutMs = { 'GET /api/sync': 60_000, default: 30_000 } as const;

/**
 * One parent's device with the app open, as src/sync does it over the wire: a Pusher socket on the user's, the
 * kindergarten's and their group rooms' private channels (authorised by POST /broadcasting/auth); GET /api/sync from
 * its cursor on a timer, after each subscription and on every event the app does not store from its payload (one pull
 * at a time, requests during a pull merged into one more, like src/sync/sync-loop.ts); now and then a message in one
 * of its rooms, sent as the outbox sends it (client message id, Idempotency-Key). Every answer that is not 200, every
 * refused subscription, every dropped connection and every call slower than the app waits is an error for the recorder.
 */
export class SimulatedParent {
  private echo: Echo<'reverb'> | null = null;
  // Like a browser: a few kept-alive connections to the one origin.
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  private cursor: string;
  private pulling: Promise<void> | null = null;
  private pullAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly parent: LoadParent,
    private readonly port: number,
    private readonly behaviour: ParentBehaviour,
    private readonly recorder: LoadRecorder,
  ) {
    this.cursor = parent.cursor;
  }

  /**
   * Connects and subscribes every channel; resolves when all are subscribed and the pulls they asked for are done
   * (rejects when one is refused), so a ramp-up leaves no backlog behind for the measured window.
   */
  async connect(): Promise<void> {
    const echo = connectEcho(this.port, this.parent.token);
    this.echo = echo;
    const names = [
      echoChannels.user(this.parent.id),
      echoChannels.kindergarten(this.parent.kindergartenId),
      ...this.parent.roomIds.map(echoChannels.room),
    ];
    const subscriptions = names.map((name) => {
      const channel = echo.private(name).listenToAll((event: string, data: unknown) => this.onEvent(event, data));
      // The app pulls once per subscription: what changed before it came without an event.
      channel.subscribed(() => this.requestPull());
      return subscribed(channel).catch((error: unknown) => {
        this.recorder.error(`subscription to ${name} refused: ${JSON.stringify((error as Error).cause ?? error)}`);
        throw error;
      });
    });
    let connected = false;
    echo.connector.pusher.connection.bind('state_change', (states: { previous: string; current: string }) => {
      if (states.current === 'connected') connected = true;
      else if (connected && !this.stopping)
        this.recorder.error(`socket went from ${states.previous} to ${states.current}`);
    });
    echo.connector.pusher.connection.bind('error', (error: unknown) => {
      if (!this.stopping) this.recorder.error(`socket error: ${JSON.stringify(error)}`);
    });
    await Promise.all(subscriptions);
    while (this.pulling) await this.pulling;
  }

  /** Starts the poll (and message) timer. */
  start(): void {
    const tick = () => {
      this.timer = setTimeout(tick, this.behaviour.pollMs * (0.5 + Math.random()));
      this.requestPull();
      if (!this.sending && this.parent.roomIds.length > 0 && Math.random() < this.behaviour.messageChancePerPoll)
        this.sending = this.sendMessage().finally(() => (this.sending = null));
    };
    this.timer = setTimeout(tick, this.behaviour.pollMs * Math.random());
  }

  /** Stops the timers and lets the requests in flight finish; the socket stays to receive what is still underway. */
  async quiesce(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.pulling || this.sending) await Promise.all([this.pulling, this.sending]);
  }

  disconnect(): void {
    this.stopping = true;
    this.echo?.disconnect();
    this.agent.destroy();
  }

  private onEvent(event: string, data: unknown): void {
    if (event.startsWith('.pusher') || event.startsWith('pusher')) return;
    this.recorder.count(`events ${event.slice(1)}`);
    const id = event === `.${chatRealtimeEvents.messageSent}` && (data as MessageSentEvent).changes.messages?.[0]?.id;
    if (id) {
      this.recorder.deliveries.set(id, (this.recorder.deliveries.get(id) ?? 0) + 1);
      const sentAt = this.recorder.sentAt.get(id);
      if (sentAt !== undefined) this.recorder.latency('message delivered to a socket', performance.now() - sentAt);
    }
    if (storedFromPayload.has(event)) return;
    this.recorder.count('pulls asked by events');
    this.requestPull();
  }

  private requestPull(): void {
    if (this.stopping) return;
    if (this.pulling) {
      this.pullAgain = true;
      return;
    }
    this.pulling = this.pull().finally(() => (this.pulling = null));
  }

  private async pull(): Promise<void> {
    do {
      this.pullAgain = false;
      let page: SyncResponse;
      do {
        const answer = await this.request(
          'GET /api/sync',
          'GET',
          `/api/sync?cursor=${encodeURIComponent(this.cursor)}`,
        );
        if (answer?.status !== 200) return;
        page = JSON.parse(answer.body) as SyncResponse;
        if (page.reset) this.recorder.error(`GET /api/sync answered a reset to a cursor it had handed out`);
        const rows = Object.values(page.changes).reduce((sum, list) => sum + (list?.length ?? 0), 0);
        this.recorder.count('rows pulled', rows);
        this.cursor = page.cursor;
      } while (page.has_more);
    } while (this.pullAgain && !this.stopping);
  }

  private async sendMessage(): Promise<void> {
    const id = uuidv7();
    const roomId = this.parent.roomIds[Math.floor(Math.random() * this.parent.roomIds.length)]!;
    this.recorder.sentAt.set(id, performance.now());
    const answer = await this.request('POST /api/new-message', 'POST', '/api/new-message', {
      id,
      room_id: roomId,
      message: `Lastprobe ${id}`,
    });
    if (answer?.status !== 200) return;
    this.recorder.sentTo.set(id, roomId);
    this.recorder.count('messages sent');
  }

  /**
   * One call, timed; anything but a 200 is recorded as an error (and answers undefined when the call failed), and so is
   * an answer later than the app would have waited: there it would have been a failure too.
   */
  private request(
    call: 'GET /api/sync' | 'POST /api/new-message',
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer | undefined> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${this.parent.token}`,
    };
    if (payload) Object.assign(headers, { 'content-type': 'application/json', [idempotencyHeader]: uuidv7() });
    const started = performance.now();
    return new Promise((resolve) => {
      const fail = (what: string) => {
        this.recorder.error(`${call}: ${what}`);
        resolve(undefined);
      };
      const timeoutMs = call === 'GET /api/sync' ? appTimeoutMs[call] : appTimeoutMs.default;
      const request = http.request(
        { host: '127.0.0.1', port: this.port, path, method, headers, agent: this.agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => fail(error.message));
          response.on('end', () => {
            const answer = { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') };
            const ms = performance.now() - started;
            this.recorder.latency(call, ms);
            if (answer.status !== 200) this.recorder.error(`${call}: ${answer.status} ${answer.body.slice(0, 200)}`);
            else if (ms > timeoutMs)
              this.recorder.error(
                `${call}: answered after ${Math.round(ms)} ms, the app gives up after ${timeoutMs} ms`,
              );
            resolve(answer);
          });
        },
      );
      request.on('error', (error) => fail(error.message));
      request.end(payload);
    });
  }
}
