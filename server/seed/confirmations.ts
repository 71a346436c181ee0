import { v7 as uuidv7 } from 'uuid';
import { confirmations } from '../db/schema/index.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import type { DemoWorld, KindergartenKey } from './demo-world.ts';
import type { EventKey } from './events.ts';
import type { NewsKey } from './news.ts';
import type { SeedTx } from './seed-tx.ts';
import { storePng } from './store-file.ts';

type ConfirmationSeed = {
  kindergarten: KindergartenKey;
  parent: DemoAccountKey;
  child: string;
  news?: NewsKey;
  event?: EventKey;
  status: 'confirmed' | 'cancelled';
  daysAgo: number;
  feedback?: string;
  answers?: Record<string, string | boolean>;
  signed?: boolean;
};

/**
 * Answers the demo parents already gave, so "submitted responses" is not empty. The farm-trip letter is
 * deliberately left open: it is the one to try the signature flow with.
 */
const confirmationSeeds: ConfirmationSeed[] = [
  {
    kindergarten: 'sonnenblume',
    parent: 'eltern',
    child: 'mia',
    news: 'photoDay',
    status: 'confirmed',
    daysAgo: 5,
    answers: { siblings: true },
    feedback: 'Gern mit Geschwisterfoto zusammen mit Paul.',
  },
  {
    kindergarten: 'sonnenblume',
    parent: 'eltern',
    child: 'paul',
    news: 'photoDay',
    status: 'confirmed',
    daysAgo: 5,
    answers: { siblings: true },
  },
  {
    kindergarten: 'sonnenblume',
    parent: 'eltern',
    child: 'mia',
    event: 'grandparents',
    status: 'confirmed',
    daysAgo: 15,
    answers: { guests: '2' },
    feedback: 'Oma und Opa kommen beide.',
  },
  {
    kindergarten: 'sonnenblume',
    parent: 'eltern',
    child: 'paul',
    event: 'grandparents',
    status: 'cancelled',
    daysAgo: 14,
    feedback: 'Paul ist an dem Tag leider bei seinem Vater.',
  },
  {
    kindergarten: 'sonnenblume',
    parent: 'yilmaz',
    child: 'elif',
    event: 'parentEveningLadybirds',
    status: 'confirmed',
    daysAgo: 1,
    answers: { topics: 'Sprachförderung und Vorschule' },
    feedback: 'Ich komme gern, eventuell mit meinem Mann.',
  },
  {
    kindergarten: 'regenbogen',
    parent: 'regenbogenEltern',
    child: 'noah',
    news: 'parentEvening',
    status: 'confirmed',
    daysAgo: 1,
    answers: { attendees: '2' },
  },
  {
    kindergarten: 'regenbogen',
    parent: 'regenbogenEltern',
    child: 'noah',
    event: 'forestDay',
    status: 'confirmed',
    daysAgo: 2,
    answers: { pickup: 'Am Treffpunkt' },
    feedback: 'Noah freut sich riesig!',
    signed: true,
  },
];

export async function seedConfirmations(
  tx: SeedTx,
  world: DemoWorld,
  published: { news: Record<NewsKey, string>; events: Record<EventKey, string> },
): Promise<number> {
  for (const seed of confirmationSeeds) {
    const kindergarten = world.kindergartens[seed.kindergarten];
    const userId = world.users[seed.parent];
    const at = world.calendar.at(-seed.daysAgo, 20, 10);
    const signatureFileId = seed.signed
      ? await storePng(tx, { kindergartenId: kindergarten.id, ownerId: userId, picture: 'signature', createdAt: at })
      : null;
    await tx.insert(confirmations).values({
      id: uuidv7(),
      kindergartenId: kindergarten.id,
      userId,
      newsId: seed.news ? published.news[seed.news] : null,
      eventId: seed.event ? published.events[seed.event] : null,
      childId: kindergarten.children[seed.child]!,
      status: seed.status,
      feedback: seed.feedback ?? '',
      answers: seed.answers ?? {},
      signatureFileId,
      createdAt: at,
      updatedAt: at,
    });
  }
  return confirmationSeeds.length;
}
