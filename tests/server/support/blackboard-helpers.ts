import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/password.ts';
import { createRepositories } from '../../../server/repositories/repositories.ts';
import { encodePng } from '../../../server/seed/png.ts';
import type { Db } from '../../../server/db/client.ts';
import { notifications } from '../../../server/db/schema/index.ts';
import { knownPassword, type Fixture } from './fixture.ts';
import { bearer } from './test-app.ts';

/** A real PNG of that size. */
export const png = (width: number, height: number) => encodePng({ width, height, pixels: new Uint8Array(width * height * 3).fill(200) });

/** Smallest valid GIF89a, 3×2 (header + logical screen; enough for the probe). */
export const gif = () => Buffer.from([...Buffer.from('GIF89a'), 3, 0, 2, 0, 0, 0, 0, 0x3b]);

/** A JPEG header with an APP0 segment and a baseline frame of 640×480. */
export const jpeg = () =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x01, 0xe0, 0x02, 0x80, 1, 1, 0x11, 0, 0xff, 0xd9]);

/** A lossless WebP header of 5×7. */
export const webp = () => {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8L', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes[20] = 0x2f;
  bytes.writeUInt32LE((5 - 1) | ((7 - 1) << 14), 21);
  return bytes;
};

export type Upload = { field?: string; name: string; data: Uint8Array; type?: string };

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string>, files: Upload[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field ?? 'images[]', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export async function postForm(app: FastifyInstance, token: string, url: string, fields: Record<string, string>, files: Upload[] = [], headers: Record<string, string> = {}) {
  const body = await multipart(fields, files);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...bearer(token), ...body.headers, ...headers } });
}

export function createPost(app: FastifyInstance, token: string, kindergartenId: string, fields: Record<string, string> = {}, files: Upload[] = []) {
  return postForm(app, token, '/api/blackboard', { kindergarten_id: kindergartenId, title: 'Flohmarkt', description: 'Am Samstag im Garten', ...fields }, files);
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
