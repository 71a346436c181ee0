import { useEffect, useState } from 'react';
import { fetchFile } from '../../api/fetch-file.ts';
import { BlobUrlCache } from './blob-url-cache.ts';

// About two screens of thumbnails stay ready when scrolling back; everything else is fetched again (from the
// service worker's cache, so offline too).
const cache = new BlobUrlCache({ maxIdle: 60, load: (fileId) => fetchFile(fileId) });

export type FileUrlState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** A blob URL of an authenticated file for `<img src>`; released (and maybe revoked) when no longer shown. */
export function useFileUrl(fileId: string | undefined): FileUrlState {
  const [state, setState] = useState<{ fileId: string | undefined; value: FileUrlState }>({ fileId, value: { status: 'loading' } });
  useEffect(() => {
    if (!fileId) return;
    let current = true;
    cache.acquire(fileId).then(
      (url) => current && setState({ fileId, value: { status: 'ready', url } }),
      () => current && setState({ fileId, value: { status: 'failed' } }),
    );
    return () => {
      current = false;
      cache.release(fileId);
    };
  }, [fileId]);
  return state.fileId === fileId ? state.value : { status: 'loading' };
}
