import type { AppRouter } from '../router.tsx';

type PreloadRoute = (path: string) => void;

/**
 * A navigation's screen code arrives in one round through the network or the service worker, not one per level of
 * its imports: the route chunks the first screen's code imports carry no preload lists of their own; the preload
 * plan's script (sw/build/first-screen-preload.ts) has every route's files and preloads them for the path the
 * router is about to load. Without that script (the dev server) Vite's own lists are still in place.
 */
export function preloadOnNavigation(router: AppRouter): void {
  const preloadRoute = (window as unknown as { __kitaPreloadRoute?: PreloadRoute }).__kitaPreloadRoute;
  if (preloadRoute) router.subscribe('onBeforeNavigate', ({ toLocation }) => preloadRoute(toLocation.pathname));
}
