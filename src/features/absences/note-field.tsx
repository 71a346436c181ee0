import { Trans } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { absenceNoteMaxLength } from '#contract/absence-rules';
import { TextAreaField } from '../../ui/text-area-field.tsx';

/** Optional free text for the kindergarten, with its counter. */
export function NoteField({
  field,
  length,
  error,
}: {
  field: UseFormRegisterReturn<'note'>;
  length: number;
  error?: string;
}) {
  return (
    <TextAreaField
      label={<Trans>Note for the kindergarten (optional)</Trans>}
      className="note-field"
      rows={3}
      maxLength={absenceNoteMaxLength}
      length={length}
      error={error}
      {...field}
    />
  );
}
