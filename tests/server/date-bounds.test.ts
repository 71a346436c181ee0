import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { anAbsence, reportAbsence } from './support/absence-helpers.ts';
import { addAdmin } from './support/blackboard-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/** Every route that takes a date or a point in time, called with one far outside any kindergarten's calendar. */
type Who = 'parent' | 'staff' | 'admin';
type DateCall = {
  who: Who;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (date: string) => string;
  body?: (date: string) => unknown;
};

const instant = (date: string) => `${date}T08:00:00Z`;
const newsWith = (date: string) => ({ title: 'Elternabend', requires_confirmation: true, deadline: instant(date) });

const dateCalls = (ids: { child: string; absence: string }): Record<string, DateCall> => ({
  'report an absence': {
    who: 'parent',
    method: 'POST',
    url: () => '/api/report-absence',
    body: (d) => ({ ...anAbsence(ids.child), from: d, to: d }),
  },
  'change an absence': {
    who: 'parent',
    method: 'POST',
    url: () => `/api/absence-history/${ids.absence}`,
    body: (d) => ({ ...anAbsence(ids.child), from: d, to: d }),
  },
  'record an absence as staff': {
    who: 'staff',
    method: 'POST',
    url: () => '/api/staff/absences',
    body: (d) => ({ ...anAbsence(ids.child), from: d, to: d }),
  },
  "list a day's absences": { who: 'staff', method: 'GET', url: (d) => `/api/staff/absences?date=${d}` },
  "read a week's menu as staff": { who: 'staff', method: 'GET', url: (d) => `/api/staff/menu?week=${d}` },
  'write a menu day': {
    who: 'staff',
    method: 'POST',
    url: (d) => `/api/staff/menu/days/${d}`,
    body: () => ({ lunch: 'Nudeln' }),
  },
  'remove a menu day': { who: 'staff', method: 'DELETE', url: (d) => `/api/staff/menu/days/${d}` },
  'copy a menu week': {
    who: 'staff',
    method: 'POST',
    url: () => '/api/staff/menu/copy-week',
    body: (d) => ({ week_start: d }),
  },
  'publish a menu week': {
    who: 'staff',
    method: 'POST',
    url: () => '/api/staff/menu/publish-week',
    body: (d) => ({ week_start: d }),
  },
  'discard a menu week': {
    who: 'staff',
    method: 'POST',
    url: () => '/api/staff/menu/discard-week',
    body: (d) => ({ week_start: d }),
  },
  'read the menu': {
    who: 'parent',
    method: 'POST',
    url: () => '/api/menu',
    body: (d) => ({ startDate: d, endDate: d }),
  },
  'read the calendar': { who: 'parent', method: 'GET', url: (d) => `/api/events/calendar?selectedDate=${d}` },
  'add a child with a birth date': {
    who: 'admin',
    method: 'POST',
    url: () => '/api/admin/children',
    body: (d) => ({ first_name: 'Ida', last_name: 'Berg', birth_date: d }),
  },
  "change a child's birth date": {
    who: 'admin',
    method: 'PATCH',
    url: () => `/api/admin/children/${ids.child}`,
    body: (d) => ({ birth_date: d }),
  },
  'write news with a deadline': { who: 'staff', method: 'POST', url: () => '/api/staff/news', body: newsWith },
  'write an event': {
    who: 'staff',
    method: 'POST',
    url: () => '/api/staff/event',
    body: (d) => ({ title: 'Sommerfest', starts_at: instant(d), ends_at: instant(d) }),
  },
});

const farDates = ['0000-01-01', '9999-12-31', '1899-12-31', '2201-01-01'];

describe.each(databaseTargets())('dates outside 1900–2200 (%s)', (target) => {
  const t = useTestApp(target);
  const tokens = {} as Record<Who, string>;
  let calls: Record<string, DateCall> = {};

  beforeAll(async () => {
    const admin = await addAdmin(t.database.db, t.fixture);
    tokens.parent = await signInAs(t.app, t.fixture.parent.username, knownPassword);
    tokens.staff = await signInAs(t.app, t.fixture.staff.username, knownPassword);
    tokens.admin = await signInAs(t.app, admin.username, knownPassword);
    const child = t.fixture.children.mia.id;
    const reported = await reportAbsence(t.app, tokens.parent, anAbsence(child));
    expect(reported.statusCode).toBe(200);
    calls = dateCalls({ child, absence: reported.json().absence.id });
  });

  const call = (app: FastifyInstance, c: DateCall, date: string) =>
    app.inject({
      method: c.method,
      url: c.url(date),
      headers: { ...bearer(tokens[c.who]), 'idempotency-key': uuidv7() },
      ...(c.body ? { payload: c.body(date) as Record<string, unknown> } : {}),
    });

  it.each(farDates)('every route taking a date answers 422 with the usual error body for %s', async (date) => {
    const answers: Record<string, unknown> = {};
    for (const [name, c] of Object.entries(calls)) {
      const response = await call(t.app, c, date);
      answers[name] = { status: response.statusCode, hasErrors: typeof response.json().errors === 'object' };
    }
    const expected = Object.fromEntries(Object.keys(calls).map((name) => [name, { status: 422, hasErrors: true }]));
    expect(answers).toEqual(expected);
  });

  it('still takes the edges of the range', async () => {
    const edge = await call(t.app, calls['read the calendar']!, '2200-12-31');
    expect(edge.statusCode).toBe(200);
    const birth = await call(t.app, calls["change a child's birth date"]!, '1900-01-01');
    expect(birth.statusCode).toBe(200);
  });
});
