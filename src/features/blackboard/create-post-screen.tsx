import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { v7 as uuidv7 } from 'uuid';
import { ApiError } from '../../api/api-error.ts';
import { notifySuccess } from '../../api/notify.ts';
import { applyServerErrors } from '../../forms/apply-server-errors.ts';
import { useOnline } from '../../sync/use-online.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Page } from '../../ui/page.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { blackboardMessages } from './blackboard-messages.ts';
import { ImagePicker } from './image-picker.tsx';
import { explainRefusalCode } from './outbox-error.ts';
import { postFormFields, postFormResolver, preloadPostSchema, type PostFormValues } from './post-form-resolver.ts';
import { BackToBoard } from './post-screen.tsx';
import { PostTextFields } from './post-text-fields.tsx';
import { createPost } from './post-writes.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useChosenImages } from './use-chosen-images.ts';
import { useViewer } from './use-kindergarten-viewer.ts';
import './blackboard.css';

/**
 * Creating a post: title, text and up to 10 images (each downscaled as it is chosen, with an optional
 * description), uploaded with a progress bar. It
 * needs the network; offline the screen says so and keeps everything until the user sends it.
 */
export function CreatePostScreen() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`New post`);
  const navigate = useNavigate();
  const viewer = useViewer();
  const online = useOnline();
  const chosen = useChosenImages();
  const [postId] = useState(() => uuidv7());
  const attemptKey = useRef(uuidv7());
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<PostFormValues>({
    resolver: postFormResolver,
    defaultValues: { title: '', description: '' },
  });
  const description = useWatch({ control, name: 'description' });
  useEffect(preloadPostSchema, []);

  const submit = handleSubmit(async (values) => {
    if (!viewer) return;
    if (!navigator.onLine) return setFailure(i18n._(blackboardMessages.offlineCreate));
    setFailure(null);
    try {
      await createPost(
        {
          ...values,
          id: postId,
          idempotencyKey: attemptKey.current,
          kindergartenId: viewer.kindergartenId,
          images: chosen.images,
        },
        viewer.userId,
        setProgress,
      );
      notifySuccess(blackboardMessages.postCreated);
      chosen.clear();
      await navigate({ to: '/blackboard/$id', params: { id: postId }, replace: true });
    } catch (error) {
      setProgress(undefined);
      // A definite answer is stored under its key on the server: the next try needs a new one. Without an answer
      // the first try may have landed, and the same key lets the server answer it once.
      if (!(error instanceof ApiError) || error.kind !== 'offline') attemptKey.current = uuidv7();
      const refusal = error instanceof ApiError ? explainRefusalCode(error.body) : null;
      // A refused image (type, size, count) is said here, with our words; text fields get theirs next to them.
      if (error instanceof ApiError && error.kind === 'validation' && !refusal)
        applyServerErrors(error, postFormFields, setError);
      const offline = error instanceof ApiError && error.kind === 'offline';
      setFailure(refusal ?? i18n._(offline ? blackboardMessages.offlineCreate : blackboardMessages.uploadFailed));
    }
  });

  const uploading = progress !== undefined;
  return (
    <Page withNav>
      <div className="stack stack--lg">
        <BackToBoard />
        <h1 className="page__title">
          <Trans>New post</Trans>
        </h1>
        <Card>
          <form className="stack stack--lg" noValidate onSubmit={submit}>
            <PostTextFields register={register} errors={formState.errors} descriptionLength={description.length} />
            <ImagePicker
              items={chosen.images.map((image) => ({
                key: image.key,
                name: image.name,
                preview: <img src={image.previewUrl} alt={image.name} className="image-picker__preview" />,
                alt: { value: image.alt, onChange: (alt: string) => chosen.describe(image.key, alt) },
              }))}
              problems={chosen.problems}
              preparing={chosen.preparing}
              onAdd={(files) => void chosen.add(files)}
              onRemove={chosen.remove}
              disabled={uploading}
            />
            {!online && (
              <p className="post-form__offline" role="status">
                <Trans>
                  You are offline. Publishing needs a connection; everything you entered stays here until then.
                </Trans>
              </p>
            )}
            {failure && online && (
              <p className="post-form__offline" role="alert">
                {failure}
              </p>
            )}
            {uploading && <UploadProgress fraction={progress} />}
            <div className="post-form__actions">
              <Button type="submit" busy={uploading} disabled={!online || chosen.preparing !== null}>
                <Trans>Publish</Trans>
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </Page>
  );
}
