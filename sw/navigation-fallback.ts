import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { snapshotStartScriptSource } from '../contract/snapshot-start.ts';
import {
  parseSnapshot,
  policyAllowsStartScript,
  screenCacheName,
  snapshotCacheKey,
  stitchSnapshot,
} from '../src/pwa/screen-snapshot-format.ts';
import { signedInUserId } from '../src/pwa/user-file-cache.ts';
import { serviceWorker } from './service-worker-scope.ts';

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

/**
 * Stylesheet texts by URL: their URLs are hashed, so a text never changes while this worker lives. A read that failed
 * is not kept (the next navigation asks the precache again).
 */
const stylesheetTexts = new Map<string, Promise<string | undefined>>();

function stylesheetText(href: string): Promise<string | undefined> {
  let text = stylesheetTexts.get(href);
  if (!text) {
    text = matchPrecache(href).then((response) => response?.text());
    stylesheetTexts.set(href, text);
    text.catch(() => stylesheetTexts.delete(href));
  }
  return text;
}

/**
 * The last snapshot of this path (ADR 0009) and its stylesheets' texts, when it belongs to the user signed in now and
 * every stylesheet is one this worker precaches (a snapshot of an older build is not shown: its markup may not match).
 */
async function snapshotFor(pathname: string) {
  const [stored, userId] = await Promise.all([
    caches
      .open(screenCacheName)
      .then((cache) => cache.match(snapshotCacheKey(serviceWorker.location.origin, pathname))),
    signedInUserId(),
  ]);
  if (!stored || !userId) return null;
  const snapshot = parseSnapshot(await stored.json());
  if (!snapshot || snapshot.userId !== userId) return null;
  const texts = await Promise.all(snapshot.styles.map(async (href) => [href, await stylesheetText(href)] as const));
  const css = new Map<string, string>();
  for (const [href, text] of texts) if (text !== undefined) css.set(href, text);
  return { snapshot, css };
}

/**
 * Every other navigation — each locale path, deep links included — opens the precached shell, online or not, with the
 * user's last screen of that path in it when there is one: their data is on the screen before the app has started.
 * Anything going wrong with the snapshot leaves the plain shell: it is an accelerator, never a condition.
 */
export function registerNavigationFallback(): void {
  // Computed once; a rejection leaves every navigation the plain shell (the check below fails closed).
  const startScriptSource = snapshotStartScriptSource().catch(() => '');
  const shell = createHandlerBoundToURL('/index.html');
  registerRoute(
    new NavigationRoute(
      async (options) => {
        const [response, found] = await Promise.all([
          shell(options),
          snapshotFor(options.url.pathname).catch(() => null),
        ]);
        if (!found || !response.ok) return response;
        try {
          const stitched = stitchSnapshot(await response.clone().text(), found.snapshot, found.css);
          if (stitched === null) return response;
          // The page's one inline script starts the app: never a snapshot the page's policy would leave unstarted.
          if (!policyAllowsStartScript(response.headers.get('content-security-policy'), await startScriptSource))
            return response;
          const headers = new Headers(response.headers);
          headers.delete('content-length');
          headers.set('content-type', 'text/html; charset=utf-8');
          return new Response(stitched, { status: 200, headers });
        } catch {
          return response;
        }
      },
      { denylist: navigationDenylist },
    ),
  );
}
