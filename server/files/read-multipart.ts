import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type UploadedFile = { field: string; name: string; data: Buffer; /** Cut off at the per-file cap. */ truncated: boolean };
/** A field named `name[]` may repeat: its values are collected, in order, under `name`. */
export type MultipartForm = { fields: Record<string, string | string[]>; files: UploadedFile[] };
export type MultipartFailure = { failure: 'too_many_files' | 'malformed'; message: string };
export type MultipartLimits = { maxFiles: number; maxFileBytes: number };

/**
 * Far above any text field the contract allows (10,000 characters are at most 40 KB of UTF-8), so a value cut off here
 * is always longer than its schema allows and fails validation there.
 */
const fieldSizeBytes = 64 * 1024;
const maxFields = 20;

/**
 * Lets the routes of `scope` read multipart forms with `readMultipartForm`. Oversized files are cut off and marked
 * rather than thrown, so the whole request is still consumed before the answer.
 */
export async function acceptMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { throwFileSizeLimit: false });
}

/**
 * Reads a whole multipart form into memory. An oversized file is read to its cap and marked `truncated` instead of
 * aborting the parse, so the caller can answer a clear 422 after the request was consumed (never a hang). More files
 * than allowed end the parse with `too_many_files`. Needs `acceptMultipart` on the route's scope.
 */
export async function readMultipartForm(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm | MultipartFailure> {
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: maxFields, fieldSize: fieldSizeBytes, parts: limits.maxFiles + maxFields },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        form.files.push({ field: part.fieldname, name: part.filename, data, truncated: part.file.truncated });
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
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') return { failure: 'too_many_files', message: 'Too many files.' };
    // Nothing but parsing happens in the loop: any failure there (busboy's "Unexpected end of multipart data", a
    // limit, a premature close) is a broken form from the client.
    return { failure: 'malformed', message: error instanceof Error ? error.message : 'The form is malformed.' };
  }
}

export const isMultipartFailure = (value: MultipartForm | MultipartFailure): value is MultipartFailure => 'failure' in value;
