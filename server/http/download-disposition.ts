import { storedFileName } from '../files/file-name.ts';

/** RFC 8187 percent-encoding: nothing is left that could end the header value or the parameter. */
export const encodeHeaderFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** For clients that do not read `filename*`: letters without their accents, digits and dashes. */
const asciiName = (name: string, fallback: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || fallback;

/**
 * Content-Disposition (RFC 6266) for a file the server writes and names after a user's title: `filename*` keeps the
 * title in any script ("Παιδική γιορτή.pdf"), `filename` an ASCII stand-in for older clients ("Einverstandnis.pdf";
 * `fallback` when no Latin letter is left).
 */
export function downloadDisposition(
  type: 'attachment' | 'inline',
  title: string,
  extension: string,
  fallback: string,
): string {
  const name = storedFileName(title, '', { fallback, maxLength: 100 });
  return `${type}; filename="${asciiName(name, fallback)}.${extension}"; filename*=UTF-8''${encodeHeaderFileName(`${name}.${extension}`)}`;
}
