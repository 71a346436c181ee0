/**
 * The one inline script of a page the service worker starts from the user's last snapshot of a screen (ADR 0009):
 * it waits until the snapshot is on the screen, then adds the shell's classic scripts — the first-screen preload plan,
 * which then starts the app (sw/build/first-screen-start.ts). Until then the document names no script file at all:
 * the renderer neither requests (each request through the worker costs the main thread), compiles nor runs anything
 * between the parse and the snapshot's first frame.
 *
 * Its element carries the files (`data-scripts`, in order; the last one is given `data-entry` and `data-preload`), so
 * the text itself never changes between builds: the server's Content-Security-Policy allows exactly this text by its
 * SHA-256 (server/http/security-headers.ts), and the service worker writes it as it is (src/pwa/screen-snapshot-format.ts).
 * That is why it is a literal, not a function stringified by whichever compiler built each side.
 *
 * It starts on the first contentful paint (a `paint` PerformanceObserver), 200 ms after the first frame where no paint
 * is reported, after 1 s at the latest, and at once in a hidden page (which paints nothing).
 */
export const snapshotStartScript = `(function () {
  var data = document.currentScript.dataset;
  var started = false;
  function start() {
    if (started) return;
    started = true;
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
