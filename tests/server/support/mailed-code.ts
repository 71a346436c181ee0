import { expect } from 'vitest';
import { readLatestMail } from '../../../server/mail/read-mail.ts';

/**
 * Makes `request` (a forgot-password call) and returns the code of the reset mail it caused. Forgot-password answers
 * before the mail is written, so answering takes as long whether or not the account exists: wait for the new mail.
 */
export async function resetCodeMailedBy(
  dataDir: string,
  username: string,
  request: () => Promise<unknown>,
): Promise<string> {
  const before = (await readLatestMail(dataDir, username))?.file;
  await request();
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await readLatestMail(dataDir, username);
        code = mail && mail.file !== before ? /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1] : undefined;
        return code;
      },
      { timeout: 5_000, interval: 20 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
