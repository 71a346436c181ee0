import type { FastifyBaseLogger } from 'fastify';
import type { PublicationKind } from '#contract/publication-rules';
import { realtimeChannels, realtimeEvents, type SyncAvailableEvent } from '#contract/realtime';
import type { Db } from '../db/client.ts';
import type { Notifier } from '../push/notify-users.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import { createRepositories } from '../repositories/repositories.ts';

export type PublishDeps = { db: Db; publisher: RealtimePublisher; notifier: Notifier; log: FastifyBaseLogger };
export type Published = { id: string; version: number; notifiedUserIds: string[] };

/**
 * Publishes a news item or an event (a draft gets `published_at` now) and tells the parents it is for: every parent
 * of the kindergarten, or the guardians of children in its groups (a notification row, realtime, push). An item
 * published already is left alone and nobody is told again. Undefined when no such item exists.
 */
export async function publishPublication(
  deps: PublishDeps,
  kind: PublicationKind,
  id: string,
  now = new Date(),
): Promise<Published | undefined> {
  const { publications } = createRepositories(deps.db);
  const item = await publications.markPublished(kind, id, now);
  if (!item) return undefined;
  if (!item.wasDraft) return { id: item.id, version: item.version, notifiedUserIds: [] };
  const parentIds = await publications.audienceParentIds(item);
  // Everyone of the kindergarten pulls: the item itself is what parents of its audience see; the others get nothing
  // new from the sync but learn no more than a version number.
  const data: SyncAvailableEvent = { version: item.version };
  await publishSafely(
    deps.publisher,
    { channels: [realtimeChannels.kindergarten(item.kindergarten_id)], event: realtimeEvents.syncAvailable, data },
    deps.log,
  );
  const text =
    kind === 'news'
      ? ({ key: 'news.published', params: { title: item.title } } as const)
      : ({ key: 'event.published', params: { title: item.title } } as const);
  const outcome = await deps.notifier.notifyUsers(parentIds, { text, target: { type: kind, id: item.id } });
  return { id: item.id, version: item.version, notifiedUserIds: outcome.notifications.map((row) => row.user_id) };
}
