import { snapshotStartScript } from '../../contract/snapshot-start.ts';

/**
 * Screen snapshots (ADR 0009): the signed-in user's last screen of a path, kept as HTML, so that opening the app from
 * the home screen shows their data as soon as the service worker answers the navigation — before the app's code has
 * even started. The page writes them (capture-screen-snapshots.ts), the service worker puts the one of the opened
 * path into the shell it answers with (sw/navigation-fallback.ts), the app removes it once its own screen is there.
 * This module is what both sides share: the cache, the stored shape, and the stitching, which is pure (tested).
 */

/** Cache Storage of the snapshots; it belongs to the signed-in user like the file cache (forget-files-on-session-end.ts). */
export const screenCacheName = 'kita-screens';

/** A snapshot larger than this is not kept: a screen that big would take longer to parse than the app to start. */
export const maxSnapshotChars = 400_000;

/** Where the snapshot of `pathname` is kept in the cache: a URL the server never serves. */
export function snapshotCacheKey(origin: string, pathname: string): string {
  return `${origin}/__screens${pathname === '/' ? '' : pathname}/`;
}

/**
 * `top`: the screen was at its top when it was taken (the board, the home screen); `bottom`: at its end (a chat room
 * showing its newest messages), so the snapshot is shown from its end.
 */
export type SnapshotAnchor = 'top' | 'bottom';

export type ScreenSnapshot = {
  /** The user it was taken for: the worker shows it only while that user is the one signed in. */
  userId: string;
  /** `#root`'s markup, cleaned (capture-screen-snapshots.ts): no ids, no typed values, no dialogs. */
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Same-origin stylesheets the screen had; shown only while every one is still in the precache (same build). */
  styles: string[];
  anchor: SnapshotAnchor;
  savedAt: number;
};

const langPattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const stylePattern = /^\/assets\/[\w.-]+\.css$/;

/** The stored JSON as a snapshot, or null when any part is not what the page writes (never trusted blindly). */
export function parseSnapshot(value: unknown): ScreenSnapshot | null {
  if (!value || typeof value !== 'object') return null;
  const { userId, html, lang, dir, styles, anchor, savedAt } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || !userId) return null;
  if (typeof html !== 'string' || !html || html.length > maxSnapshotChars) return null;
  if (typeof lang !== 'string' || !langPattern.test(lang)) return null;
  if (dir !== 'ltr' && dir !== 'rtl') return null;
  if (anchor !== 'top' && anchor !== 'bottom') return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  if (!Array.isArray(styles) || !styles.every((href) => typeof href === 'string' && stylePattern.test(href)))
    return null;
  return { userId, html, lang, dir, styles: styles as string[], anchor, savedAt };
}

/** The class of the element the snapshot is shown in; the app removes it once its own screen is there (main.tsx). */
export const snapshotClass = 'screen-snapshot';

/**
 * That element's name: a custom element, so the page's start script can reach into its closed shadow root (through
 * `attachInternals().shadowRoot`) to find the link a tap landed on (contract/snapshot-start.ts names it too).
 */
export const snapshotElement = 'kita-snapshot';

/** Stylesheets as one `<style>`; a stylesheet cannot end it early (`<\/style` is the same text to CSS). */
const styleElement = (texts: string[]) => `<style>${texts.join('\n').replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The shell with the snapshot in it: the screen's language and direction on `<html>`, and the markup after `#root` in
 * an overlay that is hidden from assistive technology and whose content is inert (a tap lands on the overlay, which
 * remembers the link under it for the app to open); the app's own screen replaces it within a moment. The markup lives
 * in a closed declarative shadow root: nothing of the page (its ids, its queries, tools that read the DOM) ever finds
 * it twice. `css` has the text of each of the snapshot's stylesheets (the worker reads them from its precache): inside
 * the shadow root they apply to the snapshot alone and cost no request. The shell's own stylesheets are put inline too
 * (the first paint would wait for their requests). The app starts only after the snapshot is painted: the entry module,
 * its module preloads and the shell's classic script — the first-screen preload plan (sw/build/first-screen-start.ts)
 * — leave the shell; one inline script after the overlay (contract/snapshot-start.ts, allowed by the CSP by its hash)
 * adds the plan once the snapshot is painted, naming the entry and its preloads to it (`data-entry`, `data-preload`),
 * and the plan starts the app. In the document they would have the renderer fetch, compile and run the app's code
 * between the parse and that frame, and the snapshot would paint much later (bench/offline-start.ts). A shell without a
 * classic script keeps its entry where it is. Returns null when the shell is not the one expected or a stylesheet's
 * text is missing (nothing is guessed).
 */
export function stitchSnapshot(
  shell: string,
  snapshot: ScreenSnapshot,
  css: ReadonlyMap<string, string>,
): string | null {
  const htmlTag = /<html\b[^>]*>/i.exec(shell);
  const headTag = /<head\b[^>]*>/i.exec(shell);
  const rootTag = '<div id="root"></div>';
  if (!htmlTag || !headTag || !shell.includes(rootTag)) return null;
  // The files' own texts: the CSSOM's serialisation of a rule is lossy (a shorthand with var() loses its longhands).
  const texts = snapshot.styles.map((href) => css.get(href));
  if (texts.some((text) => text === undefined)) return null;
  const style = styleElement(texts as string[]);
  const shellStyles = shell.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  const classicScripts = shell.match(/<script src="[^"]*"><\/script>\s*/g) ?? [];
  const overlay =
    `<${snapshotElement} class="${snapshotClass}" data-anchor="${snapshot.anchor}" aria-hidden="true">` +
    `<template shadowrootmode="closed">${style}<div class="${snapshotClass}__screen" inert>${snapshot.html}</div></template></${snapshotElement}>`;
  // The shell's own stylesheets, inline too when their text is at hand: the first paint then waits for no request.
  const headStyles = shellStyles.map((tag) => {
    const text = css.get(/href="([^"]+)"/.exec(tag)?.[1] ?? '');
    return text === undefined ? tag.trim() : styleElement([text]);
  });
  const entryTag = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/.exec(shell);
  if (!entryTag) return null;
  const scriptFiles = classicScripts.map((tag) => /src="([^"]+)"/.exec(tag)![1]!);
  const modulePreloads = scriptFiles.length > 0 ? (shell.match(/<link rel="modulepreload"[^>]*>\s*/g) ?? []) : [];
  const preloadFiles = modulePreloads
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1])
    .filter((href) => href !== undefined);
  // The files are URLs of the shell's own tags (no quote can be in them); the script's text is the same on every page.
  const start =
    scriptFiles.length > 0
      ? `<script data-scripts="${scriptFiles.join(' ')}" data-entry="${entryTag[1]}" data-preload="${preloadFiles.join(' ')}">${snapshotStartScript}</script>`
      : '';
  let page = shell;
  for (const tag of [...shellStyles, ...classicScripts, ...modulePreloads]) page = page.replace(tag, '');
  if (start) page = page.replace(entryTag[0], '');
  return page
    .replace(htmlTag[0], `<html lang="${snapshot.lang}" dir="${snapshot.dir}">`)
    .replace(headTag[0], () => `${headTag[0]}${headStyles.join('')}`)
    .replace(rootTag, () => `${rootTag}${overlay}${start}`);
}

/**
 * Whether a page answered with these `Content-Security-Policy` headers (comma-separated policies) may run the snapshot
 * start's inline script, whose source is `scriptSource` (`'sha256-…'`): every policy that restricts scripts
 * (`script-src-elem`, else `script-src`, else `default-src`) must name that hash, or allow inline script without any
 * hash or nonce (which would switch `'unsafe-inline'` off). No policy at all (a development server): yes. The server
 * names the hash (server/http/security-headers.ts); a policy that does not — a proxy that sets its own — would block
 * the script and with it the app's start, so the worker then answers the plain shell.
 */
export function policyAllowsStartScript(policies: string | null, scriptSource: string): boolean {
  if (!policies) return true;
  return policies.split(',').every((policy) => {
    const directives = new Map<string, string[]>();
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
    }
    const sources = directives.get('script-src-elem') ?? directives.get('script-src') ?? directives.get('default-src');
    if (!sources) return true;
    if (sources.includes(scriptSource)) return true;
    return (
      sources.includes("'unsafe-inline'") && !sources.some((source) => /^'(sha256|sha384|sha512|nonce)-/i.test(source))
    );
  });
}

/**
 * Page side: the app's own screen has replaced the snapshot (main.tsx, once the first screen has settled). Returns the
 * link the user tapped on the snapshot meanwhile (remembered by the page's start script, contract/snapshot-start.ts),
 * for the app to open, unless it leads where the app already is.
 */
export function removeScreenSnapshot(): string | null {
  document.querySelectorAll(`.${snapshotClass}`).forEach((element) => element.remove());
  const scope = window as { __kitaSnapshotTap?: string };
  const tapped = scope.__kitaSnapshotTap;
  delete scope.__kitaSnapshotTap;
  const here = window.location.pathname + window.location.search + window.location.hash;
  return tapped && tapped !== here ? tapped : null;
}
