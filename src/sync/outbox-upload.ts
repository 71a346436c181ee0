import { useSyncExternalStore } from 'react';
import { apiBaseUrl, apiExchange, apiHeaders } from '../api/api-exchange.ts';
import type { OutboxEntry } from './outbox-entry.ts';

/**
 * A file a write needs on the server first (a photo, say): uploaded as multipart before the entry's JSON call, both
 * from the outbox, so a file chosen offline waits on the device with its write. The upload is idempotent by the id in
 * `fields` (the server answers a repeat with the file it stored), so a lost answer never stores it twice.
 */
export interface OutboxUpload {
  path: string;
  fields: Record<string, string>;
  /** The form field of the file. */
  field: string;
  name: string;
  type: string;
  /** An ArrayBuffer, not a Blob: Safari can fail reading Blobs back from IndexedDB (UnknownError). */
  bytes: ArrayBuffer;
}

type Answer = { status: number; body: unknown };

const progress = new Map<string, number>();
const listeners = new Set<() => void>();
function report(entityId: string, fraction: number | undefined) {
  if (fraction === undefined) progress.delete(entityId);
  else progress.set(entityId, fraction);
  for (const listener of listeners) listener();
}

/** 0…1 of the upload of the write to `entityId` while it is on the wire; undefined otherwise. */
export function useUploadProgress(entityId: string | undefined): number | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (entityId ? progress.get(entityId) : undefined),
  );
}

function formOf(upload: OutboxUpload): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append(upload.field, new Blob([upload.bytes], { type: upload.type }), upload.name);
  return form;
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

/** XMLHttpRequest, as fetch() reports no upload progress; it throws like the JSON transport when nothing answers. */
function sendWithProgress(upload: OutboxUpload, headers: Record<string, string>, onProgress: (f: number) => void) {
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl()}${upload.path}`);
    request.withCredentials = true;
    request.timeout = 120_000;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
    request.onerror = request.ontimeout = request.onabort = () => reject(new Error('upload: no answer'));
    request.send(formOf(upload));
  });
}

/**
 * Uploads the entry's file under its own Idempotency-Key (derived from the entry's, so a retry after a refusal, which
 * renews the entry's key, uploads anew). The service worker has no XMLHttpRequest and sends without progress.
 */
export async function sendOutboxUpload(entry: OutboxEntry, upload: OutboxUpload, token: string): Promise<Answer> {
  const idempotencyKey = `${entry.id}.file`;
  const entityId = entry.entity.id;
  if (typeof XMLHttpRequest === 'undefined')
    return apiExchange(upload.path, {
      method: 'POST',
      body: formOf(upload),
      token,
      idempotencyKey,
      timeoutMs: 120_000,
    });
  report(entityId, 0);
  try {
    const headers = apiHeaders({ token, idempotencyKey, accept: 'application/json' });
    return await sendWithProgress(upload, headers, (fraction) => report(entityId, fraction));
  } finally {
    report(entityId, undefined);
  }
}
