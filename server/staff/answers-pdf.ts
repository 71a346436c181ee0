import type { AnswersResponse } from '#contract/staff';
import type { ExportLanguage } from '../publications/export-labels/export-labels.ts';
import { PdfPageWriter } from '../publications/receipt/pdf-page-writer.ts';

export type AnswersPdfInput = {
  tracked: AnswersResponse;
  kindergartenName: string;
  /** The staff member's language, dates in the kindergarten's time zone. */
  language: ExportLanguage;
  /** Signature file id → PNG bytes. */
  signatures: Map<string, Uint8Array>;
  now: Date;
};

/** A printable A4 list: every answer with its signature image, then the children nobody answered for. */
export async function renderAnswersPdf(input: AnswersPdfInput): Promise<Uint8Array> {
  const { labels, format } = input.language;
  const { tracked } = input;
  const writer = await PdfPageWriter.create(`${labels.answersHeading}: ${tracked.item.title}`);
  writer.text(`${labels.answersHeading}: ${tracked.item.title}`, { size: 16, bold: true });
  writer.text(input.kindergartenName, { muted: true });
  writer.text(
    `${labels.confirmed}: ${tracked.counts.confirmed} · ${labels.cancelled}: ${tracked.counts.cancelled} · ${labels.notAnswered}: ${tracked.counts.pending} · ${labels.readFamilies}: ${tracked.reads.counts.read} / ${tracked.reads.counts.families}`,
    { size: 10 },
  );
  writer.gap();

  writer.text(labels.answered, { size: 13, bold: true });
  if (tracked.answers.length === 0) writer.text(labels.nobody);
  for (const entry of tracked.answers) {
    const row = entry.confirmation;
    writer.rule();
    const child = entry.child ? `${entry.child.first_name} ${entry.child.last_name}` : labels.forSelf;
    const group = entry.child?.group_name ? ` (${entry.child.group_name})` : '';
    writer.text(`${child}${group}: ${row.status === 'confirmed' ? labels.confirmed : labels.cancelled}`, {
      bold: true,
    });
    writer.text(`${labels.guardian}: ${entry.user.name} · ${labels.answeredAt} ${format.dateTime(entry.answered_at)}`, {
      size: 10,
    });
    for (const question of tracked.item.questions) {
      const value = row.answers[question.id];
      if (value === undefined) continue;
      writer.text(`${question.label} ${typeof value === 'boolean' ? (value ? labels.yes : labels.no) : value}`, {
        size: 10,
      });
    }
    if (row.feedback) writer.text(`${labels.feedback}: ${row.feedback}`, { size: 10 });
    const png = row.signature_file_id ? input.signatures.get(row.signature_file_id) : undefined;
    if (png) {
      writer.text(`${labels.signature}:`, { size: 10, bold: true });
      await writer.image(png);
    }
  }

  writer.gap();
  writer.text(labels.notAnswered, { size: 13, bold: true });
  if (tracked.pending.length === 0) writer.text(labels.nobody);
  for (const entry of tracked.pending) {
    const group = entry.child.group_name ? ` (${entry.child.group_name})` : '';
    const guardians = entry.guardians.map((guardian) => guardian.name).join(', ') || labels.noGuardian;
    writer.text(`${entry.child.first_name} ${entry.child.last_name}${group} – ${guardians}`, { size: 10 });
  }
  writer.gap();
  writer.text(`${labels.listCreatedAt} ${format.dateTime(input.now)}`, { size: 9, muted: true });
  return writer.save();
}
