import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { encodePng } from '../server/seed/png.ts';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { seriousViolations } from './support/axe.ts';

const staff = 'erzieherin@sonnenblume.example';
const parent = 'eltern@sonnenblume.example';

// These journeys find things by role, structure and data attributes rather than by words, so a changed or
// translated text does not break them.

/** A real PNG made here: a colour gradient of the given size (large enough that the browser downscales it). */
function aPng(width: number, height: number, tint: number) {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = tint;
      pixels[at + 1] = (x * 255) / width;
      pixels[at + 2] = (y * 255) / height;
    }
  }
  return encodePng({ width, height, pixels });
}

async function signedInOnBoard(page: Page, username: string) {
  await signIn(page, username, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/blackboard');
  await expect(page.locator('[data-post-id]').first()).toBeVisible();
}

async function commentsOnServer(request: APIRequestContext, token: string | null, postId: string, text: string) {
  const answer = await request.get(`/api/blackboard/${postId}/comments`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).comments as { id: string; comment: string }[]).filter(
    (comment) => comment.comment === text,
  );
}

test('a post with two images appears live for others, takes a comment written offline exactly once, and can be deleted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Sommerfest ${randomUUID().slice(0, 8)}`;
  const comment = `Wir bringen Kuchen mit ${randomUUID().slice(0, 8)}`;

  // A parent watches the board in a second browser.
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await signedInOnBoard(parentPage, parent);
  await waitForServiceWorkerControl(parentPage);

  // Staff write a post with two images.
  await signedInOnBoard(page, staff);
  await page.locator('a[href="/blackboard/new"]').first().click();
  await page.locator('input[name="title"]').fill(title);
  await page.locator('textarea[name="description"]').fill('Am Freitag feiern wir im Garten.');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'garten.png', mimeType: 'image/png', buffer: aPng(2000, 1500, 220) },
    { name: 'kinder.png', mimeType: 'image/png', buffer: aPng(600, 900, 40) },
  ]);
  await expect(page.locator('.image-picker__item')).toHaveCount(2);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  const postId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.locator('.post-images img')).toHaveCount(2);

  // Both images were downscaled in the browser before the upload.
  const staffToken = await storedToken(page);
  const detail = await (
    await request.get(`/api/blackboard/${postId}`, { headers: { Authorization: `Bearer ${staffToken}` } })
  ).json();
  expect(detail.images).toHaveLength(2);
  for (const file of detail.files as { width: number; height: number }[])
    expect(Math.max(file.width, file.height)).toBeLessThanOrEqual(1600);

  // The parent sees it without reloading (realtime → pull), newest first.
  const row = parentPage.locator(`[data-post-id="${postId}"]`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(parentPage.locator('[data-post-id]').first()).toHaveAttribute('data-post-id', postId);

  // The viewer opens full screen, moves with the arrow keys, closes with Escape.
  await page.locator('.post-images__open').first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  // A key pressed in the very first frame is overtaken by the jump to the opened image; pressing again is harmless
  // (the viewer stops at the last image).
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('.viewer__count')).toHaveAttribute('data-position', '2', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The parent comments offline, reloads offline: the comment is still there, waiting.
  await row.click();
  await parentPage.locator(`a[href="/blackboard/${postId}/comments"]`).click();
  await expect(parentPage.locator('.comment-form textarea')).toBeVisible();
  await parentContext.setOffline(true);
  await parentPage.locator('.comment-form textarea').fill(comment);
  await parentPage.locator('.comment-form button[type="submit"]').click();
  const pending = parentPage.locator('.comment').filter({ hasText: comment });
  await expect(pending).toHaveAttribute('data-state', 'pending');
  await parentPage.reload();
  await expect(parentPage.locator('.comment').filter({ hasText: comment })).toHaveAttribute('data-state', 'pending');

  // Back online: sent once; the server holds exactly one copy.
  await parentContext.setOffline(false);
  await expect(parentPage.locator('.comment').filter({ hasText: comment })).not.toHaveAttribute('data-state', /.+/, {
    timeout: 20_000,
  });
  const parentToken = await storedToken(parentPage);
  await expect
    .poll(async () => (await commentsOnServer(request, parentToken, postId, comment)).length, { timeout: 10_000 })
    .toBe(1);
  await parentPage.waitForTimeout(1_000);
  expect(await commentsOnServer(request, parentToken, postId, comment)).toHaveLength(1);

  // The author deletes the post and lands on the board; the parent's board loses it live.
  await page.locator('.post-actions .button--danger').click();
  await page.locator('dialog[open] .button--danger-solid').click();
  await expect(page).toHaveURL(/\/blackboard$/);
  await expect(page.locator(`[data-post-id="${postId}"]`)).toHaveCount(0);
  await expect
    .poll(async () =>
      (await request.get(`/api/blackboard/${postId}`, { headers: { Authorization: `Bearer ${staffToken}` } })).status(),
    )
    .toBe(404);
  await parentPage.goto('/blackboard');
  await expect(parentPage.locator(`[data-post-id="${postId}"]`)).toHaveCount(0, { timeout: 20_000 });
  await parentContext.close();
});

test('a deep link to a post that does not exist ends on the 404 page', async ({ page }) => {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto(`/blackboard/${'0190f0f0-0000-7000-8000-000000000000'}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/blackboard/not-a-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the blackboard screens have no serious accessibility violations (${scheme})`, async ({ page }) => {
    // Six screens, each loaded and checked by axe: 28 s on a quiet run, over a minute on a busy CI machine.
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await signedInOnBoard(page, staff);
    expect(await seriousViolations(page)).toEqual([]);

    // A post with pictures (other journeys running at the same time may have put a post without any on top).
    await page.locator('[data-post-id]:has(img.post-row__thumb)').first().click();
    await expect(page.locator('#post-title')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('.post-images__open').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.locator('a[href$="/comments"]').click();
    await expect(page.locator('.comment-form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/blackboard/new');
    await expect(page.locator('input[name="title"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/profile/blackboards');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
