import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in TypeScript's DOM lib. https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const dismissedKey = 'kita-install-dismissed';
/** A "not now" holds this long; then the banner may ask once more. */
const dismissalDays = 90;

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Captures Chromium's prompt from the first moment (it fires once, early), so a button can show it later. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export function wasInstallDismissed(now = Date.now()): boolean {
  try {
    const dismissedAt = Date.parse(localStorage.getItem(dismissedKey) ?? '');
    return Number.isFinite(dismissedAt) && now - dismissedAt < dismissalDays * 24 * 60 * 60 * 1000;
  } catch {
    return false;
  }
}

/** "Not now": remembered with its date (spec §4: a dismissal is remembered). */
export function dismissInstall(): void {
  try {
    localStorage.setItem(dismissedKey, new Date().toISOString());
  } catch {
    // Storage blocked: the banner comes back next time, nothing worse.
  }
  changed();
}

/** Shows the browser's install dialog; true when the user installed. The event can be used once only. */
export async function installApp(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  changed();
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
  const next = { available: deferred !== null, dismissed: wasInstallDismissed() };
  if (next.available !== snapshot.available || next.dismissed !== snapshot.dismissed) snapshot = next;
  return snapshot;
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    currentOffer,
    () => snapshot,
  );
}
