import { syncedEntityManifest } from '../db/synced-entities.gen.ts';
import type { OutboxEntry } from '../sync/outbox-entry.ts';

type FailedWritePlace = { to: string; params?: Record<string, string> };
const defaultPlace = { to: '/absence-history' } as const;

type Declared = Extract<(typeof syncedEntityManifest)[number], { failedWrites: object }>['failedWrites'];
type PlaceOf<D> = D extends { to: infer To; params: infer Fields }
  ? { to: To; params: { -readonly [K in keyof Fields]: string } }
  : never;

/** A screen of the app as `<Link to params>` takes it: one an entity's definition names, or the default. */
export type Place = PlaceOf<Declared> | typeof defaultPlace;

const placeOf = new Map<string, FailedWritePlace>(
  syncedEntityManifest.flatMap((entity) => ('failedWrites' in entity ? [[entity.name, entity.failedWrites]] : [])),
);

/** Each path parameter from its field of the written row (`id`: the entity's own id), or null when one is missing. */
function paramsOf(entry: OutboxEntry, fields: Record<string, string>): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [param, field] of Object.entries(fields)) {
    const value = field === 'id' ? entry.entity.id : (entry.row as unknown as Record<string, unknown>)[field];
    if (typeof value !== 'string') return null;
    params[param] = value;
  }
  return params;
}

/**
 * Where a refused write is shown with its retry / edit / discard: the screen its entity's definition names
 * (server/entities/). A deleted post has no screen of its own any more, so its failure shows where the post is (the
 * post comes back while the delete waits); a kind without a place leads to the absence history, the first place
 * with failed entries.
 */
export function failedWritePlace(entry: OutboxEntry | undefined): Place {
  const place = entry && placeOf.get(entry.entity.table);
  const params = place && paramsOf(entry, place.params ?? {});
  if (!place || !params) return defaultPlace;
  return { to: place.to, params } as Place;
}
