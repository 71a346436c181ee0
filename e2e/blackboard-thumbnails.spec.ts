import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { SyncResponse } from '../contract/sync.ts';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';

const staff = 'erzieherin@sonnenblume.example';
/** Where the screens this journey passes are kept for a person to look at (not compared). */
const shotsDir = process.env.THUMBS_SHOTS_DIR;

type PictureRows = { postId: string; pictureId: string; thumbnailId: string };

/** The demo's first picture of Kita Sonnenblume as the server has it, stored with its thumbnail as uploads are. */
async function pictureWithThumbnail(page: Page): Promise<PictureRows> {
  const token = await storedToken(page);
  const sync = (await (
    await page.request.get('/api/sync?limit=1000', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as SyncResponse;
  const image = sync.changes.blackboard_images?.[0];
  const file = sync.changes.files?.find((row) => row.id === image?.file_id);
  expect(file?.thumbnail_id).toEqual(expect.any(String));
  return { postId: image!.post_id, pictureId: file!.id, thumbnailId: file!.thumbnail_id! };
}

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: false });
}

test('the board list loads the thumbnail, the opened post the picture', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, staff, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const rows = await pictureWithThumbnail(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/api\/files\/([^/]+)$/);
    if (match) asked.push(match[1]!);
  });

  await page.goto('/blackboard');
  const row = page.locator(`[data-post-id="${rows.postId}"] img.post-row__thumb`);
  await expect(row).toHaveAttribute('data-file-id', rows.thumbnailId);
  expect(asked).toContain(rows.thumbnailId);
  expect(asked).not.toContain(rows.pictureId);

  await page.locator(`[data-post-id="${rows.postId}"]`).click();
  await expect(page.locator('img.post-images__image').first()).toHaveAttribute('data-file-id', rows.pictureId);
  expect(asked).toContain(rows.pictureId);

  for (const prefix of ['', '/ru', '/el']) {
    const language = prefix.slice(1) || 'de';
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${prefix}/blackboard`);
      await expect(row).toBeVisible();
      await shoot(page, `board-${language}-${width}`);
      await page.goto(`${prefix}/blackboard/${rows.postId}`);
      await expect(page.locator('img.post-images__image').first()).toBeVisible();
      await shoot(page, `post-${language}-${width}`);
      await page.goto(`${prefix}/blackboard/${rows.postId}/edit`);
      const preview = page.locator('img.image-picker__preview').first();
      await expect(preview).toHaveAttribute('data-file-id', rows.thumbnailId);
      await preview.evaluate((image) => image.scrollIntoView({ block: 'center' }));
      await shoot(page, `edit-${language}-${width}`);
    }
  }
});
