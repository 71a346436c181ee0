import { apiExchange } from '../../api/api-exchange.ts';
import { parseAnswer, type AnswerSchema } from '../../api/parse-answer.ts';
import { mergeServerRows, queuedWritesOf } from '../../sync/server-rows.ts';
import { asSignedInUser, currentSession } from '../../sync/user-transaction.ts';

/**
 * The two reads the device cannot answer by itself, stored exactly as a pull would store them: a room opened by a
 * deep link before the pull brought it, and messages older than the device holds. Quiet: chat errors are logged,
 * never shown; the screen offers a retry where it matters.
 */
/** GET without toasts: a failure is thrown with its status for the caller to log (chat errors are never shown). */
async function chatGet<T>(path: string, schema: AnswerSchema<T>): Promise<T> {
  const session = await currentSession();
  if (!session) throw new Error(`GET ${path}: nobody is signed in`);
  const answer = await apiExchange(path, { token: session.token });
  if (answer.status !== 200)
    throw Object.assign(new Error(`GET ${path} answered ${answer.status}`), { status: answer.status });
  return parseAnswer(schema, answer.body, { quiet: true });
}

const chat = () => import('#contract/chat');

export async function fetchRoom(roomId: string, userId: string): Promise<void> {
  const answer = await chatGet(`/api/room/${roomId}`, () => chat().then((m) => m.roomResponseSchema));
  await asSignedInUser(userId, async () => {
    const queued = await queuedWritesOf(userId);
    await mergeServerRows('rooms', [answer.room], queued);
    await mergeServerRows('room_members', answer.members, queued);
    await mergeServerRows('users', answer.users, queued);
    await mergeServerRows('messages', answer.messages, queued);
  });
}

/** The page of messages before `cursor` (a message id); returns whether still older ones exist on the server. */
export async function fetchOlderMessages(roomId: string, cursor: string, userId: string): Promise<boolean> {
  const answer = await chatGet(`/api/messages/${roomId}?cursor=${encodeURIComponent(cursor)}`, () =>
    chat().then((m) => m.messagesPageResponseSchema),
  );
  await asSignedInUser(userId, async () => {
    await mergeServerRows('messages', answer.messages, await queuedWritesOf(userId));
  });
  return answer.next_cursor !== null && answer.messages.length > 0;
}

/**
 * A person opened by a deep link (/chat/{id}) whom the device does not know yet: GET /api/user/{id}, stored like a
 * pulled row, and their private room with the user too when one exists. Throws with `status` 404 for nobody of the
 * user's kindergarten.
 */
export async function fetchChatUser(partnerId: string, userId: string): Promise<void> {
  const answer = await chatGet(`/api/user/${partnerId}`, () => chat().then((m) => m.chatUserResponseSchema));
  await asSignedInUser(userId, async () => {
    await mergeServerRows('users', [answer.user], await queuedWritesOf(userId));
  });
  if (answer.room_id) await fetchRoom(answer.room_id, userId);
}
