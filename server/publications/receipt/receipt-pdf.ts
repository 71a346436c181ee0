import type { ConfirmationStatus, PublicationKind } from '#contract/publication-rules';
import { PdfPageWriter } from './pdf-page-writer.ts';
import { exportLanguage, type ExportLanguage } from '../export-labels/export-labels.ts';

export type ReceiptAnswer = {
  /** Null for a user's own answer (no child). */
  childName: string | null;
  status: ConfirmationStatus;
  feedback: string;
  /** Question label → the answer as given. */
  answers: { question: string; value: string | boolean }[];
  signaturePng: Uint8Array | null;
  answeredAt: string;
};

export type ReceiptContent = {
  kind: PublicationKind;
  kindergartenName: string;
  title: string;
  event: { startsAt: string; endsAt: string | null; allDay: boolean; location: string } | null;
  deadline: string | null;
  userName: string;
  answers: ReceiptAnswer[];
  language: string;
  timeZone: string;
  now: Date;
};

function eventLines(
  writer: PdfPageWriter,
  { labels, format }: ExportLanguage,
  event: NonNullable<ReceiptContent['event']>,
) {
  writer.field(labels.date, format.date(event.startsAt));
  const until = event.endsAt ? ` – ${format.time(event.endsAt)}` : '';
  writer.field(labels.time, event.allDay ? labels.allDay : `${format.time(event.startsAt)}${until}`);
  if (event.location) writer.field(labels.place, event.location);
}

async function answerBlock(writer: PdfPageWriter, { labels, format }: ExportLanguage, answer: ReceiptAnswer) {
  writer.rule();
  writer.field(labels.child, answer.childName ?? labels.forSelf);
  writer.field(labels.status, answer.status === 'confirmed' ? labels.confirmed : labels.cancelled);
  for (const { question, value } of answer.answers) {
    writer.field(question, typeof value === 'boolean' ? (value ? labels.yes : labels.no) : value);
  }
  if (answer.feedback) writer.field(labels.feedback, answer.feedback);
  if (answer.signaturePng) {
    writer.text(`${labels.signature}:`, { bold: true, size: 10 });
    await writer.image(answer.signaturePng);
  }
  writer.field(labels.answeredAt, format.dateTime(answer.answeredAt));
}

/** The family's copy of their answer: the item, each answer with its signature, in the user's language. */
export async function renderReceipt(content: ReceiptContent): Promise<Uint8Array> {
  const language = exportLanguage(content.language, content.timeZone);
  const { labels, format } = language;
  const writer = await PdfPageWriter.create(content.title);
  writer.text(labels.receiptHeading, { size: 18, bold: true });
  writer.text(content.kindergartenName, { muted: true });
  writer.gap();
  writer.text(`${content.kind === 'news' ? labels.news : labels.event}: ${content.title}`, { size: 14, bold: true });
  writer.gap(4);
  if (content.event) eventLines(writer, language, content.event);
  if (content.deadline) writer.field(labels.deadline, format.dateTime(content.deadline));
  writer.field(labels.answeredBy, content.userName);
  if (content.answers.length === 0) writer.text(labels.noAnswer);
  for (const answer of content.answers) await answerBlock(writer, language, answer);
  writer.gap();
  writer.text(`${labels.receiptCreatedAt} ${format.dateTime(content.now)}`, { size: 9, muted: true });
  return writer.save();
}
