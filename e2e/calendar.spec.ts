import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { calendarDayIn, instantAt } from '../contract/zoned-time.ts';
import { signIn } from './support/accounts.ts';
import { familyOfItsOwn, publishedItem } from './support/family-setup.ts';

/** Parses with ical.js and registers the file's own VTIMEZONE, so local times resolve through it alone. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { zones: zones.map((zone) => zone.getFirstPropertyValue('tzid')), events };
}

test('a parent saves an event to their calendar, and subscribes to, reads and revokes their private feed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const { parent, groupId } = await familyOfItsOwn(request, tag, `Nora Brandt ${tag}`);
  const title = `Kürbisfest ${tag}`;
  const location = 'Garten, Sonnenweg 3';
  // 15:30 on the kindergarten's clock (the demo kindergarten keeps Berlin time), wherever this test runs.
  const day = calendarDayIn('Europe/Berlin', new Date(Date.now() + 5 * 86_400_000));
  const startsAt = instantAt(day, '15:30', 'Europe/Berlin');
  await publishedItem(request, 'event', {
    title,
    body: 'Wir schnitzen Kürbisse.',
    group_ids: [groupId],
    starts_at: startsAt.toISOString(),
    ends_at: instantAt(day, '17:00', 'Europe/Berlin').toISOString(),
    location,
  });

  await signIn(page, parent.username, parent.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Termine' }).click();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The file is made on the device: summary, place and the start in the kindergarten's zone, which it describes.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Zum Kalender hinzufügen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${title}.ics`);
  const saved = parse(await fs.readFile(await download.path(), 'utf8'));
  expect(saved.zones).toEqual(['Europe/Berlin']);
  expect(saved.events).toHaveLength(1);
  const [event] = saved.events;
  expect(event!.summary).toBe(title);
  expect(event!.location).toBe(location);
  expect(event!.startDate.zone.tzid).toBe('Europe/Berlin');
  expect([event!.startDate.hour, event!.startDate.minute]).toEqual([15, 30]);
  expect(event!.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());

  // The private feed: made in the profile, shown once, read by a calendar app, revoked.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Profil' }).click();
  const card = page.getByRole('region', { name: 'Kalender-Abo' });
  await card.getByRole('button', { name: 'Abo-Adresse erstellen' }).click();
  const address = card.getByRole('textbox', { name: 'Ihre Abo-Adresse' });
  await expect(address).toHaveValue(/\/calendar\/[^/]+\.ics$/);
  const url = await address.inputValue();

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const subscribed = parse(await feed.text());
  const inFeed = subscribed.events.find((candidate) => candidate.summary === title);
  expect(inFeed, `${title} is in the feed`).toBeDefined();
  expect(inFeed!.uid).toBe(event!.uid);
  expect(inFeed!.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());

  await card.getByRole('button', { name: 'Abo widerrufen' }).click();
  await expect(card.getByRole('button', { name: 'Abo-Adresse erstellen' })).toBeVisible();
  await expect(address).toHaveCount(0);
  expect((await request.get(url)).status()).toBe(404);
});
