import type { FastifyRequest } from 'fastify';
import { blackboardLimits } from '#contract/blackboard-rules';
import { toValidationError } from '../http/error-handler.ts';
import { isMultipartFailure, readMultipartForm } from '../files/read-multipart.ts';
import type { Rejected } from './blackboard-rules.ts';
import { checkImage, imageTooLarge, tooManyImages, type CheckedImage } from './checked-images.ts';

/** `images`: each uploaded file checked and re-encoded while it arrived, or why it was refused (see `checkedImages`). */
export type BoardInput = { fields: Record<string, unknown>; images: (CheckedImage | Rejected)[] };

/** Ten full-size images and the text fields: a request beyond this is refused before it is read (413). */
export const maxRequestBytes = blackboardLimits.imagesPerPost * blackboardLimits.imageMaxBytes + 1024 * 1024;

/**
 * The fields and images of a multipart form, or the fields of a JSON body (the outbox sends text edits as JSON).
 * Files are taken from any field name (`images[]`, `images`, `image`); `fileField` names them in errors. After the
 * first refused image the others are only read past, not decoded. `images: false` (a text edit) reads past them all.
 */
export async function readBoardInput(
  request: FastifyRequest,
  fileField: string,
  options = { images: true },
): Promise<BoardInput | Rejected> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, images: [] };
  }
  let refused = !options.images;
  const form = await readMultipartForm(
    request,
    { maxFiles: blackboardLimits.imagesPerPost, maxFileBytes: blackboardLimits.imageMaxBytes },
    async (file) => {
      if (refused) return undefined;
      const image = await checkImage(file, fileField);
      refused = 'rejected' in image;
      return image;
    },
  );
  if (!isMultipartFailure(form))
    return { fields: form.fields, images: form.files.filter((image) => image !== undefined) };
  if (form.failure === 'too_many_files') return tooManyImages(fileField);
  return {
    rejected: toValidationError([{ path: 'body', message: `The form could not be read: ${form.message}` }]),
    status: 422,
  };
}

/** Refuses a declared body larger than any valid upload at once, with the code the client shows for big images. */
export function oversizedRequest(request: FastifyRequest, fileField: string): Rejected | undefined {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > maxRequestBytes ? imageTooLarge(fileField, 413) : undefined;
}
