import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { updatePostText } from './blackboard-commands.ts';
import { blackboardMessages } from './blackboard-messages.ts';
import type { Post } from './blackboard-queries.ts';
import { EditPostImages } from './edit-post-images.tsx';
import { postFormResolver, preloadPostSchema, type PostFormValues } from './post-form-resolver.ts';
import { BackToBoard } from './post-screen.tsx';
import { PostTextFields } from './post-text-fields.tsx';
import { usePostDetail } from './use-blackboard.ts';
import { useViewer } from './use-kindergarten-viewer.ts';
import { usePostPresence } from '../../sync/use-post-or-pull.ts';
import './blackboard.css';

/** The author changes a post: its text through the outbox (works offline), its images online. */
export function EditPostScreen({ id, notFound }: { id: string; notFound: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Edit post`);
  const viewer = useViewer();
  const detail = usePostDetail(id);
  const presence = usePostPresence(detail === undefined ? undefined : detail !== null, viewer?.userId);
  if (presence === 'missing') return notFound;
  if (presence === 'loading' || !detail || !viewer) {
    return (
      <Page withNav>
        <Skeleton lines={6} label={t`Loading`} />
      </Page>
    );
  }
  return (
    <Page withNav>
      <div className="stack stack--lg">
        <BackToBoard />
        <h1 className="page__title">
          <Trans>Edit post</Trans>
        </h1>
        {viewer.userId !== detail.post.author_id ? (
          <p>
            <Trans>Only the author can change this post.</Trans>
          </p>
        ) : (
          <>
            <Card>
              <PostTextForm post={detail.post} />
            </Card>
            <Card>
              <EditPostImages
                postId={id}
                postTitle={detail.post.title}
                images={detail.images}
                listFileIds={detail.listFileIds}
                userId={viewer.userId}
              />
            </Card>
          </>
        )}
      </div>
    </Page>
  );
}

function PostTextForm({ post }: { post: Post }) {
  const navigate = useNavigate();
  const { register, handleSubmit, control, formState } = useForm<PostFormValues>({
    resolver: postFormResolver,
    defaultValues: { title: post.title, description: post.description },
  });
  const description = useWatch({ control, name: 'description' });
  useEffect(preloadPostSchema, []);
  const submit = handleSubmit(async (values) => {
    try {
      await updatePostText(post, values);
      notifySuccess(blackboardMessages.postSaved);
      await navigate({ to: '/blackboard/$id', params: { id: post.id } });
    } catch (error) {
      // Only a local failure lands here (IndexedDB full or blocked); the text stays in the form.
      console.error(error);
      notifyError(blackboardMessages.saveFailed);
    }
  });
  return (
    <form className="stack stack--lg" noValidate onSubmit={submit}>
      <PostTextFields register={register} errors={formState.errors} descriptionLength={description.length} />
      <div className="post-form__actions">
        <Button type="submit" busy={formState.isSubmitting}>
          <Trans>Save text</Trans>
        </Button>
        <ButtonLink to="/blackboard/$id" params={{ id: post.id }} variant="ghost">
          <Trans>Cancel</Trans>
        </ButtonLink>
      </div>
    </form>
  );
}
