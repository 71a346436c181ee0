import { inflateSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, gte, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { verifyPassword } from '../../server/auth/password.ts';
import * as schema from '../../server/db/schema/index.ts';
import { demoAccounts, demoPassword, findDemoSignIns } from '../../server/seed/demo-accounts.ts';
import { crc32 } from '../../server/seed/png.ts';
import { seedDemo, type SeedSummary } from '../../server/seed/seed-demo.ts';
import { bearer, signInAs, testEnv } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type TestDatabase } from './support/test-database.ts';
import { pdfText } from './support/pdf-text.ts';
import { storedBytes } from './support/stored-bytes.ts';

/** Reads a PNG the way a decoder does: signature, every chunk's CRC, IHDR, and the inflated scanlines. */
function decodePng(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes);
  expect([...buffer.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let offset = 8; offset < buffer.length;) {
    const length = buffer.readUInt32BE(offset);
    const typeAndData = buffer.subarray(offset + 4, offset + 8 + length);
    expect(buffer.readUInt32BE(offset + 8 + length), 'chunk CRC').toBe(crc32(typeAndData));
    chunks.push({ type: typeAndData.subarray(0, 4).toString('latin1'), data: typeAndData.subarray(4) });
    offset += 12 + length;
  }
  expect(chunks[0]!.type).toBe('IHDR');
  expect(chunks.at(-1)!.type).toBe('IEND');
  const header = chunks[0]!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const channels = header[9] === 6 ? 4 : 3;
  const scanlines = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  expect(scanlines.length).toBe((width * channels + 1) * height);
  for (let y = 0; y < height; y++) expect(scanlines[y * (width * channels + 1)]).toBeLessThanOrEqual(4);
  return { width, height, bitDepth: header[8] };
}

describe.each(databaseTargets())('the demo seed (%s)', (target) => {
  let opened: TestDatabase;
  let summary: SeedSummary;
  let app: FastifyInstance;
  const db = () => opened.database.db;
  const rowCount = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    opened = await openTestDatabase(target);
    summary = await seedDemo(opened.database.db);
    app = await buildApp({
      env: testEnv(opened.dataDir),
      database: opened.database,
      clientDir: `${opened.dataDir}/no-client`,
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await opened?.dispose();
  });

  it('seeds an empty database and reports what it made', () => {
    expect(summary).toMatchObject({ seeded: true, kindergartens: 2, users: 7 });
  });

  it.each(demoAccounts.map((a) => [a.username, a] as const))(
    'lets %s sign in with the demo password',
    async (username, account) => {
      const [user] = await db().select().from(schema.users).where(eq(schema.users.username, username));
      expect(user).toMatchObject({ role: account.role, language: account.language });
      expect(await verifyPassword(demoPassword, user!.passwordHash)).toBe(true);
      const token = await signInAs(app, username, demoPassword);
      const me = (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
      expect(me.kindergarten.name).toBe(account.kindergarten);
      expect(me.role).toBe(account.role);
    },
  );

  it('gives each demo parent exactly their children, in the right groups', async () => {
    const childrenOf = async (username: string) => {
      const token = await signInAs(app, username, demoPassword);
      const me = (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();
      return (me.children as Array<{ first_name: string; last_name: string; group: { name: string } }>)
        .map((c) => `${c.first_name} ${c.last_name} / ${c.group.name}`)
        .sort();
    };
    expect(await childrenOf('eltern@sonnenblume.example')).toEqual([
      'Mia Schneider / Marienkäfer',
      'Paul Schneider / Sonnenkäfer',
    ]);
    expect(await childrenOf('familie.yilmaz@sonnenblume.example')).toEqual(['Elif Yilmaz / Marienkäfer']);
    expect(await childrenOf('eltern@regenbogen.example')).toEqual(['Noah Weber / Wolkenschäfchen']);
    expect(await childrenOf('leitung@sonnenblume.example')).toEqual([]);
  });

  it('creates the invite codes for parents with 100 uses and no expiry', async () => {
    const codes = await db().select().from(schema.inviteCodes);
    expect(codes.map((c) => [c.code, c.role, c.maxUses, c.uses, c.expiresAt]).sort()).toEqual([
      ['REGEN-2026', 'parent', 100, 0, null],
      ['SONNE-2026', 'parent', 100, 0, null],
    ]);
  });

  it('fills both kindergartens with contact details, legal texts and real-looking content', async () => {
    for (const k of await db().select().from(schema.kindergartens)) {
      for (const field of [k.street, k.postalCode, k.city, k.phone, k.email, k.website, k.openingHours])
        expect(field).not.toBe('');
      expect(k.imprint.length).toBeGreaterThan(300);
      expect(k.dataProtection.length).toBeGreaterThan(800);
      expect(k.terms.length).toBeGreaterThan(400);
    }
    expect(await rowCount(schema.children)).toBeGreaterThanOrEqual(20);
    expect(await rowCount(schema.blackboardPosts)).toBeGreaterThanOrEqual(6);
    expect(await rowCount(schema.comments)).toBeGreaterThanOrEqual(8);
    expect(await rowCount(schema.messages)).toBeGreaterThanOrEqual(30);
    expect(await rowCount(schema.notifications)).toBeGreaterThanOrEqual(6);
    expect(await rowCount(schema.confirmations)).toBeGreaterThanOrEqual(3);
    expect(await rowCount(schema.absences)).toBeGreaterThanOrEqual(6);
    const staffWithContacts = await db().select().from(schema.users).where(eq(schema.users.contactPublic, true));
    expect(staffWithContacts.every((u) => u.role !== 'parent' && u.phone !== '' && u.jobTitle !== '')).toBe(true);
    expect(staffWithContacts.length).toBeGreaterThanOrEqual(2);
  });

  it('has a group room per group with members, and private conversations of two', async () => {
    const rooms = await db().select().from(schema.rooms);
    const groups = await db().select().from(schema.groups);
    expect(
      rooms
        .filter((r) => r.kind === 'group')
        .map((r) => r.groupId)
        .sort(),
    ).toEqual(groups.map((g) => g.id).sort());
    const members = await db().select().from(schema.roomMembers);
    for (const room of rooms) {
      const inRoom = members.filter((m) => m.roomId === room.id).length;
      if (room.kind === 'private') expect(inRoom).toBe(2);
      else expect(inRoom).toBeGreaterThanOrEqual(1);
    }
  });

  it('dates everything relative to today: menus this and next week, events ahead, messages in the past', async () => {
    const menus = await db().select().from(schema.menuDays);
    expect(menus).toHaveLength(20);
    expect(menus.every((m) => m.breakfast && m.lunch && m.snack && m.allergens.length > 0)).toBe(true);
    expect(new Set(menus.map((m) => new Date(`${m.date}T12:00:00`).getDay()))).toEqual(new Set([1, 2, 3, 4, 5]));
    const upcoming = await db().select().from(schema.events).where(gte(schema.events.startsAt, new Date()));
    expect(upcoming.length).toBeGreaterThanOrEqual(10);
    expect(upcoming.every((e) => e.startsAt.getTime() < Date.now() + 62 * 86_400_000)).toBe(true);
    expect(upcoming.some((e) => e.requiresConfirmation && e.location !== '')).toBe(true);
    const newest = await db().select({ at: schema.messages.createdAt }).from(schema.messages);
    expect(newest.every((m) => m.at.getTime() <= Date.now())).toBe(true);
  });

  it('has a news item that needs a signed confirmation, with a deadline, questions and a PDF letter', async () => {
    const [letter] = await db().select().from(schema.news).where(isNotNull(schema.news.attachmentFileId));
    expect(letter).toMatchObject({ requiresConfirmation: true, requiresSignature: true });
    expect(letter!.deadline!.getTime()).toBeGreaterThan(Date.now());
    expect(letter!.questions.length).toBeGreaterThanOrEqual(2);
    const [pdf] = await db().select().from(schema.files).where(eq(schema.files.id, letter!.attachmentFileId!));
    const bytes = await storedBytes(db(), pdf!.id);
    expect(pdf!.mime).toBe('application/pdf');
    expect(bytes.toString('latin1').startsWith('%PDF-1.')).toBe(true);
    // As a reader copies it: the German typography and the Turkish paragraph's ı, ş and ğ as written, not "?".
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Elternbrief: Ausflug zum Erlebnisbauernhof Gut Lindenhof');
    expect(text).toContain('Die Kosten von 8 € pro Kind übernimmt der Förderverein.');
    expect(text).toContain('• wetterfeste Kleidung und feste Schuhe (Gummistiefel),');
    expect(text).toMatch(
      /Türkçe: Lütfen çocuğunuzun geziye katılımını .+ tarihine kadar Kita uygulamasında onaylayın ve izin belgesini orada dijital olarak imzalayın\./,
    );
  });

  it('stores real PNG signatures whose size, hash and dimensions match their bytes', async () => {
    const images = await db().select().from(schema.files).where(eq(schema.files.mime, 'image/png'));
    expect(images.length).toBeGreaterThanOrEqual(1);
    for (const image of images) {
      const bytes = await storedBytes(db(), image.id);
      expect(image.size).toBe(bytes.length);
      expect(image.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      const decoded = decodePng(bytes);
      expect([decoded.width, decoded.height, decoded.bitDepth]).toEqual([image.width, image.height, 8]);
    }
  });

  it('stores the board pictures as an upload does: re-encoded, each with a thumbnail of at most 480 px', async () => {
    const pictures = await db().select().from(schema.files).where(isNotNull(schema.files.thumbnailId));
    expect(pictures.length).toBeGreaterThanOrEqual(8);
    for (const picture of pictures) {
      const [thumbnail] = await db().select().from(schema.files).where(eq(schema.files.id, picture.thumbnailId!));
      for (const file of [picture, thumbnail!]) {
        const bytes = await storedBytes(db(), file.id);
        expect(file.mime).toMatch(/^image\/(jpeg|webp)$/);
        expect(file.size).toBe(bytes.length);
        expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      }
      expect(Math.max(thumbnail!.width!, thumbnail!.height!)).toBeLessThanOrEqual(480);
      expect(thumbnail).toMatchObject({ kindergartenId: picture.kindergartenId, ownerId: picture.ownerId });
    }
  });

  it('adds nothing when seeding a second time', async () => {
    const before = await Promise.all([schema.users, schema.messages, schema.files, schema.kindergartens].map(rowCount));
    expect(await seedDemo(db())).toEqual({ seeded: false, reason: 'not-empty' });
    expect(
      await Promise.all([schema.users, schema.messages, schema.files, schema.kindergartens].map(rowCount)),
    ).toEqual(before);
  });

  it('finds the demo sign-ins to print at start', async () => {
    expect((await findDemoSignIns(db())).map((a) => a.username)).toEqual(demoAccounts.map((a) => a.username));
  });
});
