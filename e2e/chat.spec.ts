import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const staff = 'erzieherin@sonnenblume.example';
const parent = 'eltern@sonnenblume.example';

// These journeys find things by role, structure and data attributes, and by the demo data's names (the Marienkäfer
// group room), not by the chat's own words.

async function openGroupRoom(page: Page, username: string): Promise<string> {
  await signIn(page, username, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/chat');
  await page.locator('.chat-row', { hasText: 'Marienkäfer' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/chat\/room\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-message-id]').first()).toBeVisible();
  return page.url();
}

async function write(page: Page, text: string) {
  const field = page.locator('.chat-composer textarea');
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

const messageTexts = (page: Page) => page.locator('[data-message-id] .chat-message__text').allTextContents();

test('a parent writes to the group room and staff see it live; three messages written offline arrive once each, in order', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);

  const roomUrl = await openGroupRoom(page, parent);
  await waitForServiceWorkerControl(page);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await openGroupRoom(staffPage, staff);
  expect(staffPage.url()).toBe(roomUrl);

  // Online: the parent's message shows at once on their side and reaches staff without a reload.
  const hello = `Guten Morgen ${tag}`;
  await write(page, hello);
  await expect(page.locator('[data-own][data-state="sent"]', { hasText: hello })).toBeVisible();
  await expect(staffPage.locator('[data-message-id]', { hasText: hello })).toBeVisible();
  await expect(staffPage.locator('.chat-message__sender').last()).toBeVisible();

  // Offline: three messages wait on the parent's device, shown as not sent yet.
  await page.context().setOffline(true);
  const offline = [1, 2, 3].map((n) => `Offline ${n} ${tag}`);
  for (const text of offline) await write(page, text);
  await expect(page.locator('[data-own][data-state="pending"]')).toHaveCount(3);
  expect((await messageTexts(staffPage)).filter((text) => text.includes(`Offline`) && text.includes(tag))).toEqual([]);

  // Back online: the outbox sends them; staff see the three, in order, once each, without a reload.
  await page.context().setOffline(false);
  await expect(page.locator('[data-own][data-state="pending"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(staffPage.locator('[data-message-id]', { hasText: offline[2]! })).toBeVisible({ timeout: 30_000 });
  await staffPage.waitForTimeout(1_000);
  const seen = (await messageTexts(staffPage)).filter((text) => text.endsWith(tag));
  expect(seen).toEqual([hello, ...offline]);

  // Staff opened the room: it counts as read for them, on the server too (another device agrees).
  await staffPage.goto('/chat');
  await expect(staffPage.locator('.chat-row', { hasText: 'Marienkäfer' })).not.toHaveAttribute('data-unread');
  await staffContext.close();
});

test('a parent starts a private conversation from the people list; the message is sent once', async ({ page }) => {
  const text = `Frage ${randomUUID().slice(0, 8)}`;
  // Ayşe Yilmaz reads the app in Turkish (her locale prefix is /tr).
  await signIn(page, 'familie.yilmaz@sonnenblume.example', demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/tr$/);
  await page.goto('/tr/chat/users');
  await page.getByRole('searchbox').fill('leit');
  const lead = page.locator('[data-user-id]').first();
  await expect(lead).toBeVisible();
  await lead.getByRole('link').click();
  await expect(page).toHaveURL(/\/tr\/chat\/[0-9a-f-]{36}$/);
  await write(page, text);
  await expect(page.locator('[data-own][data-state="sent"]', { hasText: text })).toHaveCount(1, { timeout: 15_000 });
  await page.goto('/tr/chat');
  await expect(page.locator('.chat-row', { hasText: text })).toHaveCount(1);
});

test('a private conversation with someone not on the device: offline it says so, online it is fetched and opens', async ({
  page,
}) => {
  await signIn(page, 'eltern@sonnenblume.example', demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForServiceWorkerControl(page);
  await page.goto('/chat/users');
  const person = page.locator('[data-user-id]').first();
  await expect(person).toBeVisible();
  const userId = (await person.getAttribute('data-user-id'))!;
  // As if the pull had not brought them yet: their row leaves this device.
  await page.evaluate(`(async () => {
    const db = await new Promise((resolve) => { const open = indexedDB.open('kita'); open.onsuccess = () => resolve(open.result); });
    await new Promise((resolve) => { const tx = db.transaction('users', 'readwrite'); tx.objectStore('users').delete(${JSON.stringify(userId)}); tx.oncomplete = resolve; });
    db.close();
  })()`);

  await page.context().setOffline(true);
  await page.goto(`/chat/${userId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.chat-composer')).toHaveCount(0);
  // Not the 404 page (whose way out leads home): the way out leads back to the conversations.
  await expect(page.locator('main a[href="/chat"]')).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.locator('.chat-composer textarea')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.chat-header__title')).not.toBeEmpty();
});
