import { v7 as uuidv7 } from 'uuid';
import { events, type PublicationQuestion } from '../db/schema/index.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import type { DemoWorld, KindergartenKey } from './demo-world.ts';
import { swimmingConsentLetter } from './parent-letter.ts';
import type { SeedTx } from './seed-tx.ts';
import { storeFile } from './store-file.ts';

export type EventKey =
  | 'grandparents'
  | 'readingAfternoon'
  | 'parentEveningLadybirds'
  | 'photoDay'
  | 'farmTrip'
  | 'dentist'
  | 'swimming'
  | 'teamTraining'
  | 'summerParty'
  | 'parentCafe'
  | 'forestDay'
  | 'rainbowParentEvening'
  | 'puppetTheatre'
  | 'rainbowClosingDay'
  | 'lanternCrafting';

type EventSeed = {
  key: EventKey;
  kindergarten: KindergartenKey;
  author: DemoAccountKey;
  /** Days from today; moved to the next weekday. */
  day: number;
  start?: [number, number];
  end?: [number, number];
  title: string;
  body: string;
  location?: string;
  groups?: string[];
  requiresConfirmation?: boolean;
  requiresSignature?: boolean;
  /** Days from today. */
  deadlineDay?: number;
  questions?: PublicationQuestion[];
  /** A PDF attached to the event: its file name and how to write it. */
  attachment?: { name: string; pdf: (start: Date, deadline: Date) => Promise<Uint8Array> };
};

const eventSeeds: EventSeed[] = [
  {
    key: 'grandparents',
    kindergarten: 'sonnenblume',
    author: 'leitung',
    day: -12,
    start: [15, 0],
    end: [17, 30],
    title: 'Großelternnachmittag',
    body: 'Omas und Opas sind herzlich eingeladen: Wir singen, basteln und essen gemeinsam Kuchen.',
    location: 'Garten der Kita Sonnenblume',
    requiresConfirmation: true,
    questions: [{ id: 'guests', kind: 'choice', label: 'Wie viele Großeltern kommen?', options: ['1', '2', '3', '4'] }],
  },
  {
    key: 'readingAfternoon',
    kindergarten: 'sonnenblume',
    author: 'erzieherin',
    day: 4,
    start: [15, 0],
    end: [16, 0],
    title: 'Vorlesenachmittag mit der Stadtbibliothek',
    body: 'Frau Albrecht von der Stadtbibliothek liest Bilderbücher vor. Eltern sind willkommen.',
    location: 'Bewegungsraum der Kita',
  },
  {
    key: 'photoDay',
    kindergarten: 'sonnenblume',
    author: 'leitung',
    day: 6,
    start: [8, 30],
    end: [12, 0],
    title: 'Fototermin',
    body: 'Einzel- und Gruppenfotos. Bitte bringen Sie Ihr Kind bis 8:30 Uhr.',
    location: 'Turnhalle der Kita',
  },
  {
    key: 'parentEveningLadybirds',
    kindergarten: 'sonnenblume',
    author: 'erzieherin',
    day: 9,
    start: [19, 30],
    end: [21, 0],
    groups: ['Marienkäfer'],
    title: 'Elternabend Marienkäfer',
    body: 'Wir berichten aus dem Gruppenalltag, stellen das Regenbogen-Projekt vor und planen die Vorschulzeit.',
    location: 'Gruppenraum Marienkäfer',
    requiresConfirmation: true,
    deadlineDay: 7,
    questions: [{ id: 'topics', kind: 'text', label: 'Welche Themen wünschen Sie sich?' }],
  },
  {
    key: 'farmTrip',
    kindergarten: 'sonnenblume',
    author: 'leitung',
    day: 11,
    start: [8, 30],
    end: [15, 0],
    title: 'Ausflug zum Erlebnisbauernhof Gut Lindenhof',
    body: 'Ganztagesausflug aller Gruppen. Anmeldung und Einverständnis über den Elternbrief in den Neuigkeiten.',
    location: 'Gut Lindenhof, Lindenweg 3, 79199 Kirchzarten',
  },
  {
    key: 'dentist',
    kindergarten: 'sonnenblume',
    author: 'erzieherin',
    day: 16,
    start: [9, 30],
    end: [11, 0],
    title: 'Zahnputzparty mit Zahnärztin Dr. Yıldız',
    body: 'Spielerisch lernen die Kinder, wie Zähneputzen richtig geht. Jedes Kind bekommt eine neue Zahnbürste.',
  },
  {
    key: 'swimming',
    kindergarten: 'sonnenblume',
    author: 'erzieherin',
    day: 20,
    start: [10, 0],
    end: [11, 30],
    groups: ['Marienkäfer'],
    title: 'Schnupperstunde im Hallenbad',
    body: 'Die Marienkäfer probieren mit einer Schwimmlehrerin das Wasser aus. Badesachen, Handtuch und Mütze mitgeben. Bitte unterschreiben Sie die Einverständniserklärung.',
    location: 'Westbad Freiburg, Ensisheimer Straße 9',
    requiresConfirmation: true,
    requiresSignature: true,
    deadlineDay: 14,
    questions: [
      {
        id: 'swim',
        kind: 'choice',
        label: 'Kann Ihr Kind schon schwimmen?',
        options: ['Nein', 'Ein bisschen', 'Ja, mit Seepferdchen'],
        required: true,
      },
    ],
    attachment: {
      name: 'Einverstaendnis-Hallenbad.pdf',
      pdf: (start, deadline) => swimmingConsentLetter({ start, deadline }),
    },
  },
  {
    key: 'teamTraining',
    kindergarten: 'sonnenblume',
    author: 'leitung',
    day: 25,
    title: 'Schließtag: Teamfortbildung',
    body: 'Die Kita bleibt geschlossen. Eine Notbetreuung ist nach Absprache möglich.',
  },
  {
    key: 'summerParty',
    kindergarten: 'sonnenblume',
    author: 'leitung',
    day: 38,
    start: [14, 0],
    end: [18, 0],
    title: 'Kita-Fest',
    body: 'Mit Kinderschminken, Bastelstand, Hüpfburg und Buffet. Geschwister, Freunde und Großeltern sind herzlich willkommen!',
    location: 'Garten der Kita Sonnenblume',
    requiresConfirmation: true,
    deadlineDay: 30,
    questions: [
      {
        id: 'buffet',
        kind: 'choice',
        label: 'Was bringen Sie fürs Buffet mit?',
        options: ['Salat', 'Kuchen', 'Getränke', 'Nichts'],
      },
      { id: 'helping', kind: 'yes_no', label: 'Helfen Sie beim Auf- oder Abbau?' },
    ],
  },
  {
    key: 'parentCafe',
    kindergarten: 'sonnenblume',
    author: 'leitung',
    day: 52,
    start: [8, 0],
    end: [9, 30],
    title: 'Elterncafé',
    body: 'Kaffee, Tee und Zeit zum Kennenlernen nach dem Bringen.',
    location: 'Eingangsbereich',
  },
  {
    key: 'forestDay',
    kindergarten: 'regenbogen',
    author: 'regenbogenTeam',
    day: 6,
    start: [9, 0],
    end: [14, 0],
    title: 'Waldtag im Stadtwald',
    body: 'Wir bauen Tipis, suchen Waldtiere und picknicken. Bitte wetterfeste Kleidung und Rucksack mit Trinkflasche.',
    location: 'Treffpunkt: Parkplatz Stadtwald, Kitschburger Straße, Köln',
    requiresConfirmation: true,
    requiresSignature: true,
    deadlineDay: 4,
    questions: [
      { id: 'pickup', kind: 'choice', label: 'Abholung', options: ['In der Kita', 'Am Treffpunkt'], required: true },
    ],
  },
  {
    key: 'rainbowParentEvening',
    kindergarten: 'regenbogen',
    author: 'regenbogenTeam',
    day: 14,
    start: [19, 30],
    end: [21, 0],
    title: 'Elternabend',
    body: 'Anmeldung über die Einladung in den Neuigkeiten.',
    location: 'Kita Regenbogen, Gruppenraum Wolkenschäfchen',
  },
  {
    key: 'puppetTheatre',
    kindergarten: 'regenbogen',
    author: 'regenbogenTeam',
    day: 27,
    start: [10, 0],
    end: [11, 0],
    title: 'Puppentheater „Der kleine Drache“',
    body: 'Das Kölner Puppenspiel zu Gast bei uns.',
    location: 'Bewegungsraum',
  },
  {
    key: 'rainbowClosingDay',
    kindergarten: 'regenbogen',
    author: 'regenbogenTeam',
    day: 41,
    title: 'Schließtag: Erste-Hilfe-Fortbildung',
    body: 'Die Kita bleibt geschlossen.',
  },
  {
    key: 'lanternCrafting',
    kindergarten: 'regenbogen',
    author: 'regenbogenTeam',
    day: 55,
    start: [15, 0],
    end: [17, 0],
    title: 'Basteln mit Eltern',
    body: 'Wir basteln gemeinsam Windlichter. Material ist vorhanden.',
    location: 'Gruppenraum Regentropfen',
    requiresConfirmation: true,
    deadlineDay: 50,
  },
];

export async function seedEvents(tx: SeedTx, world: DemoWorld): Promise<Record<EventKey, string>> {
  const { calendar } = world;
  const ids = {} as Record<EventKey, string>;
  for (const event of eventSeeds) {
    const kindergarten = world.kindergartens[event.kindergarten];
    const startsAt = calendar.weekdayAt(event.day, ...(event.start ?? [0, 0]));
    const endsAt = event.end
      ? new Date(startsAt.getFullYear(), startsAt.getMonth(), startsAt.getDate(), ...event.end)
      : null;
    // Announced a few weeks ahead, as a kindergarten does; past events were announced before they happened.
    const publishedAt = calendar.at(Math.min(-1, event.day - 21), 10, 0);
    const deadline = event.deadlineDay === undefined ? null : calendar.weekdayAt(event.deadlineDay, 18, 0);
    const attachmentFileId = event.attachment
      ? await storeFile(tx, {
          kindergartenId: kindergarten.id,
          ownerId: world.users[event.author],
          name: event.attachment.name,
          mime: 'application/pdf',
          data: await event.attachment.pdf(startsAt, deadline ?? startsAt),
          createdAt: publishedAt,
        })
      : null;
    ids[event.key] = uuidv7();
    await tx.insert(events).values({
      id: ids[event.key],
      kindergartenId: kindergarten.id,
      authorId: world.users[event.author],
      title: event.title,
      body: event.body,
      groupIds: (event.groups ?? []).map((name) => kindergarten.groups[name]!),
      requiresConfirmation: event.requiresConfirmation ?? false,
      requiresSignature: event.requiresSignature ?? false,
      deadline,
      attachmentFileId,
      questions: event.questions ?? [],
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      startsAt,
      endsAt,
      allDay: event.start === undefined,
      location: event.location ?? '',
    });
  }
  return ids;
}
