import { expect, test } from '@playwright/test';

test('an unknown path shows Page Not Found, in the language of its prefix', async ({ page }) => {
  await page.goto('/en/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
});

test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
  const answer = await request.get('/api/does-not-exist');
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toEqual({ message: 'Not Found' });
});
