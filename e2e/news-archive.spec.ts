import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';
import { openFromServiceWorker, waitForServiceWorkerControl } from './support/service-worker.ts';

const parent = 'eltern@sonnenblume.example';
const staff = 'erzieherin@sonnenblume.example';
const waitingBanner = (page: Page) => page.getByRole('link', { name: /warte[nt] auf Ihre Antwort/ });

type Item = { id: string; title: string };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
type CalendarAnswer = { events: Item[]; upcoming: Item[] };

async function signInAs(page: Page, username: string): Promise<string> {
  await signIn(page, username, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  return (await storedToken(page))!;
}

async function json<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(path, { headers: auth(token) });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

/** What the server says waits for this user: it takes answers and a child of theirs in its audience has none yet. */
async function waitingOnServer(request: APIRequestContext, token: string): Promise<string[]> {
  const { news } = await json<{ news: Item[] }>(request, token, '/api/news');
  const events = new Map<string, Item>();
  // This month and the one twelve days ago, where the demo's past grandparents' afternoon lies.
  for (const day of [new Date(), new Date(Date.now() - 12 * 86_400_000)]) {
    const calendar = await json<CalendarAnswer>(
      request,
      token,
      `/api/events/calendar?selectedDate=${day.toISOString().slice(0, 10)}`,
    );
    for (const event of [...calendar.events, ...calendar.upcoming]) events.set(event.id, event);
  }
  const waiting: string[] = [];
  for (const [kind, items] of [
    ['news', news],
    ['event', [...events.values()]],
  ] as const) {
    for (const item of items) {
      const state = await json<{ can_answer: boolean; pending_child_ids: string[] }>(
        request,
        token,
        `/api/${kind}/${item.id}/is-confirmed`,
      );
      if (state.can_answer && state.pending_child_ids.length > 0) waiting.push(item.title);
    }
  }
  return waiting.sort();
}

test('a letter that is no longer among the home page’s newest three is found in the news archive, offline too', async ({
  page,
  context,
  request,
}) => {
  const token = await signInAs(page, parent);
  const { news } = await json<{ news: (Item & { published_at: string | null })[] }>(request, token, '/api/news');
  const older = news.filter((item) => item.published_at).slice(3);
  expect(older.length).toBeGreaterThan(0);
  const letter = older.at(-1)!;

  const latest = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Aktuelles' }) });
  await expect(latest.getByRole('link').first()).toBeVisible();
  await expect(latest.getByRole('link', { name: letter.title })).toHaveCount(0);

  await latest.getByRole('link', { name: 'Alle Nachrichten' }).click();
  await expect(page).toHaveURL(/\/news$/);
  const archive = page.getByTestId('news-archive');
  await expect(archive.getByTestId('archive-item')).toHaveCount(news.filter((item) => item.published_at).length);
  await archive.getByRole('link', { name: new RegExp(letter.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${letter.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: letter.title })).toBeVisible();

  // The same archive offline, in another locale, from the device's data and the service worker.
  await waitForServiceWorkerControl(page);
  await page.close();
  await context.setOffline(true);
  const offline = await context.newPage();
  await openFromServiceWorker(offline, '/ru/news');
  await expect(offline.getByTestId('news-archive').getByRole('link', { name: new RegExp(letter.title) })).toBeVisible();
});

test('a parent sees exactly the items that wait for their answer, news and events together', async ({
  page,
  request,
}) => {
  const token = await signInAs(page, parent);
  const expected = await waitingOnServer(request, token);
  expect(expected.length).toBeGreaterThan(0);
  // A past event that asked for answers no longer waits.
  expect(expected).not.toContain('Großelternnachmittag');

  const banner = waitingBanner(page);
  await expect(banner).toHaveText(new RegExp(`^${expected.length} `));
  await banner.click();
  await expect(page).toHaveURL(/\/news\?filter=waiting$/);
  const items = page.getByTestId('news-archive').getByTestId('archive-item');
  await expect(items).toHaveCount(expected.length);
  const shown = (await items.getByRole('link').allInnerTexts())
    .map((text) => expected.find((title) => text.includes(title)) ?? text)
    .sort();
  expect(shown).toEqual(expected);
});

test('staff, who have no child in any audience, see no waiting banner', async ({ page }) => {
  await signInAs(page, staff);
  // The banner is computed with the tiles from the same synced rows: once they show news and events, it would show.
  const tile = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(tile('Aktuelles').getByRole('listitem')).toHaveCount(3);
  await expect(tile('Nächste Termine').getByRole('listitem').first()).toBeVisible();
  await expect(waitingBanner(page)).toHaveCount(0);
});
