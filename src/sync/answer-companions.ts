import type { SyncTable } from '#contract/sync-rows';
import type { SyncedRow } from '../db/synced-tables.ts';

const isRow = (value: unknown): value is SyncedRow =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as SyncedRow).id === 'string' &&
  typeof (value as SyncedRow).version === 'number';

/**
 * Rows an answer carries besides the written entity, by outbox kind, so they are stored at once as a pull would: a
 * chat send answers with the message's room and members (contract/chat.ts), and the first private message creates
 * that room. Without them the message would move to a room the device does not know until the next pull.
 */
const companionsByKind: Record<string, (body: Record<string, unknown>) => { table: SyncTable; rows: SyncedRow[] }[]> = {
  'send-message': chatCompanions,
  'send-private-message': chatCompanions,
};

function chatCompanions(body: Record<string, unknown>) {
  const members = Array.isArray(body.members) ? body.members.filter(isRow) : [];
  return [
    { table: 'rooms' as const, rows: isRow(body.room) ? [body.room] : [] },
    { table: 'room_members' as const, rows: members },
  ];
}

export function answerCompanions(kind: string, body: unknown): { table: SyncTable; rows: SyncedRow[] }[] {
  const pick = companionsByKind[kind];
  if (!pick || !body || typeof body !== 'object') return [];
  return pick(body as Record<string, unknown>).filter((companion) => companion.rows.length > 0);
}
