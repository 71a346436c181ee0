import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const staff = 'erzieherin@sonnenblume.example';
const yilmaz = 'familie.yilmaz@sonnenblume.example';

async function bearerOf(request: APIRequestContext, username: string) {
  const answer = await request.post('/api/login', { data: { username, password: demoPassword } });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${(await answer.json()).token as string}` };
}

// The server's translator here is a LibreTranslate double that turns a few German words into Turkish
// (`Sommerfest` → `yaz şenliği`, `morgen` → `yarın`) in a text it takes for German: those Turkish words exist only
// in the translations.
test('a parent offline finds a chat message and a post by words only their translations have, and opens them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = `s${randomUUID().slice(0, 8)}`;

  const parentHeaders = await bearerOf(request, yilmaz);
  expect(
    (await request.post('/api/user/update-google-language', { data: { iso: 'tr' }, headers: parentHeaders })).ok(),
  ).toBe(true);
  const parentId = (await (await request.get('/api/user', { headers: parentHeaders })).json()).id as string;

  const staffHeaders = await bearerOf(request, staff);
  const kindergartenId = (await (await request.get('/api/user', { headers: staffHeaders })).json()).kindergarten
    .id as string;
  const created = await request.post('/api/blackboard', {
    multipart: {
      kindergarten_id: kindergartenId,
      title: `Das Sommerfest ist am Samstag ${tag}`,
      description: 'Kuchen für alle Gäste',
    },
    headers: staffHeaders,
  });
  expect(created.ok()).toBe(true);
  const postId = (await created.json()).post.id as string;
  const sent = await request.post('/api/private-message-send', {
    data: { receiver_id: parentId, message: `Wir bringen morgen Gummistiefel ${tag} mit` },
    headers: staffHeaders,
  });
  expect(sent.ok()).toBe(true);
  const roomId = (await sent.json()).room.id as string;

  await signIn(page, yilmaz, demoPassword);
  // Under load the first sync behind the sign-in can take a while.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/tr$/, { timeout: 60_000 });
  await waitForServiceWorkerControl(page);
  // The translations are made after the writes and reach the device with a later sync: wait until both are here.
  await page.goto(`/tr/search?q=${encodeURIComponent(`şenliği ${tag}`)}`);
  await expect(page.locator('.search-hit')).toHaveCount(1, { timeout: 45_000 });
  await page.getByRole('searchbox').fill(`yarın ${tag}`);
  await expect(page.locator('.search-hit')).toHaveCount(1, { timeout: 45_000 });

  // Offline, a fresh page builds the index again from the device's rows.
  await context.setOffline(true);
  await page.goto('/tr');
  await page.getByRole('link', { name: 'Ara' }).click();
  await expect(page).toHaveURL(/\/tr\/search$/);
  const field = page.getByRole('search').getByRole('searchbox');
  await field.fill(`YARIN ${tag}`);
  const messageHit = page.locator('.search-hit');
  await expect(messageHit).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 sonuç');
  await expect(page.getByRole('heading', { name: /Sohbet mesajları/ })).toBeVisible();
  await expect(messageHit.locator('mark')).toHaveText(['yarın', tag]);
  await expect(messageHit.locator('.search-hit__snippet')).toHaveAttribute('lang', 'tr');
  await messageHit.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/tr/chat/room/${roomId}$`));

  // Back returns to the search as it was; a post found by its translated title opens.
  await page.goBack();
  await expect(field).toHaveValue(`YARIN ${tag}`);
  await field.fill(`senligi ${tag}`);
  const postHit = page.locator('.search-hit');
  await expect(page.getByRole('heading', { name: /Duyurular/ })).toBeVisible();
  await expect(postHit).toHaveCount(1);
  await postHit.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/tr/blackboard/${postId}$`));
  await context.setOffline(false);
});
