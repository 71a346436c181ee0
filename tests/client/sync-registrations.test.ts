import { afterEach, describe, expect, it } from 'vitest';
import {
  attachChannelSources,
  registerChannelSource,
  type RealtimeLink,
} from '../../src/sync/realtime-channel-sources.ts';
import { registerPendingSend, runPendingSends, type PendingSendResult } from '../../src/sync/pending-sends.ts';

const aLink = (userId: string) => ({ echo: {}, userId, onEvent: () => undefined }) as unknown as RealtimeLink;

describe('what features register with the sync engine', () => {
  afterEach(() => attachChannelSources(null));

  it('attaches a channel source on every connection, also one registered while connected, and detaches it', () => {
    const seen: string[] = [];
    const source = (link: RealtimeLink) => {
      seen.push(`attach ${link.userId}`);
      return () => seen.push(`detach ${link.userId}`);
    };
    attachChannelSources(aLink('anna'));
    registerChannelSource('test-rooms', source);
    registerChannelSource('test-rooms', source);
    attachChannelSources(null);
    attachChannelSources(aLink('ben'));
    expect(seen).toEqual(['attach anna', 'detach anna', 'attach ben']);
  });

  it('runs every pending send each cycle, and stops at the first that finds the session ended', async () => {
    const calls: string[] = [];
    const send =
      (name: string, result: PendingSendResult) =>
      async (userId: string, token: string): Promise<PendingSendResult> => {
        calls.push(`${name} ${userId} ${token}`);
        return result;
      };
    registerPendingSend('test-first', send('first', 'sent'));
    registerPendingSend('test-second', send('second', 'waiting'));
    expect(await runPendingSends('anna', 't1')).toBe('done');
    registerPendingSend('test-first', send('first', 'session-ended'));
    expect(await runPendingSends('anna', 't2')).toBe('session-ended');
    expect(calls).toEqual(['first anna t1', 'second anna t1', 'first anna t2']);
  });
});
