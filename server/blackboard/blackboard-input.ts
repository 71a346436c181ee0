import type { FastifyRequest } from 'fastify';
import { blackboardLimits } from '#contract/blackboard-rules';
import { toValidationError } from '../http/error-handler.ts';
import { isMultipartFailure, readMultipartForm, type UploadedFile } from '../files/read-multipart.ts';
import type { Rejected } from './blackboard-rules.ts';
import { imageTooLarge, tooManyImages } from './checked-images.ts';

export type BoardInput = { fields: Record<string, unknown>; files: UploadedFile[] };

/** Ten full-size images and the text fields: a request beyond this is refused before it is read (413). */
export const maxRequestBytes = blackboardLimits.imagesPerPost * blackboardLimits.imageMaxBytes + 1024 * 1024;

/**
 * The fields and files of a multipart form, or the fields of a JSON body (the outbox sends text edits as JSON).
 * Files are taken from any field name (`images[]`, `images`, `image`); `fileField` names them in errors.
 */
export async function readBoardInput(request: FastifyRequest, fileField: string): Promise<BoardInput | Rejected> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, files: [] };
  }
  const form = await readMultipartForm(request, { maxFiles: blackboardLimits.imagesPerPost, maxFileBytes: blackboardLimits.imageMaxBytes });
  if (!isMultipartFailure(form)) return form;
  if (form.failure === 'too_many_files') return tooManyImages(fileField);
  return { rejected: toValidationError([{ path: 'body', message: `The form could not be read: ${form.message}` }]), status: 422 };
}

/** Refuses a declared body larger than any valid upload at once, with the code the client shows for big images. */
export function oversizedRequest(request: FastifyRequest, fileField: string): Rejected | undefined {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > maxRequestBytes ? imageTooLarge(fileField, 413) : undefined;
}
