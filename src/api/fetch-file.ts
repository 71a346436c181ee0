import { readToken } from '../db/token-storage.ts';
import { apiBaseUrl, fetchBytes } from './api-exchange.ts';

/** Where GET /api/files/{id} is; the service worker's file cache keeps its answers under this URL (sw/file-cache.ts). */
export function fileUrl(fileId: string): string {
  return `${apiBaseUrl()}${filePath(fileId)}`;
}

const filePath = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;

/**
 * The bytes of GET /api/files/{id}. The call needs the bearer token, which `<img src>` cannot send, so screens fetch
 * here and show a blob URL. A plain same-origin GET: the service worker answers it from its file cache when offline.
 * Quiet (no toasts): a missing image shows a placeholder, not an error message.
 */
export async function fetchFile(fileId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetchBytes(filePath(fileId), { token: readToken(), signal });
  return response.blob();
}
