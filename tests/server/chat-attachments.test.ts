import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatAttachmentResponseSchema, messageSentResponseSchema } from '#contract/chat';
import * as s from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { gif, jpeg, postForm } from './support/blackboard-helpers.ts';
import { addChatUser, addGroupRoom, getJson, sendPrivately, sendToRoom } from './support/chat-helpers.ts';
import { hasGpsTags, taggedPhoto } from './support/tagged-photo.ts';
import { bearer, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

type Person = Awaited<ReturnType<typeof addChatUser>>;

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 0x20), Buffer.from('\n%%EOF\n')]);

describe.each(databaseTargets())('photos and PDFs in chat (%s)', (target) => {
  const t = useTestApp(target);
  let sender: Person;
  let member: Person;
  let outsider: Person;
  let stranger: Person;
  let roomId: string;
  beforeAll(async () => {
    sender = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Anna Eiche');
    member = await addChatUser(t.app, t.database.db, t.fixture, 'staff', 'Clara Linde');
    // Staff of the same kindergarten who is not in the room: staff see every other file of their kindergarten.
    outsider = await addChatUser(t.app, t.database.db, t.fixture, 'admin', 'Dora Buche');
    const elsewhere = await createRepositories(t.database.db).kindergartens.create({
      name: `Anderswo ${t.fixture.tag}`,
    });
    stranger = await addChatUser(t.app, t.database.db, t.fixture, 'staff', 'Fremde', elsewhere.id);
    roomId = (await addGroupRoom(t.database.db, t.fixture, [sender.id, member.id])).id;
  });

  const upload = (token: string, id: string, data: Uint8Array, name: string, headers: Record<string, string> = {}) =>
    postForm(t.app, token, '/api/chat/attachments', { id }, [{ field: 'file', name, data }], {
      'idempotency-key': uuidv7(),
      ...headers,
    });
  const fileStatus = async (token: string, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(token) })).statusCode;
  const rowsWith = async (table: typeof s.files | typeof s.messages, id: string) =>
    (await t.database.db.select({ n: count() }).from(table).where(eq(table.id, id)))[0]!.n;

  it('stores a photo upright without its metadata, readable by the room alone once a message carries it', async () => {
    const fileId = uuidv7();
    const uploaded = await upload(sender.token, fileId, await taggedPhoto(1200, 900), 'IMG_0042.JPG');
    expect(uploaded.statusCode).toBe(200);
    const answer = chatAttachmentResponseSchema.parse(uploaded.json());
    expect(answer.file).toMatchObject({
      id: fileId,
      mime: 'image/jpeg',
      width: 900,
      height: 1200,
      owner_id: sender.id,
    });
    const thumbnailId = answer.file.thumbnail_id!;
    expect(answer.changes.files?.map((row) => row.id).sort()).toEqual([fileId, thumbnailId].sort());

    const bytes = (await t.app.inject({ method: 'GET', url: `/api/files/${fileId}`, headers: bearer(sender.token) }))
      .rawPayload;
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(hasGpsTags(stored.exif)).toBe(false);
    expect(await fileStatus(stranger.token, fileId)).toBe(404);

    const sent = await sendToRoom(t.app, sender.token, { room_id: roomId, message: '', attachment_file_id: fileId });
    expect(sent.statusCode).toBe(200);
    const message = messageSentResponseSchema.parse(sent.json());
    expect(message.chat_message).toMatchObject({ message: '', attachment_file_id: fileId });
    expect(message.changes.files?.map((row) => row.id).sort()).toEqual([fileId, thumbnailId].sort());

    for (const id of [fileId, thumbnailId]) {
      expect(await fileStatus(sender.token, id)).toBe(200);
      expect(await fileStatus(member.token, id)).toBe(200);
      expect(await fileStatus(outsider.token, id)).toBe(404);
      expect(await fileStatus(stranger.token, id)).toBe(404);
    }
    const synced = async (token: string) =>
      ((await getJson(t.app, token, '/api/sync')).json().changes.files ?? []).map((row: { id: string }) => row.id);
    expect(await synced(member.token)).toEqual(expect.arrayContaining([fileId, thumbnailId]));
    expect(await synced(outsider.token)).not.toContain(fileId);
    expect(await synced(outsider.token)).not.toContain(thumbnailId);
  });

  it('sends a PDF with a caption privately, and keeps it from everyone but the two', async () => {
    const fileId = uuidv7();
    const uploaded = await upload(sender.token, fileId, pdf, 'Attest.pdf');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().file).toMatchObject({ mime: 'application/pdf', name: 'Attest.pdf', thumbnail_id: null });
    const sent = await sendPrivately(t.app, sender.token, {
      receiver_id: member.id,
      message: 'Das Attest',
      attachment_file_id: fileId,
    });
    expect(sent.statusCode).toBe(200);
    expect(await fileStatus(member.token, fileId)).toBe(200);
    expect(await fileStatus(outsider.token, fileId)).toBe(404);
  });

  it('creates one file and one message when the answers were lost and both calls are repeated', async () => {
    const fileId = uuidv7();
    const messageId = uuidv7();
    const photo = await jpeg();
    const key = { 'idempotency-key': uuidv7() };
    const first = await upload(sender.token, fileId, photo, 'a.jpg', key);
    const replay = await upload(sender.token, fileId, photo, 'a.jpg', key);
    // A retry under a new key (the outbox renewed it) is still the same file, by its id.
    const again = await upload(sender.token, fileId, photo, 'a.jpg');
    expect([first.statusCode, replay.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(again.json().file.id).toBe(fileId);
    expect(await rowsWith(s.files, fileId)).toBe(1);
    const thumbnails = await t.database.db.select({ n: count() }).from(s.files).where(eq(s.files.ownerId, sender.id));

    const body = { id: messageId, room_id: roomId, message: 'Sandkasten', attachment_file_id: fileId };
    const sendKey = { 'idempotency-key': uuidv7() };
    const sends = [
      await sendToRoom(t.app, sender.token, body, sendKey),
      await sendToRoom(t.app, sender.token, body, sendKey),
      await sendToRoom(t.app, sender.token, body),
    ];
    expect(sends.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await rowsWith(s.messages, messageId)).toBe(1);
    expect(await t.database.db.select({ n: count() }).from(s.files).where(eq(s.files.ownerId, sender.id))).toEqual(
      thumbnails,
    );
  });

  it('refuses a file of another type, a file of someone else and a file another message carries', async () => {
    const gifUpload = await upload(sender.token, uuidv7(), await gif(), 'anim.gif');
    expect(gifUpload.statusCode).toBe(422);
    expect(gifUpload.json().code).toBe('attachment_type_not_allowed');
    const text = await upload(sender.token, uuidv7(), Buffer.from('hello'), 'notes.txt');
    expect(text.json().code).toBe('attachment_type_not_allowed');

    const theirs = uuidv7();
    expect((await upload(member.token, theirs, pdf, 'x.pdf')).statusCode).toBe(200);
    const foreign = await sendToRoom(t.app, sender.token, { room_id: roomId, message: '', attachment_file_id: theirs });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('attachment_not_found');
    const taken = await upload(sender.token, theirs, pdf, 'x.pdf');
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'id_taken']);

    const once = uuidv7();
    await upload(sender.token, once, pdf, 'y.pdf');
    expect(
      (await sendToRoom(t.app, sender.token, { room_id: roomId, message: '', attachment_file_id: once })).statusCode,
    ).toBe(200);
    const twice = await sendToRoom(t.app, sender.token, {
      room_id: roomId,
      message: 'noch mal',
      attachment_file_id: once,
    });
    expect(twice.json().code).toBe('attachment_not_found');
    const empty = await sendToRoom(t.app, sender.token, { room_id: roomId, message: ' ' });
    expect(empty.statusCode).toBe(422);
  });
});

describe.each(databaseTargets())('chat attachments count against FILES_QUOTA_MB (%s)', (target) => {
  const t = useTestApp(target, { env: { FILES_QUOTA_MB: String(64 / 1024) } });
  it('refuses an upload that would take the kindergarten over its quota, and stores nothing', async () => {
    const parent = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Eva Ulme');
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(70 * 1024, 0x20)]);
    const fileId = uuidv7();
    const refused = await postForm(t.app, parent.token, '/api/chat/attachments', { id: fileId }, [
      { field: 'file', name: 'big.pdf', data: big },
    ]);
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'storage_quota_exceeded']);
    expect((await t.database.db.select({ n: count() }).from(s.files).where(eq(s.files.id, fileId)))[0]!.n).toBe(0);
  });
});
