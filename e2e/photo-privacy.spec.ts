import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';

const parent = 'eltern@sonnenblume.example';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A phone photo as a camera writes it: small and already compressed hard, so a browser's re-encoding would be larger
 * than the original, with the GPS position where it was taken and the camera that took it.
 */
async function photoWithGps() {
  const photo = await sharp(randomBytes(1200 * 900 * 3), { raw: { width: 1200, height: 900, channels: 3 } })
    .jpeg({ quality: 40 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 5678/100',
      },
    })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  return photo;
}

test('a parent posts a phone photo with GPS from the phone; the picture everyone opens carries no EXIF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Ausflug ${randomUUID().slice(0, 8)}`;
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/blackboard/new');
  await page.locator('input[name="title"]').fill(title);
  await page.locator('textarea[name="description"]').fill('Wir waren im Tierpark.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_2001.JPG', mimeType: 'image/jpeg', buffer: await photoWithGps() });
  await expect(page.locator('.image-picker__item')).toHaveCount(1, { timeout: 60_000 });
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });

  // Opens the picture full screen, then downloads the file that picture shows.
  await page.getByRole('button', { name: `Foto: ${title} (im Vollbild anzeigen)` }).click();
  const opened = page.getByRole('dialog').getByAltText(`Foto: ${title}`);
  await expect(opened).toBeVisible({ timeout: 20_000 });
  const fileId = await opened.getAttribute('data-file-id');
  const download = await page.request.get(`/api/files/${fileId}`, {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(download.status()).toBe(200);
  const metadata = await sharp(await download.body()).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
  expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
});
