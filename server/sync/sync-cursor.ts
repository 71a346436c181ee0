import { createHash } from 'node:crypto';
import type { Viewer } from '../repositories/sync-visibility.ts';

/**
 * The opaque cursor the client sends back: `<version>.<scope>`. `version` is how far the client has synced;
 * `scope` fingerprints what the viewer could see then (role, kindergarten, the version of their guardianships, the set
 * of rooms they are in: `scopeVersionQuery`), so a change of scope is noticed and answered with a reset.
 */
export type SyncCursor = { version: number; scope: string | null };

/** Fingerprints computed lately: every pull needs one, and few viewers' scopes change between pulls. */
const fingerprints = new Map<string, string>();
const fingerprintsKept = 1_000;

export function scopeFingerprint(viewer: Viewer, scopeVersion: string): string {
  const scope = `${viewer.role}:${viewer.kindergartenId}:${scopeVersion}`;
  let fingerprint = fingerprints.get(scope);
  if (fingerprint === undefined) {
    if (fingerprints.size >= fingerprintsKept) fingerprints.clear();
    fingerprint = createHash('sha256').update(scope).digest('hex').slice(0, 12);
    fingerprints.set(scope, fingerprint);
  }
  return fingerprint;
}

export function parseSyncCursor(cursor: string | undefined): SyncCursor {
  if (!cursor) return { version: 0, scope: null };
  const [version, scope] = cursor.split('.');
  return { version: Number(version), scope: scope ?? null };
}

export function formatSyncCursor(cursor: { version: number; scope: string }): string {
  return `${cursor.version}.${cursor.scope}`;
}
