import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { notifyError } from '../../api/notify.ts';
import { useOnline } from '../../sync/use-online.ts';
import { Button } from '../../ui/button.tsx';
import { blackboardMessages } from './blackboard-messages.ts';
import type { PostImage } from './blackboard-queries.ts';
import { FileImage } from './file-image.tsx';
import { ImagePicker } from './image-picker.tsx';
import { addPostImage, removePostImage } from './post-writes.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useChosenImages } from './use-chosen-images.ts';
import { useImageAlt } from './use-image-alt.ts';

/**
 * The images of a post being edited: remove one at once, or choose new ones and upload them. Both need the network
 * (the outbox keeps JSON only); offline the buttons say why they wait, and chosen images stay chosen.
 */
export function EditPostImages({
  postId,
  postTitle,
  images,
  listFileIds,
  userId,
}: {
  postId: string;
  postTitle: string;
  images: readonly PostImage[];
  listFileIds: ReadonlyMap<string, string>;
  userId: string;
}) {
  const { t } = useLingui();
  const altOf = useImageAlt(postTitle, images.length);
  const online = useOnline();
  const chosen = useChosenImages(images.length);
  const [progress, setProgress] = useState<{ done: number; fraction: number } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const upload = async () => {
    for (const [index, image] of chosen.images.entries()) {
      setProgress({ done: index, fraction: 0 });
      try {
        await addPostImage(postId, image, userId, (fraction) => setProgress({ done: index, fraction }));
        chosen.remove(image.key);
      } catch (error) {
        if (!(error instanceof ApiError)) notifyError(blackboardMessages.uploadFailed);
        break;
      }
    }
    setProgress(null);
  };

  const total = chosen.images.length;
  const items = [
    ...images.map((image, index) => ({
      key: image.id,
      name: altOf(image, index),
      removeDisabled: !online || removing !== null,
      preview: (
        <FileImage
          fileId={listFileIds.get(image.file_id) ?? image.file_id}
          alt={altOf(image, index)}
          className="image-picker__preview"
        />
      ),
    })),
    ...chosen.images.map((image) => ({
      key: image.key,
      name: image.name,
      preview: (
        <img
          src={image.previewUrl}
          alt={t`${image.name} (not uploaded yet)`}
          className="image-picker__preview image-picker__preview--new"
        />
      ),
      alt: { value: image.alt, onChange: (alt: string) => chosen.describe(image.key, alt) },
    })),
  ];

  return (
    <div className="stack">
      <ImagePicker
        items={items}
        problems={chosen.problems}
        onAdd={(files) => void chosen.add(files)}
        preparing={chosen.preparing}
        disabled={progress !== null}
        hint={!online ? <Trans>Adding and removing images needs a connection.</Trans> : undefined}
        onRemove={async (key) => {
          if (chosen.images.some((image) => image.key === key)) return chosen.remove(key);
          setRemoving(key);
          try {
            await removePostImage(postId, key, userId);
          } catch {
            // The API client has said why (toast); the image stays.
          } finally {
            setRemoving(null);
          }
        }}
      />
      {progress && <UploadProgress fraction={(progress.done + progress.fraction) / total} />}
      {total > 0 && (
        <Button
          variant="secondary"
          className="image-picker__add"
          busy={progress !== null}
          disabled={!online || chosen.preparing !== null}
          onClick={() => void upload()}
        >
          <Trans>Upload new images</Trans>
        </Button>
      )}
    </div>
  );
}
