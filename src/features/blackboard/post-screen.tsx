import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { discardOutboxEntry, retryOutboxEntry } from '../../sync/outbox-actions.ts';
import { useEntityOutbox } from '../../sync/use-outbox.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ArrowLeftIcon, CommentIcon, PencilIcon, TrashIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { deletePost } from './blackboard-commands.ts';
import { blackboardMessages } from './blackboard-messages.ts';
import { BlackboardSyncBadge } from './blackboard-sync-badge.tsx';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { FailedChangePanel } from '../../ui/failed-change-panel.tsx';
import { explainOutboxError } from './outbox-error.ts';
import { PostImages } from './post-images.tsx';
import { formatDateTime, formatRelativeTime } from './relative-time.ts';
import { usePostDetail } from './use-blackboard.ts';
import { canModerate, useViewer } from './use-kindergarten-viewer.ts';
import { useNow } from '../../ui/use-now.ts';
import { usePostPresence } from '../../sync/use-post-or-pull.ts';
import { useContentTranslations, useTranslatedItem } from '../../db/use-content-translations.ts';
import { TranslationNote } from '../../ui/translation-note.tsx';
import './blackboard.css';
import { useRecordRead } from '../reads/use-record-read.ts';

export function BackToBoard() {
  return (
    <ButtonLink to="/blackboard" variant="ghost" className="back-link">
      <ArrowLeftIcon size={20} />
      <Trans>Blackboard</Trans>
    </ButtonLink>
  );
}

/** /blackboard/{id}: the whole post, its images, the way to its comments; edit/delete where allowed. */
export function PostScreen({ id, notFound }: { id: string; notFound: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const now = useNow();
  const navigate = useNavigate();
  const viewer = useViewer();
  const detail = usePostDetail(id);
  // One's own post is never new to them: nothing to record.
  useRecordRead('post', detail && viewer && detail.post.author_id !== viewer.userId ? detail.post.id : undefined);
  const entry = useEntityOutbox('blackboard_posts', id);
  const presence = usePostPresence(detail === undefined ? undefined : detail !== null, viewer?.userId);
  const translated = useTranslatedItem(
    'blackboard_posts',
    detail?.post,
    useContentTranslations('blackboard_posts', [id]),
  );
  useDocumentTitle(detail ? translated.text('title', detail.post.title) : t`Post`);

  if (presence === 'missing') return notFound;
  if (presence === 'loading' || !detail) {
    return (
      <Page withNav>
        <Skeleton lines={6} label={t`Loading`} />
      </Page>
    );
  }
  const { post, images, commentCount, authorName } = detail;
  const isAuthor = viewer?.userId === post.author_id;
  const failed = entry?.status === 'failed' ? entry : undefined;

  const remove = async () => {
    try {
      await deletePost(post);
      notifySuccess(blackboardMessages.postDeleted);
      await navigate({ to: '/blackboard', replace: true });
    } catch (error) {
      console.error(error);
      notifyError(blackboardMessages.saveFailed);
    }
  };

  return (
    <Page withNav>
      <article className="stack stack--lg" aria-labelledby="post-title">
        <BackToBoard />
        <header className="stack post-head">
          <h1 id="post-title" className="page__title post-head__title" lang={translated.lang}>
            {translated.text('title', post.title)}
          </h1>
          <p className="post-head__meta">
            {authorName ?? i18n._(blackboardMessages.unknownAuthor)} ·{' '}
            <time dateTime={post.created_at} title={formatDateTime(post.created_at, locale)}>
              {formatRelativeTime(post.created_at, now, locale)}
            </time>{' '}
            <BlackboardSyncBadge entry={entry} />
          </p>
          <TranslationNote item={translated} />
        </header>
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
        <PostImages images={images} postTitle={translated.text('title', post.title)} />
        {post.description && (
          <Card as="div" className="post-text" lang={translated.lang}>
            {translated.text('description', post.description)}
          </Card>
        )}
        <div className="post-actions">
          <ButtonLink to="/blackboard/$id/comments" params={{ id }} variant="secondary">
            <CommentIcon size={20} />
            {commentCount === 0 ? <Trans>Write a comment</Trans> : <Trans>Comments ({commentCount})</Trans>}
          </ButtonLink>
          {isAuthor && (
            <ButtonLink to="/blackboard/$id/edit" params={{ id }} variant="ghost">
              <PencilIcon size={20} />
              <Trans>Edit</Trans>
            </ButtonLink>
          )}
          {(isAuthor || canModerate(viewer)) && (
            <ConfirmButton
              title={<Trans>Delete this post?</Trans>}
              text={<Trans>The post, its images and its comments will be removed for everyone.</Trans>}
              confirmLabel={<Trans>Delete post</Trans>}
              onConfirm={remove}
            >
              <TrashIcon size={20} />
              <Trans>Delete</Trans>
            </ConfirmButton>
          )}
        </div>
      </article>
    </Page>
  );
}
