import { and, asc, between, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { MenuDayContent } from '#contract/menu-day';
import type { SyncRow } from '#contract/sync-rows';
import type { Db } from '../db/client.ts';
import { menuDays } from '../db/schema/index.ts';
import { withIsoDates } from './iso-dates.ts';
import { syncTableSpecs } from './sync-tables.ts';
import { isStaffViewer, type Viewer } from './sync-visibility.ts';

type MenuDayRow = SyncRow<'menu_days'>;

const dishColumns = (content: MenuDayContent) => ({
  breakfast: content.breakfast,
  lunch: content.lunch,
  snack: content.snack,
  allergens: content.allergens,
  allergenNote: content.allergen_note,
  vegetarian: content.vegetarian,
});

/** A live published day: what parents see of it must not change until staff publish. */
const livePublished = sql`(${menuDays.deletedAt} is null and ${menuDays.published})`;
const differsFromPublished = sql`((${menuDays.breakfast}, ${menuDays.lunch}, ${menuDays.snack}, ${menuDays.allergens}, ${menuDays.allergenNote}, ${menuDays.vegetarian})
  is distinct from (excluded.breakfast, excluded.lunch, excluded.snack, excluded.allergens, excluded.allergen_note, excluded.vegetarian))`;
/** On conflict: a published day keeps its column; any other takes the new value. */
const keepIfPublished = (column: PgColumn) =>
  sql`case when ${livePublished} then ${column} else ${sql.raw(`excluded.${column.name}`)} end`;
const keptDishes = {
  breakfast: keepIfPublished(menuDays.breakfast),
  lunch: keepIfPublished(menuDays.lunch),
  snack: keepIfPublished(menuDays.snack),
  allergens: keepIfPublished(menuDays.allergens),
  allergenNote: keepIfPublished(menuDays.allergenNote),
  vegetarian: keepIfPublished(menuDays.vegetarian),
};

const fromDraft = {
  breakfast: sql`coalesce(${menuDays.draft}->>'breakfast', ${menuDays.breakfast})`,
  lunch: sql`coalesce(${menuDays.draft}->>'lunch', ${menuDays.lunch})`,
  snack: sql`coalesce(${menuDays.draft}->>'snack', ${menuDays.snack})`,
  allergens: sql`case when ${menuDays.draft} is null then ${menuDays.allergens} else array(select jsonb_array_elements_text(${menuDays.draft}->'allergens')) end`,
  allergenNote: sql`coalesce(${menuDays.draft}->>'allergen_note', ${menuDays.allergenNote})`,
  vegetarian: sql`coalesce((${menuDays.draft}->>'vegetarian')::boolean, ${menuDays.vegetarian})`,
};

export function menuRepository(db: Db) {
  const inWeek = (viewer: Viewer, from: string, to: string) =>
    and(
      eq(menuDays.kindergartenId, viewer.kindergartenId),
      between(menuDays.date, from, to),
      isNull(menuDays.deletedAt),
    );
  const rowOf = (row: Record<string, unknown>) => withIsoDates<MenuDayRow>(row);

  return {
    /**
     * The viewer's kindergarten's menu days from `startDate` to `endDate`, both included, oldest first: published ones
     * for parents, drafts too for staff (as GET /api/sync delivers them).
     */
    async daysBetween(viewer: Viewer, startDate: string, endDate: string): Promise<MenuDayRow[]> {
      const rows = await db
        .select(syncTableSpecs.menu_days.columns(viewer))
        .from(menuDays)
        .where(
          and(inWeek(viewer, startDate, endDate), isStaffViewer(viewer) ? undefined : eq(menuDays.published, true)),
        )
        .orderBy(asc(menuDays.date));
      return rows.map(rowOf);
    },

    /**
     * Writes a day as staff's draft: a day never published (or removed) takes the dishes and stays unpublished; a
     * published day keeps what parents see and holds the dishes in `draft`, unless they equal what is published.
     */
    async saveDraftDay(viewer: Viewer, id: string, date: string, content: MenuDayContent): Promise<MenuDayRow> {
      const [row] = await db
        .insert(menuDays)
        .values({
          id,
          kindergartenId: viewer.kindergartenId,
          date,
          ...dishColumns(content),
          published: false,
          draft: null,
        })
        .onConflictDoUpdate({
          target: [menuDays.kindergartenId, menuDays.date],
          set: {
            ...keptDishes,
            draft: sql`case when ${livePublished} and ${differsFromPublished} then ${JSON.stringify(content)}::jsonb else null end`,
            published: livePublished,
            deletedAt: null,
            updatedAt: new Date(),
          },
        })
        .returning(syncTableSpecs.menu_days.columns(viewer));
      return rowOf(row!);
    },

    async deleteDay(viewer: Viewer, date: string): Promise<MenuDayRow | undefined> {
      const [row] = await db
        .update(menuDays)
        .set({ deletedAt: new Date(), draft: null, updatedAt: new Date() })
        .where(inWeek(viewer, date, date))
        .returning(syncTableSpecs.menu_days.columns(viewer));
      return row && rowOf(row);
    },

    /** Makes every draft of the range what parents see. */
    async publishDrafts(viewer: Viewer, from: string, to: string): Promise<void> {
      await db
        .update(menuDays)
        .set({ ...fromDraft, published: true, draft: null, updatedAt: new Date() })
        .where(and(inWeek(viewer, from, to), or(eq(menuDays.published, false), isNotNull(menuDays.draft))));
    },

    /** Drops the range's drafts: published days show what parents see again, days never published go. */
    async discardDrafts(viewer: Viewer, from: string, to: string): Promise<void> {
      await db
        .update(menuDays)
        .set({ deletedAt: new Date(), draft: null, updatedAt: new Date() })
        .where(and(inWeek(viewer, from, to), eq(menuDays.published, false)));
      await db
        .update(menuDays)
        .set({ draft: null, updatedAt: new Date() })
        .where(and(inWeek(viewer, from, to), isNotNull(menuDays.draft)));
    },
  };
}
