import type { AnswersResponse } from '#contract/staff';
import { PdfPageWriter } from '../publications/receipt/pdf-page-writer.ts';

/** The list's fixed labels: German for German-speaking staff, English otherwise (like the receipt). */
const labels = {
  en: {
    heading: 'Answers', answered: 'Answered', pending: 'Not answered yet', confirmed: 'Confirmed', cancelled: 'Cancelled',
    guardian: 'Guardian', feedback: 'Feedback', signature: 'Signature', answeredAt: 'Answered at', none: 'Nobody.', yes: 'Yes', no: 'No',
    forSelf: 'Own answer', noGuardian: 'no guardian registered', createdAt: 'List created at', group: 'Group',
  },
  de: {
    heading: 'Rückmeldungen', answered: 'Geantwortet', pending: 'Noch keine Rückmeldung', confirmed: 'Zugesagt', cancelled: 'Abgesagt',
    guardian: 'Elternteil', feedback: 'Anmerkung', signature: 'Unterschrift', answeredAt: 'Beantwortet am', none: 'Niemand.', yes: 'Ja', no: 'Nein',
    forSelf: 'Eigene Rückmeldung', noGuardian: 'kein Elternteil registriert', createdAt: 'Liste erstellt am', group: 'Gruppe',
  },
};

export type AnswersPdfInput = {
  tracked: AnswersResponse;
  kindergartenName: string;
  language: string;
  timeZone: string;
  /** Signature file id → PNG bytes. */
  signatures: Map<string, Uint8Array>;
  now: Date;
};

/** A printable A4 list: every answer with its signature image, then the children nobody answered for. */
export async function renderAnswersPdf(input: AnswersPdfInput): Promise<Uint8Array> {
  const language = input.language === 'de' ? 'de' : 'en';
  const text = labels[language];
  const dateTime = new Intl.DateTimeFormat(language, { timeZone: input.timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const { tracked } = input;
  const writer = await PdfPageWriter.create(`${text.heading}: ${tracked.item.title}`);
  writer.text(`${text.heading}: ${tracked.item.title}`, { size: 16, bold: true });
  writer.text(input.kindergartenName, { muted: true });
  writer.text(`${text.confirmed}: ${tracked.counts.confirmed} · ${text.cancelled}: ${tracked.counts.cancelled} · ${text.pending}: ${tracked.counts.pending}`, { size: 10 });
  writer.gap();

  writer.text(text.answered, { size: 13, bold: true });
  if (tracked.answers.length === 0) writer.text(text.none);
  for (const entry of tracked.answers) {
    const row = entry.confirmation;
    writer.rule();
    const child = entry.child ? `${entry.child.first_name} ${entry.child.last_name}` : text.forSelf;
    const group = entry.child?.group_name ? ` (${entry.child.group_name})` : '';
    writer.text(`${child}${group}: ${row.status === 'confirmed' ? text.confirmed : text.cancelled}`, { bold: true });
    writer.text(`${text.guardian}: ${entry.user.name} · ${text.answeredAt} ${dateTime.format(new Date(entry.answered_at))}`, { size: 10 });
    for (const question of tracked.item.questions) {
      const value = row.answers[question.id];
      if (value === undefined) continue;
      writer.text(`${question.label} ${typeof value === 'boolean' ? (value ? text.yes : text.no) : value}`, { size: 10 });
    }
    if (row.feedback) writer.text(`${text.feedback}: ${row.feedback}`, { size: 10 });
    const png = row.signature_file_id ? input.signatures.get(row.signature_file_id) : undefined;
    if (png) {
      writer.text(`${text.signature}:`, { size: 10, bold: true });
      await writer.image(png);
    }
  }

  writer.gap();
  writer.text(text.pending, { size: 13, bold: true });
  if (tracked.pending.length === 0) writer.text(text.none);
  for (const entry of tracked.pending) {
    const group = entry.child.group_name ? ` (${entry.child.group_name})` : '';
    const guardians = entry.guardians.map((guardian) => guardian.name).join(', ') || text.noGuardian;
    writer.text(`${entry.child.first_name} ${entry.child.last_name}${group} – ${guardians}`, { size: 10 });
  }
  writer.gap();
  writer.text(`${text.createdAt} ${dateTime.format(input.now)}`, { size: 9, muted: true });
  return writer.save();
}
