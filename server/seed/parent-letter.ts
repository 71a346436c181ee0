import { dateFormat } from '#contract/date-formats';
import { PdfPageWriter } from '../publications/receipt/pdf-page-writer.ts';
import { germanDay, germanTime } from './german-dates.ts';

type Letter = {
  title: string;
  /** Paragraphs of body text; an empty string leaves a blank line. */
  paragraphs: string[];
};

/** The demo's Turkish-speaking family reads the farm trip's request in Turkish as well, as bilingual letters do. */
const turkishDay = (date: Date) => dateFormat('tr', { weekday: 'long', day: 'numeric', month: 'long' }).format(date);

/** A letter on A4 as the exports write PDFs: DejaVu Sans embedded, so every script of the families' languages prints. */
async function letterPdf(letter: Letter): Promise<Uint8Array> {
  const writer = await PdfPageWriter.create(letter.title);
  writer.text(letter.title, { size: 16, bold: true });
  writer.gap(12);
  for (const paragraph of letter.paragraphs) {
    if (paragraph === '') writer.gap(8);
    else writer.text(paragraph);
  }
  return writer.save();
}

/** The farm-trip letter attached to the news item that needs a signed confirmation. */
export function farmTripLetter(details: {
  tripStart: Date;
  tripEnd: Date;
  deadline: Date;
  lead: string;
}): Promise<Uint8Array> {
  const { tripStart, tripEnd, deadline, lead } = details;
  return letterPdf({
    title: 'Elternbrief: Ausflug zum Erlebnisbauernhof Gut Lindenhof',
    paragraphs: [
      'Kita Sonnenblume · Am Sonnenhang 12 · 79098 Freiburg im Breisgau',
      '',
      'Liebe Eltern,',
      '',
      `am ${germanDay(tripStart)} fahren die Marienkäfer und die Sonnenkäfer gemeinsam zum Erlebnisbauernhof ` +
        `Gut Lindenhof in Kirchzarten. Wir treffen uns um ${germanTime(tripStart)} in der Kita und sind gegen ` +
        `${germanTime(tripEnd)} zurück.`,
      '',
      'Auf dem Hof dürfen die Kinder Tiere füttern, beim Melken zuschauen, Stroh hüpfen und selbst Butter ' +
        'herstellen. Wir fahren mit einem gemieteten Reisebus mit Kindersitzen. Die Kosten von 8 € pro Kind ' +
        'übernimmt der Förderverein.',
      '',
      'Bitte geben Sie Ihrem Kind mit:',
      '• wetterfeste Kleidung und feste Schuhe (Gummistiefel),',
      '• eine Trinkflasche und ein kleines Frühstück,',
      '• bei Bedarf Sonnencreme und Mütze.',
      '',
      'Ein Mittagessen bekommen alle Kinder auf dem Hof. Bitte teilen Sie uns Allergien oder Medikamente, ' +
        'die Ihr Kind braucht, in der Rückmeldung mit.',
      '',
      `Bitte bestätigen Sie die Teilnahme Ihres Kindes bis ${germanDay(deadline)} in der Kita-App und ` +
        'unterschreiben Sie die Einverständniserklärung dort digital. Wir freuen uns über Eltern, die uns ' +
        'als Begleitung unterstützen möchten.',
      '',
      'Einverständniserklärung: Ich bin damit einverstanden, dass mein Kind am Ausflug teilnimmt und mit dem ' +
        'Reisebus befördert wird. Die Aufsichtspflicht liegt während des Ausflugs bei den pädagogischen Fachkräften.',
      '',
      'Herzliche Grüße',
      `${lead} und das Team der Kita Sonnenblume`,
      '',
      `Türkçe: Lütfen çocuğunuzun geziye katılımını ${turkishDay(deadline)} tarihine kadar Kita uygulamasında onaylayın ` +
        've izin belgesini orada dijital olarak imzalayın. Sorularınız için bize her zaman ulaşabilirsiniz.',
    ],
  });
}

/** The consent form attached to the swimming event (an event with a signature and an attachment). */
export function swimmingConsentLetter(details: { start: Date; deadline: Date }): Promise<Uint8Array> {
  return letterPdf({
    title: 'Einverständniserklärung: Schnupperstunde im Hallenbad',
    paragraphs: [
      'Kita Sonnenblume · Gruppe Marienkäfer',
      '',
      'Liebe Eltern,',
      '',
      `am ${germanDay(details.start)} um ${germanTime(details.start)} gehen die Marienkäfer mit einer ` +
        'ausgebildeten Schwimmlehrerin ins Westbad Freiburg. Die Kinder planschen im Nichtschwimmerbecken ' +
        'und lernen spielerisch das Wasser kennen. Zwei Erzieherinnen begleiten die Gruppe.',
      '',
      'Bitte geben Sie Ihrem Kind Badesachen, ein Handtuch, eine Badekappe und einen kleinen Snack mit.',
      '',
      `Bitte bestätigen Sie die Teilnahme bis ${germanDay(details.deadline)} in der Kita-App und unterschreiben ` +
        'Sie dort digital.',
      '',
      'Einverständniserklärung: Ich bin damit einverstanden, dass mein Kind an der Schnupperstunde im Hallenbad ' +
        'teilnimmt. Gesundheitliche Einschränkungen teile ich der Kita in der Rückmeldung mit.',
      '',
      'Herzliche Grüße',
      'Das Team der Marienkäfer',
    ],
  });
}
