import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../server/cache/bounded-cache.ts';

describe('the bounded cache of database answers', () => {
  it('drops the least recently used entry beyond its bound', () => {
    let now = 0;
    const cache = new BoundedCache<string, number>({ maxEntries: 2, ttlMs: 60_000, now: () => now });
    cache.fill('a', cache.generation, 1);
    cache.fill('b', cache.generation, 2);
    now = 1000;
    expect(cache.get('a')).toBe(1);
    cache.fill('c', cache.generation, 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('counts a hit as a use at most once a second', () => {
    let now = 0;
    const cache = new BoundedCache<string, number>({ maxEntries: 2, ttlMs: 60_000, now: () => now });
    cache.fill('a', cache.generation, 1);
    cache.fill('b', cache.generation, 2);
    now = 999;
    expect(cache.get('a')).toBe(1);
    cache.fill('c', cache.generation, 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('forgets an entry older than its time to live', () => {
    let now = 0;
    const cache = new BoundedCache<string, number>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.fill('a', cache.generation, 1);
    now = 1000;
    expect(cache.get('a')).toBe(1);
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer read before something was forgotten', () => {
    const cache = new BoundedCache<string, { user: string }>({ maxEntries: 10, ttlMs: 60_000 });
    cache.fill('token-1', cache.generation, { user: 'anna' });
    cache.fill('token-2', cache.generation, { user: 'ben' });
    const readStartedAt = cache.generation;
    cache.forgetWhere((value) => value.user === 'anna');
    cache.fill('token-3', readStartedAt, { user: 'anna' });
    expect([cache.get('token-1'), cache.get('token-2'), cache.get('token-3')]).toEqual([
      undefined,
      { user: 'ben' },
      undefined,
    ]);
    cache.forgetAll();
    expect(cache.get('token-2')).toBeUndefined();
  });
});
