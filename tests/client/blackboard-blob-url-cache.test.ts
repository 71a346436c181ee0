import { describe, expect, it } from 'vitest';
import { BlobUrlCache } from '../../src/api/blob-url-cache.ts';

function aCache(maxIdle: number) {
  const loads: string[] = [];
  const revoked: string[] = [];
  const cache = new BlobUrlCache({
    maxIdle,
    load: async (fileId) => {
      loads.push(fileId);
      if (fileId === 'broken') throw new Error('404');
      return new Blob([fileId]);
    },
    createUrl: (blob) => `blob:${blob.size}-${loads.length}`,
    revokeUrl: (url) => revoked.push(url),
  });
  return { cache, loads, revoked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('blob URLs of images', () => {
  it('fetches a file once however many images show it', async () => {
    const { cache, loads } = aCache(2);
    const [first, second] = await Promise.all([cache.acquire('a'), cache.acquire('a')]);
    expect(first).toBe(second);
    expect(loads).toEqual(['a']);
  });

  it('never revokes a URL that is still shown, and keeps only the newest idle ones', async () => {
    const { cache, revoked } = aCache(1);
    const a = await cache.acquire('a');
    const b = await cache.acquire('b');
    const c = await cache.acquire('c');
    cache.release('a');
    cache.release('b');
    await settle();
    expect(revoked).toEqual([a]);
    expect(cache.size).toBe(2);
    cache.release('c');
    await settle();
    expect(revoked).toEqual([a, b]);
    expect(revoked).not.toContain(c);
  });

  it('fetches again after a failure, e.g. when back online', async () => {
    const { cache, loads } = aCache(2);
    await expect(cache.acquire('broken')).rejects.toThrow('404');
    await settle();
    await expect(cache.acquire('broken')).rejects.toThrow('404');
    expect(loads).toEqual(['broken', 'broken']);
  });

  it('reuses an idle URL that was not evicted yet', async () => {
    const { cache, loads } = aCache(2);
    const a = await cache.acquire('a');
    cache.release('a');
    expect(await cache.acquire('a')).toBe(a);
    expect(loads).toEqual(['a']);
  });
});
