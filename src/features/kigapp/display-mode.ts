/** Opened from the home screen (installed), where install instructions make no sense any more. */
export function isRunningInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true; // iOS Safari
  return standalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** iPhone/iPad: Safari has no install prompt; the share sheet's "Add to Home Screen" is the way (iPadOS says Mac). */
export function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
