import { createHash } from 'node:crypto';
import type { Viewer } from '../repositories/sync-visibility.ts';

/**
 * The opaque cursor the client sends back: `<version>.<scope>`. `version` is how far the client has synced;
 * `scope` fingerprints what the viewer could see then (role, kindergarten, the version of their guardianships, the set
 * of rooms they are in: `scopeVersionQuery`), so a change of scope is noticed and answered with a reset.
 */
export type SyncCursor = { version: number; scope: string | null };

export function scopeFingerprint(viewer: Viewer, scopeVersion: string): string {
  return createHash('sha256').update(`${viewer.role}:${viewer.kindergartenId}:${scopeVersion}`).digest('hex').slice(0, 12);
}

export function parseSyncCursor(cursor: string | undefined): SyncCursor {
  if (!cursor) return { version: 0, scope: null };
  const [version, scope] = cursor.split('.');
  return { version: Number(version), scope: scope ?? null };
}

export function formatSyncCursor(cursor: { version: number; scope: string }): string {
  return `${cursor.version}.${cursor.scope}`;
}
