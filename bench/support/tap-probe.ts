import type { Page } from 'playwright-core';
import type { ScreenTimes } from './screen-probe.ts';

export type Point = { x: number; y: number };

/**
 * Init script: the first click the page handles, in a listener on window that runs after the app's own (React listens
 * on its root, below window): when it ran and when its input arrived, both from the document's time origin.
 */
export const tapProbe = `(() => {
  window.addEventListener('click', (event) => {
    if (window.__tapProbe) return;
    window.__tapProbe = { handledAt: performance.now(), inputAt: event.timeStamp };
  });
})();`;

export type TapTimes = ScreenTimes & {
  /** Navigation → a tap on the app's own screen handled (sent as soon as the bench saw that screen). */
  tapHandledMs: number;
  /** The tap's input → its handling: how long the main thread kept it waiting. */
  tapWaitMs: number;
};

/** Taps `at` (a spot that presses nothing) once the app's own screen is there, and waits until the tap was handled. */
export async function tapTimes(page: Page, times: ScreenTimes, at: Point): Promise<TapTimes> {
  await page.mouse.click(at.x, at.y);
  const handle = await page.waitForFunction(
    () => (window as unknown as { __tapProbe?: { handledAt: number; inputAt: number } }).__tapProbe ?? null,
    null,
    { timeout: 30_000 },
  );
  const tap = (await handle.jsonValue())!;
  return { ...times, tapHandledMs: tap.handledAt, tapWaitMs: tap.handledAt - tap.inputAt };
}

/**
 * On the app's own screen: the middle of its heading, or of another element in `#root` on screen, where a tap lands
 * on nothing that reacts (no link, button, field or label), so tapping it changes nothing between runs.
 */
export async function neutralPoint(page: Page): Promise<Point> {
  const point = await page.evaluate<Point | null>(`(() => {
    const reacts = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [onclick]';
    const candidates = [...document.querySelectorAll('#root h1, #root h2, #root p, #root span, #root div')];
    for (const element of candidates) {
      const box = element.getBoundingClientRect();
      if (box.width < 10 || box.height < 10 || box.top < 0 || box.bottom > window.innerHeight) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.closest('#root') && !hit.closest(reacts) && !hit.querySelector(reacts)) return { x, y };
    }
    return null;
  })()`);
  if (!point) throw new Error(`no spot of ${page.url()} where a tap presses nothing`);
  return point;
}
