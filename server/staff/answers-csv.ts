import type { AnswersResponse } from '#contract/staff';
import { answersCsvColumns } from '#contract/staff';
import type { ExportLanguage } from '../publications/export-labels/export-labels.ts';

/** RFC 4180: quoted when needed, quotes doubled; a leading = + - @ (or tab/CR) gets a ' so a spreadsheet never runs it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Excel splits a CSV at its region's list separator: ";" where the decimal mark is a comma (de, tr, ru, …), else ",". */
const separatorFor = (locale: string) => (new Intl.NumberFormat(locale).format(1.5).includes(',') ? ';' : ',');
const childName = (child: { first_name: string; last_name: string } | null) =>
  child ? `${child.first_name} ${child.last_name}`.trim() : '';

/**
 * The answers as CSV for a spreadsheet (contract/staff.ts `answersCsvColumns`) in the reader's language: a UTF-8 BOM
 * so Excel reads umlauts and other scripts, CRLF line ends, one line per answer (newest first) and per pending child
 * (by name), one column per question; times in the kindergarten's time zone in a form every spreadsheet reads.
 */
export function answersCsv(tracked: AnswersResponse, { labels, format, locale }: ExportLanguage): string {
  const separator = separatorFor(locale);
  const line = (cells: string[]) => cells.map(csvCell).join(separator);
  const yesNo = (value: boolean) => (value ? labels.yes : labels.no);
  const answerText = (value: string | boolean | undefined) =>
    value === undefined ? '' : typeof value === 'boolean' ? yesNo(value) : value;
  const questions = tracked.item.questions;
  const lines = [
    line([
      ...answersCsvColumns.map((column) => labels[column]),
      ...questions.map((question) => question.label),
      labels.signed,
    ]),
  ];
  for (const entry of tracked.answers) {
    const row = entry.confirmation;
    lines.push(
      line([
        childName(entry.child),
        entry.child?.group_name ?? '',
        entry.user.name,
        row.status === 'confirmed' ? labels.confirmed : labels.cancelled,
        format.sortable(entry.answered_at),
        row.feedback,
        ...questions.map((question) => answerText(row.answers[question.id])),
        yesNo(row.signature_file_id !== null),
      ]),
    );
  }
  for (const entry of tracked.pending) {
    lines.push(
      line([
        childName(entry.child),
        entry.child.group_name ?? '',
        entry.guardians.map((guardian) => guardian.name).join(', '),
        labels.notAnswered,
        '',
        '',
        ...questions.map(() => ''),
        yesNo(false),
      ]),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
