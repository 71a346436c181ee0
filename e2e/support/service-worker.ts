import { expect, type Page } from '@playwright/test';

/** Waits (bounded) until the service worker is active and controls the page: its precache is complete then. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 30_000,
  });
}

/** Opens a new page of the context on `path` and checks its document came from the service worker, not the network. */
export async function openFromServiceWorker(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response, `${path} has an answer`).not.toBeNull();
  expect(response!.fromServiceWorker(), `${path} is answered by the service worker`).toBe(true);
}
