import { publicationPaths, type PublicationKind } from '#contract/publication-rules';
import { i18n } from '@lingui/core';
import { apiBaseUrl } from '../../api/api-exchange.ts';
import { ApiError } from '../../api/api-error.ts';
import { readToken } from '../../db/token-storage.ts';

/** The file name the server proposes (Content-Disposition), else a plain one. */
export function receiptFileName(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads the item's receipt (GET /api/{news|event}/{id}/receipt.pdf, made on the server with the user's current
 * answers and signature). The call needs the bearer token, so it is fetched and saved from a blob URL.
 */
export async function downloadReceipt(kind: PublicationKind, id: string): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.locale || 'de', Accept: 'application/pdf' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}/api${publicationPaths.receipt(kind, id)}`, { headers, credentials: 'include', cache: 'no-store' });
  } catch (error) {
    throw new ApiError('offline', null, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw new ApiError(response.status >= 500 ? 'server' : 'http', response.status, response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFileName(response.headers.get('content-disposition'), `${kind}-${id}.pdf`);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
