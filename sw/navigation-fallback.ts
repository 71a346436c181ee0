import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Paths a navigation must never be answered with the shell for: the API and its files (a download would get HTML),
 * realtime (`/app/{key}`, `/broadcasting`), the build check, and any path that names a file (`/sw.js`,
 * `/manifest.webmanifest`). App routes never contain a dot: ids are UUIDs, locales are two letters.
 */
export const navigationDenylist: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/broadcasting(\/|$)/,
  /^\/app\//,
  /^\/builds\//,
  /\/[^/]+\.[^/]+$/,
];

/** Every other navigation — each locale path, deep links included — opens the precached shell, online or not. */
export function registerNavigationFallback(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: navigationDenylist }));
}
