import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { Locale } from '#contract/locales';
import { translationSourceHash, type TranslationStatus } from '#contract/translation-fields';
import { calendarDay } from '../absences/calendar-day.ts';
import type {
  TranslatableItem,
  TranslationRepository,
  TranslationRowState,
  TranslationWrite,
} from '../repositories/translation-repository.ts';
import { startOfNextDay } from './next-day.ts';
import type { TranslationProvider } from './translation-provider.ts';

export type TranslateDeps = {
  repository: TranslationRepository;
  provider: TranslationProvider;
  /** Characters per kindergarten and day; null = no limit. */
  dailyCharacters: number | null;
  /** The day of the budget, for a kindergarten that set no zone of its own. */
  timeZone: string;
  now: Date;
  log: { warn: (context: object, text: string) => void };
};

const textHash = (text: string) => createHash('sha256').update(text).digest('hex');
const rowKey = (table: string, id: string, lang: string) => `${table}:${id}:${lang}`;

/** A failed item waits a minute, then twice as long after every further failure, at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/** Whether the item's row in a language must be (re)made now. */
function needsWork(row: TranslationRowState | undefined, sourceHash: string, now: Date): boolean {
  if (!row || row.deletedAt || row.sourceHash !== sourceHash) return true;
  if (row.status === 'translated' || row.status === 'same_language') return false;
  return row.retryAt === null || row.retryAt <= now;
}

/**
 * Brings the translations of `items` up to date in every translation language of their kindergartens, and takes away
 * those of items no longer shown. Per kindergarten and language: cached texts cost nothing; the others go to the
 * provider in one batched call as far as the day's budget reaches; items beyond it wait for the next day, items whose
 * call failed are tried again later. Returns the newest version written per kindergarten, for `sync.available`.
 */
export async function translateItems(deps: TranslateDeps, items: TranslatableItem[]): Promise<Map<string, number>> {
  const { repository, now } = deps;
  const written = new Map<string, number>();
  const note = (kindergartenId: string, version: number) =>
    written.set(kindergartenId, Math.max(written.get(kindergartenId) ?? 0, version));

  const unique = [...new Map(items.map((item) => [`${item.table}:${item.id}`, item])).values()];
  for (const item of unique.filter((i) => !i.live))
    note(item.kindergartenId, await repository.removeOfItem(item.table, item.id));
  const live = unique.filter((i) => i.live);
  const kindergartenIds = [...new Set(live.map((i) => i.kindergartenId))];
  const [languages, zones] = await Promise.all([
    repository.languagesByKindergarten(kindergartenIds),
    repository.timeZones(kindergartenIds),
  ]);
  const rows = new Map(
    (await repository.rowsOfItems(live)).map((row) => [rowKey(row.sourceTable, row.sourceId, row.targetLang), row]),
  );

  for (const [kindergartenId, targets] of languages) {
    for (const target of targets) {
      const due = live.filter(
        (item) =>
          item.kindergartenId === kindergartenId &&
          needsWork(rows.get(rowKey(item.table, item.id, target)), translationSourceHash(item.fields), now),
      );
      if (due.length === 0) continue;
      const writes = await translateInto(
        { ...deps, timeZone: zones.get(kindergartenId) ?? deps.timeZone },
        kindergartenId,
        target,
        due,
        (item) => rows.get(rowKey(item.table, item.id, target)),
      );
      for (const write of writes) {
        const existing = rows.get(rowKey(write.sourceTable, write.sourceId, target));
        note(kindergartenId, await repository.upsert(write, existing?.id ?? uuidv7()));
      }
    }
  }
  return written;
}

async function translateInto(
  deps: TranslateDeps,
  kindergartenId: string,
  target: Locale,
  items: TranslatableItem[],
  rowOf: (item: TranslatableItem) => TranslationRowState | undefined,
): Promise<TranslationWrite[]> {
  const { repository, provider, now } = deps;
  const day = calendarDay(deps.timeZone, now);
  const hashes = new Map<string, string>();
  for (const item of items) for (const text of Object.values(item.fields)) hashes.set(text, textHash(text));
  const cache = await repository.cached([...new Set(hashes.values())], target);

  // Which uncached texts fit into what is left of today's budget, item by item; the rest waits for tomorrow.
  let left =
    deps.dailyCharacters === null
      ? Number.POSITIVE_INFINITY
      : deps.dailyCharacters - (await repository.usage(kindergartenId, day));
  const toSend = new Set<string>();
  const overBudget = new Set<TranslatableItem>();
  for (const item of items) {
    const fresh = [...new Set(Object.values(item.fields))].filter(
      (text) => !cache.has(hashes.get(text)!) && !toSend.has(text),
    );
    const cost = fresh.reduce((sum, text) => sum + text.length, 0);
    if (cost > left) {
      overBudget.add(item);
      continue;
    }
    left -= cost;
    for (const text of fresh) toSend.add(text);
  }

  const answers = new Map(cache);
  if (toSend.size > 0) {
    const texts = [...toSend];
    try {
      const translated = await provider.translate(texts, target);
      const entries = texts.map((text, i) => ({
        textHash: hashes.get(text)!,
        targetLang: target,
        sourceLang: translated[i]!.detectedSource,
        translation: translated[i]!.text,
        provider: provider.name,
      }));
      await repository.cache(entries);
      await repository.charge(
        kindergartenId,
        day,
        texts.reduce((sum, text) => sum + text.length, 0),
      );
      for (const entry of entries)
        answers.set(entry.textHash, { sourceLang: entry.sourceLang, translation: entry.translation });
    } catch (error) {
      deps.log.warn(
        { err: error, provider: provider.name, target, texts: texts.length },
        'machine translation failed; trying again later',
      );
    }
  }

  return items.map((item) => {
    const base = {
      kindergartenId,
      sourceTable: item.table,
      sourceId: item.id,
      targetLang: target,
      sourceHash: translationSourceHash(item.fields),
    };
    const none = { sourceLang: 'und', fields: {}, attempts: 0, retryAt: null };
    if (overBudget.has(item))
      return { ...base, ...none, status: 'budget_exhausted' as const, retryAt: startOfNextDay(deps.timeZone, now) };
    const found = Object.entries(item.fields).map(([key, text]) => [key, answers.get(hashes.get(text)!)] as const);
    if (found.some(([, answer]) => !answer)) {
      const attempts = (rowOf(item)?.status === 'failed' ? rowOf(item)!.attempts : 0) + 1;
      return {
        ...base,
        ...none,
        status: 'failed' as const,
        attempts,
        retryAt: new Date(now.getTime() + retryDelayMs(attempts)),
      };
    }
    return { ...base, ...translation(item, found as [string, { sourceLang: string; translation: string }][], target) };
  });
}

/**
 * The row of a fully answered item: the source language is that of its longest text; an item without text, or all in
 * the target language, is `same_language`.
 */
function translation(
  item: TranslatableItem,
  found: [string, { sourceLang: string; translation: string }][],
  target: Locale,
) {
  const longest = found.reduce((a, b) => (item.fields[b[0]]!.length > item.fields[a[0]]!.length ? b : a), found[0]!);
  const sourceLang = longest?.[1].sourceLang ?? 'und';
  const allSame = found.every(([, answer]) => answer.sourceLang === target);
  const status: TranslationStatus = allSame ? 'same_language' : 'translated';
  const fields = allSame ? {} : Object.fromEntries(found.map(([key, answer]) => [key, answer.translation]));
  return { sourceLang, status, fields, attempts: 0, retryAt: null };
}
