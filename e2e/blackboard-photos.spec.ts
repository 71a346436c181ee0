import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { blackboardLimits } from '../contract/blackboard-rules.ts';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';

const staff = 'erzieherin@sonnenblume.example';
const parent = 'eltern@sonnenblume.example';

/**
 * A 24 MP camera photo over the upload limit: 6000×4000 on the sensor, tagged "rotate 90° clockwise" as a phone held
 * upright tags it, so it is a 4000×6000 portrait picture. Noise compresses as badly as a detailed scene.
 */
async function portraitCameraPhoto() {
  const photo = await sharp(randomBytes(6000 * 4000 * 3), { raw: { width: 6000, height: 4000, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(blackboardLimits.imageMaxBytes);
  return photo;
}

async function onBoard(page: Page, username: string) {
  await signIn(page, username, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/blackboard');
  await expect(page.locator('[data-post-id]').first()).toBeVisible();
}

test('a photo over the size limit is downscaled upright and posted; the parent reads what it shows; a PDF named .jpg is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Sommerfest ${randomUUID().slice(0, 8)}`;
  const photo = await portraitCameraPhoto();

  await onBoard(page, staff);
  await page.locator('a[href="/blackboard/new"]').first().click();
  await page.locator('input[name="title"]').fill(title);
  await page.locator('textarea[name="description"]').fill('Am Freitag feiern wir im Garten.');

  // A PDF renamed .jpg is refused by its bytes, in German, and nothing typed is lost.
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'einladung.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'),
  });
  await expect(page.getByRole('alert')).toContainText('einladung.jpg ist kein Bild und wurde nicht hinzugefügt');
  await expect(page.locator('.image-picker__item')).toHaveCount(0);
  await expect(page.locator('input[name="title"]')).toHaveValue(title);

  // The large photo and a small one the author describes.
  const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a9' } })
    .png()
    .toBuffer();
  await picker.setInputFiles([
    { name: 'IMG_4032.JPG', mimeType: 'image/jpeg', buffer: photo },
    { name: 'planschbecken.png', mimeType: 'image/png', buffer: small },
  ]);
  await expect(page.locator('.image-picker__item')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Beschreibung (optional) · planschbecken.png').fill('Kinder am Planschbecken');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const postId = new URL(page.url()).pathname.split('/').at(-1)!;

  // What was stored: a JPEG within the limits, upright (portrait), as the camera meant it.
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const detail = await (await request.get(`/api/blackboard/${postId}`, { headers })).json();
  const [photoRow, smallRow] = detail.images as { file_id: string; alt: string | null }[];
  expect([photoRow!.alt, smallRow!.alt]).toEqual([null, 'Kinder am Planschbecken']);
  const stored = await (await request.get(`/api/files/${photoRow!.file_id}`, { headers })).body();
  expect(stored.length).toBeLessThanOrEqual(blackboardLimits.imageMaxBytes);
  const metadata = await sharp(stored).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual([
    'jpeg',
    1067,
    blackboardLimits.imageMaxDimension,
  ]);

  // The parent sees both pictures, each with a text that says what it is.
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await onBoard(parentPage, parent);
  await parentPage.goto(`/blackboard/${postId}`);
  await expect(parentPage.getByAltText(`Foto 1 von 2: ${title}`)).toBeVisible({ timeout: 20_000 });
  await expect(parentPage.getByAltText('Kinder am Planschbecken')).toBeVisible();
  await parentPage.getByRole('button', { name: `Foto 1 von 2: ${title} (im Vollbild anzeigen)` }).click();
  await expect(parentPage.getByRole('dialog').getByAltText(`Foto 1 von 2: ${title}`)).toBeVisible();
  await parentContext.close();
});
