import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import { demoPassword, signIn } from './support/accounts.ts';

const parent = 'eltern@sonnenblume.example';
const staff = 'erzieherin@sonnenblume.example';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() });

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { username, password: demoPassword } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).token as string;
}

test('a parent opens a new letter, its New marker goes, and staff see it read by one family', async ({
  page,
  browser,
  request,
}) => {
  const staffToken = await apiToken(request, staff);
  const id = uuidv7();
  const title = `Laternenfest ${randomUUID().slice(0, 6)}`;
  const created = await request.post('/api/staff/news', {
    headers: bearer(staffToken),
    data: { id, title, body: 'Bitte Laternen mitbringen.', group_ids: [], requires_confirmation: false },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect((await request.post(`/api/staff/news/${id}/publish`, { headers: bearer(staffToken) })).ok()).toBe(true);

  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/news');
  const row = page.getByRole('link', { name: new RegExp(title) });
  await expect(row).toContainText('Neu');
  await row.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: new RegExp(title) })).not.toContainText('Neu');

  // The read reaches the server through the parent's outbox.
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/staff/news/${id}/answers`, { headers: bearer(staffToken) });
      return ((await answer.json()) as { reads: { counts: { read: number } } }).reads.counts.read;
    })
    .toBe(1);

  const staffContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff, demoPassword);
  await expect(staffPage).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await staffPage.goto(`/staff/answers/news/${id}`);
  await expect(staffPage.getByTestId('read-figure')).toHaveText(/^Gelesen: 1 von \d+ Familien$/);
  await expect(staffPage.getByTestId('families-read').getByRole('listitem')).toHaveCount(1);
  await staffContext.close();
});
