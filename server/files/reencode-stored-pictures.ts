import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { blackboardLimits } from '#contract/blackboard-rules';
import { realtimeChannels, realtimeEvents, type SyncAvailableEvent } from '#contract/realtime';
import { publishSafely, type RealtimePublisher } from '../realtime/publisher.ts';
import type { FileRepository, StoredPicture } from '../repositories/file-repository.ts';
import { makeThumbnail, reencodePicture } from './decode-image.ts';
import { storedFileName } from './file-name.ts';

const batchSize = 20;
const what = 're-encoding stored pictures';

export type ReencodeRun = { total: number; reencoded: number; skipped: number };
/** Tells a kindergarten's devices that rows changed up to `version` (`sync.available`). */
export type Announce = (kindergartenId: string, version: number) => Promise<void>;

type Written = Awaited<ReturnType<FileRepository['replacePicture']>>;

/** One picture: what was written, or undefined when skipped (gone, changed elsewhere, or no longer decodes). */
async function reencodeOne(files: FileRepository, picture: StoredPicture, log: FastifyBaseLogger): Promise<Written> {
  const bytes = await files.readBytes(picture.id);
  if (!bytes) return undefined;
  const { imageMaxPixels, storedImageMaxDimension, thumbnailMaxDimension } = blackboardLimits;
  const reencoded = await reencodePicture(bytes, imageMaxPixels, storedImageMaxDimension);
  const thumbnail = reencoded && (await makeThumbnail(reencoded, imageMaxPixels, thumbnailMaxDimension));
  if (!reencoded || !thumbnail) {
    log.warn({ fileId: picture.id }, `${what}: picture ${picture.id} does not decode; it is left as it is`);
    return undefined;
  }
  const name = storedFileName(picture.name, reencoded.mime, { fallback: 'image' });
  return files.replacePicture(picture, { ...reencoded, name }, thumbnail);
}

/**
 * Re-encodes every board picture stored before the server re-encoded uploads (ADR 0013) and gives it a thumbnail,
 * one picture at a time: the metadata goes, the long side is capped, devices get the new row. The pictures are walked
 * once in id order, so one that no longer decodes is logged and passed, not tried again. Several instances may run it
 * at once: a picture is written only if nobody re-encoded it meanwhile (`replacePicture`). After each batch the
 * kindergartens whose rows changed are told, so devices pull the new rows (and every instance's empty-sync cache,
 * ADR 0008, forgets). `stopped` ends it between two pictures.
 */
export async function reencodeStoredPictures(
  files: FileRepository,
  log: FastifyBaseLogger,
  options: { stopped?: () => boolean; logEvery?: number; announce?: Announce } = {},
): Promise<ReencodeRun> {
  const { stopped = () => false, logEvery = 50, announce = async () => {} } = options;
  const run: ReencodeRun = { total: await files.countPicturesWithoutThumbnail(), reencoded: 0, skipped: 0 };
  if (run.total === 0) return run;
  const progress = () => {
    const seen = run.reencoded + run.skipped;
    log.info({ ...run }, `${what}: ${seen} of ${Math.max(seen, run.total)}`);
  };
  progress();
  let afterId: string | undefined;
  for (
    let batch = await files.picturesWithoutThumbnail(batchSize);
    batch.length > 0;
    batch = await files.picturesWithoutThumbnail(batchSize, afterId)
  ) {
    const newest = new Map<string, number>();
    for (const picture of batch) {
      if (stopped()) break;
      afterId = picture.id;
      const written = await reencodeOne(files, picture, log);
      if (written) {
        run.reencoded++;
        newest.set(written.kindergartenId, Math.max(written.version, newest.get(written.kindergartenId) ?? 0));
      } else run.skipped++;
      if ((run.reencoded + run.skipped) % logEvery === 0) progress();
    }
    for (const [kindergartenId, version] of newest) await announce(kindergartenId, version);
    if (stopped()) return run;
  }
  if ((run.reencoded + run.skipped) % logEvery !== 0) progress();
  log.info({ ...run }, `${what}: done, ${run.reencoded} re-encoded, ${run.skipped} skipped`);
  return run;
}

/**
 * Starts the re-encode once the app is ready, without holding up the start or any request (it runs beside them, one
 * picture at a time); the app's close waits for the picture in hand. A failed run is logged; the next start resumes.
 */
export function scheduleStoredPictureReencode(
  app: FastifyInstance,
  files: FileRepository,
  publisher: RealtimePublisher,
): void {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  const announce: Announce = async (kindergartenId, version) => {
    const data: SyncAvailableEvent = { version };
    await publishSafely(
      publisher,
      { channels: [realtimeChannels.kindergarten(kindergartenId)], event: realtimeEvents.syncAvailable, data },
      app.log,
    );
  };
  app.addHook('onReady', async () => {
    running = reencodeStoredPictures(files, app.log, { stopped: () => stopped, announce }).catch((error: unknown) =>
      app.log.error({ err: error }, `${what}: stopped by an error; the next start goes on`),
    );
  });
  app.addHook('onClose', async () => {
    stopped = true;
    await running;
  });
}
