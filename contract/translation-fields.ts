// No zod here: the client's content screens import these, and zod would come with them.

/**
 * Machine translation of content. What people write is translated on the server after the write commits,
 * into every translation language used in the kindergarten, and synced as `content_translations` rows next to the
 * content (one row per item and target language). These helpers say which texts of an item are translated, under
 * which keys, and fingerprint them, so the client shows a translation only while it still matches the item's text.
 */
export const translatableTables = ['blackboard_posts', 'comments', 'news', 'events', 'messages', 'menu_days'] as const;
export type TranslatableTable = (typeof translatableTables)[number];

export function isTranslatableTable(value: unknown): value is TranslatableTable {
  return typeof value === 'string' && (translatableTables as readonly string[]).includes(value);
}

type Question = { id: string; label: string; options?: string[] | undefined };

/** The translatable texts of an item, by field key, as the sync sends it (snake_case). */
export type TranslatableSource = {
  blackboard_posts: { title: string; description: string };
  comments: { comment: string };
  news: { title: string; body: string; questions: Question[] };
  events: { title: string; body: string; location: string; questions: Question[] };
  messages: { message: string };
  menu_days: { breakfast: string; lunch: string; snack: string };
};

/** Key of a question's label, and of one of its options (by position), in `fields`. */
export const questionLabelKey = (questionId: string) => `question.${questionId}.label`;
export const questionOptionKey = (questionId: string, index: number) => `question.${questionId}.option.${index}`;

function questionFields(questions: Question[]): [string, string][] {
  return questions.flatMap((q) => [
    [questionLabelKey(q.id), q.label] as [string, string],
    ...(q.options ?? []).map((option, index) => [questionOptionKey(q.id, index), option] as [string, string]),
  ]);
}

/**
 * field key → text for every non-blank text of the item, in a fixed order. Keys: the column names (`title`,
 * `description`, `comment`, `body`, `location`, `message`, `breakfast`, `lunch`, `snack`) and, for news and events,
 * `question.<id>.label` and `question.<id>.option.<index>`.
 */
export function translatableFields<T extends TranslatableTable>(
  table: T,
  row: TranslatableSource[T],
): Record<string, string> {
  const r = row as Partial<
    TranslatableSource['events'] &
      TranslatableSource['blackboard_posts'] &
      TranslatableSource['comments'] &
      TranslatableSource['messages'] &
      TranslatableSource['menu_days']
  >;
  const pairs: [string, string | undefined][] = (() => {
    switch (table) {
      case 'blackboard_posts':
        return [
          ['title', r.title],
          ['description', r.description],
        ];
      case 'comments':
        return [['comment', r.comment]];
      case 'news':
        return [['title', r.title], ['body', r.body], ...questionFields(r.questions ?? [])];
      case 'events':
        return [['title', r.title], ['body', r.body], ['location', r.location], ...questionFields(r.questions ?? [])];
      case 'messages':
        return [['message', r.message]];
      case 'menu_days':
        return [
          ['breakfast', r.breakfast],
          ['lunch', r.lunch],
          ['snack', r.snack],
        ];
    }
  })();
  const fields: Record<string, string> = {};
  for (const [key, text] of pairs) if (typeof text === 'string' && text.trim() !== '') fields[key] = text;
  return fields;
}

/**
 * A fingerprint of the texts (FNV-1a, 64 bit, as 16 hex digits) over the keys and texts in order. Not a security
 * measure: it only tells whether a translation was made from the item's current text. Synchronous, so the client can
 * compare it while rendering.
 */
export function translationSourceHash(fields: Record<string, string>): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  const input = Object.entries(fields)
    .map(([key, text]) => `${key}\u0000${text}\u0000`)
    .join('');
  for (let i = 0; i < input.length; i++) {
    hash ^= BigInt(input.charCodeAt(i));
    hash = (hash * prime) & mask;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * - `translated`: `fields` holds the translation of every text of the item (same keys as `translatableFields`).
 * - `same_language`: the item is already in the target language; nothing to show but the original.
 * - `budget_exhausted`: the kindergarten's characters for today are used up; translated on a later day.
 * - `failed`: the provider could not translate it; the server tries again later.
 */
export const translationStatuses = ['translated', 'same_language', 'budget_exhausted', 'failed'] as const;
export type TranslationStatus = (typeof translationStatuses)[number];

/** `TRANSLATE_PROVIDER`; `none` = not set up: originals only. */
export const translationProviders = ['none', 'google', 'deepl', 'libretranslate'] as const;
export type TranslationProvider = (typeof translationProviders)[number];
