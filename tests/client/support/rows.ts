import type { Absence } from '#contract/absences';
import type { SyncResponse } from '#contract/sync';
import type { UserResponse } from '#contract/user';
import { v7 as uuidv7 } from 'uuid';
import { storeToken, saveSignedInUser } from '../../../src/db/session-store.ts';
import { runCommand } from '../../../src/sync/run-command.ts';

export const kindergartenId = '0192f5d2-7a3b-7c4d-8e5f-0000000000aa';
export const childId = '0192f5d2-7a3b-7c4d-8e5f-0000000000c1';

export function aUser(id: string, role: UserResponse['role'] = 'parent'): UserResponse {
  return {
    id,
    username: `${id.slice(-4)}@sonnenblume.example`,
    name: 'Anna Schneider',
    kindergarten: { id: kindergartenId, name: 'Kita Sonnenblume', time_zone: 'Europe/Berlin' },
    role,
    children: [],
    push_notification: false,
    language_iso: 'de',
    google_translation_language: null,
  };
}

export const anna = aUser('0192f5d2-7a3b-7c4d-8e5f-000000000001');
export const ben = aUser('0192f5d2-7a3b-7c4d-8e5f-000000000002');

/** Signs a user in on this device without a server (the token is never sent in these tests). */
export async function signInLocally(user: UserResponse): Promise<void> {
  storeToken(`token-of-${user.id}`);
  await saveSignedInUser(user);
}

export function anAbsenceRow(overrides: Partial<Absence> = {}): Absence {
  const now = new Date().toISOString();
  return {
    id: uuidv7(),
    kindergarten_id: kindergartenId,
    child_id: childId,
    reported_by: anna.id,
    from: '2030-03-02',
    to: '2030-03-04',
    reason: 'sick',
    note: 'Fieber',
    created_at: now,
    updated_at: now,
    version: 7,
    deleted_at: null,
    ...overrides,
  };
}

/** A sync page with defaults for what a test does not care about. */
export function aPage(overrides: Partial<SyncResponse> = {}): SyncResponse {
  return {
    cursor: '10.0123456789ab',
    reset: false,
    changes: {},
    tombstones: {},
    acknowledged_keys: [],
    has_more: false,
    ...overrides,
  };
}

/** What the absence screens do: a local write plus its outbox entry. */
export async function queueAbsence(row: Absence, path = '/api/report-absence'): Promise<void> {
  const { child_id, from, to, reason, note } = row;
  const body =
    path === '/api/report-absence'
      ? { id: row.id, child_id, from, to, reason, note }
      : { child_id, from, to, reason, note };
  await runCommand({ kind: 'absence', table: 'absences', row, method: 'POST', path, body });
}
