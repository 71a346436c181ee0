import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PostImage } from './blackboard-queries.ts';
import { FileImage } from './file-image.tsx';
import { ImageViewer } from './image-viewer.tsx';
import { useImageAlt } from './use-image-alt.ts';

/** All images of a post as a grid of buttons; each opens the full-screen viewer at that image. */
export function PostImages({ images, postTitle }: { images: readonly PostImage[]; postTitle: string }) {
  const { t } = useLingui();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const count = images.length;
  const altOf = useImageAlt(postTitle, count);
  if (count === 0) return null;
  return (
    <>
      <ul className="post-images" data-count={Math.min(count, 3)}>
        {images.map((image, index) => {
          const alt = altOf(image, index);
          return (
            <li key={image.id}>
              {/* The picture's text names the button, so a screen reader hears what it shows, not only where. */}
              <button
                type="button"
                className="post-images__open"
                aria-label={t`${alt} (show full screen)`}
                onClick={() => setOpenAt(index)}
              >
                <FileImage fileId={image.file_id} alt={alt} className="post-images__image" />
              </button>
            </li>
          );
        })}
      </ul>
      <ImageViewer images={images} openAt={openAt} postTitle={postTitle} onClose={() => setOpenAt(null)} />
    </>
  );
}
