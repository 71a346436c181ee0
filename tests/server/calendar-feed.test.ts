import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedCreated, CalendarFeedStatus } from '#contract/calendar-feed';
import { buildApp } from '../../server/app.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { createEvent, get } from './support/publication-helpers.ts';
import { bearer, signInAs, testEnv } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';

const day = 86_400_000;

function eventsIn(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}
const idOf = (uid: string) => /^event-(.+)@/.exec(uid)?.[1];

describe.each(databaseTargets())('calendar files: GET /api/event/{id}.ics and the private feed (%s)', (target) => {
  let opened: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  const logLines: string[] = [];
  beforeAll(async () => {
    opened = await openTestDatabase(target);
    app = await buildApp({
      // Debug: every request's line, the fast ones too.
      env: testEnv(opened.dataDir, { LOG_LEVEL: 'debug', PUBLIC_URL: 'https://kita.example' }),
      database: opened.database,
      clientDir: `${opened.dataDir}/no-client`,
      logStream: { write: (line) => void logLines.push(line) },
    });
    await app.ready();
    fixture = await createFixture(opened.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await opened?.dispose();
  });
  const parentToken = () => signInAs(app, fixture.parent.username, knownPassword);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
    app.inject({ method, url, headers: token ? bearer(token) : {} });

  it('gives a visible event as a file a calendar parser reads, in the kindergarten’s time zone', async () => {
    const id = await createEvent(opened.database.db, fixture, {
      title: 'Sommerfest, mit Eltern; bitte Kuchen',
      startsAt: new Date('2031-07-04T13:00:00Z'),
      endsAt: new Date('2031-07-04T16:00:00Z'),
      location: 'Garten',
    });
    const response = await get(app, await parentToken(), `/api/event/${id}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; .*\.ics/);
    expect(response.body).toContain('DTSTART;TZID=Europe/Berlin:20310704T150000');
    const [event] = eventsIn(response.body);
    expect(event!.summary).toBe('Sommerfest, mit Eltern; bitte Kuchen');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2031-07-04T13:00:00.000Z');
    expect(event!.component.getFirstPropertyValue('url')).toBe(`https://kita.example/events/${id}`);
  });

  it('answers 404 where GET /api/event/{id} does: another group’s parent, another kindergarten, no token 401', async () => {
    const otherGroup = await createEvent(opened.database.db, fixture, {
      groupIds: [(await createFixture(opened.database.db)).group.id],
    });
    const elsewhere = await createEvent(opened.database.db, await createFixture(opened.database.db));
    const draft = await createEvent(opened.database.db, fixture, { published: false });
    const token = await parentToken();
    for (const id of [otherGroup, elsewhere, draft]) {
      expect((await get(app, token, `/api/event/${id}.ics`)).statusCode).toBe(404);
      expect((await get(app, token, `/api/event/${id}`)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/event/${otherGroup}.ics`)).statusCode).toBe(401);
  });

  it('makes a feed that lists the user’s visible events of the past three months and the future', async () => {
    const db = opened.database.db;
    const token = await parentToken();
    expect((await get(app, token, '/api/calendar-feed')).json<CalendarFeedStatus>()).toEqual({ feed: null });
    const recent = await createEvent(db, fixture, { startsAt: new Date(Date.now() - 30 * day) });
    const coming = await createEvent(db, fixture, { startsAt: new Date(Date.now() + 30 * day) });
    const longAgo = await createEvent(db, fixture, { startsAt: new Date(Date.now() - 120 * day) });
    const otherGroup = await createEvent(db, fixture, { groupIds: [(await createFixture(db)).group.id] });
    const draft = await createEvent(db, fixture, { published: false });

    const created = await call('POST', '/api/calendar-feed', token);
    expect(created.statusCode).toBe(200);
    const feed = created.json<CalendarFeedCreated>();
    expect(feed.url).toMatch(/^https:\/\/kita\.example\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace('https://', 'webcal://'));
    expect(created.headers['cache-control']).toBe('no-store');

    const status = (await get(app, token, '/api/calendar-feed')).json<CalendarFeedStatus>();
    expect(status.feed?.created_at).toBe(feed.created_at);

    const path = new URL(feed.url).pathname;
    const response = await call('GET', path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const ids = eventsIn(response.body).map((event) => idOf(event.uid));
    expect(ids).toEqual(expect.arrayContaining([recent, coming]));
    for (const hidden of [longAgo, otherGroup, draft]) expect(ids).not.toContain(hidden);
    expect(response.body).toContain(`X-WR-CALNAME:${fixture.kindergarten.name}`);
    // The secret names its owner: it never reaches a log line.
    expect(logLines.join('\n')).not.toContain(path.slice('/calendar/'.length, -'.ics'.length));
    expect(logLines.join('\n')).toContain('"route":"/calendar/:secret.ics"');
  });

  it('refuses the old address after a new one is made, and every address after revoking', async () => {
    const token = await parentToken();
    const first = new URL((await call('POST', '/api/calendar-feed', token)).json<CalendarFeedCreated>().url).pathname;
    expect((await call('GET', first)).statusCode).toBe(200);
    const second = new URL((await call('POST', '/api/calendar-feed', token)).json<CalendarFeedCreated>().url).pathname;
    expect(second).not.toBe(first);
    expect((await call('GET', first)).statusCode).toBe(404);
    expect((await call('GET', second)).statusCode).toBe(200);

    expect((await call('DELETE', '/api/calendar-feed', token)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/calendar-feed', token)).statusCode).toBe(200);
    expect((await call('GET', second)).statusCode).toBe(404);
    expect((await get(app, token, '/api/calendar-feed')).json<CalendarFeedStatus>()).toEqual({ feed: null });
    expect((await call('GET', '/calendar/not-a-secret.ics')).statusCode).toBe(404);
  });

  it('ends the feed with the account', async () => {
    const family = await createFixture(opened.database.db);
    const token = await signInAs(app, family.parent.username, knownPassword);
    const path = new URL((await call('POST', '/api/calendar-feed', token)).json<CalendarFeedCreated>().url).pathname;
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(token),
      payload: { password: knownPassword },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', path)).statusCode).toBe(404);
  });

  it('limits guessing: past the per-minute limit an address gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await call('GET', `/calendar/${'x'.repeat(43)}.ics`)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
