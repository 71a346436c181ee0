import type { Absence } from '#contract/absences';
import type { UserResponse } from '#contract/user';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { anAbsence } from '../../server/support/absence-helpers.ts';
import { bearer } from '../../server/support/test-app.ts';

/** An absence row as the absence screens build it for `reportAbsence` (version 0: not confirmed yet). */
export function aReportedAbsence(user: UserResponse, childId: string, overrides: Partial<Absence> = {}): Absence {
  const now = new Date().toISOString();
  // A child is reported absent once per day: each row gets days of its own.
  const { from, to } = anAbsence(childId);
  return {
    id: uuidv7(),
    kindergarten_id: user.kindergarten.id,
    child_id: childId,
    reported_by: user.id,
    from,
    to,
    reason: 'sick',
    note: 'Fieber',
    created_at: now,
    updated_at: now,
    version: 0,
    deleted_at: null,
    ...overrides,
  };
}

/** The absences the server holds for what this token may see. */
export async function absencesOnServer(app: FastifyInstance, token: string): Promise<Absence[]> {
  const response = await app.inject({ method: 'GET', url: '/api/absence-history/', headers: bearer(token) });
  return response.json<{ absences: Absence[] }>().absences;
}
