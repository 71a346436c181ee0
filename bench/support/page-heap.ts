import type { CDPSession, Page } from 'playwright-core';

/** The page's V8 heap in use (CDP Performance.getMetrics, `JSHeapUsedSize`); `Performance.enable` first. */
async function heapUsed(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
}

/** Measures a page's JS heap: what it holds after a garbage collection, and the peak while something runs. */
export async function pageHeap(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    /** After a full garbage collection: what the page keeps. */
    afterGc: async (): Promise<number> => {
      await cdp.send('HeapProfiler.collectGarbage');
      return heapUsed(cdp);
    },
    /** Polls the heap every 50 ms until stopped and keeps the peak. */
    sample: (): { stop: () => Promise<number> } => {
      let peak = 0;
      let running = true;
      const loop = (async () => {
        while (running) {
          peak = Math.max(peak, await heapUsed(cdp));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      return { stop: async () => ((running = false), await loop, peak) };
    },
  };
}
