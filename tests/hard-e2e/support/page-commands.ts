import { db } from '../../../src/db/kita-db.ts';
import { reportAbsence } from '../../../src/features/absences/absence-commands.ts';
import { addComment } from '../../../src/features/blackboard/blackboard-commands.ts';
import { sendRoomMessage } from '../../../src/features/chat/chat-commands.ts';
import { answerPublication } from '../../../src/features/publications/answer-commands.ts';
import {
  answerWindow,
  applicableChildren,
  type Publication,
  type PublicationKind,
} from '../../../src/features/publications/publication-model.ts';
import type { ChaosRows, ChaosWrite, PageChaos, WriteTargets } from './chaos-protocol.ts';

/**
 * Bundled (esbuild) and evaluated in a signed-in page of the built app by chaos.spec.ts: the app's own command
 * modules write to the same IndexedDB (optimistic row + outbox entry in one transaction), and the app's running
 * sync engine sends them. Dexie's import wrapper shares one Dexie class per page, so the app's live queries see
 * these writes as their own. The engine is told to drain the way the app tells it when it comes back to the
 * screen (`visibilitychange`); the module copy here has no engine of its own.
 */
async function signedIn() {
  const session = await db.session.get('current');
  const account = session && (await db.account.get(session.userId));
  if (!session || !account) throw new Error('chaos: nobody is signed in on this page');
  return account;
}

async function targets(): Promise<WriteTargets> {
  const account = await signedIn();
  const kindergartenId = account.kindergarten.id;
  const guarded = new Set(
    (await db.guardians.where('user_id').equals(account.id).toArray()).map((guardian) => guardian.child_id),
  );
  const allChildren = (await db.children.toArray()).filter(
    (child) => child.kindergarten_id === kindergartenId && !child.deleted_at,
  );
  const own = allChildren
    .filter((child) => guarded.has(child.id))
    .map((child) => ({ id: child.id, firstName: child.first_name, groupId: child.group_id }));
  const memberOf = new Set(
    (await db.room_members.where('user_id').equals(account.id).toArray()).map((member) => member.room_id),
  );
  const rooms = (await db.rooms.toArray()).filter((room) => memberOf.has(room.id) && room.kind === 'group');
  const slots: WriteTargets['slots'] = [];
  const now = new Date();
  for (const kind of ['news', 'events'] as const) {
    for (const item of await db[kind].toArray()) {
      if (item.kindergarten_id !== kindergartenId || !item.published_at || answerWindow(item, now) !== 'open') continue;
      const children = applicableChildren(item, own);
      const publicationKind: PublicationKind = kind === 'news' ? 'news' : 'event';
      for (const childId of children.length ? children.map((child) => child.id) : [null])
        slots.push({ kind: publicationKind, itemId: item.id, childId });
    }
  }
  return {
    userId: account.id,
    role: account.role,
    // Parents report for their children, staff for any child of the kindergarten.
    childIds: account.role === 'parent' ? own.map((child) => child.id) : allChildren.map((child) => child.id),
    postIds: (await db.blackboard_posts.toArray())
      .filter((post) => post.kindergarten_id === kindergartenId && !post.deleted_at)
      .map((post) => post.id),
    roomIds: rooms.map((room) => room.id),
    slots,
  };
}

async function write(item: ChaosWrite): Promise<string> {
  const account = await signedIn();
  const author = { userId: account.id, kindergartenId: account.kindergarten.id };
  switch (item.type) {
    case 'absence':
      return reportAbsence(
        { child_id: item.childId, from: item.day, to: item.day, reason: 'other', note: item.text },
        author,
      );
    case 'comment':
      return addComment(item.postId, account.id, item.text);
    case 'message':
      return sendRoomMessage(item.roomId, account.id, item.text);
    case 'confirmation': {
      const table = item.kind === 'news' ? db.news : db.events;
      const publication = (await table.get(item.itemId)) as Publication;
      const existing = (await db.confirmations.toArray()).find(
        (row) =>
          row.user_id === account.id && (row.news_id ?? row.event_id) === item.itemId && row.child_id === item.childId,
      );
      // Declining needs neither the required answers nor a signature: the feedback carries the write's text.
      return answerPublication(
        item.kind,
        publication,
        { status: 'cancelled', childId: item.childId, feedback: item.text, answers: {}, signature: null },
        author,
        existing,
      );
    }
  }
}

/** This device's rows whose text starts with `marker`, and how many writes still wait in its outbox. */
async function rows(marker: string): Promise<ChaosRows> {
  const mine = (text: string) => text.startsWith(marker);
  return {
    outbox: await db.outbox.count(),
    absences: (await db.absences.toArray())
      .filter((row) => mine(row.note))
      .map((row) => ({ id: row.id, text: row.note, version: row.version })),
    comments: (await db.comments.toArray())
      .filter((row) => mine(row.comment))
      .map((row) => ({ id: row.id, text: row.comment, version: row.version })),
    messages: (await db.messages.toArray())
      .filter((row) => mine(row.message))
      .map((row) => ({ id: row.id, text: row.message, version: row.version })),
    confirmations: (await db.confirmations.toArray())
      .filter((row) => mine(row.feedback))
      .map((row) => ({ id: row.id, text: row.feedback, version: row.version })),
  };
}

const chaos: PageChaos = {
  targets,
  async write(items) {
    const ids: string[] = [];
    for (const item of items) ids.push(await write(item));
    document.dispatchEvent(new Event('visibilitychange'));
    return ids;
  },
  rows,
  nudge: () => void document.dispatchEvent(new Event('visibilitychange')),
};

(globalThis as unknown as { kitaChaos: PageChaos }).kitaChaos = chaos;
