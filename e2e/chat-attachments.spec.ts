import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';

const staff = 'erzieherin@sonnenblume.example';
const parent = 'eltern@sonnenblume.example';

async function openGroupRoom(page: Page, username: string): Promise<string> {
  await signIn(page, username, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/chat');
  await page.locator('.chat-row', { hasText: 'Marienkäfer' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/chat\/room\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-message-id]').first()).toBeVisible();
  return page.url();
}

test('a photo sent offline in the group chat waits with its picture, arrives once with its thumbnail and opens full size', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const caption = `Sandkasten ${randomUUID().slice(0, 8)}`;
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3c8dbc' } })
    .jpeg()
    .toBuffer();

  // The journey needs no service worker: the page stays open while offline and the outbox keeps the photo.
  const roomUrl = await openGroupRoom(page, parent);
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await openGroupRoom(staffPage, staff);
  expect(staffPage.url()).toBe(roomUrl);

  // Offline: the photo and its caption wait on the parent's device, the picture shown from the device.
  await page.context().setOffline(true);
  await page
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'IMG_1234.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.locator('.chat-chosen img')).toBeVisible();
  const field = page.locator('.chat-composer textarea');
  await field.fill(caption);
  await field.press('Enter');
  const pending = page.locator('[data-own][data-state="pending"]', { hasText: caption });
  await expect(pending).toBeVisible();
  await expect(pending.getByTestId('pending-attachment').locator('img')).toHaveJSProperty('complete', true);
  await expect(page.locator('.chat-chosen')).toHaveCount(0);
  await staffPage.waitForTimeout(1_000);
  await expect(staffPage.locator('[data-message-id]', { hasText: caption })).toHaveCount(0);

  // Back online: sent once; staff see it live with its thumbnail, and open it full size.
  await page.context().setOffline(false);
  await expect(page.locator('[data-own][data-state="sent"]', { hasText: caption })).toBeVisible({ timeout: 30_000 });
  const received = staffPage.locator('[data-message-id]', { hasText: caption });
  await expect(received).toHaveCount(1, { timeout: 30_000 });
  const thumbnail = received.locator('img.chat-attachment__photo');
  await expect(thumbnail).toHaveAttribute('alt', caption);
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await received.getByRole('button').first().click();
  const viewer = staffPage.getByRole('dialog');
  await expect(viewer.locator('img.viewer__image')).toBeVisible();
  // The full picture, not the thumbnail (at most 480 px on its long side).
  expect(await viewer.locator('img.viewer__image').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(
    1200,
  );
  await staffPage.keyboard.press('+');
  await staffPage.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await staffPage.reload();
  await expect(staffPage.locator('[data-message-id]', { hasText: caption })).toHaveCount(1);
  await staffContext.close();
});
