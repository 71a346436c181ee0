import { db } from '../db/kita-db.ts';
import { readToken } from '../db/token-storage.ts';
import { splitLocalePath } from '../i18n/locale-path.ts';
import type { AppRouter } from '../router.tsx';
import { fileUrl } from '../api/fetch-file.ts';
import { fileCacheName } from './user-file-cache.ts';
import { preloadPath } from './preload-target.ts';
import {
  maxSnapshotChars,
  screenCacheName,
  snapshotCacheKey,
  type ScreenSnapshot,
  type SnapshotAnchor,
} from './screen-snapshot-format.ts';

/** A screen is taken once it has been quiet this long (the rows from IndexedDB are there, nothing is animating)… */
const quietMs = 1_000;
/** …and at most this often while it keeps changing (a chat room receiving messages). */
const maxWaitMs = 10_000;
/** Within this many pixels of the top or the end counts as "at the top" / "at the end". */
const edgePx = 16;

/** Parts of a screen that say something about this moment, not about the data: never part of a snapshot. */
const transientParts = [
  '[data-no-snapshot]',
  'dialog',
  '[role="dialog"]',
  '[role="alertdialog"]',
  'script',
  'iframe',
  'object',
  'embed',
  'template',
];
/** Attributes that would clash with the app's own screen (ids, their references) or repeat what was typed. */
const droppedAttributes = [
  'id',
  'for',
  'form',
  'list',
  'autofocus',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
];

function signedInRoute(router: AppRouter): boolean {
  return router.state.status === 'idle' && router.state.matches.some((match) => match.routeId === '/_signed-in');
}

/** Where the window is: a snapshot is only taken at the top of a screen or at its end (where it is opened again). */
function anchorNow(): SnapshotAnchor | null {
  const { scrollY, innerHeight } = window;
  if (scrollY <= edgePx) return 'top';
  return scrollY + innerHeight >= document.documentElement.scrollHeight - edgePx ? 'bottom' : null;
}

/** What lies further than this beyond the screen's edge is left out (half a screen): it cannot be seen at the start. */
const offScreenMargin = 0.5;

/**
 * The elements of `copy` whose originals in `root` lie wholly outside the screen (and its margin): a long list's rows
 * far below (or, at the end of a chat room, far above) would only cost parsing and layout at the next start. Walks
 * both trees side by side (a fresh clone has the same shape) and does not descend into what it leaves out.
 */
function offScreenCopies(root: HTMLElement, copy: HTMLElement): Element[] {
  const margin = window.innerHeight * offScreenMargin;
  const found: Element[] = [];
  const walk = (original: Element, copied: Element) => {
    for (let index = 0; index < original.children.length; index++) {
      const child = original.children[index]!;
      const copiedChild = copied.children[index];
      if (!copiedChild) continue;
      const rect = child.getBoundingClientRect();
      const sized = rect.width > 0 || rect.height > 0;
      if (sized && (rect.bottom < -margin || rect.top > window.innerHeight + margin)) found.push(copiedChild);
      else walk(child, copiedChild);
    }
  };
  walk(root, copy);
  return found;
}

/**
 * `#root` as markup without what must not be kept or would clash: dialogs and status lines, ids, typed values
 * (React keeps an input's `value` attribute in step with what was typed), object URLs of this page; and without what
 * lies far off the screen.
 */
function cleanCopy(root: HTMLElement): HTMLElement {
  const copy = root.cloneNode(true) as HTMLElement;
  offScreenCopies(root, copy).forEach((element) => element.remove());
  copy.querySelectorAll(transientParts.join(',')).forEach((element) => element.remove());
  copy.querySelectorAll('*').forEach((element) => {
    for (const name of droppedAttributes) element.removeAttribute(name);
    if (element instanceof HTMLInputElement) element.removeAttribute('value');
    if (element instanceof HTMLTextAreaElement) element.textContent = '';
    for (const name of ['src', 'href', 'srcset', 'poster']) {
      if (name === 'src' && element.hasAttribute('data-file-id')) continue; // cachedFiles decides.
      if (element.getAttribute(name)?.startsWith('blob:')) element.removeAttribute(name);
    }
  });
  return copy;
}

/**
 * An image of an authenticated file (`data-file-id`, a blob URL on the page, src/features/blackboard/file-image.tsx)
 * keeps its picture in the snapshot when the service worker's file cache holds it: the snapshot's `<img>` asks for
 * the file's own URL, which the worker answers from that cache (cache-first, sw/file-cache.ts) with no token. One
 * the cache does not hold would go to the server without the token: it shows no picture, as before.
 */
async function cachedFiles(copy: HTMLElement): Promise<void> {
  const images = [...copy.querySelectorAll<HTMLImageElement>('img[data-file-id]')];
  const files = await caches.open(fileCacheName);
  await Promise.all(
    images.map(async (image) => {
      const url = new URL(fileUrl(image.dataset.fileId!), window.location.href);
      const cached = url.origin === window.location.origin && (await files.match(url.href)) !== undefined;
      if (cached) image.setAttribute('src', url.pathname + url.search);
      else image.removeAttribute('src');
    }),
  );
}

/** Selectors that style the document, not an element of the screen: a stylesheet holding one is always kept. */
const documentSelector = /(^|[\s>+~,(])(html|body|:root)(?![\w-])/;

/**
 * A selector without its pseudo-classes and pseudo-elements (`:hover`, `::before`, `:not(…)`): it then matches every
 * element it could match in some state, and more. Empty or unparsable afterwards means "could match anything".
 */
function structural(selector: string): string {
  let previous;
  let stripped = selector;
  do {
    previous = stripped;
    stripped = stripped.replace(/::?[\w-]+(\([^()]*\))?/g, '');
  } while (stripped !== previous);
  return stripped.trim();
}

/** Whether a rule of `rules` (grouping rules searched too) could style an element of `root`. */
function stylesSomething(rules: CSSRuleList, root: HTMLElement): boolean {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      if (documentSelector.test(rule.selectorText)) return true;
      const selector = structural(rule.selectorText);
      try {
        if (!selector || root.querySelector(selector) !== null) return true;
      } catch {
        return true;
      }
    } else if (rule instanceof CSSGroupingRule && stylesSomething(rule.cssRules, root)) return true;
  }
  return false;
}

/**
 * Same-origin stylesheets of the page now that style something of the screen in `root`. Vite's stylesheets stay in
 * the page after a navigation, so a screen taken after others would otherwise carry every visited screen's CSS, all
 * of which the next start would parse. Judged against the live `root` (its ancestors are real, it holds at least
 * what the copy does): a stylesheet that cannot be read, or might style the screen, is kept.
 */
function stylesheets(root: HTMLElement): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((link) => {
      try {
        return !link.sheet || stylesSomething(link.sheet.cssRules, root);
      } catch {
        return true;
      }
    })
    .map((link) => new URL(link.href, window.location.href))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.pathname);
}

async function takeSnapshot(router: AppRouter): Promise<void> {
  if (readToken() === null) return;
  const userId = (await db.session.get('current'))?.userId;
  // Everything of the screen is read after the wait, in one go: path, position and markup belong together.
  const root = document.getElementById('root');
  const anchor = anchorNow();
  if (!userId || !root || anchor === null || readToken() === null || !signedInRoute(router)) return;
  const copy = cleanCopy(root);
  const { pathname } = window.location;
  const screen = {
    userId,
    lang: document.documentElement.lang || 'de',
    dir: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
    styles: stylesheets(root),
    anchor,
    savedAt: Date.now(),
  } as const;
  // The copy is the page's no longer: the pictures' cache is asked after the screen has been read.
  await cachedFiles(copy);
  const html = copy.innerHTML;
  if (html.length > maxSnapshotChars) return;
  const snapshot: ScreenSnapshot = { ...screen, html };
  const body = JSON.stringify(snapshot);
  const cache = await caches.open(screenCacheName);
  const paths = [pathname];
  // The home-screen icon opens `/PreLoad`, which leads a signed-in user to the home of their language.
  if (splitLocalePath(pathname).path === '/') paths.push(preloadPath);
  await Promise.all(
    paths.map((path) =>
      cache.put(
        snapshotCacheKey(window.location.origin, path),
        new Response(body, { headers: { 'content-type': 'application/json' } }),
      ),
    ),
  );
  // Signed out in the meantime: what was just written must not stay (the session's end already cleared the cache).
  if ((await db.session.get('current'))?.userId !== userId) await caches.delete(screenCacheName);
}

/**
 * Keeps the snapshot of each signed-in screen the user sees (ADR 0009): once the screen has been quiet for a second,
 * and when the page is hidden (the app is left for the home screen). Best effort: a browser without Cache Storage, a
 * full quota or an error leaves the last snapshot or none, and the app starts the ordinary way.
 */
export function captureScreenSnapshots(router: AppRouter): void {
  const root = document.getElementById('root');
  if (!root || typeof caches === 'undefined' || typeof MutationObserver !== 'function') return;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let firstChange: number | null = null;
  const take = () => {
    clearTimeout(quiet);
    quiet = undefined;
    firstChange = null;
    void takeSnapshot(router).catch(() => undefined);
  };
  const schedule = () => {
    const now = Date.now();
    firstChange ??= now;
    clearTimeout(quiet);
    quiet = setTimeout(take, Math.max(0, Math.min(quietMs, firstChange + maxWaitMs - now)));
  };
  new MutationObserver(schedule).observe(root, { childList: true, subtree: true, characterData: true });
  window.addEventListener('scroll', schedule, { passive: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') take();
  });
  schedule();
}

/** Page side of the session's end: the snapshots go with the user (forget-files-on-session-end.ts). */
export async function clearScreenSnapshots(): Promise<void> {
  try {
    await globalThis.caches?.delete(screenCacheName);
  } catch {
    // Nothing to clear then.
  }
}
