import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoChannels } from '#contract/realtime';
import type { PushResult, PushSender } from '../../server/push/push-sender.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { startLibreTranslateDouble, type LibreTranslateDouble } from '../support/libretranslate-double.ts';
import { createPost } from './support/blackboard-helpers.ts';
import { knownPassword, type Fixture } from './support/fixture.ts';
import { connectEcho, roundTrip, subscribed, within } from './support/realtime-client.ts';
import { bearer, signInAs, startListeningApp } from './support/test-app.ts';
import { databaseTargets, type TestDatabase } from './support/test-database.ts';

const metricsToken = 'scrape-me-0123456789abcdef';

/** Stands where Firebase would: a token starting with `dead-` is one the push service forgot. */
const pushSender: PushSender = {
  name: 'recording',
  async send(tokens) {
    return tokens.map((token): PushResult => {
      const dead = token.startsWith('dead-');
      return { token, delivered: !dead, invalid: dead };
    });
  },
};

/** `name{labels} value` lines of the Prometheus text format; `labels` as written, e.g. `direction="in"`. */
function samples(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match) values.set(match[2] ? `${match[1]}{${match[2]}}` : match[1]!, Number(match[3]));
  }
  return values;
}

describe.each(databaseTargets())('GET /metrics (%s)', { timeout: 120_000 }, (target) => {
  let app: FastifyInstance;
  let port: number;
  let fixture: Fixture;
  let database: TestDatabase;
  let double: LibreTranslateDouble;
  const echos: ReturnType<typeof connectEcho>[] = [];
  const scrape = (headers: Record<string, string> = bearer(metricsToken)) =>
    app.inject({ method: 'GET', url: '/metrics', headers });

  beforeAll(async () => {
    double = await startLibreTranslateDouble();
    ({ app, port, fixture, database } = await startListeningApp(target, {
      env: { METRICS_TOKEN: metricsToken, TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: double.url },
      pushSender,
    }));
  }, 120_000);
  afterAll(async () => {
    for (const echo of echos) echo.disconnect();
    await app?.close();
    await database?.dispose();
    await double?.close();
  });

  it('counts requests by route pattern, sync pages, replays, sockets, pushes, translated characters and the database', async () => {
    // Every series is read as what it moved by between this scrape and the last, through this test's own requests.
    const before = samples((await scrape()).body);
    const staffToken = await signInAs(app, fixture.staff.username, knownPassword);
    const parentToken = await signInAs(app, fixture.parent.username, knownPassword);

    const page = await app.inject({ method: 'GET', url: '/api/sync', headers: bearer(parentToken) });
    expect(page.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/sync' })).statusCode).toBe(401);

    const write = () =>
      app.inject({
        method: 'POST',
        url: '/api/user/update-language',
        headers: { ...bearer(staffToken), 'idempotency-key': '0190d2c0-0000-7000-8000-00000000e7a1' },
        payload: { iso: 'fr' },
      });
    expect((await write()).statusCode).toBe(200);
    expect((await write()).headers['idempotent-replayed']).toBe('true');

    const echo = connectEcho(port, parentToken);
    echos.push(echo);
    await within(5000, 'the subscription', subscribed(echo.private(echoChannels.user(fixture.parent.id))));
    await within(5000, 'a ping answered', roundTrip(echo));

    const { push } = createRepositories(database.database.db);
    await push.setPushNotification(fixture.parent.id, true);
    await push.saveToken(fixture.parent.id, 'live-parent-phone');
    await push.saveToken(fixture.parent.id, 'dead-parent-laptop');
    await app.notifier.notifyUsers([fixture.parent.id], {
      text: { key: 'message.room', params: { room: 'Igel', sender: 'Anna Berg', preview: 'Brotdose' } },
      target: { type: 'room', id: '0190d2c0-0000-7000-8000-00000000e7a2' },
    });

    await createPost(app, staffToken, fixture.kindergarten.id, { title: 'Sommerfest', description: 'im Garten' });
    const language = await app.inject({
      method: 'POST',
      url: '/api/user/update-google-language',
      headers: bearer(parentToken),
      payload: { iso: 'tr' },
    });
    expect(language.statusCode).toBe(200);
    // The worker runs after the answer: its passes settle, bounded by the test's timeout.
    while (double.characters === 0) {
      await app.translations.settled();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await app.translations.settled();

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const values = samples(response.body);
    const value = (series: string) => values.get(series) ?? Number.NaN;
    // A series missing from the answer is NaN, whatever it was before.
    const moved = (series: string) => value(series) - (before.get(series) ?? 0);

    const login = 'kita_http_request_duration_seconds_count{method="POST",route="/api/login",status="200"}';
    expect(moved(login)).toBe(2);
    expect(moved('kita_http_request_duration_seconds_count{method="GET",route="/api/sync",status="200"}')).toBe(1);
    expect(moved('kita_http_request_duration_seconds_count{method="GET",route="/api/sync",status="401"}')).toBe(1);
    expect(
      moved('kita_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/sync",status="200"}'),
    ).toBe(1);
    expect(
      moved('kita_http_request_duration_seconds_sum{method="GET",route="/api/sync",status="200"}'),
    ).toBeGreaterThan(0);
    // Route patterns only: no id or token of a URL became a label.
    expect(response.body).not.toContain(fixture.parent.id);
    expect(response.body).not.toContain(parentToken);

    expect(moved('kita_sync_pages_total')).toBe(1);
    expect(moved('kita_sync_bytes_total')).toBe(Buffer.byteLength(page.body));
    expect(moved('kita_outbox_replays_total')).toBe(1);
    expect(moved('kita_realtime_connections')).toBe(1);
    expect(moved('kita_realtime_messages_total{direction="in"}')).toBeGreaterThanOrEqual(2);
    expect(moved('kita_realtime_messages_total{direction="out"}')).toBeGreaterThanOrEqual(3);
    // The board post pushes to the parent too, in the background: at least the direct notification's two devices.
    expect(moved('kita_push_sent_total')).toBeGreaterThanOrEqual(1);
    expect(moved('kita_push_failed_total{reason="invalid"}')).toBeGreaterThanOrEqual(1);
    expect(moved('kita_translation_characters_total{provider="libretranslate"}')).toBe(double.characters);
    // The loop's delay since the last scrape: the sign-ins' password hashing and the requests held it up, if briefly.
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_eventloop_lag_max_seconds')).toBeGreaterThan(0);
    expect(value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    if (target === 'postgres') {
      // The pool opens connections as queries need them: the requests above needed at least one.
      expect(value('kita_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(value('kita_db_pool_idle_connections')).toBeLessThanOrEqual(value('kita_db_pool_connections'));
      expect(value('kita_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(moved('kita_db_statements_total')).toBeGreaterThan(10);
      expect(moved('kita_db_statement_seconds_total')).toBeGreaterThan(0);
    }
  });

  it('answers 401 without the token, with a wrong one and with a user’s own bearer token', async () => {
    const userToken = await signInAs(app, fixture.staff.username, knownPassword);
    for (const headers of [{}, bearer(`${metricsToken}x`), bearer('short'), bearer(userToken)]) {
      const response = await scrape(headers);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('kita_');
    }
  });
});
