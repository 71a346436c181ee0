import type { AnswersResponse } from '#contract/staff';
import { answersCsvColumns } from '#contract/staff';

/** RFC 4180: quoted when needed, quotes doubled; a leading = + - @ (or tab/CR) gets a ' so a spreadsheet never runs it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: string[]) => cells.map(csvCell).join(',');
const childName = (child: { first_name: string; last_name: string } | null) => (child ? `${child.first_name} ${child.last_name}`.trim() : '');
const answerText = (value: string | boolean | undefined) => (value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value);

/**
 * The answers as CSV for a spreadsheet (contract/staff.ts `answersCsvColumns`): a UTF-8 BOM so Excel reads umlauts,
 * CRLF line ends, one line per answer (newest first) and per pending child (by name), one column per question.
 */
export function answersCsv(tracked: AnswersResponse): string {
  const questions = tracked.item.questions;
  const header = [...answersCsvColumns, ...questions.map((question) => question.label), 'Signed'];
  const lines = [line(header)];
  for (const entry of tracked.answers) {
    const row = entry.confirmation;
    lines.push(line([
      childName(entry.child), entry.child?.group_name ?? '', entry.user.name, row.status, entry.answered_at, row.feedback,
      ...questions.map((question) => answerText(row.answers[question.id])), row.signature_file_id ? 'yes' : 'no',
    ]));
  }
  for (const entry of tracked.pending) {
    lines.push(line([
      childName(entry.child), entry.child.group_name ?? '', entry.guardians.map((guardian) => guardian.name).join('; '), 'pending', '', '',
      ...questions.map(() => ''), 'no',
    ]));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
