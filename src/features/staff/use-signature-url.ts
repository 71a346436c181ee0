import { useEffect, useState } from 'react';
import { fetchFile } from '../../api/fetch-file.ts';

export type SignatureUrl = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/**
 * A blob URL of a signature (bearer-only file, ADR 0004), revoked when no longer shown. The blackboard's cached
 * hook (features/blackboard/use-file-url.ts) is that feature's own; a tracking view shows a few signatures at a
 * time, so a plain fetch per image is enough (the service worker's file cache answers repeats).
 */
export function useSignatureUrl(fileId: string): SignatureUrl {
  const [state, setState] = useState<{ fileId: string; value: SignatureUrl }>({ fileId, value: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchFile(fileId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ fileId, value: { status: 'ready', url } });
      },
      () => !controller.signal.aborted && setState({ fileId, value: { status: 'failed' } }),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId]);
  return state.fileId === fileId ? state.value : { status: 'loading' };
}
