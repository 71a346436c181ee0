/** Imprint, data-protection notice and terms for a demo kindergarten, in German, built from its details. */

export type KindergartenProfile = {
  name: string;
  operator: string;
  register: string;
  board: string;
  lead: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  website: string;
};

export function imprintText(k: KindergartenProfile): string {
  return [
    'Angaben gemäß § 5 DDG',
    `${k.operator}\n${k.street}\n${k.postalCode} ${k.city}`,
    `Vertreten durch den Vorstand: ${k.board}`,
    `Einrichtungsleitung ${k.name}: ${k.lead}`,
    `Kontakt\nTelefon: ${k.phone}\nE-Mail: ${k.email}\nWeb: ${k.website}`,
    `Registereintrag: ${k.register}`,
    `Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: ${k.lead}, Anschrift wie oben.`,
    'Haftung für Inhalte: Die Inhalte dieser App werden mit größter Sorgfalt erstellt. Für die Richtigkeit, ' +
      'Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Beiträge von Eltern ' +
      'geben die Meinung der jeweiligen Verfasser wieder.',
  ].join('\n\n');
}

export function dataProtectionText(k: KindergartenProfile): string {
  return [
    `Datenschutzhinweise der ${k.name}`,
    `1. Verantwortlicher\n${k.operator}, ${k.street}, ${k.postalCode} ${k.city}, ${k.email}. ` +
      'Unsere Datenschutzbeauftragte erreichen Sie unter der gleichen Anschrift mit dem Zusatz „Datenschutz“.',
    '2. Welche Daten wir verarbeiten\nName und E-Mail-Adresse Ihres Kontos, die Zuordnung zu Ihren Kindern und ' +
      'deren Gruppen, Ihre Nachrichten, Abwesenheitsmeldungen, Rückmeldungen zu Terminen und Elternbriefen ' +
      'einschließlich Unterschriften sowie Ihre Spracheinstellungen.',
    '3. Zweck und Rechtsgrundlage\nDie Verarbeitung dient der Kommunikation zwischen Kita und Eltern im Rahmen ' +
      'des Betreuungsvertrags (Art. 6 Abs. 1 lit. b DSGVO). Freiwillige Angaben wie Fotos Ihres Kindes verarbeiten ' +
      'wir nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.',
    '4. Speicherdauer\nKonten und Inhalte löschen wir spätestens sechs Monate nach Ende des Betreuungsvertrags, ' +
      'Abwesenheitsmeldungen nach Ablauf des Kita-Jahres, sofern keine gesetzliche Aufbewahrungspflicht besteht.',
    '5. Empfänger\nDie Daten werden ausschließlich auf Servern in Deutschland gespeichert. Eine Weitergabe an ' +
      'Dritte findet nicht statt. Nur wenn Sie Push-Benachrichtigungen oder die automatische Übersetzung ' +
      'einschalten, werden die dafür nötigen Daten an den jeweiligen Dienst übermittelt.',
    '6. Ihre Rechte\nSie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, ' +
      'Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren.',
  ].join('\n\n');
}

export function termsText(k: KindergartenProfile): string {
  return [
    `Nutzungsbedingungen der Eltern-App der ${k.name}`,
    '1. Zugang\nDie App steht Eltern und Sorgeberechtigten der betreuten Kinder sowie den Mitarbeitenden der Kita ' +
      'zur Verfügung. Die Registrierung erfolgt mit einem persönlichen Einladungscode der Kita.',
    '2. Umgang miteinander\nBitte schreiben Sie freundlich und respektvoll. Beiträge mit beleidigenden, ' +
      'diskriminierenden oder werblichen Inhalten werden von der Kita-Leitung entfernt.',
    '3. Fotos und Inhalte\nVeröffentlichen Sie Fotos anderer Kinder nur mit dem Einverständnis ihrer Eltern. ' +
      'Inhalte der App dürfen nicht außerhalb der Kita-Gemeinschaft weitergegeben werden.',
    '4. Verbindlichkeit\nRückmeldungen und Unterschriften in der App gelten wie eine schriftliche Erklärung ' +
      'gegenüber der Kita. Abwesenheitsmeldungen ersetzen keine ärztliche Bescheinigung, wo diese vorgeschrieben ist.',
    `5. Kontakt\nFragen zur App beantwortet das Team der ${k.name} unter ${k.email} oder ${k.phone}.`,
  ].join('\n\n');
}
