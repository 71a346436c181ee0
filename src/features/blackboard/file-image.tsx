import type { ImgHTMLAttributes } from 'react';
import { useFileUrl } from '../../api/use-file-url.ts';
import { SkeletonBox } from '../../ui/skeleton.tsx';

interface FileImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  fileId: string;
  alt: string;
}

/**
 * An image served by GET /api/files/{id}: a calm placeholder box while it loads (or when it cannot, e.g. offline and
 * never seen), the picture once its blob URL is there.
 */
export function FileImage({ fileId, alt, className, ...props }: FileImageProps) {
  const state = useFileUrl(fileId);
  if (state.status !== 'ready') {
    const placeholder = ['file-image-placeholder', className].filter(Boolean).join(' ');
    const loading = state.status === 'loading';
    // A decorative picture (alt="") stays hidden from assistive technology while it loads, as the <img> would be.
    if (alt === '') return <SkeletonBox className={placeholder} loading={loading} aria-hidden="true" />;
    return <SkeletonBox className={placeholder} loading={loading} role="img" aria-label={alt} />;
  }
  // `data-file-id`: a screen snapshot shows the picture from the service worker's file cache (capture-screen-snapshots).
  return <img src={state.url} alt={alt} className={className} decoding="async" data-file-id={fileId} {...props} />;
}
