/**
 * One drainer at a time across tabs and the service worker: the Web Locks API where it exists; otherwise (old
 * Safari, Node) an in-process queue, which at least keeps this page's cycles from overlapping.
 * https://developer.mozilla.org/docs/Web/API/Web_Locks_API
 */
export const outboxLockName = 'kita-outbox';

let inProcess: Promise<unknown> = Promise.resolve();

export function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks) return locks.request(outboxLockName, work) as Promise<T>;
  const run = inProcess.then(work, work);
  inProcess = run.catch(() => undefined);
  return run;
}
