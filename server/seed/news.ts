import { v7 as uuidv7 } from 'uuid';
import { news, type PublicationQuestion } from '../db/schema/index.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import type { DemoWorld, KindergartenKey } from './demo-world.ts';
import { germanDay } from './german-dates.ts';
import { farmTripLetter } from './parent-letter.ts';
import type { SeedTx } from './seed-tx.ts';
import { storeFile } from './store-file.ts';

export type NewsKey = 'farmTripLetter' | 'photoDay' | 'lunchOrders' | 'headLice' | 'parentEvening' | 'closingDay';

type NewsSeed = {
  key: NewsKey;
  kindergarten: KindergartenKey;
  author: DemoAccountKey;
  daysAgo: number;
  title: string;
  body: string;
  groups?: string[];
  requiresConfirmation?: boolean;
  requiresSignature?: boolean;
  deadline?: Date;
  questions?: PublicationQuestion[];
  attachPdf?: () => Promise<Uint8Array>;
};

function newsSeeds(world: DemoWorld): NewsSeed[] {
  const { calendar } = world;
  const tripStart = calendar.weekdayAt(11, 8, 30);
  const tripEnd = new Date(tripStart.getFullYear(), tripStart.getMonth(), tripStart.getDate(), 15, 0);
  const tripDeadline = calendar.weekdayAt(7, 12, 0);
  return [
    {
      key: 'farmTripLetter',
      kindergarten: 'sonnenblume',
      author: 'leitung',
      daysAgo: 1,
      title: 'Elternbrief: Ausflug zum Erlebnisbauernhof',
      body: `Am ${germanDay(tripStart)} fahren alle Gruppen zum Erlebnisbauernhof Gut Lindenhof. Alle Einzelheiten stehen im angehängten Elternbrief. Bitte bestätigen Sie die Teilnahme Ihres Kindes bis ${germanDay(tripDeadline)} und unterschreiben Sie die Einverständniserklärung.`,
      requiresConfirmation: true,
      requiresSignature: true,
      deadline: tripDeadline,
      questions: [
        { id: 'may-join', kind: 'yes_no', label: 'Darf Ihr Kind am Ausflug teilnehmen?', required: true },
        {
          id: 'lunch',
          kind: 'choice',
          label: 'Mittagessen',
          options: ['Essen auf dem Hof', 'Eigenes Lunchpaket'],
          required: true,
        },
        { id: 'companion', kind: 'yes_no', label: 'Können Sie uns als Begleitperson unterstützen?' },
        { id: 'notes', kind: 'text', label: 'Allergien, Medikamente oder andere Hinweise' },
      ],
      attachPdf: () => farmTripLetter({ tripStart, tripEnd, deadline: tripDeadline, lead: 'Sabine Hoffmann' }),
    },
    {
      key: 'photoDay',
      kindergarten: 'sonnenblume',
      author: 'leitung',
      daysAgo: 6,
      title: 'Fototermin in der Kita',
      body: `Am ${germanDay(calendar.weekdayAt(6))} kommt Fotografin Lena Brandt zu uns. Die Fotos sind unverbindlich, Sie entscheiden nach Ansicht der Abzüge. Bitte geben Sie uns Bescheid, ob Ihr Kind fotografiert werden darf.`,
      requiresConfirmation: true,
      deadline: calendar.weekdayAt(3, 18, 0),
      questions: [{ id: 'siblings', kind: 'yes_no', label: 'Wünschen Sie zusätzlich ein Geschwisterfoto?' }],
    },
    {
      key: 'headLice',
      kindergarten: 'sonnenblume',
      author: 'erzieherin',
      daysAgo: 4,
      groups: ['Marienkäfer'],
      title: 'Kopfläuse in der Gruppe Marienkäfer',
      body: 'In unserer Gruppe sind Kopfläuse aufgetreten. Bitte kontrollieren Sie die Haare Ihres Kindes in den nächsten Tagen gründlich. Nach einer Behandlung darf Ihr Kind am nächsten Tag wieder in die Kita kommen.',
    },
    {
      key: 'lunchOrders',
      kindergarten: 'sonnenblume',
      author: 'leitung',
      daysAgo: 10,
      title: 'Neuer Caterer für das Mittagessen',
      body: 'Ab sofort kocht die Biomanufaktur „Gute Stube“ für uns: regional, zu mindestens 60 % Bio, jeden Tag mit vegetarischer Alternative. Den Speiseplan finden Sie wie gewohnt in der App.',
    },
    {
      key: 'parentEvening',
      kindergarten: 'regenbogen',
      author: 'regenbogenTeam',
      daysAgo: 2,
      title: 'Einladung zum Elternabend',
      body: `Herzliche Einladung zum Elternabend am ${germanDay(calendar.weekdayAt(14))} um 19:30 Uhr. Themen: Rückblick auf die Eingewöhnung, Waldtage, Wahl der Elternvertretung.`,
      requiresConfirmation: true,
      deadline: calendar.weekdayAt(10, 18, 0),
      questions: [
        {
          id: 'attendees',
          kind: 'choice',
          label: 'Mit wie vielen Personen kommen Sie?',
          options: ['1', '2'],
          required: true,
        },
      ],
    },
    {
      key: 'closingDay',
      kindergarten: 'regenbogen',
      author: 'regenbogenTeam',
      daysAgo: 7,
      title: 'Schließtag wegen Teamfortbildung',
      body: `Am ${germanDay(calendar.weekdayAt(41))} bleibt die Kita wegen unserer jährlichen Erste-Hilfe-Fortbildung geschlossen. Bitte planen Sie die Betreuung rechtzeitig.`,
    },
  ];
}

export async function seedNews(tx: SeedTx, world: DemoWorld): Promise<Record<NewsKey, string>> {
  const ids = {} as Record<NewsKey, string>;
  for (const item of newsSeeds(world)) {
    const kindergarten = world.kindergartens[item.kindergarten];
    const publishedAt = world.calendar.at(-item.daysAgo, 9, 15);
    const attachmentFileId = item.attachPdf
      ? await storeFile(tx, {
          kindergartenId: kindergarten.id,
          ownerId: world.users[item.author],
          name: 'Elternbrief-Ausflug-Bauernhof.pdf',
          mime: 'application/pdf',
          data: await item.attachPdf(),
          createdAt: publishedAt,
        })
      : null;
    ids[item.key] = uuidv7();
    await tx.insert(news).values({
      id: ids[item.key],
      kindergartenId: kindergarten.id,
      authorId: world.users[item.author],
      title: item.title,
      body: item.body,
      groupIds: (item.groups ?? []).map((name) => kindergarten.groups[name]!),
      attachmentFileId,
      requiresConfirmation: item.requiresConfirmation ?? false,
      requiresSignature: item.requiresSignature ?? false,
      deadline: item.deadline ?? null,
      questions: item.questions ?? [],
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }
  return ids;
}
