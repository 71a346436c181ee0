/**
 * The fixed words of the exports (receipt PDF, answers PDF and CSV), per language. English is the reference: its keys
 * are the ones every other language must give (checked by the compiler). Users' own words (names, titles, answers) are
 * printed as they wrote them.
 */
export const english = {
  receiptHeading: 'Answer receipt',
  news: 'News',
  event: 'Event',
  date: 'Date',
  time: 'Time',
  allDay: 'all day',
  place: 'Place',
  deadline: 'Answer by',
  answeredBy: 'Answered by',
  child: 'Child',
  forSelf: 'Own answer',
  status: 'Answer',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  feedback: 'Feedback',
  yes: 'Yes',
  no: 'No',
  signature: 'Signature',
  answeredAt: 'Answered at',
  noAnswer: 'No answer has been given yet.',
  receiptCreatedAt: 'Receipt created at',
  answersHeading: 'Answers',
  answered: 'Answered',
  notAnswered: 'Not answered yet',
  readFamilies: 'Read (families)',
  guardian: 'Guardian',
  group: 'Group',
  nobody: 'Nobody.',
  noGuardian: 'no guardian registered',
  listCreatedAt: 'List created at',
  signed: 'Signed',
};
export type ExportLabels = Record<keyof typeof english, string>;
