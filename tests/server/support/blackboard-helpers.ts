import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/password.ts';
import { createRepositories } from '../../../server/repositories/repositories.ts';
import { encodePng } from '../../../server/seed/png.ts';
import type { Db } from '../../../server/db/client.ts';
import { notifications } from '../../../server/db/schema/index.ts';
import { knownPassword, type Fixture } from './fixture.ts';
import { realImage } from './image-bombs.ts';
import { bearer } from './test-app.ts';

/** A real PNG of that size. */
export const png = (width: number, height: number) =>
  encodePng({ width, height, pixels: new Uint8Array(width * height * 3).fill(200) });

/** Real images of the other accepted types (the server decodes every upload to its end). */
export const gif = () => realImage('gif', 3, 2);
export const jpeg = () => realImage('jpeg', 640, 480);
export const webp = () => realImage('webp', 5, 7);

export type Upload = { field?: string; name: string; data: Uint8Array; type?: string };

/** Text fields of a form; an array is sent as the same field repeated, in order (`image_alts[]`). */
export type FormFields = Record<string, string | string[]>;

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: FormFields, files: Upload[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(key, one);
  for (const file of files)
    form.append(
      file.field ?? 'images[]',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export async function postForm(
  app: FastifyInstance,
  token: string,
  url: string,
  fields: FormFields,
  files: Upload[] = [],
  headers: Record<string, string> = {},
) {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers, ...headers },
  });
}

export function createPost(
  app: FastifyInstance,
  token: string,
  kindergartenId: string,
  fields: FormFields = {},
  files: Upload[] = [],
) {
  return postForm(
    app,
    token,
    '/api/blackboard',
    { kindergarten_id: kindergartenId, title: 'Flohmarkt', description: 'Am Samstag im Garten', ...fields },
    files,
  );
}

/** Notifications are written in the background after the answer: wait (bounded) until the user has `count`. */
export async function notificationsOf(db: Db, userId: string, count: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const rows = await db.select().from(notifications).where(eq(notifications.userId, userId));
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

/** An admin of the fixture's kindergarten. */
export async function addAdmin(db: Db, fixture: Fixture) {
  return createRepositories(db).users.create({
    kindergartenId: fixture.kindergarten.id,
    username: `leitung-${fixture.tag}-${Math.random().toString(36).slice(2, 6)}@loewenzahn.example`,
    passwordHash: await hashPassword(knownPassword),
    role: 'admin',
    language: 'de',
    name: 'Leitung',
  });
}

export function addComment(app: FastifyInstance, token: string, postId: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/blackboard/${postId}/comment`, headers: bearer(token), payload });
}

export function remove(app: FastifyInstance, token: string, url: string) {
  return app.inject({ method: 'DELETE', url, headers: bearer(token) });
}
