import { absencesEntity } from './absences.ts';
import { blackboardImagesEntity } from './blackboard-images.ts';
import { blackboardPostsEntity } from './blackboard-posts.ts';
import { childRecordsEntity } from './child-records.ts';
import { childrenEntity } from './children.ts';
import { commentsEntity } from './comments.ts';
import { confirmationsEntity } from './confirmations.ts';
import { contentTranslationsEntity } from './content-translations.ts';
import { eventsEntity } from './events.ts';
import { filesEntity } from './files.ts';
import { groupsEntity } from './groups.ts';
import { guardiansEntity } from './guardians.ts';
import { itemReadsEntity } from './item-reads.ts';
import { kindergartensEntity } from './kindergartens.ts';
import { menuDaysEntity } from './menu-days.ts';
import { messagesEntity } from './messages.ts';
import { newsEntity } from './news.ts';
import { notificationsEntity } from './notifications.ts';
import { roomMembersEntity } from './room-members.ts';
import { roomsEntity } from './rooms.ts';
import { rollCallEntriesEntity } from './roll-call-entries.ts';
import { rollCallsEntity } from './roll-calls.ts';
import type { SyncedEntityDefinition } from './synced-entity.ts';
import { usersEntity } from './users.ts';

/** Every synced entity of the app, in the order a pull asks their tables and an account deletion runs their steps. */
export const syncedEntityDefinitions = {
  kindergartens: kindergartensEntity,
  groups: groupsEntity,
  children: childrenEntity,
  users: usersEntity,
  guardians: guardiansEntity,
  files: filesEntity,
  blackboard_posts: blackboardPostsEntity,
  blackboard_images: blackboardImagesEntity,
  comments: commentsEntity,
  news: newsEntity,
  events: eventsEntity,
  confirmations: confirmationsEntity,
  menu_days: menuDaysEntity,
  absences: absencesEntity,
  rooms: roomsEntity,
  room_members: roomMembersEntity,
  messages: messagesEntity,
  notifications: notificationsEntity,
  content_translations: contentTranslationsEntity,
  child_records: childRecordsEntity,
  roll_calls: rollCallsEntity,
  roll_call_entries: rollCallEntriesEntity,
  item_reads: itemReadsEntity,
} as const;

export type SyncedEntityName = keyof typeof syncedEntityDefinitions;

const extra = new Map<string, SyncedEntityDefinition>();

/** The app's definitions and any registered at runtime, in order. */
export function syncedEntities(): SyncedEntityDefinition[] {
  return [...Object.values(syncedEntityDefinitions), ...extra.values()];
}

/** One entity by its name, or undefined. */
export function syncedEntity(name: string): SyncedEntityDefinition | undefined {
  return (syncedEntityDefinitions as Record<string, SyncedEntityDefinition>)[name] ?? extra.get(name);
}

/** Adds a definition (a test's own entity); the function returned takes it out again. */
export function registerSyncedEntity(definition: SyncedEntityDefinition): () => void {
  if (syncedEntity(definition.name)) throw new Error(`synced entity ${definition.name} is defined already`);
  extra.set(definition.name, definition);
  return () => {
    extra.delete(definition.name);
  };
}
