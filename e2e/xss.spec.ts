import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';

const parent = 'eltern@sonnenblume.example';
const staff = 'erzieherin@sonnenblume.example';

// HTML and script in what users write stays text. Every payload would open a dialog (or set a flag on
// window) if the browser ever ran it; the test fails on the first dialog and checks the text shows literally.
const tag = randomUUID().slice(0, 6);
const title = `<img src=x onerror=alert(1)> Flohmarkt ${tag}`;
const description = `<script>alert('desc')</script><svg onload=alert(2)></svg><a href="javascript:alert(3)">klick</a> ${tag}`;
const comment = `"><img src=x onerror="window.__xss=1;alert(4)"><script>alert(5)</script> ${tag}`;

test('a post and a comment full of HTML and script render as text and run nothing, for the author and for staff', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/blackboard/new');
  await page.locator('input[name="title"]').fill(title);
  await page.locator('textarea[name="description"]').fill(description);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(description)).toBeVisible();
  const postId = new URL(page.url()).pathname.split('/').at(-1)!;

  await page.locator(`a[href="/blackboard/${postId}/comments"]`).click();
  await page.locator('.comment-form textarea').fill(comment);
  await page.locator('.comment-form button[type="submit"]').click();
  const written = page.locator('.comment').filter({ hasText: comment });
  await expect(written).toBeVisible();
  await expect(written).not.toHaveAttribute('data-state', /.+/, { timeout: 20_000 });

  // Staff open the same post from the server's copy (sync), in a browser of their own.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  staffPage.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(staffPage, staff, demoPassword);
  await expect(staffPage).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await staffPage.goto('/blackboard');
  await expect(staffPage.locator(`[data-post-id="${postId}"]`)).toContainText(title, { timeout: 20_000 });
  await staffPage.goto(`/blackboard/${postId}`);
  await expect(staffPage.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await expect(staffPage.getByText(description)).toBeVisible();
  await staffPage.goto(`/blackboard/${postId}/comments`);
  await expect(staffPage.locator('.comment').filter({ hasText: comment })).toBeVisible({ timeout: 20_000 });

  for (const shown of [page, staffPage]) {
    // No element came from the payloads: the only <img>/<script>/<svg> on the page are the app's own.
    expect(await shown.locator('img[src="x"], svg[onload], a[href^="javascript:"]').count()).toBe(0);
    expect(
      await shown.evaluate(() =>
        [...document.scripts].filter((script) => !script.src).map((script) => script.textContent),
      ),
    ).toEqual([]);
    expect(await shown.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  }
  // Give a late onerror (a broken image loads asynchronously) the chance to fire before concluding.
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  await staffContext.close();
});
