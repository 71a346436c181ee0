import type { FastifyInstance } from 'fastify';
import { calendarDay } from '../../../server/absences/calendar-day.ts';
import { hashPassword } from '../../../server/auth/password.ts';
import type { Db } from '../../../server/db/client.ts';
import { createRepositories } from '../../../server/repositories/repositories.ts';
import { knownPassword, type Fixture } from './fixture.ts';
import { bearer } from './test-app.ts';

/** A date `days` from today in the kindergartens' calendar (the test env's default time zone). */
export function dayFromToday(days: number): string {
  const today = calendarDay('Europe/Berlin');
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Another family in the fixture's kindergarten: a parent who is guardian of Paul. */
export async function addSecondFamily(db: Db, fixture: Fixture) {
  const { users } = createRepositories(db);
  const parent = await users.create({
    kindergartenId: fixture.kindergarten.id,
    username: `familie-${fixture.tag}@loewenzahn.example`,
    passwordHash: await hashPassword(knownPassword),
    role: 'parent',
    language: 'de',
    name: 'Familie Kaya',
  });
  await users.addGuardian(parent.id, fixture.children.paul.id);
  return parent;
}

export function reportAbsence(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/report-absence', headers: { ...bearer(token), ...headers }, payload });
}

// A child is reported absent once per day (contract/absence-overlap.ts): each new absence gets days of its own, so
// the tests of one file never clash. A test repeating a request builds its body once.
let nextFirstDay = 1;
function freshDays(): { from: string; to: string } {
  const first = nextFirstDay;
  nextFirstDay = nextFirstDay > 360 ? 1 : nextFirstDay + 3;
  return { from: dayFromToday(first), to: dayFromToday(first + 2) };
}

export const anAbsence = (childId: string, overrides: Record<string, unknown> = {}) => ({
  child_id: childId,
  ...freshDays(),
  reason: 'sick',
  note: 'Fieber',
  ...overrides,
});
