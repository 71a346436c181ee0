import { beforeAll, describe, expect, it } from 'vitest';
import { messageSentResponseSchema, roomsResponseSchema } from '#contract/chat';
import { updateReadReceiptsResponseSchema, userResponseSchema } from '#contract/user';
import type { SyncResponse } from '#contract/sync';
import { addChatUser, getJson, markRead, sendPrivately } from './support/chat-helpers.ts';
import { knownPassword } from './support/fixture.ts';
import { pullAll } from './support/sync-helpers.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

/** The newest copy of `userId`'s membership in `roomId` across sync pages. */
function cursorIn(pages: SyncResponse[], roomId: string, userId: string): string | null | undefined {
  let found: { version: number; last_read_at: string | null } | undefined;
  for (const page of pages)
    for (const row of page.changes.room_members ?? [])
      if (row.room_id === roomId && row.user_id === userId && (!found || row.version > found.version)) found = row;
  return found?.last_read_at;
}

describe.each(databaseTargets())('chat read receipts (%s)', (target) => {
  const t = useTestApp(target);
  let staff: { id: string; token: string };
  beforeAll(async () => {
    staff = { id: t.fixture.staff.id, token: await signInAs(t.app, t.fixture.staff.username, knownPassword) };
  });

  const setReceipts = (token: string, enabled: boolean) =>
    t.app.inject({ method: 'POST', url: '/api/user/read-receipts', headers: bearer(token), payload: { enabled } });

  it("shows the sender the receiver's cursor, and hides it from others once the receiver switches receipts off", async () => {
    const reader = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Greta Linde');
    const sent = messageSentResponseSchema.parse(
      (await sendPrivately(t.app, staff.token, { receiver_id: reader.id, message: 'Gelesen?' })).json(),
    );
    const roomId = sent.room.id;
    await markRead(t.app, reader.token, roomId);
    const before = await pullAll(t.app, staff.token);
    const readAt = cursorIn(before.pages, roomId, reader.id);
    expect(readAt).toBe(sent.chat_message.created_at);

    const off = await setReceipts(reader.token, false);
    expect(off.statusCode).toBe(200);
    expect(updateReadReceiptsResponseSchema.parse(off.json()).read_receipts).toBe(false);
    const user = userResponseSchema.parse((await getJson(t.app, reader.token, '/api/user')).json());
    expect(user.read_receipts).toBe(false);

    // The sender's next pull brings the membership again, without the cursor; the reader's own devices keep it.
    const after = await pullAll(t.app, staff.token, { cursor: before.cursor });
    expect(after.pages[0]!.reset).toBe(false);
    expect(cursorIn(after.pages, roomId, reader.id)).toBeNull();
    expect(cursorIn((await pullAll(t.app, reader.token)).pages, roomId, reader.id)).toBe(readAt);

    // Every other way a membership reaches the sender hides it as well.
    const again = messageSentResponseSchema.parse(
      (await sendPrivately(t.app, staff.token, { receiver_id: reader.id, message: 'Noch da?' })).json(),
    );
    expect(again.changes.room_members!.find((m) => m.user_id === reader.id)!.last_read_at).toBeNull();
    const rooms = roomsResponseSchema.parse((await getJson(t.app, staff.token, '/api/rooms')).json()).rooms;
    expect(rooms.find((c) => c.room.id === roomId)!.members.find((m) => m.user_id === reader.id)!.last_read_at).toBe(
      null,
    );
    const readerRooms = roomsResponseSchema.parse((await getJson(t.app, reader.token, '/api/rooms')).json()).rooms;
    expect(
      readerRooms.find((c) => c.room.id === roomId)!.members.find((m) => m.user_id === reader.id)!.last_read_at,
    ).toBe(readAt);

    // Reading on while opted out moves the reader's own cursor, still unseen by the sender.
    await markRead(t.app, reader.token, roomId);
    const hidden = await pullAll(t.app, staff.token, { cursor: after.cursor });
    expect(cursorIn(hidden.pages, roomId, reader.id) ?? null).toBeNull();

    await setReceipts(reader.token, true);
    const shown = await pullAll(t.app, staff.token, { cursor: hidden.cursor });
    expect(cursorIn(shown.pages, roomId, reader.id)).toBe(again.chat_message.created_at);
  });

  it('refuses a switch without a boolean and leaves the setting as it was', async () => {
    const reader = await addChatUser(t.app, t.database.db, t.fixture, 'parent', 'Hanna Ulme');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/read-receipts',
      headers: bearer(reader.token),
      payload: { enabled: 'nein' },
    });
    expect(refused.statusCode).toBe(422);
    const user = userResponseSchema.parse((await getJson(t.app, reader.token, '/api/user')).json());
    expect(user.read_receipts).toBe(true);
  });
});
