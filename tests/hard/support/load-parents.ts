import { and, asc, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { generateLargeKindergarten } from '../../../bench/fixtures/large-kindergarten.ts';
import { createBearerToken } from '../../../server/auth/bearer-tokens.ts';
import type { Db } from '../../../server/db/client.ts';
import { roomMembers, rooms, tokens, users } from '../../../server/db/schema/index.ts';
import { createRepositories } from '../../../server/repositories/repositories.ts';
import { formatSyncCursor, scopeFingerprint } from '../../../server/sync/sync-cursor.ts';

/** A parent as a simulated device knows them: signed in, synced up to `cursor`, a member of `roomIds`. */
export type LoadParent = { id: string; kindergartenId: string; token: string; cursor: string; roomIds: string[] };

/**
 * The bench's large kindergarten (bench/fixtures, seeded) grown to hold `count` parents, each with a bearer token
 * written straight into `tokens` (as sign-in stores it: only the hash) and the cursor a finished first sync would have
 * handed out. The load suite simulates devices that are already signed in and synced, the steady state of a morning:
 * 500 sign-ins (scrypt) and 500 first syncs of 30,000 rows would measure a different, one-off moment.
 */
export async function generateLoadParents(db: Db, count: number): Promise<LoadParent[]> {
  // 1–2 parents per family, 1.5 on average: this many families always holds `count` parents.
  const { kindergartenId } = await generateLargeKindergarten(db, { families: Math.ceil(count / 1.2) });
  const parentRows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.kindergartenId, kindergartenId), eq(users.role, 'parent')))
    .orderBy(asc(users.username))
    .limit(count);
  if (parentRows.length < count) throw new Error(`the fixture holds ${parentRows.length} parents, not ${count}`);
  const ids = parentRows.map((row) => row.id);

  const issued = ids.map((userId) => ({ userId, ...createBearerToken() }));
  await db.insert(tokens).values(issued.map(({ userId, hash }) => ({ id: uuidv7(), userId, tokenHash: hash })));

  const memberships = await db
    .select({ userId: roomMembers.userId, roomId: roomMembers.roomId })
    .from(roomMembers)
    .innerJoin(rooms, eq(rooms.id, roomMembers.roomId))
    .where(and(inArray(roomMembers.userId, ids), eq(rooms.kind, 'group')));
  const roomsOf = new Map<string, string[]>();
  for (const { userId, roomId } of memberships) roomsOf.set(userId, [...(roomsOf.get(userId) ?? []), roomId]);

  const { sync } = createRepositories(db);
  const parents: LoadParent[] = [];
  for (const { userId, token } of issued) {
    const viewer = { userId, kindergartenId, role: 'parent' as const };
    const { scopeVersion, head } = await sync.scopeAndHead(viewer);
    const cursor = formatSyncCursor({ version: head, scope: scopeFingerprint(viewer, scopeVersion) });
    parents.push({ id: userId, kindergartenId, token, cursor, roomIds: roomsOf.get(userId) ?? [] });
  }
  return parents;
}
