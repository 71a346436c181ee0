import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/**
 * The text a post's picture is read out as: the author's own description, else where it stands in the post and what
 * the post is about ("Photo 2 of 3: Summer party"), so a screen reader never just says "image".
 */
export function useImageAlt(postTitle: string, count: number) {
  const { t } = useLingui();
  return useCallback(
    (image: { alt?: string | null }, index: number) => {
      const own = image.alt?.trim();
      if (own) return own;
      const position = index + 1;
      return count === 1 ? t`Photo: ${postTitle}` : t`Photo ${position} of ${count}: ${postTitle}`;
    },
    [t, postTitle, count],
  );
}
