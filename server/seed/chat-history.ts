import type { DemoAccountKey } from './demo-accounts.ts';
import type { KindergartenKey } from './demo-world.ts';

/** [days ago, "hh:mm", sender, text] */
export type ChatLine = [number, string, DemoAccountKey, string];

export type ConversationKey =
  | 'ladybirdsGroup'
  | 'sunBeetlesGroup'
  | 'schneiderWithBecker'
  | 'yilmazWithBecker'
  | 'schneiderWithLead'
  | 'cloudletsGroup'
  | 'raindropsGroup'
  | 'weberWithTeam';

export type ConversationSeed = {
  key: ConversationKey;
  kindergarten: KindergartenKey;
  /** A group room of this group, or a private conversation of exactly two members. */
  group?: string;
  members: DemoAccountKey[];
  lines: ChatLine[];
  /** Members who have not read the last `unread` lines yet, to show unread badges. */
  unreadBy?: { member: DemoAccountKey; unread: number };
};

export const conversations: ConversationSeed[] = [
  {
    key: 'ladybirdsGroup',
    kindergarten: 'sonnenblume',
    group: 'Marienkäfer',
    members: ['leitung', 'erzieherin', 'eltern', 'yilmaz'],
    unreadBy: { member: 'eltern', unread: 2 },
    lines: [
      [
        6,
        '08:05',
        'erzieherin',
        'Guten Morgen! Heute gehen wir in den Stadtgarten. Bitte an Sonnencreme und Mütze denken ☀️',
      ],
      [6, '08:12', 'eltern', 'Danke für die Erinnerung! Mia hat ihre Mütze dabei.'],
      [6, '08:20', 'yilmaz', 'Elif auch. Sollen wir etwas zu trinken mitgeben?'],
      [6, '08:24', 'erzieherin', 'Trinkflaschen sind immer gut, Wasser haben wir aber auch dabei.'],
      [
        4,
        '16:40',
        'erzieherin',
        'Kurze Info: Die Kopfläuse-Nachricht steht in den Neuigkeiten. Bitte einmal kontrollieren 🙏',
      ],
      [4, '19:02', 'yilmaz', 'Bei uns alles in Ordnung, danke!'],
      [3, '12:15', 'leitung', 'Liebe Marienkäfer-Eltern, der Elternabend ist im Kalender. Wir freuen uns auf Sie!'],
      [2, '14:30', 'erzieherin', 'Die Radieschen sind gesät! Fotos gibt es am Schwarzen Brett 🌱'],
      [2, '17:55', 'eltern', 'So schön! Mia will jetzt zu Hause auch ein Beet 😄'],
      [1, '09:10', 'erzieherin', 'Wer hat noch eine leere Küchenrolle für unser Bastelprojekt? Wir brauchen 20 Stück.'],
      [0, '08:30', 'yilmaz', 'Wir bringen morgen drei mit!'],
    ],
  },
  {
    key: 'sunBeetlesGroup',
    kindergarten: 'sonnenblume',
    group: 'Sonnenkäfer',
    members: ['leitung', 'erzieherin', 'eltern'],
    lines: [
      [
        5,
        '09:00',
        'leitung',
        'Willkommen im Gruppenchat der Sonnenkäfer! Hier teilen wir Neuigkeiten aus dem Gruppenalltag.',
      ],
      [
        5,
        '13:20',
        'erzieherin',
        'Heute haben die Sonnenkäfer Fingerfarben ausprobiert – bitte Wechselkleidung auffüllen 🎨',
      ],
      [5, '17:02', 'eltern', 'Pauls Pulli sah entsprechend aus 😅 Neue Sachen liegen morgen im Fach.'],
      [
        1,
        '11:45',
        'erzieherin',
        'Die Sonnenkäfer haben heute toll geschlafen, alle waren nach dem Spielplatz sehr müde.',
      ],
    ],
  },
  {
    key: 'schneiderWithBecker',
    kindergarten: 'sonnenblume',
    members: ['eltern', 'erzieherin'],
    unreadBy: { member: 'eltern', unread: 1 },
    lines: [
      [
        3,
        '07:45',
        'eltern',
        'Guten Morgen Frau Becker, Paul hat heute Nacht schlecht geschlafen. Falls er sehr müde ist, rufen Sie mich gern an.',
      ],
      [3, '08:02', 'erzieherin', 'Danke für die Info, wir achten auf ihn und lassen ihn mittags länger schlafen.'],
      [3, '15:10', 'erzieherin', 'Paul war heute gut drauf, hat viel gespielt und gut gegessen 😊'],
      [3, '15:30', 'eltern', 'Da bin ich erleichtert, vielen Dank!'],
      [0, '10:20', 'erzieherin', 'Mia hat ihre Brotdose im Garten vergessen, sie liegt jetzt in ihrem Fach.'],
    ],
  },
  {
    key: 'yilmazWithBecker',
    kindergarten: 'sonnenblume',
    members: ['yilmaz', 'erzieherin'],
    lines: [
      [8, '07:30', 'yilmaz', 'Guten Morgen, Elif hat eine Bindehautentzündung. Ich habe sie abgemeldet.'],
      [8, '07:41', 'erzieherin', 'Gute Besserung an Elif! Sie darf wiederkommen, wenn die Augen nicht mehr tränen.'],
      [6, '16:05', 'yilmaz', 'Elif ist wieder gesund. Darf sie morgen ihr Kuscheltier mitbringen?'],
      [6, '16:20', 'erzieherin', 'Natürlich, zum Mittagsschlaf ist das sogar sehr schön.'],
      [1, '18:30', 'yilmaz', 'Vielen Dank für die Elternabend-Einladung. Gibt es auch eine Übersetzung ins Türkische?'],
      [1, '18:52', 'erzieherin', 'Ja, Frau Demir aus dem Elternbeirat übersetzt gern für Sie. Ich gebe ihr Bescheid.'],
    ],
  },
  {
    key: 'schneiderWithLead',
    kindergarten: 'sonnenblume',
    members: ['eltern', 'leitung'],
    lines: [
      [
        9,
        '10:00',
        'eltern',
        'Hallo Frau Hoffmann, können wir ab nächstem Monat die Betreuungszeit für Paul auf 35 Stunden erhöhen?',
      ],
      [
        9,
        '14:35',
        'leitung',
        'Das ist möglich. Ich lege Ihnen den Änderungsvertrag ins Fach, bitte unterschrieben zurückgeben.',
      ],
      [8, '08:15', 'eltern', 'Vielen Dank, habe ihn heute abgegeben.'],
    ],
  },
  {
    key: 'cloudletsGroup',
    kindergarten: 'regenbogen',
    group: 'Wolkenschäfchen',
    members: ['regenbogenTeam', 'regenbogenEltern'],
    unreadBy: { member: 'regenbogenEltern', unread: 1 },
    lines: [
      [7, '08:00', 'regenbogenTeam', 'Guten Morgen, liebe Wolkenschäfchen-Eltern! Nächste Woche ist unser Waldtag 🌲'],
      [7, '12:40', 'regenbogenEltern', 'Super, Noah fragt schon jeden Tag danach.'],
      [3, '15:30', 'regenbogenTeam', 'Heute war Matschtag – bitte Wechselkleidung auffüllen!'],
      [2, '09:15', 'regenbogenEltern', 'Erledigt 😊'],
      [
        0,
        '09:40',
        'regenbogenTeam',
        'Bitte die Einverständniserklärung für den Waldtag bis Freitag unterschreiben, falls noch nicht geschehen.',
      ],
    ],
  },
  {
    key: 'raindropsGroup',
    kindergarten: 'regenbogen',
    group: 'Regentropfen',
    members: ['regenbogenTeam'],
    lines: [[10, '08:00', 'regenbogenTeam', 'Willkommen im Gruppenchat der Regentropfen!']],
  },
  {
    key: 'weberWithTeam',
    kindergarten: 'regenbogen',
    members: ['regenbogenEltern', 'regenbogenTeam'],
    lines: [
      [5, '07:50', 'regenbogenEltern', 'Guten Morgen, Noah hat heute einen Zahnarzttermin und kommt nicht.'],
      [5, '08:05', 'regenbogenTeam', 'Danke für die Nachricht. Viel Erfolg beim Zahnarzt, Noah!'],
      [4, '16:45', 'regenbogenEltern', 'Alles gut gegangen, keine Löcher 🦷'],
    ],
  },
];
