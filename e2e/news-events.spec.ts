import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { seriousViolations } from './support/axe.ts';

const parent = 'eltern@sonnenblume.example';
const swimmingTitle = 'Schnupperstunde im Hallenbad';
const letterTitle = 'Elternbrief: Ausflug zum Erlebnisbauernhof';

type Item = { id: string; title: string };
type Confirmation = { id: string; child_id: string | null; status: string; signature_file_id: string | null };

const auth = (token: string | null) => ({ Authorization: `Bearer ${token}` });

async function signInAsParent(page: Page): Promise<string> {
  await signIn(page, parent, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  return token!;
}

async function eventNamed(request: APIRequestContext, token: string, title: string): Promise<Item> {
  const answer = await request.get('/api/events/calendar', { headers: auth(token) });
  expect(answer.ok()).toBe(true);
  const { upcoming } = (await answer.json()) as { upcoming: Item[] };
  const event = upcoming.find((item) => item.title === title);
  expect(event, `${title} is upcoming`).toBeDefined();
  return event!;
}

async function newsNamed(request: APIRequestContext, token: string, title: string): Promise<Item> {
  const answer = await request.get('/api/news', { headers: auth(token) });
  expect(answer.ok()).toBe(true);
  const item = ((await answer.json()) as { news: Item[] }).news.find((news) => news.title === title);
  expect(item, `${title} is published`).toBeDefined();
  return item!;
}

/** Draws a short stroke pattern on the signature pad with the pointer. */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height * 0.6;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(box.x + 30 + step * 18, y - Math.sin(step) * 25, { steps: 3 });
  await page.mouse.up();
}

test('a parent signs and confirms an event offline; back online the server holds exactly one signed answer', async ({
  page,
  context,
  request,
}) => {
  const token = await signInAsParent(page);
  const event = await eventNamed(request, token, swimmingTitle);
  await waitForServiceWorkerControl(page);

  // The event and its answer form open online once (their code is then on the device), then the connection goes.
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: swimmingTitle })).toBeVisible();
  await page.getByTestId('answer-link').click();
  await expect(page.getByTestId('signature-pad')).toBeHidden(); // shown once "confirm" is chosen
  await page.getByTestId('answer-confirm').check();
  await expect(page.getByTestId('signature-pad')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sie sind offline' })).toBeVisible();
  await page
    .getByRole('group', { name: /Kann Ihr Kind schon schwimmen/ })
    .getByRole('radio', { name: 'Ein bisschen' })
    .check();
  // Sending without a signature is refused on the device: the pad takes the focus.
  await page.getByTestId('answer-submit').click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/confirm$`));
  const pleaseSign = page.getByText('Bitte unterschreiben Sie im Feld.');
  await expect(pleaseSign).toBeVisible();
  // The request to sign goes as soon as there is a signature.
  await sign(page);
  await expect(pleaseSign).toHaveCount(0);
  await page.getByTestId('answer-submit').click();
  // As after answering a news item: back on the item, where the answer shows.
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));

  // Still offline: the answer is on the device, waiting; it survives a reload served by the service worker.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: swimmingTitle })).toBeVisible();
  const slot = page.getByTestId('answer-slot').filter({ hasText: 'Mia' });
  await expect(slot.locator('.sync-badge[data-state="pending"]')).toBeVisible();
  await expect(slot.locator('.answer-pill[data-status="confirmed"]')).toBeVisible();

  await context.setOffline(false);
  await expect(slot.locator('.sync-badge')).toHaveCount(0, { timeout: 20_000 });

  const state = await request.get(`/api/event/${event.id}/is-confirmed`, { headers: auth(token) });
  expect(state.ok()).toBe(true);
  const { confirmations } = (await state.json()) as { confirmations: Confirmation[] };
  expect(confirmations).toHaveLength(1);
  expect(confirmations[0]!.status).toBe('confirmed');
  expect(confirmations[0]!.signature_file_id).toBeTruthy();
  const png = await request.get(`/api/files/${confirmations[0]!.signature_file_id}`, { headers: auth(token) });
  expect(png.ok()).toBe(true);
  expect([...(await png.body()).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
});

test('the PDF view renders the attached letter and the receipt downloads with the item title', async ({
  page,
  request,
}) => {
  const token = await signInAsParent(page);
  const letter = await newsNamed(request, token, letterTitle);

  await page.goto(`/news/${letter.id}`);
  await expect(page.getByRole('heading', { level: 1, name: letterTitle })).toBeVisible();
  await page.getByTestId('open-pdf').click();
  await expect(page).toHaveURL(new RegExp(`/news/${letter.id}-pdf$`));
  const canvas = page.locator('[data-testid="pdf-canvas"][data-rendered="true"]');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect(canvas).toHaveAttribute('data-page', '1');
  const inked = await canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let count = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index]! < 200) count += 1;
    return count;
  });
  expect(inked, 'dark pixels of text on page 1').toBeGreaterThan(500);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-receipt').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await fs.readFile(await download.path());
  const standardFontDataUrl = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl }).promise;
  let text = '';
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  expect(text.replace(/\s+/g, ' ')).toContain(letterTitle);
});

test('the month calendar is one tab stop moved with the arrow keys; a day with events lists them', async ({
  page,
  request,
}) => {
  const token = await signInAsParent(page);
  const event = await eventNamed(request, token, swimmingTitle);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Termine' }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const selected = grid.locator('[aria-selected="true"] button');
  const today = await selected.getAttribute('data-day');
  await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);

  await selected.focus();
  await page.keyboard.press('ArrowDown');
  const nextWeek = await selected.getAttribute('data-day');
  expect(nextWeek).not.toBe(today);
  expect(new Date(nextWeek!).getTime() - new Date(today!).getTime()).toBe(7 * 24 * 3600 * 1000);
  await expect(page.locator(`button[data-day="${nextWeek}"]`)).toBeFocused();

  // Page Down until the swimming event's month, then pick its day: its event is listed under the calendar.
  const day = await page.evaluate(
    (iso) => {
      const date = new Date(iso);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    },
    (await (await request.get(`/api/event/${event.id}`, { headers: auth(token) })).json()).event.starts_at as string,
  );
  for (let step = 0; step < 3 && (await page.locator(`button[data-day="${day}"]`).count()) === 0; step += 1)
    await page.keyboard.press('PageDown');
  await page.locator(`button[data-day="${day}"]`).click();
  await expect(page.locator(`button[data-day="${day}"]`)).toHaveAttribute('data-has-events', 'true');
  await expect(
    page.locator('section[aria-labelledby="day-heading"]').locator(`[data-event-id="${event.id}"]`),
  ).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`calendar, event, answer form and responses have no serious accessibility violations (${scheme})`, async ({
    page,
    request,
  }) => {
    // Five axe runs: slow on a shared machine.
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: scheme });
    const token = await signInAsParent(page);
    const event = await eventNamed(request, token, swimmingTitle);
    const letter = await newsNamed(request, token, letterTitle);
    for (const path of ['/events', `/events/${event.id}`, `/news/${letter.id}`, '/submitted-responses']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto(`/events/${event.id}/confirm`);
    await page.getByTestId('answer-confirm').check();
    await expect(page.getByTestId('signature-pad')).toBeVisible();
    expect(await seriousViolations(page), 'answer form').toEqual([]);
  });
}
