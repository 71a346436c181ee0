import type { FastifyBaseLogger } from 'fastify';
import { realtimeChannels, realtimeEvents, type SyncAvailableEvent } from '#contract/realtime';
import type { Notifier } from '../push/notify-users.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import type { Repositories } from '../repositories/repositories.ts';
import type { CommentWritten } from './comment-writes.ts';
import type { PostRow } from '../repositories/blackboard-repository.ts';

export type BoardAnnouncer = ReturnType<typeof boardAnnouncer>;
const previewLength = 120;

/**
 * What the board tells others after a write committed: everyone of the kindergarten may pull (`sync.available`), and
 * new posts and comments become notifications. Notifications run in the background: the answer does not wait for
 * pushes, and the notifier never throws.
 */
export function boardAnnouncer(deps: { publisher: RealtimePublisher; notifier: Notifier; repositories: Repositories }) {
  const { publisher, notifier, repositories } = deps;
  const authorName = async (userId: string) => (await repositories.blackboard.authors([userId]))[0]?.name ?? '';
  const inBackground = (work: Promise<unknown>, log: FastifyBaseLogger) =>
    void work.catch((error: unknown) => log.error({ err: error }, 'could not notify about a blackboard change'));

  return {
    /** `version` 0 means a repeat that wrote nothing: nobody needs to pull. */
    async syncAvailable(kindergartenId: string, version: number, log: FastifyBaseLogger): Promise<void> {
      if (version === 0) return;
      const data: SyncAvailableEvent = { version };
      await publishSafely(
        publisher,
        { channels: [realtimeChannels.kindergarten(kindergartenId)], event: realtimeEvents.syncAvailable, data },
        log,
      );
    },

    newPost(post: PostRow, log: FastifyBaseLogger): void {
      inBackground(
        (async () => {
          const [audience, author] = await Promise.all([
            repositories.blackboard.audience(post.kindergarten_id, post.author_id),
            authorName(post.author_id),
          ]);
          await notifier.notifyUsers(audience, {
            text: { key: 'blackboard.post', params: { author, title: post.title } },
            target: { type: 'blackboard-post', id: post.id },
          });
        })(),
        log,
      );
    },

    /** The post's author hears of a comment, unless they wrote it. */
    newComment({ comment, post }: CommentWritten, log: FastifyBaseLogger): void {
      if (comment.author_id === post.author_id) return;
      inBackground(
        (async () => {
          const preview =
            comment.comment.length > previewLength
              ? `${comment.comment.slice(0, previewLength - 1)}…`
              : comment.comment;
          const text = {
            key: 'blackboard.comment' as const,
            params: { author: await authorName(comment.author_id), preview },
          };
          await notifier.notifyUsers([post.author_id], { text, target: { type: 'blackboard-post', id: post.id } });
        })(),
        log,
      );
    },
  };
}
