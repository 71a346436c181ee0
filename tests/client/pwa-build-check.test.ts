import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCheckIntervalMs, checkForNewBuildHourly } from '../../src/pwa/build-check.ts';

// Vite defines the build id at build time; here the running page is build "build-a".
vi.mock('../../src/pwa/build-info.ts', () => ({ buildId: 'build-a' }));

const hour = buildCheckIntervalMs;

describe('the hourly check of builds/latest.json', () => {
  let stop: () => void = () => {};
  const update = vi.fn(() => Promise.resolve());
  const serveLatest = (body: unknown, status = 200) => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') });
    update.mockClear();
    stop = checkForNewBuildHourly({ update });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the browser for the new service worker when another build is deployed', async () => {
    serveLatest({ buildId: 'build-b', timestamp: '2026-03-02T07:30:00Z' });
    await vi.advanceTimersByTimeAsync(hour);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('leaves the service worker alone while the deployed build is this one, or the answer is unusable', async () => {
    const fetchMock = serveLatest({ buildId: 'build-a' });
    await vi.advanceTimersByTimeAsync(hour);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    serveLatest({ buildId: 'build-b' }, 503);
    await vi.advanceTimersByTimeAsync(hour);
    serveLatest({ id: 'build-b' });
    await vi.advanceTimersByTimeAsync(hour);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await vi.advanceTimersByTimeAsync(hour);
    expect(update).not.toHaveBeenCalled();
  });

  it('checks once an hour, not before', async () => {
    const fetchMock = serveLatest({ buildId: 'build-a' });
    await vi.advanceTimersByTimeAsync(hour - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 + 2 * hour);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('fetches with a timestamp query past every cache and without any credentials', async () => {
    const fetchMock = serveLatest({ buildId: 'build-a' });
    await vi.advanceTimersByTimeAsync(hour);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/builds/latest.json?${Date.parse('2026-03-02T09:00:00Z')}`);
    expect(init).toMatchObject({ cache: 'no-store', credentials: 'omit' });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('stops checking when stopped', async () => {
    const fetchMock = serveLatest({ buildId: 'build-b' });
    stop();
    await vi.advanceTimersByTimeAsync(3 * hour);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
