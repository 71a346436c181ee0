import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { blackboardLimits } from '#contract/blackboard-rules';
import { chooseImages, type ImageRejection } from './image-rules.ts';

export interface ChosenImage {
  key: string;
  file: File;
  /** Object URL of the file as chosen, for the preview; revoked when removed or when the screen closes. */
  previewUrl: string;
}

let nextKey = 0;

/**
 * Images chosen on this device and not uploaded yet, with previews. Kept across failed uploads and offline spells:
 * the user never chooses them twice.
 */
export function useChosenImages(alreadyOnPost = 0) {
  const { t } = useLingui();
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const live = useRef(images);
  live.current = images;

  useEffect(() => () => live.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  const explain = useCallback(
    (name: string, reason: ImageRejection) => {
      const max = blackboardLimits.imagesPerPost;
      if (reason === 'type') return t`${name}: only JPEG, PNG, WebP or GIF images can be added.`;
      if (reason === 'size') return t`${name} is larger than 10 MB and cannot be added.`;
      return t`${name} was not added: a post can have at most ${max} images.`;
    },
    [t],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const choice = chooseImages(files, alreadyOnPost + live.current.length);
      setProblems(choice.rejected.map(({ file, reason }) => explain(file.name, reason)));
      if (choice.accepted.length === 0) return;
      const added = choice.accepted.map((file) => ({ key: `chosen-${++nextKey}`, file, previewUrl: URL.createObjectURL(file) }));
      setImages((current) => [...current, ...added]);
    },
    [alreadyOnPost, explain],
  );

  const remove = useCallback((key: string) => {
    setImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((image) => image.key !== key);
    });
    setProblems([]);
  }, []);

  const clear = useCallback(() => {
    live.current.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    setImages([]);
  }, []);

  return { images, problems, add, remove, clear };
}
