import { fetchBytes } from './api-exchange.ts';
import { readToken } from '../db/token-storage.ts';

/** The file name the server proposes (Content-Disposition): the UTF-8 `filename*` (RFC 8187), else `filename`, else the fallback. */
export function fileNameFromDisposition(disposition: string | null, fallback: string): string {
  const encoded = disposition ? /filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1] : undefined;
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/** Hands bytes to the browser as a download with the given name, through a short-lived blob URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saves what a bearer-only call answers (a receipt, a CSV or PDF export) as a file: a link cannot send the token
 * (ADR 0004), so the bytes are fetched here. The server's proposed file name wins over `fallbackName`.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const response = await fetchBytes(path, { token: readToken(), cache: 'no-store' });
  saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName));
}
