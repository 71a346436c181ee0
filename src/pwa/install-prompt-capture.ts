/** Chromium's install event; not in TypeScript's DOM lib. https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Chromium's install prompt, kept from the first moment (it fires once, early), so a button can show it later. Only
 * this part runs at the start; what offers and shows it (install-prompt-state.ts) loads with the notices and /kigapp.
 */
export const installPrompt = {
  deferred: null as BeforeInstallPromptEvent | null,
  listeners: new Set<() => void>(),
  changed(): void {
    installPrompt.listeners.forEach((listener) => listener());
  },
};

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.deferred = event as BeforeInstallPromptEvent;
    installPrompt.changed();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt.deferred = null;
    installPrompt.changed();
  });
}
