import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { hashPassword } from '../../../server/auth/password.ts';
import type { Db } from '../../../server/db/client.ts';
import * as s from '../../../server/db/schema/index.ts';
import { createRepositories } from '../../../server/repositories/repositories.ts';
import { knownPassword, type Fixture } from './fixture.ts';
import { bearer, signInAs } from './test-app.ts';

/** A user of the fixture's kindergarten (or of `kindergartenId`), signed in. */
export async function addChatUser(
  app: FastifyInstance,
  db: Db,
  fixture: Fixture,
  role: 'parent' | 'staff' | 'admin',
  name: string,
  kindergartenId = fixture.kindergarten.id,
) {
  const username = `${role}-${Math.random().toString(36).slice(2, 8)}@chat-${fixture.tag.toLowerCase()}.example`;
  const user = await createRepositories(db).users.create({
    kindergartenId,
    username,
    passwordHash: await hashPassword(knownPassword),
    role,
    language: 'de',
    name,
  });
  return { ...user, token: await signInAs(app, username, knownPassword) };
}

/** A group room of the fixture's group with these members. */
export async function addGroupRoom(
  db: Db,
  fixture: Fixture,
  memberIds: string[],
  kindergartenId = fixture.kindergarten.id,
) {
  const room = {
    id: uuidv7(),
    kindergartenId,
    kind: 'group' as const,
    name: 'Igel',
    groupId: kindergartenId === fixture.kindergarten.id ? fixture.group.id : null,
  };
  await db.insert(s.rooms).values(room);
  if (memberIds.length > 0)
    await db.insert(s.roomMembers).values(memberIds.map((userId) => ({ id: uuidv7(), roomId: room.id, userId })));
  return room;
}

export async function setParentChat(db: Db, kindergartenId: string, allow: boolean) {
  await db.update(s.kindergartens).set({ allowParentChat: allow }).where(eq(s.kindergartens.id, kindergartenId));
}

export function sendToRoom(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/new-message', headers: { ...bearer(token), ...headers }, payload });
}

export function sendPrivately(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/private-message-send',
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

export function markRead(app: FastifyInstance, token: string, roomId: string, payload: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: `/api/room/${roomId}/read`, headers: bearer(token), payload });
}

export function getJson(app: FastifyInstance, token: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}
