export type DeferredWork = {
  /** Runs `task` after the current request has been answered; a failure is logged as `failureMessage`, never thrown. */
  defer(task: () => Promise<unknown>, failureMessage: string): void;
  /** Resolves once every deferred task has finished (the app awaits it before closing the database). */
  settled(): Promise<void>;
};

/**
 * Work a visitor call must not wait for, because how long it takes would tell the visitor something (whether an
 * account exists, for instance).
 */
export function createDeferredWork(log: { error: (details: object, message: string) => void }): DeferredWork {
  const running = new Set<Promise<unknown>>();
  return {
    defer(task, failureMessage) {
      const run = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, failureMessage))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
