import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { kindergartens } from '../db/schema/index.ts';
import { seedAbsences } from './absences.ts';
import { seedRollCalls } from './roll-calls.ts';
import { seedBlackboard } from './blackboard.ts';
import { seedChildRecords } from './child-records.ts';
import { seedChat } from './chat.ts';
import { seedChatAttachments } from './chat-attachments.ts';
import { seedConfirmations } from './confirmations.ts';
import { demoAccounts, demoPassword, type DemoAccountKey } from './demo-accounts.ts';
import { demoCalendar } from './demo-calendar.ts';
import type { DemoWorld } from './demo-world.ts';
import { seedEvents } from './events.ts';
import { seedKindergartens } from './kindergartens.ts';
import { seedMenus } from './menus.ts';
import { seedNews } from './news.ts';
import { seedNotifications } from './notifications.ts';
import { picture, pictureNames } from './pictures.ts';
import { seedUsers } from './users.ts';
import { seedFamilyInvites } from './family-invites.ts';

export type SeedSummary =
  | { seeded: false; reason: 'not-empty' }
  | {
      seeded: true;
      kindergartens: number;
      users: number;
      blackboardPosts: number;
      news: number;
      events: number;
      confirmations: number;
      menuDays: number;
      absences: number;
      rollCalls: number;
      rooms: number;
      messages: number;
      notifications: number;
    };

async function hasKindergartens(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(kindergartens);
  return (row?.n ?? 0) > 0;
}

/**
 * Fills an empty database with the two demo kindergartens. One transaction, so the demo appears
 * whole or not at all; a database that already has a kindergarten is left untouched, so it never duplicates.
 * `now` anchors every date, so the demo always looks current.
 */
export async function seedDemo(db: Db, options: { now?: Date } = {}): Promise<SeedSummary> {
  if (await hasKindergartens(db)) return { seeded: false, reason: 'not-empty' };

  // Slow work before the transaction, so it is held open only for the inserts: scrypt hashes
  // (parallel on libuv's pool) and drawing the pictures.
  const hashes = await Promise.all(demoAccounts.map(async (a) => [a.key, await hashPassword(demoPassword)] as const));
  const passwordHashes = Object.fromEntries(hashes) as Record<DemoAccountKey, string>;
  pictureNames.forEach(picture);

  return db.transaction(async (tx) => {
    // Checked again inside the transaction: two processes starting at once must not both seed.
    if (await hasKindergartens(tx)) return { seeded: false, reason: 'not-empty' } as const;
    const calendar = demoCalendar(options.now);
    const seededKindergartens = await seedKindergartens(tx, calendar);
    const users = await seedUsers(
      tx,
      { 'Kita Sonnenblume': seededKindergartens.sonnenblume, 'Kita Regenbogen': seededKindergartens.regenbogen },
      passwordHashes,
    );
    await seedFamilyInvites(tx, seededKindergartens.sonnenblume, users, options.now);
    const world: DemoWorld = { calendar, kindergartens: seededKindergartens, users };
    const { postIds } = await seedBlackboard(tx, world);
    const news = await seedNews(tx, world);
    const events = await seedEvents(tx, world);
    const confirmationCount = await seedConfirmations(tx, world, { news, events });
    const menuCount = await seedMenus(tx, world);
    const absenceCount = await seedAbsences(tx, world);
    await seedChildRecords(tx, world);
    const rollCallCount = await seedRollCalls(tx, world);
    const chat = await seedChat(tx, world);
    await seedChatAttachments(tx, world, chat.roomIds);
    const notificationCount = await seedNotifications(tx, world, { chat, news, events, postIds });
    return {
      seeded: true,
      kindergartens: 2,
      users: demoAccounts.length,
      blackboardPosts: postIds.length,
      news: Object.keys(news).length,
      events: Object.keys(events).length,
      confirmations: confirmationCount,
      menuDays: menuCount,
      absences: absenceCount,
      rollCalls: rollCallCount,
      rooms: Object.keys(chat.roomIds).length,
      messages: chat.messageCount,
      notifications: notificationCount,
    } as const;
  });
}
