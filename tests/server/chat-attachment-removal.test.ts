import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatAttachmentResponseSchema } from '#contract/chat';
import * as s from '../../server/db/schema/index.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { jpeg, postForm } from './support/blackboard-helpers.ts';
import { addChatUser, addGroupRoom, sendPrivately, sendToRoom } from './support/chat-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { bearer, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

type Person = Awaited<ReturnType<typeof addChatUser>>;

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4_000, 0x20), Buffer.from('\n%%EOF\n')]);

describe.each(databaseTargets())('a removed chat message takes its photo or PDF with it (%s)', (target) => {
  const t = useTestApp(target);
  let member: Person;
  let admin: Person;
  beforeAll(async () => {
    member = await addChatUser(t.app, t.database.db, t.fixture, 'staff', 'Clara Linde');
    admin = await addChatUser(t.app, t.database.db, t.fixture, 'admin', 'Dora Buche');
  });

  const upload = async (token: string, data: Uint8Array, name: string) => {
    const id = uuidv7();
    const answer = await postForm(t.app, token, '/api/chat/attachments', { id }, [{ field: 'file', name, data }], {
      'idempotency-key': uuidv7(),
    });
    expect(answer.statusCode).toBe(200);
    const { file } = chatAttachmentResponseSchema.parse(answer.json());
    return [file.id, ...(file.thumbnail_id ? [file.thumbnail_id] : [])];
  };
  const usage = async () => (await createRepositories(t.database.db).files.usage(t.fixture.kindergarten.id)).total;
  const sizes = async (ids: string[]) =>
    (await t.database.db.select({ size: s.files.size }).from(s.files).where(inArray(s.files.id, ids))).reduce(
      (sum, row) => sum + row.size,
      0,
    );
  const fileStatus = async (token: string, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(token) })).statusCode;
  /** Deleted rows, and chunks of bytes still stored, of the files. */
  const left = async (ids: string[]) => ({
    deleted: (
      await t.database.db
        .select({ n: count() })
        .from(s.files)
        .where(and(inArray(s.files.id, ids), isNotNull(s.files.deletedAt)))
    )[0]!.n,
    chunks: (await t.database.db.select({ n: count() }).from(s.fileChunks).where(inArray(s.fileChunks.fileId, ids)))[0]!
      .n,
  });

  it('deleting a group room deletes the photos sent in it and frees their quota at once', async () => {
    const sender = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Anna Eiche');
    const roomId = (await addGroupRoom(t.database.db, t.fixture, [sender.id, member.id])).id;
    const ids = await upload(sender.token, await jpeg(), 'IMG_0042.JPG');
    expect(ids).toHaveLength(2);
    const sent = await sendToRoom(t.app, sender.token, {
      room_id: roomId,
      message: 'Sandkasten',
      attachment_file_id: ids[0],
    });
    expect(sent.statusCode).toBe(200);
    for (const id of ids) expect(await fileStatus(member.token, id)).toBe(200);
    const before = await usage();
    const taken = await sizes(ids);
    expect(taken).toBeGreaterThan(0);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/rooms/${roomId}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(200);

    expect(await left(ids)).toEqual({ deleted: 2, chunks: 0 });
    expect(await usage()).toBe(before - taken);
    for (const id of ids) {
      expect(await fileStatus(sender.token, id)).toBe(404);
      expect(await fileStatus(member.token, id)).toBe(404);
    }
  });

  it('deleting one’s account deletes the PDFs one sent with the emptied messages', async () => {
    const sender = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Berta Ahorn');
    const ids = await upload(sender.token, pdf, 'Attest.pdf');
    const sent = await sendPrivately(t.app, sender.token, {
      receiver_id: member.id,
      message: 'Das Attest',
      attachment_file_id: ids[0],
    });
    expect(sent.statusCode).toBe(200);
    expect(await fileStatus(member.token, ids[0]!)).toBe(200);
    const before = await usage();
    const taken = await sizes(ids);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(sender.token),
      payload: { password: knownPassword },
    });
    expect(gone.statusCode).toBe(200);

    const [message] = await t.database.db
      .select({ message: s.messages.message, deletedAt: s.messages.deletedAt })
      .from(s.messages)
      .where(eq(s.messages.attachmentFileId, ids[0]!));
    expect(message).toMatchObject({ message: '' });
    expect(message!.deletedAt).not.toBeNull();
    expect(await left(ids)).toEqual({ deleted: ids.length, chunks: 0 });
    expect(await usage()).toBe(before - taken);
    expect(await fileStatus(member.token, ids[0]!)).toBe(404);
  });
});
