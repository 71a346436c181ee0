import { describe, expect, it } from 'vitest';
import { serverQueryClient } from '../../src/api/server-query.ts';
import { requestPull } from '../../src/sync/sync-signals.ts';

describe('the server-only reads of staff and admin', () => {
  it('are asked again when the device is told to pull (realtime sync.available, a write of this device)', async () => {
    let asked = 0;
    const observed = serverQueryClient.getQueryCache().build(serverQueryClient, {
      queryKey: ['staff', 'test-read'],
      queryFn: async () => ++asked,
    });
    await serverQueryClient.fetchQuery({ queryKey: ['staff', 'test-read'], queryFn: async () => ++asked });
    expect(asked).toBe(1);
    expect(observed.isStale()).toBe(false);
    requestPull();
    expect(observed.state.isInvalidated).toBe(true);
  });
});
