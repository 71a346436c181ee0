import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { snapshotStartScript, snapshotStartScriptSource } from '../../contract/snapshot-start.ts';
import {
  parseSnapshot,
  policyAllowsStartScript,
  snapshotCacheKey,
  snapshotClass,
  snapshotElement,
  stitchSnapshot,
  type ScreenSnapshot,
} from '../../src/pwa/screen-snapshot-format.ts';

const shell =
  '<!doctype html><html lang="de"><head><title>Kita</title><script type="module" crossorigin src="/assets/index-x.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/app-y.js">\n<link rel="modulepreload" crossorigin href="/assets/runtime-z.js">\n' +
  '<script src="/assets/first-screen-preload-p.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-a1.css">\n</head>' +
  '<body><div id="root"></div></body></html>';

const snapshot: ScreenSnapshot = {
  userId: 'user-1',
  html: '<main><h1>Pinnwand</h1><p data-post-id="p1">Kosten: 5 $& mehr $1</p></main>',
  lang: 'ar',
  dir: 'rtl',
  styles: ['/assets/index-a1.css', '/assets/board-b2.css'],
  anchor: 'top',
  savedAt: 1,
};

const css = new Map([
  ['/assets/index-a1.css', 'body{margin:0}'],
  ['/assets/board-b2.css', '.post{color:red}/*</style><script>*/'],
]);

describe('screen snapshots (ADR 0009)', () => {
  it('puts the screen after #root in a closed shadow root with its styles, hidden from assistive technology and inert', () => {
    const page = stitchSnapshot(shell, snapshot, css)!;
    expect(page).toContain(
      '<div id="root"></div><kita-snapshot class="screen-snapshot" data-anchor="top" aria-hidden="true"><template shadowrootmode="closed"><style>body{margin:0}\n.post{color:red}',
    );
    // The element the page's start script defines, to remember a link tapped on the snapshot, and the screen it looks in.
    expect(page).toContain('</template></kita-snapshot>');
    expect(snapshotStartScript).toContain(`customElements.define('${snapshotElement}'`);
    expect(snapshotStartScript).toContain(`.querySelector('.${snapshotClass}__screen')`);
    expect(page).toContain('</style><div class="screen-snapshot__screen" inert><main><h1>Pinnwand</h1>');
    // Replacement patterns in the user's text stay text.
    expect(page).toContain('Kosten: 5 $& mehr $1');
  });

  it('never lets a stylesheet end its <style> early', () => {
    const page = stitchSnapshot(shell, snapshot, css)!;
    expect(page).toContain('/*<\\/style><script>*/');
    expect(page).not.toContain('</style><script>');
  });

  it("takes the screen's language and direction, puts the shell's stylesheet inline and leaves the app's start to one inline script after the snapshot", () => {
    const page = stitchSnapshot(shell, snapshot, css)!;
    expect(page).toContain('<html lang="ar" dir="rtl">');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<head><style>body{margin:0}</style><title>Kita</title>');
    expect(head).not.toContain('<link rel="stylesheet"');
    // The snapshot is painted before any of the app's code is fetched or run: no script file is named in the document;
    // the start script adds the preload plan after that paint and names the entry and its preloads to it.
    expect(head).not.toContain('<script');
    expect(page).toContain(
      `</template></kita-snapshot><script data-scripts="/assets/first-screen-preload-p.js" data-entry="/assets/index-x.js" data-preload="/assets/app-y.js /assets/runtime-z.js">${snapshotStartScript}</script></body>`,
    );
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page.match(/<script /g)).toHaveLength(1);
  });

  it('keeps the entry where it is when the shell has no classic script to start it', () => {
    const page = stitchSnapshot(shell.replace(/<script src="[^"]*"><\/script>\n?/, ''), snapshot, css)!;
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-x.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/app-y.js">');
    expect(page).not.toContain('data-entry');
    expect(page).not.toContain(snapshotStartScript);
  });

  it("names the start script's hash the way the worker computes it (WebCrypto) and the server does (node:crypto)", async () => {
    expect(await snapshotStartScriptSource()).toBe(
      `'sha256-${createHash('sha256').update(snapshotStartScript).digest('base64')}'`,
    );
  });

  it("is shown only where the page's policy lets its start script run: else the app would never start", () => {
    const hash = "'sha256-abc='";
    expect(policyAllowsStartScript(null, hash)).toBe(true);
    expect(policyAllowsStartScript(`default-src 'self';script-src 'self' ${hash};img-src 'self'`, hash)).toBe(true);
    expect(policyAllowsStartScript("default-src 'self';img-src 'self' data:", hash)).toBe(false);
    expect(policyAllowsStartScript("default-src 'self';script-src 'self'", hash)).toBe(false);
    expect(policyAllowsStartScript(`script-src 'self' ${hash};script-src-elem 'self'`, hash)).toBe(false);
    expect(policyAllowsStartScript("img-src 'self'", hash)).toBe(true);
    expect(policyAllowsStartScript("script-src 'self' 'unsafe-inline'", hash)).toBe(true);
    expect(policyAllowsStartScript("script-src 'self' 'unsafe-inline' 'nonce-r4nd0m'", hash)).toBe(false);
    // A proxy's own policy beside the server's: both must allow it.
    expect(policyAllowsStartScript(`script-src 'self' ${hash}, default-src 'self'`, hash)).toBe(false);
  });

  it('gives up on a shell that is not the expected one, or without the text of every stylesheet', () => {
    expect(stitchSnapshot('<html><head></head><body><div id="app"></div></body></html>', snapshot, css)).toBeNull();
    // A stylesheet this worker does not precache: the snapshot is of another build.
    expect(stitchSnapshot(shell, snapshot, new Map([['/assets/index-a1.css', 'body{}']]))).toBeNull();
  });

  it('accepts only what the page writes', () => {
    expect(parseSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
    expect(parseSnapshot(null)).toBeNull();
    expect(parseSnapshot({ ...snapshot, userId: '' })).toBeNull();
    expect(parseSnapshot({ ...snapshot, lang: 'de" onload="x' })).toBeNull();
    expect(parseSnapshot({ ...snapshot, dir: 'auto' })).toBeNull();
    expect(parseSnapshot({ ...snapshot, anchor: 'middle' })).toBeNull();
    expect(parseSnapshot({ ...snapshot, styles: ['https://elsewhere.example/x.css'] })).toBeNull();
    expect(parseSnapshot({ ...snapshot, styles: ['/assets/x.css"><script>'] })).toBeNull();
    expect(parseSnapshot({ ...snapshot, html: 'x'.repeat(400_001) })).toBeNull();
  });

  it('keys each path apart, the bare root included', () => {
    expect(snapshotCacheKey('http://h', '/')).toBe('http://h/__screens/');
    expect(snapshotCacheKey('http://h', '/en/blackboard')).toBe('http://h/__screens/en/blackboard/');
    expect(snapshotCacheKey('http://h', '/en')).not.toBe(snapshotCacheKey('http://h', '/'));
  });
});
