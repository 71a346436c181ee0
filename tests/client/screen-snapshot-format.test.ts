import { describe, expect, it } from 'vitest';
import { parseSnapshot, snapshotCacheKey, stitchSnapshot, type ScreenSnapshot } from '../../src/pwa/screen-snapshot-format.ts';

const shell =
  '<!doctype html><html lang="de"><head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head>' +
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

describe('screen snapshots (ADR 0009)', () => {
  it('puts the screen after #root in a closed shadow root, hidden from assistive technology and inert', () => {
    const page = stitchSnapshot(shell, snapshot)!;
    expect(page).toContain('<div id="root"></div><div class="screen-snapshot" data-anchor="top" aria-hidden="true"><template shadowrootmode="closed">');
    expect(page).toContain('<div class="screen-snapshot__screen" inert><main><h1>Pinnwand</h1>');
    // Replacement patterns in the user's text stay text.
    expect(page).toContain('Kosten: 5 $& mehr $1');
  });

  it("takes the screen's language and direction, and loads its stylesheets in the head once", () => {
    const page = stitchSnapshot(shell, snapshot)!;
    expect(page).toContain('<html lang="ar" dir="rtl">');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.match(/index-a1\.css/g)).toHaveLength(1);
    expect(head).toContain('<link rel="stylesheet" href="/assets/board-b2.css">');
  });

  it('gives up on a shell that is not the expected one', () => {
    expect(stitchSnapshot('<html><head></head><body><div id="app"></div></body></html>', snapshot)).toBeNull();
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
