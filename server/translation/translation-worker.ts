import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { realtimeChannels, realtimeEvents, type SyncAvailableEvent } from '#contract/realtime';
import { translatableTables } from '#contract/translation-fields';
import type { Db } from '../db/client.ts';
import { onWritingRoutes } from '../http/writing-routes.ts';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import { syncRepository } from '../repositories/sync-repository.ts';
import { translationRepository, type TranslatableItem } from '../repositories/translation-repository.ts';
import { translateItems } from './translate-items.ts';
import type { TranslationProvider } from './translation-provider.ts';

/** The periodic scan: retries that came due, budgets of a new day, and anything a lost nudge left behind. */
const scanEveryMs = 60_000;
/** Items per table and kind of scan in one pass; a full pass is followed by another at once. */
const passLimit = 200;

export type TranslationWorker = {
  /** After a write committed: translate what changed, soon and in the background. Never throws, never waits. */
  nudge(): void;
  /** Resolves once no pass is running or asked for (tests wait for it before they pull). */
  settled(): Promise<void>;
};

export type TranslationWorkerDeps = {
  db: Db;
  provider: TranslationProvider | undefined;
  publisher: RealtimePublisher;
  log: FastifyBaseLogger;
  timeZone: string;
  dailyCharacters: number | null;
  now: () => Date;
};

/**
 * Machine translation outside every request (ADR 0007): a pass reads the items written since the last pass (by sync
 * version, up to the sync watermark, so no write still open is skipped), the shown items lacking a language and the
 * rows due for another try, translates them (`translateItems`) and announces `sync.available` to each kindergarten
 * whose rows changed, so clients pull them like any other change. One pass at a time; nudges during a pass ask for
 * one more. With TRANSLATE_PROVIDER=none nothing runs.
 */
export function createTranslationWorker(
  deps: TranslationWorkerDeps,
): TranslationWorker & { start(): void; stop(): Promise<void> } {
  const repository = translationRepository(deps.db);
  const sync = syncRepository(deps.db);
  let scannedUpTo = 0;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function pass(): Promise<boolean> {
    const provider = deps.provider!;
    const now = deps.now();
    const upTo = await sync.watermark();
    const [changed, missing, due] = await Promise.all([
      repository.changedItems({ after: scannedUpTo, upTo }),
      repository.itemsMissingALanguage(passLimit),
      repository.dueRetries(now, passLimit),
    ]);
    const retried: TranslatableItem[] = [];
    for (const table of translatableTables) {
      const ids = due.filter((row) => row.sourceTable === table).map((row) => row.sourceId);
      retried.push(...(await repository.itemsByIds(table, ids)));
    }
    const written = await translateItems(
      { repository, provider, dailyCharacters: deps.dailyCharacters, timeZone: deps.timeZone, now, log: deps.log },
      [...changed, ...missing, ...retried],
    );
    scannedUpTo = upTo;
    for (const [kindergartenId, version] of written) {
      if (version === 0) continue;
      const data: SyncAvailableEvent = { version };
      await publishSafely(
        deps.publisher,
        { channels: [realtimeChannels.kindergarten(kindergartenId)], event: realtimeEvents.syncAvailable, data },
        deps.log,
      );
    }
    return missing.length >= passLimit || due.length >= passLimit;
  }

  async function run(): Promise<void> {
    do {
      again = false;
      try {
        if (await pass()) again = true;
      } catch (error) {
        deps.log.error({ err: error }, 'machine translation pass failed');
      }
    } while (again && !stopped);
    running = undefined;
  }

  const worker = {
    nudge(): void {
      if (!deps.provider || stopped) return;
      if (running) again = true;
      else running = run();
    },
    async settled(): Promise<void> {
      while (running) await running;
    },
    start(): void {
      if (!deps.provider) return;
      worker.nudge();
      timer = setInterval(() => worker.nudge(), scanEveryMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await worker.settled();
    },
  };
  return worker;
}

/**
 * Runs the worker with the app (started when ready, stopped on close) and nudges it after every successful writing
 * call of `scope`, once the answer is sent: by then the write's transaction has committed, and the caller never waits.
 */
export function runTranslations(app: FastifyInstance, worker: ReturnType<typeof createTranslationWorker>): void {
  app.decorate('translations', worker as TranslationWorker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}

export function nudgeAfterWrites(scope: FastifyInstance, worker: TranslationWorker): void {
  onWritingRoutes(scope, {
    onResponse: (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) worker.nudge();
      done();
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The machine translation worker (server/translation/translation-worker.ts). */
    translations: TranslationWorker;
  }
}
