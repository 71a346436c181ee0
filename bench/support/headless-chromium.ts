import { chromium, type Browser } from 'playwright-core';

/** The system Chromium, quiet: no GPU, no background traffic that would show up in memory or on the wire. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
