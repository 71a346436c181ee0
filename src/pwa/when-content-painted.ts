/** A page opened in the background paints nothing: then the work waits this long, not for ever. */
const hiddenPageFallbackMs = 10_000;

/**
 * Resolves once the first content is on screen. The shell's `#root` is empty, so the browser's first contentful paint
 * is the app's first screen (https://developer.mozilla.org/docs/Web/API/PerformancePaintTiming); `buffered` also
 * reports a paint that happened before the call. Without paint timing: after the next frame.
 */
export function whenContentPainted(): Promise<void> {
  return new Promise((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const fallback = setTimeout(done, hiddenPageFallbackMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}
