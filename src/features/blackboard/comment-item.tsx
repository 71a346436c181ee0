import { Trans, useLingui } from '@lingui/react/macro';
import { notifySuccess } from '../../api/notify.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import { discardOutboxEntry, retryOutboxEntry } from '../../sync/outbox-actions.ts';
import { TrashIcon } from '../../ui/control-icons.tsx';
import { deleteComment } from './blackboard-commands.ts';
import { blackboardMessages } from './blackboard-messages.ts';
import type { Comment } from './blackboard-queries.ts';
import { BlackboardSyncBadge } from './blackboard-sync-badge.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { FailedChangePanel } from '../../ui/failed-change-panel.tsx';
import { explainOutboxError } from './outbox-error.ts';
import { formatDateTime, formatRelativeTime } from './relative-time.ts';
import { useTranslatedItem, type ListTranslations } from '../../db/use-content-translations.ts';
import { TranslationNote } from '../../ui/translation-note.tsx';

interface CommentItemProps {
  comment: Comment;
  authorName: string | undefined;
  entry: OutboxEntry | undefined;
  canDelete: boolean;
  now: number;
  translations: ListTranslations;
}

export function CommentItem({ comment, authorName, entry, canDelete, now, translations }: CommentItemProps) {
  const translated = useTranslatedItem('comments', comment, translations);
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const failed = entry?.status === 'failed' ? entry : undefined;
  const author = authorName ?? i18n._(blackboardMessages.unknownAuthor);
  return (
    <li className="comment" data-comment-id={comment.id} data-state={entry?.status}>
      <div className="comment__head">
        <span className="comment__author">{author}</span>
        <time
          className="comment__time"
          dateTime={comment.created_at}
          title={formatDateTime(comment.created_at, locale)}
        >
          {formatRelativeTime(comment.created_at, now, locale)}
        </time>
        <BlackboardSyncBadge entry={entry} />
        {canDelete && !entry && (
          <ConfirmButton
            className="comment__delete"
            label={t`Delete comment of ${author}`}
            title={<Trans>Delete this comment?</Trans>}
            text={<Trans>It will be removed for everyone.</Trans>}
            confirmLabel={<Trans>Delete comment</Trans>}
            onConfirm={async () => {
              await deleteComment(comment);
              notifySuccess(blackboardMessages.commentDeleted);
            }}
          >
            <TrashIcon size={18} />
          </ConfirmButton>
        )}
      </div>
      <p className="comment__text" lang={translated.lang}>
        {translated.text('comment', comment.comment)}
      </p>
      <TranslationNote item={translated} />
      {failed && (
        <FailedChangePanel
          reason={explainOutboxError(failed.lastError)}
          onRetry={() => retryOutboxEntry(failed.id)}
          onDiscard={async () => {
            await discardOutboxEntry(failed.id);
            notifySuccess(blackboardMessages.discarded);
          }}
        />
      )}
    </li>
  );
}
