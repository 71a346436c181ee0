import type { AnyRoute } from '@tanstack/react-router';
import { readToken } from '../db/token-storage.ts';
import type { AppRouter } from '../router.tsx';

/**
 * Starts loading the code of the routes the URL matches at once, in parallel with the catalog and the session
 * check, instead of after them (the router only asks for a route's chunk once the guards above it have passed).
 * Skipped where the guard is going to redirect (no token on a signed-in route, a token on a visitors' route), so a
 * visitor never downloads a screen they will not see. A failure is left to the router, which loads again.
 */
export function loadFirstRouteChunks(router: AppRouter): void {
  const matches = router.matchRoutes(router.latestLocation);
  const signedIn = readToken() !== null;
  if (matches.some(({ routeId }) => (routeId === '/_signed-in' && !signedIn) || (routeId === '/_visitor' && signedIn)))
    return;
  for (const { routeId } of matches) {
    const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[routeId];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
