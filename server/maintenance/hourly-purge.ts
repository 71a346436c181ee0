import type { FastifyInstance } from 'fastify';

const purgeEveryMs = 60 * 60_000;

/**
 * Runs `purge` when the app is ready and then hourly, until the app closes. A failed run is logged and tried again
 * at the next hour; `purge` answers how many rows it removed, for the log line.
 */
export function scheduleHourlyPurge(app: FastifyInstance, what: string, purge: () => Promise<number>): void {
  const run = async () => {
    try {
      const removed = await purge();
      if (removed > 0) app.log.info({ removed }, `purged ${what}`);
    } catch (error) {
      app.log.error({ err: error }, `could not purge ${what}`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), purgeEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
