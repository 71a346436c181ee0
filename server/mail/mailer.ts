import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';
import type { Env } from '../env.ts';

export type MailMessage = { to: string; subject: string; text: string };

/** Sends mail. One implementation per transport; routes and services only know this. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

type MailLog = { info: (details: object, message: string) => void };

/** Where mails go when no SMTP server is configured: one `.eml` file each, named in time order (UUIDv7). */
export function mailDirectory(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/**
 * nodemailer over SMTP_URL when set; otherwise each mail becomes an `.eml` file under DATA_DIR/mail/ and a log
 * line, so a single-machine install and the tests can read it.
 */
export function createMailer(env: Env, log: MailLog): Mailer {
  const from = env.MAIL_FROM;
  // Quoted-printable keeps the code readable as plain digits in the raw file, whatever the language.
  const encoding = { textEncoding: 'quoted-printable' as const };
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message, ...encoding });
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const directory = mailDirectory(env.dataDir);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message, ...encoding });
      await fs.mkdir(directory, { recursive: true });
      const file = path.join(directory, `${uuidv7()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written (no SMTP_URL configured)');
    },
  };
}
