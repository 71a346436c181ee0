import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { BoardIcon } from '../../ui/icons.tsx';
import { CommentIcon } from '../../ui/control-icons.tsx';
import { BlackboardSyncBadge } from './blackboard-sync-badge.tsx';
import { blackboardMessages } from './blackboard-messages.ts';
import { FileImage } from './file-image.tsx';
import { formatDateTime, formatRelativeTime } from './relative-time.ts';
import { usePostSummary } from './use-blackboard.ts';
import { useNow } from '../../ui/use-now.ts';
import { NewBadge } from '../reads/new-badge.tsx';
import { useTranslatedItem, type ListTranslations } from '../../db/use-content-translations.ts';
import { TranslationNote } from '../../ui/translation-note.tsx';

/**
 * One post in the list: first image, title, author, time, comment count and sync state, in one fixed-height row. A
 * translated title has its toggle next to the link (a button cannot sit inside it), placed over the row's foot.
 */
export function PostListRow({
  id,
  entry,
  translations,
  isNew,
}: {
  id: string;
  entry: OutboxEntry | undefined;
  translations: ListTranslations;
  /** Whether a post wears the "New" marker (contract/read-rules.ts); undefined while the reads load. */
  isNew: ((post: { id: string; shown_at: string; author_id: string }) => boolean) | undefined;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const now = useNow();
  const summary = usePostSummary(id);
  const translated = useTranslatedItem('blackboard_posts', summary?.post, translations);
  if (!summary) return <span className="post-row post-row--loading" aria-hidden="true" />;
  const { post, firstImage, firstImageFileId, commentCount, authorName } = summary;
  const author = authorName ?? i18n._(blackboardMessages.unknownAuthor);
  return (
    <>
      <Link to="/blackboard/$id" params={{ id }} className="post-row" data-post-id={id}>
        {firstImageFileId ? (
          <FileImage fileId={firstImageFileId} alt="" className="post-row__thumb" />
        ) : (
          <span className="post-row__thumb post-row__thumb--none" aria-hidden="true">
            <BoardIcon size={28} />
          </span>
        )}
        <span className="post-row__main">
          <span className="post-row__title" lang={translated.lang}>
            {translated.text('title', post.title)}
          </span>

          <span className="post-row__meta">
            {author} ·{' '}
            <time dateTime={post.created_at} title={formatDateTime(post.created_at, locale)}>
              {formatRelativeTime(post.created_at, now, locale)}
            </time>
          </span>
          <span className="post-row__foot">
            <span className="post-row__comments">
              <CommentIcon size={16} />
              <span aria-hidden="true">{commentCount}</span>
              <span className="visually-hidden">
                <Plural value={commentCount} one="# comment" other="# comments" />
              </span>
            </span>
            {isNew?.({ id: post.id, shown_at: post.created_at, author_id: post.author_id }) && <NewBadge />}
            <BlackboardSyncBadge entry={entry} />
            {firstImage && (
              <span className="visually-hidden">
                <Trans>with images</Trans>
              </span>
            )}
          </span>
        </span>
      </Link>
      {translated.view?.state === 'translated' && (
        <span className="post-row__translation">
          <TranslationNote item={translated} compact />
        </span>
      )}
    </>
  );
}
