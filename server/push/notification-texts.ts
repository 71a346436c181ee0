import type { Locale } from '#contract/locales';
import type { NotificationKind } from '#contract/push';

/**
 * What a notification says, per language. Titles are ours and translated here; the placeholders carry the users'
 * own words (a sender's name, a message, an event's title) unchanged. English is the reference: its placeholders
 * define the params each key needs (checked by the compiler).
 */
const english = {
  'message.private': { kind: 'message', title: 'New message from {sender}', body: '{preview}' },
  'message.room': { kind: 'message', title: 'New message in {room}', body: '{sender}: {preview}' },
  'messages.private': { kind: 'message', title: '{count} new messages from {sender}', body: '{preview}' },
  'messages.room': { kind: 'message', title: '{count} new messages in {room}', body: '{sender}: {preview}' },
  'news.published': { kind: 'news', title: 'New parent letter', body: '{title}' },
  'event.published': { kind: 'event', title: 'New event', body: '{title}' },
  'event.reminder': { kind: 'reminder', title: 'Reminder: {title}', body: 'The event is coming up soon.' },
  'publication.reminder': { kind: 'reminder', title: 'Reminder: please answer', body: '{title}' },
  'blackboard.post': { kind: 'blackboard', title: 'New post on the blackboard', body: '{author}: {title}' },
  'blackboard.comment': { kind: 'blackboard', title: 'New comment on your post', body: '{author}: {preview}' },
} as const satisfies Record<string, { kind: NotificationKind; title: string; body: string }>;

export type NotificationTextKey = keyof typeof english;
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type ParamsOf<K extends NotificationTextKey> = {
  [P in Placeholders<(typeof english)[K]['title'] | (typeof english)[K]['body']>]: string;
};

/** A notification's text as a caller names it: `{key: 'message.room', params: {room, sender, preview}}`. */
export type NotificationText = { [K in NotificationTextKey]: { key: K; params: ParamsOf<K> } }[NotificationTextKey];

type Translation = Record<NotificationTextKey, readonly [title: string, body: string]>;
const entry = (title: string, body = '{title}') => [title, body] as const;

const translations: Record<Exclude<Locale, 'en'>, Translation> = {
  de: {
    'message.private': entry('Neue Nachricht von {sender}', '{preview}'),
    'message.room': entry('Neue Nachricht in {room}', '{sender}: {preview}'),
    'messages.private': entry('{count} neue Nachrichten von {sender}', '{preview}'),
    'messages.room': entry('{count} neue Nachrichten in {room}', '{sender}: {preview}'),
    'news.published': entry('Neuer Elternbrief'),
    'event.published': entry('Neuer Termin'),
    'event.reminder': entry('Erinnerung: {title}', 'Der Termin steht bald an.'),
    'publication.reminder': entry('Erinnerung: Bitte antworten Sie'),
    'blackboard.post': entry('Neuer Beitrag am Schwarzen Brett', '{author}: {title}'),
    'blackboard.comment': entry('Neuer Kommentar zu Ihrem Beitrag', '{author}: {preview}'),
  },
  ru: {
    'message.private': entry('Новое сообщение от {sender}', '{preview}'),
    'message.room': entry('Новое сообщение в чате «{room}»', '{sender}: {preview}'),
    'messages.private': entry('Новые сообщения от {sender}: {count}', '{preview}'),
    'messages.room': entry('Новые сообщения в чате «{room}»: {count}', '{sender}: {preview}'),
    'news.published': entry('Новое письмо для родителей'),
    'event.published': entry('Новое мероприятие'),
    'event.reminder': entry('Напоминание: {title}', 'Мероприятие скоро состоится.'),
    'publication.reminder': entry('Напоминание: пожалуйста, ответьте'),
    'blackboard.post': entry('Новая запись на доске объявлений', '{author}: {title}'),
    'blackboard.comment': entry('Новый комментарий к вашей записи', '{author}: {preview}'),
  },
  tr: {
    'message.private': entry('{sender} kişisinden yeni mesaj', '{preview}'),
    'message.room': entry('{room} sohbetinde yeni mesaj', '{sender}: {preview}'),
    'messages.private': entry('{sender} kişisinden {count} yeni mesaj', '{preview}'),
    'messages.room': entry('{room} sohbetinde {count} yeni mesaj', '{sender}: {preview}'),
    'news.published': entry('Yeni veli mektubu'),
    'event.published': entry('Yeni etkinlik'),
    'event.reminder': entry('Hatırlatma: {title}', 'Etkinlik yakında başlıyor.'),
    'publication.reminder': entry('Hatırlatma: Lütfen yanıt verin'),
    'blackboard.post': entry('Panoda yeni gönderi', '{author}: {title}'),
    'blackboard.comment': entry('Gönderinize yeni yorum', '{author}: {preview}'),
  },
  el: {
    'message.private': entry('Νέο μήνυμα από {sender}', '{preview}'),
    'message.room': entry('Νέο μήνυμα στο {room}', '{sender}: {preview}'),
    'messages.private': entry('{count} νέα μηνύματα από {sender}', '{preview}'),
    'messages.room': entry('{count} νέα μηνύματα στο {room}', '{sender}: {preview}'),
    'news.published': entry('Νέα επιστολή προς τους γονείς'),
    'event.published': entry('Νέα εκδήλωση'),
    'event.reminder': entry('Υπενθύμιση: {title}', 'Η εκδήλωση πλησιάζει.'),
    'publication.reminder': entry('Υπενθύμιση: Παρακαλούμε απαντήστε'),
    'blackboard.post': entry('Νέα ανάρτηση στον πίνακα ανακοινώσεων', '{author}: {title}'),
    'blackboard.comment': entry('Νέο σχόλιο στην ανάρτησή σας', '{author}: {preview}'),
  },
  es: {
    'message.private': entry('Nuevo mensaje de {sender}', '{preview}'),
    'message.room': entry('Nuevo mensaje en {room}', '{sender}: {preview}'),
    'messages.private': entry('{count} mensajes nuevos de {sender}', '{preview}'),
    'messages.room': entry('{count} mensajes nuevos en {room}', '{sender}: {preview}'),
    'news.published': entry('Nueva carta para las familias'),
    'event.published': entry('Nuevo evento'),
    'event.reminder': entry('Recordatorio: {title}', 'El evento se acerca.'),
    'publication.reminder': entry('Recordatorio: por favor, responda'),
    'blackboard.post': entry('Nueva publicación en el tablón', '{author}: {title}'),
    'blackboard.comment': entry('Nuevo comentario en su publicación', '{author}: {preview}'),
  },
  it: {
    'message.private': entry('Nuovo messaggio da {sender}', '{preview}'),
    'message.room': entry('Nuovo messaggio in {room}', '{sender}: {preview}'),
    'messages.private': entry('{count} nuovi messaggi da {sender}', '{preview}'),
    'messages.room': entry('{count} nuovi messaggi in {room}', '{sender}: {preview}'),
    'news.published': entry('Nuova lettera ai genitori'),
    'event.published': entry('Nuovo evento'),
    'event.reminder': entry('Promemoria: {title}', "L'evento si avvicina."),
    'publication.reminder': entry('Promemoria: si prega di rispondere'),
    'blackboard.post': entry('Nuovo post in bacheca', '{author}: {title}'),
    'blackboard.comment': entry('Nuovo commento al suo post', '{author}: {preview}'),
  },
  uk: {
    'message.private': entry('Нове повідомлення від {sender}', '{preview}'),
    'message.room': entry('Нове повідомлення в чаті «{room}»', '{sender}: {preview}'),
    'messages.private': entry('Нові повідомлення від {sender}: {count}', '{preview}'),
    'messages.room': entry('Нові повідомлення в чаті «{room}»: {count}', '{sender}: {preview}'),
    'news.published': entry('Новий лист для батьків'),
    'event.published': entry('Нова подія'),
    'event.reminder': entry('Нагадування: {title}', 'Подія вже незабаром.'),
    'publication.reminder': entry('Нагадування: будь ласка, дайте відповідь'),
    'blackboard.post': entry('Новий допис на дошці оголошень', '{author}: {title}'),
    'blackboard.comment': entry('Новий коментар до вашого допису', '{author}: {preview}'),
  },
  ro: {
    'message.private': entry('Mesaj nou de la {sender}', '{preview}'),
    'message.room': entry('Mesaj nou în {room}', '{sender}: {preview}'),
    'messages.private': entry('Mesaje noi de la {sender}: {count}', '{preview}'),
    'messages.room': entry('Mesaje noi în {room}: {count}', '{sender}: {preview}'),
    'news.published': entry('Scrisoare nouă pentru părinți'),
    'event.published': entry('Eveniment nou'),
    'event.reminder': entry('Memento: {title}', 'Evenimentul are loc în curând.'),
    'publication.reminder': entry('Memento: vă rugăm să răspundeți'),
    'blackboard.post': entry('Postare nouă la avizier', '{author}: {title}'),
    'blackboard.comment': entry('Comentariu nou la postarea dvs.', '{author}: {preview}'),
  },
  fr: {
    'message.private': entry('Nouveau message de {sender}', '{preview}'),
    'message.room': entry('Nouveau message dans {room}', '{sender} : {preview}'),
    'messages.private': entry('{count} nouveaux messages de {sender}', '{preview}'),
    'messages.room': entry('{count} nouveaux messages dans {room}', '{sender} : {preview}'),
    'news.published': entry('Nouvelle lettre aux parents'),
    'event.published': entry('Nouvel événement'),
    'event.reminder': entry('Rappel : {title}', 'L’événement approche.'),
    'publication.reminder': entry('Rappel : merci de répondre'),
    'blackboard.post': entry('Nouvelle publication sur le tableau d’affichage', '{author} : {title}'),
    'blackboard.comment': entry('Nouveau commentaire sur votre publication', '{author} : {preview}'),
  },
  pt: {
    'message.private': entry('Nova mensagem de {sender}', '{preview}'),
    'message.room': entry('Nova mensagem em {room}', '{sender}: {preview}'),
    'messages.private': entry('{count} novas mensagens de {sender}', '{preview}'),
    'messages.room': entry('{count} novas mensagens em {room}', '{sender}: {preview}'),
    'news.published': entry('Nova carta aos pais'),
    'event.published': entry('Novo evento'),
    'event.reminder': entry('Lembrete: {title}', 'O evento está a chegar.'),
    'publication.reminder': entry('Lembrete: por favor, responda'),
    'blackboard.post': entry('Nova publicação no mural', '{author}: {title}'),
    'blackboard.comment': entry('Novo comentário na sua publicação', '{author}: {preview}'),
  },
  bg: {
    'message.private': entry('Ново съобщение от {sender}', '{preview}'),
    'message.room': entry('Ново съобщение в {room}', '{sender}: {preview}'),
    'messages.private': entry('Нови съобщения от {sender}: {count}', '{preview}'),
    'messages.room': entry('Нови съобщения в {room}: {count}', '{sender}: {preview}'),
    'news.published': entry('Ново писмо до родителите'),
    'event.published': entry('Ново събитие'),
    'event.reminder': entry('Напомняне: {title}', 'Събитието наближава.'),
    'publication.reminder': entry('Напомняне: моля, отговорете'),
    'blackboard.post': entry('Нова публикация на таблото', '{author}: {title}'),
    'blackboard.comment': entry('Нов коментар към вашата публикация', '{author}: {preview}'),
  },
};

/** A push body longer than this is cut by every platform anyway; cutting it here keeps payloads small. */
const maxLength = { title: 120, body: 240 };
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? params[name]!.replace(/\s+/g, ' ').trim() : whole,
  );

export const kindOfText = (key: NotificationTextKey): NotificationKind => english[key].kind;

/** The title and body in the recipient's language. */
export function localizeNotification(text: NotificationText, locale: Locale): { title: string; body: string } {
  const [title, body] =
    locale === 'en' ? [english[text.key].title, english[text.key].body] : translations[locale][text.key];
  const params = text.params as Record<string, string>;
  return { title: clip(fill(title, params), maxLength.title), body: clip(fill(body, params), maxLength.body) };
}
