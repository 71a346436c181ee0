import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../../server/db/client.ts';
import * as s from '../../../server/db/schema/index.ts';
import type { Fixture } from './fixture.ts';

/** What a parent leaves behind in a kindergarten: a chat message, a board post with a comment, a notification. */
export async function addParentTraces(db: Db, fixture: Fixture, text: string) {
  const room = { id: uuidv7(), kindergartenId: fixture.kindergarten.id, kind: 'group' as const, name: `Igel ${text}` };
  await db.insert(s.rooms).values(room);
  await db.insert(s.roomMembers).values({ id: uuidv7(), roomId: room.id, userId: fixture.parent.id });
  const message = { id: uuidv7(), roomId: room.id, senderId: fixture.parent.id, message: `Nachricht ${text}` };
  await db.insert(s.messages).values(message);
  const post = {
    id: uuidv7(),
    kindergartenId: fixture.kindergarten.id,
    authorId: fixture.parent.id,
    title: `Flohmarkt ${text}`,
  };
  await db.insert(s.blackboardPosts).values(post);
  const comment = { id: uuidv7(), postId: post.id, authorId: fixture.staff.id, comment: `Kommentar ${text}` };
  await db.insert(s.comments).values(comment);
  const notification = { id: uuidv7(), userId: fixture.parent.id, kind: 'message', title: `Hinweis ${text}` };
  await db.insert(s.notifications).values(notification);
  return { room, message, post, comment, notification };
}
