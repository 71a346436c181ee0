/** Runs `work` once the browser has painted (a frame, then a task), so heavy code never delays the first screen. */
export function afterFirstPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(work, 0));
  else setTimeout(work, 0);
}
