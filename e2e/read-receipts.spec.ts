import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword, registerParent, signIn } from './support/accounts.ts';

const staff = 'erzieherin@sonnenblume.example';
const staffName = 'Julia Becker';

type Synced = {
  messages?: { id: string; room_id: string; message: string; created_at: string }[];
  room_members?: { user_id: string; room_id: string; last_read_at: string | null }[];
};

/** How far the user has read, by their own sync: the server's record, not what a screen shows. */
async function readUpTo(request: APIRequestContext, token: string, userId: string, text: string) {
  const answer = await request.get('/api/sync?limit=1000', { headers: { Authorization: `Bearer ${token}` } });
  const changes = ((await answer.json()) as { changes: Synced }).changes;
  const message = changes.messages?.find((row) => row.message === text);
  if (!message) return false;
  const cursor = changes.room_members?.find((row) => row.user_id === userId && row.room_id === message.room_id);
  return Boolean(cursor?.last_read_at && Date.parse(cursor.last_read_at) >= Date.parse(message.created_at));
}

async function send(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Nachricht' });
  await field.fill(text);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.locator('[data-own][data-state="sent"]', { hasText: text })).toBeVisible();
}

async function openRoomWithStaff(page: Page) {
  await page.goto('/chat');
  await page.locator('.chat-row', { hasText: staffName }).getByRole('link').click();
  await expect(page).toHaveURL(/\/chat\/(room\/)?[0-9a-f-]{36}$/);
}

test('a sender sees "read" once the other person read it, and not after that person switched receipts off', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const readerName = `Lena Vogt ${tag}`;
  const reader = await registerParent(request, 'de', readerName);
  const readerId = (
    (await (await request.get('/api/user', { headers: { Authorization: `Bearer ${reader.token}` } })).json()) as {
      id: string;
    }
  ).id;
  const first = `Bringen Sie bitte Gummistiefel mit ${tag}`;
  const second = `Und eine Regenjacke ${tag}`;

  // Staff write privately to the new parent.
  await signIn(page, staff, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/chat');
  await page.getByRole('link', { name: 'Neue Nachricht' }).click();
  await page.getByRole('searchbox', { name: 'Personen suchen' }).fill(readerName);
  await page.getByRole('link', { name: new RegExp(readerName) }).click();
  await send(page, first);
  const firstSent = page.locator('[data-own]', { hasText: first });
  await expect(firstSent.getByText('Gelesen')).toHaveCount(0);

  // The parent opens the conversation: the sender sees it read, live.
  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  await signIn(readerPage, reader.username, reader.password);
  await expect(readerPage).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await openRoomWithStaff(readerPage);
  await expect(readerPage.locator('[data-message-id]', { hasText: first })).toBeVisible();
  await expect(firstSent.getByText('Gelesen')).toBeVisible({ timeout: 30_000 });

  // The parent switches read receipts off in the profile.
  await readerPage.goto('/profile');
  const receipts = readerPage.getByRole('switch', { name: 'Lesebestätigungen' });
  await expect(receipts).toHaveAttribute('aria-checked', 'true');
  await receipts.click();
  await expect(receipts).toHaveAttribute('aria-checked', 'false');

  // A second message is read on the server, and the sender is not told.
  await send(page, second);
  await openRoomWithStaff(readerPage);
  await expect(readerPage.locator('[data-message-id]', { hasText: second })).toBeVisible();
  await expect.poll(() => readUpTo(request, reader.token, readerId, second), { timeout: 30_000 }).toBe(true);
  await readerContext.close();
  await page.reload();
  const secondSent = page.locator('[data-own][data-state="sent"]', { hasText: second });
  await expect(secondSent).toBeVisible();
  await expect(secondSent.locator('[data-receipt]')).toHaveCount(0);
});
