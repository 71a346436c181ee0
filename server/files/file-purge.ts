import type { FastifyInstance } from 'fastify';
import { scheduleHourlyPurge } from '../maintenance/hourly-purge.ts';
import type { FileRepository } from '../repositories/file-repository.ts';

/**
 * At start and then hourly, removes the bytes of files whose last owner went by a path that did not remove them
 * itself (rows deleted by hand or by an older version): deleted means deleted even then.
 */
export function scheduleFilePurge(app: FastifyInstance, files: FileRepository): void {
  scheduleHourlyPurge(app, 'bytes of files without a live owner', () => files.purgeUnowned());
}
