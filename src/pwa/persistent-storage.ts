/**
 * Asks the browser to keep this site's storage under pressure: Safari otherwise clears it after 7 days without use
 * (https://webkit.org/blog/10218/full-third-party-cookie-blocking-and-more/), Chromium when space runs short. Asked
 * after sign-in, when there is something worth keeping; Chromium decides silently, Firefox may ask the user once.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    const storage = globalThis.navigator?.storage;
    if (!storage?.persist) return false;
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
