import { describe, expect, it } from 'vitest';
import { failureWindowMs, waitUntil } from '../../server/auth/attempt-throttle.ts';
import { clientAddress } from '../../server/auth/client-address.ts';

const last = new Date('2026-11-26T10:00:00Z');
const count = (failures: number) => ({
  failures,
  lastFailureAt: last,
  expiresAt: new Date(last.getTime() + failureWindowMs),
});
const waitSeconds = (account: number, here: number, limit = 10) => {
  const until = waitUntil(count(account), here ? count(here) : null, limit);
  return until ? (until.getTime() - last.getTime()) / 1000 : 0;
};

describe('how long an address waits before its next try', () => {
  it.each([
    // account failures, this address's failures, seconds to wait
    [100, 0, 0],
    [4, 1, 0],
    [5, 1, 1],
    [6, 1, 2],
    [8, 3, 8],
    [30, 1, failureWindowMs / 1000],
    [10, 10, failureWindowMs / 1000],
  ])('with %i failures of the account and %i of the address: %i s', (account, here, seconds) => {
    expect(waitSeconds(account, here)).toBe(seconds);
  });
});

describe('the address failures are counted for', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, expected) => {
    expect(clientAddress(ip)).toBe(expected);
  });
});
