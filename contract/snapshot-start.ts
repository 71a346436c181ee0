/**
 * The one inline script of a page the service worker starts from the user's last snapshot of a screen (ADR 0009):
 * it waits until the snapshot is on the screen, then adds the shell's classic scripts — the first-screen preload plan,
 * which then starts the app (sw/build/first-screen-start.ts). Until then the document names no script file at all:
 * the renderer neither requests (each request through the worker costs the main thread), compiles nor runs anything
 * between the parse and the snapshot's first frame.
 *
 * Its element carries the files (`data-scripts`, in order; the last one is given `data-entry` and `data-preload`), so
 * the text itself never changes between builds: the server's Content-Security-Policy allows exactly this text by its
 * SHA-256 (server/http/security-headers.ts), and the service worker writes it as it is
 * (src/pwa/screen-snapshot-format.ts).
 * That is why it is a literal, not a function stringified by whichever compiler built each side.
 *
 * It starts on the first contentful paint (a `paint` PerformanceObserver), 200 ms after the first frame where no paint
 * is reported, after 1 s at the latest, and at once in a hidden page (which paints nothing).
 *
 * Then, too, it makes sure a tap on the snapshot is not lost: the overlay is the custom element `<kita-snapshot>`
 * (src/pwa/screen-snapshot-format.ts), whose content is inert (no focus, no input: a tap lands on the element). The
 * definition reaches the closed declarative shadow root through the element's internals, finds the link under the tap
 * (`elementFromPoint` with `inert` lifted for that one call), dims it as pressed and remembers it in
 * `__kitaSnapshotTap`; the app opens it once its own screen is there (`removeScreenSnapshot`). Only snapshot starts
 * need it, so it is here and not in the first-screen preload plan every start downloads.
 */
export const snapshotStartScript = `(function () {
  var data = document.currentScript.dataset;
  var started = false;
  function rememberTaps() {
    if (!window.customElements || customElements.get('kita-snapshot')) return;
    customElements.define('kita-snapshot', class extends HTMLElement {
      constructor() {
        super();
        var root = this.attachInternals().shadowRoot;
        var pressed = null;
        this.addEventListener('click', function (event) {
          var screen = root && root.querySelector('.screen-snapshot__screen');
          if (!screen) return;
          screen.inert = false;
          var hit = root.elementFromPoint(event.clientX, event.clientY);
          screen.inert = true;
          var link = hit && hit.closest('a[href]');
          if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target || link.hasAttribute('download')) return;
          if (pressed) pressed.style.opacity = '';
          pressed = link;
          link.style.opacity = '0.5';
          window.__kitaSnapshotTap = link.pathname + link.search + link.hash;
        });
      }
    });
  }
  function start() {
    if (started) return;
    started = true;
    rememberTaps();
    var files = data.scripts.split(' ');
    files.forEach(function (src, index) {
      var script = document.createElement('script');
      script.async = false;
      if (index === files.length - 1) {
        script.dataset.entry = data.entry;
        script.dataset.preload = data.preload;
      }
      script.src = src;
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') return start();
  if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0)
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  requestAnimationFrame(function () {
    setTimeout(start, 200);
  });
  setTimeout(start, 1000);
})();`;

/**
 * The CSP source that allows exactly that text, `'sha256-…'` (base64 of its SHA-256): the server names it in its policy
 * (synchronously, with node:crypto); the service worker checks for it before it writes the script into a page.
 */
export async function snapshotStartScriptSource(): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(snapshotStartScript)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}
