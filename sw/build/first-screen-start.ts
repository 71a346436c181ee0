import type { CompactPlan } from './first-screen-preload.ts';

/**
 * Runs in the page before the entry. Mirrors, in a few lines, what the app decides later: the locale prefix
 * (src/i18n/locale-path.ts; German has none), the guards (a token in localStorage, src/db/token-storage.ts). Without
 * a controlling service worker, the route's catalog part instead of the whole catalog; its link names the locale and
 * path it was chosen for, which the app reads (src/i18n/activate-locale.ts).
 * It leaves `__kitaPreloadRoute(path)` behind: the same for a later navigation to `path` (without its locale prefix),
 * the route's files only (src/pwa/preload-navigation.ts). The first screen's chunks carry no such lists of their own.
 * In a start from the user's last snapshot of the screen (ADR 0009) the service worker has taken this script, the entry
 * and its module preloads out of the page; the page's inline start script (contract/snapshot-start.ts) adds this one
 * once the snapshot is painted and names the others on it (`data-entry`, `data-preload`): then this script starts the
 * app at once.
 */
export function preloadFirstScreen(plan: CompactPlan, defaultLocale: string): void {
  const start = document.currentScript?.dataset;
  const head = document.head;
  // Root-relative, as the chunks' preload lists resolve them against their own URL.
  const files = plan.files.map((file) => `/${file}`);
  const added = new Set<string>();
  const scope = window as unknown as Record<string, unknown>;
  scope.__kitaFiles = files;
  const add = (file: string) => {
    added.add(file);
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    // As Vite's own preload does, so the browser reuses the response.
    link.crossOrigin = '';
    link.href = file;
    head.appendChild(link);
    return link;
  };
  const readToken = () => {
    try {
      return localStorage.getItem('token');
    } catch {
      return null; // Blocked storage: a visitor.
    }
  };
  const routeOf = (path: string, token: string | null) =>
    plan.routes.find(
      ([pattern, guard]) =>
        new RegExp(pattern).test(path) && !((guard === 'signed-in' && !token) || (guard === 'visitor' && token)),
    );
  const preload = (index: number) => {
    if (!added.has(files[index]!)) add(files[index]!);
  };
  scope.__kitaPreloadRoute = (path: string) => routeOf(path, readToken())?.[2].forEach(preload);
  const token = readToken();
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(location.pathname);
  const prefixed = match && match[1] !== defaultLocale && plan.catalogs[match[1]!] !== undefined;
  const locale = prefixed ? match[1]! : defaultLocale;
  const route = routeOf(prefixed ? match[2] || '/' : location.pathname, token);
  const part = route?.[3];
  const preloadScreen = () => {
    if (part && !navigator.serviceWorker?.controller) {
      const link = add(`/assets/catalog-parts/${locale}-${part}.js`);
      link.dataset.catalogLocale = locale;
      link.dataset.catalogPath = location.pathname;
    } else if (plan.catalogs[locale] !== undefined) add(files[plan.catalogs[locale]]!);
    if (token) plan.signedIn.forEach(preload);
    route?.[2].forEach(preload);
  };
  const entry = start?.entry;
  if (!entry) return preloadScreen();
  // The snapshot is on the screen: the page's inline start script (contract/snapshot-start.ts) added this one only then.
  (start.preload ?? '').split(' ').forEach((file) => file && !added.has(file) && add(file));
  preloadScreen();
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  head.appendChild(script);
}
