import { useSyncExternalStore } from 'react';
import { installPrompt } from './install-prompt-capture.ts';

const dismissedKey = 'kita-install-dismissed';
/** A "not now" holds this long; then the banner may ask once more. */
const dismissalDays = 90;

export function wasInstallDismissed(now = Date.now()): boolean {
  try {
    const dismissedAt = Date.parse(localStorage.getItem(dismissedKey) ?? '');
    return Number.isFinite(dismissedAt) && now - dismissedAt < dismissalDays * 24 * 60 * 60 * 1000;
  } catch {
    return false;
  }
}

/** "Not now": remembered with its date, so the offer does not come back at every start. */
export function dismissInstall(): void {
  try {
    localStorage.setItem(dismissedKey, new Date().toISOString());
  } catch {
    // Storage blocked: the banner comes back next time, nothing worse.
  }
  installPrompt.changed();
}

/** Shows the browser's install dialog; true when the user installed. The event can be used once only. */
export async function installApp(): Promise<boolean> {
  const event = installPrompt.deferred;
  if (!event) return false;
  installPrompt.deferred = null;
  installPrompt.changed();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

export interface InstallOffer {
  /** The browser offers installation now (Chromium, not yet installed). */
  available: boolean;
  dismissed: boolean;
}

let snapshot: InstallOffer = { available: false, dismissed: false };

function currentOffer(): InstallOffer {
  const next = { available: installPrompt.deferred !== null, dismissed: wasInstallDismissed() };
  if (next.available !== snapshot.available || next.dismissed !== snapshot.dismissed) snapshot = next;
  return snapshot;
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (onChange) => {
      installPrompt.listeners.add(onChange);
      return () => installPrompt.listeners.delete(onChange);
    },
    currentOffer,
    () => snapshot,
  );
}
