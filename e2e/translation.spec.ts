import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const staff = 'erzieherin@sonnenblume.example';
const yilmaz = 'familie.yilmaz@sonnenblume.example';

// The translation's words come from the server's translator (a LibreTranslate double here): the journey checks
// structure, data attributes and that the shown text is, or is not, the German original.

async function bearerOf(request: APIRequestContext, username: string) {
  const answer = await request.post('/api/login', { data: { username, password: demoPassword } });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${(await answer.json()).token as string}` };
}

test('a German post reaches a Turkish-reading parent translated and marked, its original one tap away, offline too', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Laternenfest am Freitag ${randomUUID().slice(0, 8)}`;
  const description = 'Bitte bringen Sie eine Laterne und warme Kleidung mit. Wir treffen uns um 17 Uhr im Garten.';

  // Ayşe Yilmaz reads content in Turkish (her translation language, as /google-translation sets it).
  const parentHeaders = await bearerOf(request, yilmaz);
  expect(
    (await request.post('/api/user/update-google-language', { data: { iso: 'tr' }, headers: parentHeaders })).ok(),
  ).toBe(true);

  // Staff write a post in German; the server translates it after the write.
  const staffHeaders = await bearerOf(request, staff);
  const kindergartenId = (await (await request.get('/api/user', { headers: staffHeaders })).json()).kindergarten
    .id as string;
  const created = await request.post('/api/blackboard', {
    multipart: { kindergarten_id: kindergartenId, title, description },
    headers: staffHeaders,
  });
  expect(created.ok()).toBe(true);
  const postId = (await created.json()).post.id as string;

  await signIn(page, yilmaz, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/tr$/);
  await waitForServiceWorkerControl(page);

  // In the list: the translated title, with the mark and its toggle next to the row.
  await page.goto('/tr/blackboard');
  const row = page.locator(`[data-post-id="${postId}"]`);
  const rowNote = page.locator('.post-list__item', { has: row }).locator('.translation-note[data-source-lang="de"]');
  await expect(rowNote).toBeVisible({ timeout: 30_000 });
  await expect(row.locator('.post-row__title')).not.toHaveText(title);

  // The post: translated and marked as translated from German.
  await row.click();
  const heading = page.locator('#post-title');
  const text = page.locator('.post-text');
  // The post's own mark: the list's rows (kept for the way back) carry marks of their own.
  const note = page.locator('article[aria-labelledby="post-title"] .translation-note[data-source-lang="de"]');
  await expect(page).toHaveURL(new RegExp(`/tr/blackboard/${postId}$`));
  await expect(note).toHaveAttribute('data-translation', 'translated');
  await expect(heading).not.toHaveText(title);
  await expect(text).not.toHaveText(description);
  await expect(heading).toHaveAttribute('lang', 'tr');
  const translatedTitle = (await heading.textContent())!;
  expect(translatedTitle.trim()).not.toBe('');

  // One tap shows the original, another the translation again.
  await note.getByRole('button').click();
  await expect(heading).toHaveText(title);
  await expect(text).toHaveText(description);
  await expect(heading).toHaveAttribute('lang', 'de');
  await expect(note).toHaveAttribute('data-translation', 'original');
  await note.getByRole('button').click();
  await expect(heading).toHaveText(translatedTitle);

  // Offline after a reload: the translation came with the synced data and is still shown.
  await context.setOffline(true);
  await page.reload();
  await expect(note).toHaveAttribute('data-translation', 'translated');
  await expect(heading).toHaveText(translatedTitle);
  await context.setOffline(false);
});
