import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error.ts';
import { notifyError } from '../api/notify.ts';

/**
 * Puts a 422's messages next to the fields they belong to (the server writes them in the request's
 * Accept-Language). A message for a field the form does not show becomes a toast, so nothing is lost.
 * Typed text is never reset here: the form keeps its values on every error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || error.kind !== 'validation') return;
  let shown = false;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = fields.find((candidate) => candidate === name);
    if (field && messages[0]) {
      setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !shown });
      shown = true;
    }
  }
  if (!shown) notifyError(error.message || 'Error');
}
