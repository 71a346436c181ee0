import { finished, PassThrough, type Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FileTooLargeError } from './file-store.ts';

/** A file of the form while it arrives; `stream` fails with FileTooLargeError as soon as it passes the per-file cap. */
export type IncomingFile = { field: string; name: string; stream: Readable };
/** Takes one file in: reads from its stream what it needs (it may stop early) and answers what became of it. */
export type ReceiveFile<T> = (file: IncomingFile) => Promise<T>;
/** A field named `name[]` may repeat: its values are collected, in order, under `name`. */
export type MultipartForm<T> = { fields: Record<string, string | string[]>; files: T[] };
export type MultipartFailure = { failure: 'too_many_files' | 'malformed'; message: string };
export type MultipartLimits = { maxFiles: number; maxFileBytes: number };

/**
 * Far above any text field the contract allows (10,000 characters are at most 40 KB of UTF-8), so a value cut off here
 * is always longer than its schema allows and fails validation there.
 */
const fieldSizeBytes = 64 * 1024;
const maxFields = 20;

/**
 * Lets the routes of `scope` read multipart forms with `readMultipartForm`. An oversized file is cut off by busboy
 * rather than thrown, so the whole request is still consumed before the answer.
 */
export async function acceptMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { throwFileSizeLimit: false });
}

/** The form broke off or was malformed inside a file: the client's fault, whatever the receiver was doing. */
class BrokenFormError extends Error {}

/**
 * The file as its receiver reads it: busboy's stream with backpressure, failing once busboy cut it at the cap. Whatever
 * the receiver leaves unread (it refused the file, or failed) is drained, so the parse goes on to the next part.
 */
function incoming(file: Readable & { truncated?: boolean }, maxBytes: number): Readable {
  const out = new PassThrough();
  const tooLarge = () => out.destroy(new FileTooLargeError(maxBytes));
  file.on('data', (piece: Buffer) => {
    if (out.destroyed || out.write(piece)) return;
    file.pause();
    out.once('drain', () => file.resume());
  });
  // Busboy may have cut the file (and said so), or the form may have broken off and the stream been destroyed, before
  // the receiver got it: `finished` reports a stream that is over already too.
  file.once('limit', tooLarge);
  finished(file, (error) => {
    if (file.truncated) tooLarge();
    else if (error) out.destroy(new BrokenFormError(error.message));
    else out.end();
  });
  out.once('close', () => file.resume());
  return out;
}

/**
 * Reads a multipart form, handing each file to `receive` while it arrives: no file is held whole in memory here. An
 * oversized file fails its stream at the cap; the rest of it is read and dropped, so the caller can answer a clear 422
 * after the request was consumed (never a hang). More files than allowed end the parse with `too_many_files`; files
 * received before that are the caller's to undo. Needs `acceptMultipart` on the route's scope.
 */
export async function readMultipartForm<T>(
  request: FastifyRequest,
  limits: MultipartLimits,
  receive: ReceiveFile<T>,
): Promise<MultipartForm<T> | MultipartFailure> {
  const form: MultipartForm<T> = { fields: {}, files: [] };
  let receiveFailure: unknown;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: maxFields,
        fieldSize: fieldSizeBytes,
        parts: limits.maxFiles + maxFields,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const stream = incoming(part.file, limits.maxFileBytes);
        try {
          form.files.push(await receive({ field: part.fieldname, name: part.filename, stream }));
        } catch (error) {
          receiveFailure = error;
          throw error;
        } finally {
          stream.destroy();
        }
      } else if (part.fieldname.endsWith('[]')) {
        const name = part.fieldname.slice(0, -2);
        const values = form.fields[name];
        form.fields[name] = [...(Array.isArray(values) ? values : []), String(part.value)];
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
    return form;
  } catch (error) {
    // What busboy has not read yet is dropped, so the client gets its answer rather than a stalled upload.
    request.raw.resume();
    if (receiveFailure !== undefined && error === receiveFailure && !(error instanceof BrokenFormError)) throw error;
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      return { failure: 'too_many_files', message: 'Too many files.' };
    // Besides the receiver's own failures (thrown on as they are), only parsing happens in the loop: any failure there
    // (busboy's "Unexpected end of multipart data", a limit, a premature close) is a broken form from the client.
    return { failure: 'malformed', message: error instanceof Error ? error.message : 'The form is malformed.' };
  }
}

export const isMultipartFailure = <T>(value: MultipartForm<T> | MultipartFailure): value is MultipartFailure =>
  'failure' in value;

/**
 * Reads what is left of a file and tells whether it passed the cap: a file refused for its content is still refused
 * as too large when it is, as if it had been read whole first.
 */
export async function overflows(stream: Readable): Promise<boolean> {
  try {
    for await (const piece of stream) void piece;
    return false;
  } catch (error) {
    if (error instanceof FileTooLargeError) return true;
    throw error;
  }
}

/** The first `count` bytes of the stream (fewer if it ends first), and a stream of the whole file from its start. */
export async function peek(stream: Readable, count: number): Promise<{ head: Buffer; whole: Readable }> {
  const pieces: Buffer[] = [];
  let length = 0;
  const iterator = stream[Symbol.asyncIterator]();
  while (length < count) {
    const next = await iterator.next();
    if (next.done) break;
    pieces.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  const head = Buffer.concat(pieces);
  async function* rest() {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  const whole = PassThrough.from(rest());
  return { head: head.subarray(0, count), whole };
}
