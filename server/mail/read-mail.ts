import fs from 'node:fs/promises';
import path from 'node:path';
import { mailDirectory } from './mailer.ts';

export type StoredMail = { file: string; to: string; subject: string; text: string };

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  // Escape stray percent signs first, then let decodeURIComponent assemble the UTF-8 bytes.
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function decodeEncodedWords(header: string): string {
  return header.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Parses one single-part text mail as the file mailer writes it. */
export function parseMail(file: string, raw: string): StoredMail {
  const split = raw.indexOf('\n\n');
  const headerText = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerText.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 2);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { file, to: headers.get('to') ?? '', subject: decodeEncodedWords(headers.get('subject') ?? ''), text };
}

/** The newest mail written to `address` under DATA_DIR/mail/, or null. For tests, e2e and single-machine installs. */
export async function readLatestMail(dataDir: string, address: string): Promise<StoredMail | null> {
  const directory = mailDirectory(dataDir);
  const files: string[] = await fs.readdir(directory).catch(() => []);
  const wanted = address.trim().toLowerCase();
  for (const name of files
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()) {
    const file = path.join(directory, name);
    const mail = parseMail(file, await fs.readFile(file, 'utf8'));
    const recipients: string[] = mail.to.toLowerCase().match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [];
    if (recipients.includes(wanted)) return mail;
  }
  return null;
}

/** The 6-digit code of the newest password-reset mail to `address`, or null. */
export async function readLatestResetCode(dataDir: string, address: string): Promise<string | null> {
  const mail = await readLatestMail(dataDir, address);
  return mail ? (/(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1] ?? null) : null;
}
