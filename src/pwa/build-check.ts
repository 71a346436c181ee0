import { buildId } from './build-info.ts';

/** Look for a new build every hour. */
export const buildCheckIntervalMs = 60 * 60 * 1000;

/**
 * Whether the server has a newer build than this page: GET `builds/latest.json?{timestamp}` without a token.
 * The timestamp and `no-store` get past any cache between here and the server. Offline → false.
 */
export async function newBuildDeployed(): Promise<boolean> {
  try {
    const response = await fetch(`/builds/latest.json?${Date.now()}`, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return false;
    const latest = (await response.json()) as { buildId?: unknown };
    return typeof latest.buildId === 'string' && latest.buildId !== buildId;
  } catch {
    return false;
  }
}

/**
 * Every hour, asks for a new build and, when there is one, lets the browser fetch the new `sw.js` (`update`); the
 * waiting worker then brings the update prompt. Returns the stop (tests).
 */
export function checkForNewBuildHourly(registration: { update(): Promise<unknown> }): () => void {
  const timer = setInterval(() => {
    void newBuildDeployed().then((deployed) => {
      if (deployed) void registration.update().catch(() => undefined);
    });
  }, buildCheckIntervalMs);
  return () => clearInterval(timer);
}
