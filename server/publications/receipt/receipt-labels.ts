/** The receipt's fixed labels. German and English; every other language falls back to English. */
const en = {
  heading: 'Answer receipt', kindergarten: 'Kindergarten', news: 'News', event: 'Event', date: 'Date', time: 'Time',
  allDay: 'all day', place: 'Place', deadline: 'Answer by', answeredBy: 'Answered by', child: 'Child', forSelf: 'Own answer',
  status: 'Answer', confirmed: 'Confirmed', cancelled: 'Cancelled', feedback: 'Feedback', yes: 'Yes', no: 'No',
  signature: 'Signature', answeredAt: 'Answered at', noAnswer: 'No answer has been given yet.', createdAt: 'Receipt created at',
};
export type ReceiptLabels = typeof en;

const de: ReceiptLabels = {
  heading: 'Rückmeldebestätigung', kindergarten: 'Kita', news: 'Neuigkeit', event: 'Termin', date: 'Datum', time: 'Uhrzeit',
  allDay: 'ganztägig', place: 'Ort', deadline: 'Rückmeldung bis', answeredBy: 'Rückmeldung von', child: 'Kind', forSelf: 'Eigene Rückmeldung',
  status: 'Rückmeldung', confirmed: 'Zugesagt', cancelled: 'Abgesagt', feedback: 'Anmerkung', yes: 'Ja', no: 'Nein',
  signature: 'Unterschrift', answeredAt: 'Beantwortet am', noAnswer: 'Es liegt noch keine Rückmeldung vor.', createdAt: 'Beleg erstellt am',
};

const tables: Record<string, ReceiptLabels> = { en, de };

/** Labels and the locale dates are written in (the same language, so a date never needs another script). */
export function receiptLanguage(language: string): { labels: ReceiptLabels; locale: 'de' | 'en' } {
  return language === 'de' ? { labels: tables.de!, locale: 'de' } : { labels: en, locale: 'en' };
}
