import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { blackboardLimits } from '#contract/blackboard-rules';
import { prepareImageOffThread } from './prepare-image-off-thread.ts';
import { chooseImages, type ImageRejection } from './image-rules.ts';

export interface ChosenImage {
  key: string;
  /** The file's name as the user chose it (the uploaded file may be renamed, e.g. .png → .webp). */
  name: string;
  /** The image as it will be uploaded: already downscaled on this device. */
  file: File;
  /** Object URL of that file, for the preview; revoked when removed or when the screen closes. */
  previewUrl: string;
  /** The author's description of the picture for people who cannot see it; empty = a generated one. */
  alt: string;
}

/** How many of the files just chosen have been prepared; null when none are being prepared. */
export type Preparing = { done: number; total: number } | null;

let nextKey = 0;

/** Lets the browser paint and take input between two photos, since decoding one may take a second on a phone. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Images chosen on this device and not uploaded yet, with previews. Each is downscaled as soon as it is chosen, so a
 * refusal is said at once, per file, and the upload later sends only small files. Kept across failed uploads and
 * offline spells: the user never chooses them twice.
 */
export function useChosenImages(alreadyOnPost = 0) {
  const { t } = useLingui();
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [preparing, setPreparing] = useState<Preparing>(null);
  const live = useRef(images);
  live.current = images;
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      live.current.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    };
  }, []);

  const explain = useCallback(
    (name: string, reason: ImageRejection) => {
      const max = blackboardLimits.imagesPerPost;
      const megabytes = blackboardLimits.imageMaxBytes / 1024 / 1024;
      if (reason === 'not-image')
        return t`${name} is not an image and was not added. Please choose a photo (JPEG, PNG, WebP, GIF or HEIC).`;
      if (reason === 'undecodable')
        return t`${name} could not be opened on this device and was not added. Please save it as JPEG and choose it again.`;
      if (reason === 'too-many-pixels')
        return t`${name} has too many pixels to be opened and was not added. Please choose a smaller image.`;
      if (reason === 'too-large') return t`${name} cannot be made smaller than ${megabytes} MB and was not added.`;
      return t`${name} was not added: a post can have at most ${max} images.`;
    },
    [t],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      const choice = chooseImages(files, alreadyOnPost + live.current.length);
      const refused = choice.rejected.map(({ file, reason }) => explain(file.name, reason));
      setProblems(refused);
      const total = choice.accepted.length;
      for (const [done, chosen] of choice.accepted.entries()) {
        setPreparing({ done, total });
        await nextTask();
        const prepared = await prepareImageOffThread(chosen);
        if (!mounted.current) return;
        if ('refused' in prepared) {
          refused.push(explain(chosen.name, prepared.refused));
          setProblems([...refused]);
          continue;
        }
        const image = {
          key: `chosen-${++nextKey}`,
          name: chosen.name,
          file: prepared.file,
          previewUrl: URL.createObjectURL(prepared.file),
          alt: '',
        };
        setImages((current) => [...current, image]);
      }
      setPreparing(null);
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

  const describe = useCallback((key: string, alt: string) => {
    setImages((current) => current.map((image) => (image.key === key ? { ...image, alt } : image)));
  }, []);

  const clear = useCallback(() => {
    live.current.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    setImages([]);
  }, []);

  return { images, problems, preparing, add, remove, describe, clear };
}
