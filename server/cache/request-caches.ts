import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { TokenRepository } from '../repositories/token-repository.ts';
import type { SyncRepository } from '../repositories/sync-repository.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import { BoundedCache } from './bounded-cache.ts';

/** Must match the channel of the triggers in migrations 0007_cache_notifications and 0010. */
export const cacheNotifyChannel = 'kita_cache';
const channel = cacheNotifyChannel;
const maxEntries = 10_000;
/** A safety net only: every change that matters is forgotten at once through the paths of docs/decisions/0008. */
const ttlMs = 60_000;

type FoundToken = NonNullable<Awaited<ReturnType<TokenRepository['findActive']>>>;
type ScopeAndHead = Awaited<ReturnType<SyncRepository['scopeAndHead']>>;
/** `findActive`, and where a cache keeps tokens, what it can answer at once (no promise, no turn of the event loop). */
export type TokenLookup = Pick<TokenRepository, 'findActive'> & {
  inMemory?: (tokenHash: string) => FoundToken | undefined;
};

/**
 * What every authenticated request, and every empty sync, would otherwise ask the database (bench/api-server.ts):
 * the signed-in token with its user, and per viewer the sync scope and head. Kept only while the database's
 * notifications arrive (`live`); forgotten on every notification of a committed change and, on this instance, at
 * the end of every mutating request. docs/decisions/0008 argues why that is enough.
 */
export async function startRequestCaches(database: Database) {
  const tokens = new BoundedCache<string, FoundToken>({ maxEntries, ttlMs });
  const scopes = new BoundedCache<string, ScopeAndHead>({ maxEntries, ttlMs });
  const settling = new Map<string, () => void>();
  let live = false;

  const forgetEverything = () => (tokens.forgetAll(), scopes.forgetAll());
  const onNotification = (payload: string) => {
    if (payload === 'write') return scopes.forgetAll();
    if (payload.startsWith('user:')) {
      const userId = payload.slice('user:'.length);
      return tokens.forgetWhere((found) => found.user.id === userId);
    }
    if (payload.startsWith('kindergarten:')) {
      const kindergartenId = payload.slice('kindergarten:'.length);
      return tokens.forgetWhere((found) => found.user.kindergartenId === kindergartenId);
    }
    if (payload.startsWith('settled:')) settling.get(payload.slice('settled:'.length))?.();
  };
  const stopListening = await database.listen?.(channel, {
    notify: onNotification,
    // Whatever was kept before a gap in the notifications may be outdated, and so may any read in flight.
    live: (isLive) => {
      forgetEverything();
      live = isLive;
      // Nothing is kept while notifications may be lost, so there is nothing to settle.
      if (!isLive) for (const resolve of settling.values()) resolve();
    },
  });

  return {
    /** `tokens.findActive`, answered from memory when this token was seen signed in and nothing changed since. */
    tokenLookup(repository: TokenLookup): TokenLookup {
      return {
        inMemory: (tokenHash) => (live ? tokens.get(tokenHash) : undefined),
        async findActive(tokenHash) {
          const cached = live ? tokens.get(tokenHash) : undefined;
          if (cached) return cached;
          const generation = tokens.generation;
          const found = await repository.findActive(tokenHash);
          if (found && live) tokens.fill(tokenHash, generation, found);
          return found;
        },
      };
    },

    /**
     * `sync.scopeAndHead`, answered from memory only when the cursor stands at the head kept for this viewer (the
     * empty sync); any other pull reads the database as before.
     */
    async scopeAndHead(
      viewer: Viewer,
      cursorVersion: number,
      read: () => Promise<ScopeAndHead>,
    ): Promise<ScopeAndHead> {
      const cached = live ? scopes.get(viewer.userId) : undefined;
      if (cached && cached.head === cursorVersion) return cached;
      const generation = scopes.generation;
      const fresh = await read();
      if (live) scopes.fill(viewer.userId, generation, fresh);
      return fresh;
    },

    /** After a request that may have written: this instance forgets at once instead of on its own NOTIFY. */
    forgetAfterWrite: forgetEverything,

    /** Before a realtime event reaches this instance's sockets: a pull it prompts must not be answered from memory. */
    forgetSyncHeads: () => scopes.forgetAll(),

    /**
     * Resolves once this instance has handled every notification committed before the call (NOTIFY delivers in
     * commit order): another instance's sign-out or write is then known here. Immediate while nothing is kept.
     */
    async settled(): Promise<void> {
      if (!live) return;
      const id = randomUUID();
      const arrived = new Promise<void>((resolve) => settling.set(id, resolve));
      try {
        await database.db.execute(sql`select pg_notify(${channel}, ${`settled:${id}`})`);
        await arrived;
      } finally {
        settling.delete(id);
      }
    },

    async close(): Promise<void> {
      await stopListening?.();
      for (const resolve of settling.values()) resolve();
    },
  };
}

export type RequestCaches = Awaited<ReturnType<typeof startRequestCaches>>;
