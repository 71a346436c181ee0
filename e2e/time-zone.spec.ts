import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import { calendarDayIn, instantAt } from '../contract/zoned-time.ts';
import { demoPassword, signIn } from './support/accounts.ts';

const berlin = 'Europe/Berlin';
const zoneNote = '(Mitteleuropäische Zeit)';

/** An event published for everyone at 17:00 Berlin time, five days ahead (the demo kindergarten keeps Berlin time). */
async function eventAtFivePmBerlin(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { username: 'erzieherin@sonnenblume.example', password: demoPassword },
  });
  const token = (await login.json()).token as string;
  const headers = () => ({ Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() });
  const day = calendarDayIn(berlin, new Date(Date.now() + 5 * 86_400_000));
  const id = randomUUID();
  const title = `Laternenumzug ${id.slice(0, 6)}`;
  const created = await request.post('/api/staff/event', {
    headers: headers(),
    data: {
      id,
      title,
      body: 'Treffpunkt am Tor.',
      group_ids: [],
      starts_at: instantAt(day, '17:00', berlin).toISOString(),
      location: 'Garten',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  expect((await request.post(`/api/staff/event/${id}/publish`, { headers: headers() })).status()).toBe(200);
  return { id, title };
}

async function parentPhoneIn(browser: Browser, timezoneId: string) {
  const context = await browser.newContext({ timezoneId, locale: 'de-DE', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'eltern@sonnenblume.example', demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  return { context, page };
}

test('a phone in Istanbul shows a Berlin event at 17:00 and names the zone; a phone in Berlin names none', async ({
  browser,
  request,
}) => {
  const event = await eventAtFivePmBerlin(request);

  const istanbul = await parentPhoneIn(browser, 'Europe/Istanbul');
  await istanbul.page.goto(`/events/${event.id}`);
  await expect(istanbul.page.getByRole('heading', { name: event.title })).toBeVisible();
  const when = istanbul.page.getByText(/17:00/).first();
  await expect(when).toContainText(zoneNote);
  await expect(istanbul.page.getByText(/18:00/)).toHaveCount(0);
  // The list of upcoming events reads the same clock.
  await istanbul.page.goto('/events');
  await expect(istanbul.page.locator('li', { hasText: event.title }).first()).toContainText(`17:00 ${zoneNote}`);
  await istanbul.context.close();

  const home = await parentPhoneIn(browser, berlin);
  await home.page.goto(`/events/${event.id}`);
  await expect(home.page.getByRole('heading', { name: event.title })).toBeVisible();
  await expect(home.page.getByText(/17:00/).first()).toBeVisible();
  await expect(home.page.getByText(zoneNote)).toHaveCount(0);
  await home.context.close();
});
