import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useEntitiesOutbox } from '../../sync/use-outbox.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ArrowLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { CommentField } from './comment-field.tsx';
import { useContentTranslations, useTranslatedItem } from '../../db/use-content-translations.ts';
import { CommentItem } from './comment-item.tsx';
import { useComments, usePostDetail } from './use-blackboard.ts';
import { canModerate, useViewer } from './use-kindergarten-viewer.ts';
import { useNow } from '../../ui/use-now.ts';
import { usePostPresence } from '../../sync/use-post-or-pull.ts';
import './blackboard.css';

/** /blackboard/{id}/comments: the thread, oldest first, and a field to add one (through the outbox). */
export function CommentsScreen({ id, notFound }: { id: string; notFound: ReactNode }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const detail = usePostDetail(id);
  const thread = useComments(id);
  const outbox = useEntitiesOutbox('comments');
  const translations = useContentTranslations('comments', thread?.comments.map((comment) => comment.id) ?? []);
  const now = useNow();
  const presence = usePostPresence(detail === undefined ? undefined : detail !== null, viewer?.userId);
  // The post's title as its screen shows it by default: in the reader's translation language when there is one.
  const post = useTranslatedItem('blackboard_posts', detail?.post, useContentTranslations('blackboard_posts', [id]));
  const postTitle = detail ? post.text('title', detail.post.title) : '';
  useDocumentTitle(postTitle ? t`Comments on ${postTitle}` : t`Comments`);

  if (presence === 'missing') return notFound;
  if (presence === 'loading' || !detail || !thread || !viewer) {
    return (
      <Page withNav>
        <Skeleton lines={6} label={t`Loading`} />
      </Page>
    );
  }
  const moderator = canModerate(viewer);
  return (
    <Page withNav>
      <div className="stack stack--lg">
        <ButtonLink to="/blackboard/$id" params={{ id }} variant="ghost" className="back-link">
          <ArrowLeftIcon size={20} />
          <span className="back-link__label" lang={post.lang}>
            {postTitle}
          </span>
        </ButtonLink>
        <h1 className="page__title">
          <Trans>Comments</Trans>
        </h1>
        {thread.comments.length === 0 ? (
          <p className="text-muted">
            <Trans>No comments yet. Be the first to write one.</Trans>
          </p>
        ) : (
          <Card as="div" flush>
            <ul className="comments" aria-label={t`Comments`}>
              {thread.comments.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  authorName={thread.names.get(comment.author_id)}
                  entry={outbox.get(comment.id)}
                  canDelete={moderator || comment.author_id === viewer.userId}
                  now={now}
                  translations={translations}
                />
              ))}
            </ul>
          </Card>
        )}
        <Card>
          <CommentField postId={id} authorId={viewer.userId} />
        </Card>
      </div>
    </Page>
  );
}
