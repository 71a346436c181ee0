import type { ConfirmationRow } from '#contract/publications';
import type { AnswerFields } from '../repositories/confirmation-repository.ts';

const sortedJson = (answers: Record<string, string | boolean>) =>
  JSON.stringify(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)));

/** A repeat of the stored answer: nothing to write, nothing to announce. */
export function sameAnswer(existing: ConfirmationRow, fields: AnswerFields): boolean {
  return (
    existing.status === fields.status &&
    existing.feedback === fields.feedback &&
    existing.signature_file_id === fields.signatureFileId &&
    sortedJson(existing.answers) === sortedJson(fields.answers)
  );
}
