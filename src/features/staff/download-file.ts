import { i18n } from '@lingui/core';
import { ApiError } from '../../api/api-error.ts';
import { apiBaseUrl } from '../../api/api-exchange.ts';
import { readToken } from '../../db/token-storage.ts';

/**
 * Saves what a bearer-only call answers (CSV, PDF) as a file: a link cannot send the token (ADR 0004), so the
 * bytes are fetched here and handed to the browser as a blob URL with a download name.
 */
export async function downloadWithToken(path: string, fileName: string): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.locale || 'de' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, { headers, credentials: 'include' });
  } catch (error) {
    throw new ApiError('offline', null, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw new ApiError(response.status >= 500 ? 'server' : 'http', response.status, response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
