import { i18n } from '@lingui/core';
import { readToken } from '../db/token-storage.ts';
import { ApiError } from './api-error.ts';
import { apiBaseUrl } from './api-exchange.ts';

/** Where GET /api/files/{id} is; the service worker's file cache keeps its answers under this URL (sw/file-cache.ts). */
export function fileUrl(fileId: string): string {
  return `${apiBaseUrl()}/api/files/${encodeURIComponent(fileId)}`;
}

/**
 * The bytes of GET /api/files/{id}. The call needs the bearer token, which `<img src>` cannot send, so screens fetch
 * here and show a blob URL. A plain same-origin GET: the service worker answers it from its file cache when offline.
 * Quiet (no toasts): a missing image shows a placeholder, not an error message.
 */
export async function fetchFile(fileId: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.locale || 'de' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(fileUrl(fileId), { headers, credentials: 'include', signal });
  } catch (error) {
    throw new ApiError('offline', null, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok)
    throw new ApiError(response.status >= 500 ? 'server' : 'http', response.status, response.statusText);
  return response.blob();
}
