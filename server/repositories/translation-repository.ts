import { and, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isLocale, type Locale } from '#contract/locales';
import {
  translatableTables,
  translatableFields,
  type TranslatableTable,
  type TranslationStatus,
} from '#contract/translation-fields';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';

/**
 * An item to translate as it is now. `live`: shown to its readers (not deleted; news and events published, menu days
 * published); the translations of an item that is not are taken away.
 */
export type TranslatableItem = {
  table: TranslatableTable;
  id: string;
  kindergartenId: string;
  live: boolean;
  fields: Record<string, string>;
};

export type TranslationRowState = {
  id: string;
  sourceTable: string;
  sourceId: string;
  targetLang: string;
  status: string;
  sourceHash: string;
  attempts: number;
  retryAt: Date | null;
  deletedAt: Date | null;
};

export type TranslationWrite = {
  kindergartenId: string;
  sourceTable: TranslatableTable;
  sourceId: string;
  targetLang: Locale;
  sourceLang: string;
  status: TranslationStatus;
  fields: Record<string, string>;
  sourceHash: string;
  attempts: number;
  retryAt: Date | null;
};

/** Which rows of one table to read: a condition on the table's own columns. */
type Filter = { version?: { after: number; upTo: number }; ids?: string[]; liveAndMissingALanguage?: boolean };

export function translationRepository(db: Db) {
  /** `filter` over one table's id, version and kindergarten columns; `live` is the table's condition of being shown. */
  function filterOf(
    table: TranslatableTable,
    columns: { id: PgColumn; version: PgColumn; kindergartenId: PgColumn; live: SQL | undefined },
    filter: Filter,
  ): SQL | undefined {
    const { id: idColumn, version: versionColumn, kindergartenId: kindergartenColumn } = columns;
    const ct = s.contentTranslations;
    const u = s.users;
    // Some language read in the item's kindergarten has no row for the item yet (a new item, a new language).
    const missing = sql`exists (select 1 from ${u} where ${u.kindergartenId} = ${kindergartenColumn} and ${u.deletedAt} is null
      and ${u.googleLanguage} is not null and not exists (select 1 from ${ct} where ${ct.sourceTable} = ${table}
      and ${ct.sourceId} = ${idColumn} and ${ct.targetLang} = ${u.googleLanguage}))`;
    return and(
      filter.version
        ? sql`${versionColumn} > ${filter.version.after} and ${versionColumn} <= ${filter.version.upTo}`
        : undefined,
      filter.ids ? inArray(idColumn, filter.ids) : undefined,
      filter.liveAndMissingALanguage ? and(columns.live, missing) : undefined,
    );
  }

  async function itemsOf(table: TranslatableTable, filter: Filter, limit: number): Promise<TranslatableItem[]> {
    const make = <T extends TranslatableTable>(
      t: T,
      rows: { id: string; kindergartenId: string; live: boolean }[],
      source: (row: never) => Parameters<typeof translatableFields<T>>[1],
    ) =>
      rows.map((row) => ({
        table: t,
        id: row.id,
        kindergartenId: row.kindergartenId,
        live: row.live,
        fields: translatableFields(t, source(row as never)),
      }));
    const live = (condition: SQL | undefined) => sql<boolean>`coalesce(${condition}, false)`.mapWith(Boolean);
    switch (table) {
      case 'blackboard_posts': {
        const t = s.blackboardPosts;
        const shown = isNull(t.deletedAt);
        const rows = await db
          .select({
            id: t.id,
            kindergartenId: t.kindergartenId,
            live: live(shown),
            title: t.title,
            description: t.description,
          })
          .from(t)
          .where(
            filterOf(table, { id: t.id, version: t.version, kindergartenId: t.kindergartenId, live: shown }, filter),
          )
          .limit(limit);
        return make(table, rows, (r: (typeof rows)[number]) => r);
      }
      case 'comments': {
        const t = s.comments;
        const p = s.blackboardPosts;
        const shown = and(isNull(t.deletedAt), isNull(p.deletedAt));
        const rows = await db
          .select({ id: t.id, kindergartenId: p.kindergartenId, live: live(shown), comment: t.comment })
          .from(t)
          .innerJoin(p, eq(p.id, t.postId))
          .where(
            filterOf(table, { id: t.id, version: t.version, kindergartenId: p.kindergartenId, live: shown }, filter),
          )
          .limit(limit);
        return make(table, rows, (r: (typeof rows)[number]) => r);
      }
      case 'news':
      case 'events': {
        const t = table === 'news' ? s.news : s.events;
        const location = table === 'events' ? s.events.location : sql<string>`''`;
        const shown = and(isNull(t.deletedAt), isNotNull(t.publishedAt));
        const rows = await db
          .select({
            id: t.id,
            kindergartenId: t.kindergartenId,
            live: live(shown),
            title: t.title,
            body: t.body,
            questions: t.questions,
            location,
          })
          .from(t)
          .where(
            filterOf(table, { id: t.id, version: t.version, kindergartenId: t.kindergartenId, live: shown }, filter),
          )
          .limit(limit);
        return make(table, rows, (r: (typeof rows)[number]) => r);
      }
      case 'messages': {
        const t = s.messages;
        const r = s.rooms;
        const shown = isNull(t.deletedAt);
        const rows = await db
          .select({ id: t.id, kindergartenId: r.kindergartenId, live: live(shown), message: t.message })
          .from(t)
          .innerJoin(r, eq(r.id, t.roomId))
          .where(
            filterOf(table, { id: t.id, version: t.version, kindergartenId: r.kindergartenId, live: shown }, filter),
          )
          .limit(limit);
        return make(table, rows, (row: (typeof rows)[number]) => row);
      }
      case 'menu_days': {
        const t = s.menuDays;
        const shown = and(isNull(t.deletedAt), eq(t.published, true));
        const rows = await db
          .select({
            id: t.id,
            kindergartenId: t.kindergartenId,
            live: live(shown),
            breakfast: t.breakfast,
            lunch: t.lunch,
            snack: t.snack,
          })
          .from(t)
          .where(
            filterOf(table, { id: t.id, version: t.version, kindergartenId: t.kindergartenId, live: shown }, filter),
          )
          .limit(limit);
        return make(table, rows, (r: (typeof rows)[number]) => r);
      }
    }
  }

  return {
    /** Items written with after < version ≤ upTo, of every translatable table. */
    async changedItems(range: { after: number; upTo: number }): Promise<TranslatableItem[]> {
      const all = await Promise.all(
        translatableTables.map((table) => itemsOf(table, { version: range }, Number.MAX_SAFE_INTEGER)),
      );
      return all.flat();
    },

    /** Shown items lacking a row in a language read in their kindergarten (new items, new languages), at most `limit` per table. */
    async itemsMissingALanguage(limit: number): Promise<TranslatableItem[]> {
      const all = await Promise.all(
        translatableTables.map((table) => itemsOf(table, { liveAndMissingALanguage: true }, limit)),
      );
      return all.flat();
    },

    async itemsByIds(table: TranslatableTable, ids: string[]): Promise<TranslatableItem[]> {
      return ids.length === 0 ? [] : itemsOf(table, { ids }, ids.length);
    },

    /** Failed and over-budget rows whose time to try again has come, at most `limit`. */
    async dueRetries(now: Date, limit: number): Promise<{ sourceTable: string; sourceId: string }[]> {
      const t = s.contentTranslations;
      return db
        .selectDistinct({ sourceTable: t.sourceTable, sourceId: t.sourceId })
        .from(t)
        .where(and(inArray(t.status, ['failed', 'budget_exhausted']), isNull(t.deletedAt), lte(t.retryAt, now)))
        .limit(limit);
    },

    /** The zones kindergartens set for their calendar; one that set none is missing (the server's default applies). */
    async timeZones(kindergartenIds: string[]): Promise<Map<string, string>> {
      if (kindergartenIds.length === 0) return new Map();
      const k = s.kindergartens;
      const rows = await db
        .select({ id: k.id, timeZone: k.timeZone })
        .from(k)
        .where(and(inArray(k.id, kindergartenIds), isNotNull(k.timeZone)));
      return new Map(rows.map((row) => [row.id, row.timeZone!]));
    },

    /** Translation languages (`users.google_language`) read in each kindergarten, by live users. */
    async languagesByKindergarten(kindergartenIds: string[]): Promise<Map<string, Locale[]>> {
      const byKindergarten = new Map<string, Locale[]>();
      if (kindergartenIds.length === 0) return byKindergarten;
      const u = s.users;
      const rows = await db
        .selectDistinct({ kindergartenId: u.kindergartenId, language: u.googleLanguage })
        .from(u)
        .where(and(inArray(u.kindergartenId, kindergartenIds), isNull(u.deletedAt), isNotNull(u.googleLanguage)));
      for (const row of rows) {
        if (!row.kindergartenId || !isLocale(row.language)) continue;
        byKindergarten.set(row.kindergartenId, [...(byKindergarten.get(row.kindergartenId) ?? []), row.language]);
      }
      return byKindergarten;
    },

    async rowsOfItems(items: { table: TranslatableTable; id: string }[]): Promise<TranslationRowState[]> {
      if (items.length === 0) return [];
      const t = s.contentTranslations;
      return db
        .select({
          id: t.id,
          sourceTable: t.sourceTable,
          sourceId: t.sourceId,
          targetLang: t.targetLang,
          status: t.status,
          sourceHash: t.sourceHash,
          attempts: t.attempts,
          retryAt: t.retryAt,
          deletedAt: t.deletedAt,
        })
        .from(t)
        .where(or(...items.map((item) => and(eq(t.sourceTable, item.table), eq(t.sourceId, item.id)))));
    },

    /** Cached answers by text hash, for one target language. */
    async cached(
      textHashes: string[],
      targetLang: string,
    ): Promise<Map<string, { sourceLang: string; translation: string }>> {
      if (textHashes.length === 0) return new Map();
      const c = s.translationCache;
      const rows = await db
        .select({ textHash: c.textHash, sourceLang: c.sourceLang, translation: c.translation })
        .from(c)
        .where(and(eq(c.targetLang, targetLang), inArray(c.textHash, textHashes)));
      return new Map(rows.map((row) => [row.textHash, { sourceLang: row.sourceLang, translation: row.translation }]));
    },

    async cache(
      entries: { textHash: string; targetLang: string; sourceLang: string; translation: string; provider: string }[],
    ): Promise<void> {
      if (entries.length === 0) return;
      await db.insert(s.translationCache).values(entries).onConflictDoNothing();
    },

    /** Characters sent for the kindergarten on `day` so far. */
    async usage(kindergartenId: string, day: string): Promise<number> {
      const u = s.translationUsage;
      const [row] = await db
        .select({ characters: u.characters })
        .from(u)
        .where(and(eq(u.kindergartenId, kindergartenId), eq(u.day, day)));
      return row?.characters ?? 0;
    },

    async charge(kindergartenId: string, day: string, characters: number): Promise<void> {
      if (characters === 0) return;
      const u = s.translationUsage;
      await db
        .insert(u)
        .values({ kindergartenId, day, characters })
        .onConflictDoUpdate({
          target: [u.kindergartenId, u.day],
          set: { characters: sql`${u.characters} + ${characters}` },
        });
    },

    /** Writes one row per item and language (the sync trigger gives each a new version); returns the newest version. */
    async upsert(write: TranslationWrite, id: string): Promise<number> {
      const t = s.contentTranslations;
      const { kindergartenId: _k, sourceTable: _t, sourceId: _s, targetLang: _l, ...changes } = write;
      const [row] = await db
        .insert(t)
        .values({ id, ...write })
        .onConflictDoUpdate({ target: [t.sourceTable, t.sourceId, t.targetLang], set: { ...changes, deletedAt: null } })
        .returning({ version: t.version });
      return Number(row!.version);
    },

    /** Takes away the translations of items no longer shown (deleted, back to a draft); returns the newest version. */
    async removeOfItem(table: TranslatableTable, sourceId: string): Promise<number> {
      const t = s.contentTranslations;
      const rows = await db
        .update(t)
        .set({ deletedAt: new Date() })
        .where(and(eq(t.sourceTable, table), eq(t.sourceId, sourceId), isNull(t.deletedAt)))
        .returning({ version: t.version });
      return Math.max(0, ...rows.map((row) => Number(row.version)));
    },
  };
}

export type TranslationRepository = ReturnType<typeof translationRepository>;
