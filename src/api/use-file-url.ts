import { useEffect, useState } from 'react';
import { fetchFile } from './fetch-file.ts';
import { BlobUrlCache } from './blob-url-cache.ts';

// About two screens of thumbnails stay ready when scrolling back; everything else is fetched again (from the
// service worker's cache, so offline too).
const cache = new BlobUrlCache({ maxIdle: 60, load: (fileId) => fetchFile(fileId) });

export type FileUrlState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/**
 * A blob URL of an authenticated file for `<img src>`; released (and maybe revoked) when no longer shown. A file
 * that could not load (offline and never seen) is tried again when the connection is back.
 */
export function useFileUrl(fileId: string | undefined): FileUrlState {
  const [state, setState] = useState<{ fileId: string | undefined; value: FileUrlState }>({
    fileId,
    value: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!fileId) return;
    let current = true;
    const retryOnline = () => setAttempt((value) => value + 1);
    cache.acquire(fileId).then(
      (url) => current && setState({ fileId, value: { status: 'ready', url } }),
      () => {
        if (!current) return;
        setState({ fileId, value: { status: 'failed' } });
        window.addEventListener('online', retryOnline, { once: true });
      },
    );
    return () => {
      current = false;
      window.removeEventListener('online', retryOnline);
      cache.release(fileId);
    };
  }, [fileId, attempt]);
  return state.fileId === fileId ? state.value : { status: 'loading' };
}
