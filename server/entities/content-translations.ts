import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { contentTranslationRowSchema } from '#contract/sync-rows';
import { translatableTables, type TranslatableTable } from '#contract/translation-fields';
import * as s from '../db/schema/index.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { blackboardPostsEntity } from './blackboard-posts.ts';
import { commentsEntity } from './comments.ts';
import { eventsEntity } from './events.ts';
import { menuDaysEntity } from './menu-days.ts';
import { messagesEntity } from './messages.ts';
import { newsEntity } from './news.ts';
import type { SyncedEntityDefinition } from './synced-entity.ts';
import { defineSyncedEntity } from './synced-entity.ts';

const sources: { [T in TranslatableTable]: SyncedEntityDefinition } = {
  blackboard_posts: blackboardPostsEntity,
  comments: commentsEntity,
  news: newsEntity,
  events: eventsEntity,
  messages: messagesEntity,
  menu_days: menuDaysEntity,
};

/**
 * The translations into the viewer's translation language (`users.google_language`) of the items the viewer may see:
 * each source table's own rule decides, so a translation never tells more than its original.
 */
function translationsVisible(viewer: Viewer): SQL | undefined {
  const t = s.contentTranslations;
  const language = sql`(select ${s.users.googleLanguage} from ${s.users} where ${s.users.id} = ${viewer.userId})`;
  const ofTable = (name: TranslatableTable) => {
    const source = sources[name];
    const rule = source.visible(viewer);
    return and(
      eq(t.sourceTable, name),
      sql`${t.sourceId} in (select ${source.table.id} from ${source.table} where ${rule ?? sql`true`})`,
    );
  };
  return and(
    eq(t.kindergartenId, viewer.kindergartenId),
    sql`${t.targetLang} = ${language}`,
    or(...translatableTables.map(ofTable)),
  );
}

/** Machine translations of what the viewer may read; the kindergarten's, not a person's. */
export const contentTranslationsEntity = defineSyncedEntity({
  name: 'content_translations',
  table: s.contentTranslations,
  row: contentTranslationRowSchema,
  visible: translationsVisible,
  dexie: 'id, [source_table+source_id]',
  account: { delete: 'kept' },
});
