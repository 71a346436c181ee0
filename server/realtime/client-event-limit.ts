/**
 * Client events of one socket: a bucket of `perSecond` tokens refilled continuously, so a burst passes up to
 * `perSecond` and the rest is dropped. A socket that goes on far beyond it (`closeAfterDropsPerSecond` drops within
 * a second) is a flood, not a typist, and is closed.
 */
export function clientEventLimit(
  perSecond: number,
  closeAfterDropsPerSecond = perSecond * 5,
  now: () => number = Date.now,
) {
  let tokens = perSecond;
  let refilledAt = now();
  let dropWindowStart = refilledAt;
  let drops = 0;
  return {
    take(): 'pass' | 'drop' | 'close' {
      const time = now();
      tokens = Math.min(perSecond, tokens + ((time - refilledAt) / 1000) * perSecond);
      refilledAt = time;
      if (tokens >= 1) {
        tokens -= 1;
        return 'pass';
      }
      if (time - dropWindowStart > 1000) [dropWindowStart, drops] = [time, 0];
      return ++drops > closeAfterDropsPerSecond ? 'close' : 'drop';
    },
  };
}
