import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PostImage } from './blackboard-queries.ts';
import { FileImage } from './file-image.tsx';
import { ImageViewer } from './image-viewer.tsx';

/** All images of a post as a grid of buttons; each opens the full-screen viewer at that image. */
export function PostImages({ images, postTitle }: { images: readonly PostImage[]; postTitle: string }) {
  const { t } = useLingui();
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (images.length === 0) return null;
  const count = images.length;
  return (
    <>
      <ul className="post-images" data-count={Math.min(count, 3)}>
        {images.map((image, index) => {
          const position = index + 1;
          return (
            <li key={image.id}>
              <button type="button" className="post-images__open" aria-label={t`Show image ${position} of ${count} full screen`} onClick={() => setOpenAt(index)}>
                <FileImage fileId={image.file_id} alt="" className="post-images__image" />
              </button>
            </li>
          );
        })}
      </ul>
      <ImageViewer images={images} openAt={openAt} postTitle={postTitle} onClose={() => setOpenAt(null)} />
    </>
  );
}
