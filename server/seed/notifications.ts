import { v7 as uuidv7 } from 'uuid';
import { notifications } from '../db/schema/index.ts';
import type { SeededChat } from './chat.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import type { DemoWorld } from './demo-world.ts';
import type { EventKey } from './events.ts';
import type { NewsKey } from './news.ts';
import type { SeedTx } from './seed-tx.ts';

type Kind = 'message' | 'event' | 'news' | 'blackboard' | 'reminder';
type NotificationSeed = {
  user: DemoAccountKey;
  kind: Kind;
  hoursAgo: number;
  read: boolean;
  title: string;
  body: string;
  data: Record<string, string>;
};

export async function seedNotifications(
  tx: SeedTx,
  world: DemoWorld,
  refs: { chat: SeededChat; news: Record<NewsKey, string>; events: Record<EventKey, string>; postIds: string[] },
): Promise<number> {
  const { roomIds } = refs.chat;
  const seeds: NotificationSeed[] = [
    {
      user: 'eltern',
      kind: 'message',
      hoursAgo: 2,
      read: false,
      title: 'Neue Nachricht von Julia Becker',
      body: 'Mia hat ihre Brotdose im Garten vergessen …',
      data: { roomId: roomIds.schneiderWithBecker },
    },
    {
      user: 'eltern',
      kind: 'news',
      hoursAgo: 26,
      read: false,
      title: 'Elternbrief: Ausflug zum Erlebnisbauernhof',
      body: 'Bitte bestätigen und unterschreiben.',
      data: { newsId: refs.news.farmTripLetter },
    },
    {
      user: 'eltern',
      kind: 'event',
      hoursAgo: 50,
      read: false,
      title: 'Neuer Termin: Schnupperstunde im Hallenbad',
      body: 'Bitte geben Sie eine Rückmeldung.',
      data: { eventId: refs.events.swimming },
    },
    {
      user: 'eltern',
      kind: 'blackboard',
      hoursAgo: 60,
      read: true,
      title: 'Neuer Kommentar zu Ihrem Beitrag',
      body: 'Ayşe Yilmaz: Wir hätten Interesse an der Matschhose …',
      data: { postId: refs.postIds[1]! },
    },
    {
      user: 'yilmaz',
      kind: 'news',
      hoursAgo: 26,
      read: false,
      title: 'Elternbrief: Ausflug zum Erlebnisbauernhof',
      body: 'Bitte bestätigen und unterschreiben.',
      data: { newsId: refs.news.farmTripLetter },
    },
    {
      user: 'yilmaz',
      kind: 'reminder',
      hoursAgo: 20,
      read: false,
      title: 'Erinnerung: Elternabend Marienkäfer',
      body: 'Der Elternabend findet bald statt.',
      data: { eventId: refs.events.parentEveningLadybirds },
    },
    {
      user: 'yilmaz',
      kind: 'message',
      hoursAgo: 24,
      read: true,
      title: 'Neue Nachricht von Julia Becker',
      body: 'Ja, Frau Demir aus dem Elternbeirat übersetzt gern …',
      data: { roomId: roomIds.yilmazWithBecker },
    },
    {
      user: 'erzieherin',
      kind: 'message',
      hoursAgo: 24,
      read: true,
      title: 'Neue Nachricht von Ayşe Yilmaz',
      body: 'Gibt es auch eine Übersetzung ins Türkische?',
      data: { roomId: roomIds.yilmazWithBecker },
    },
    {
      user: 'leitung',
      kind: 'blackboard',
      hoursAgo: 72,
      read: true,
      title: 'Neuer Beitrag am Schwarzen Brett',
      body: 'Anna Schneider: Matschhosen und Gummistiefel abzugeben',
      data: { postId: refs.postIds[1]! },
    },
    {
      user: 'regenbogenEltern',
      kind: 'message',
      hoursAgo: 3,
      read: false,
      title: 'Neue Nachricht in Wolkenschäfchen',
      body: 'Bitte die Einverständniserklärung für den Waldtag …',
      data: { roomId: roomIds.cloudletsGroup },
    },
    {
      user: 'regenbogenEltern',
      kind: 'reminder',
      hoursAgo: 28,
      read: true,
      title: 'Erinnerung: Waldtag im Stadtwald',
      body: 'Wetterfeste Kleidung und Trinkflasche nicht vergessen.',
      data: { eventId: refs.events.forestDay },
    },
    {
      user: 'regenbogenEltern',
      kind: 'news',
      hoursAgo: 48,
      read: true,
      title: 'Einladung zum Elternabend',
      body: 'Bitte melden Sie sich an.',
      data: { newsId: refs.news.parentEvening },
    },
    {
      user: 'regenbogenTeam',
      kind: 'message',
      hoursAgo: 100,
      read: true,
      title: 'Neue Nachricht von Markus Weber',
      body: 'Alles gut gegangen, keine Löcher 🦷',
      data: { roomId: roomIds.weberWithTeam },
    },
  ];
  const now = world.calendar.now.getTime();
  await tx.insert(notifications).values(
    seeds.map((seed) => {
      const createdAt = new Date(now - seed.hoursAgo * 3_600_000);
      return {
        id: uuidv7(),
        userId: world.users[seed.user],
        kind: seed.kind,
        title: seed.title,
        body: seed.body,
        data: seed.data,
        readAt: seed.read ? new Date(createdAt.getTime() + 1_800_000) : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  return seeds.length;
}
