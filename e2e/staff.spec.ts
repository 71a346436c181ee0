import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import { encodePng } from '../server/seed/png.ts';
import { demoPassword, registerParent, signIn, storedToken } from './support/accounts.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { calendarDayIn, instantAt } from '../contract/zoned-time.ts';

// The staff workspace. These journeys find things by form field names, labels that are data (group and child
// names), links and test ids, not by the workspace's own words.

const staff = 'erzieherin@sonnenblume.example';
// Ayşe Yilmaz: guardian of Elif, who is in group Marienkäfer (server/seed/users.ts, kindergartens.ts).
const ladybirdParent = 'familie.yilmaz@sonnenblume.example';
const otherKindergartenParent = 'eltern@regenbogen.example';

/** A small real PNG: a dark stroke across a white field, like a signature. */
function signaturePng(): string {
  const width = 120;
  const height = 40;
  const pixels = new Uint8Array(width * height * 3).fill(255);
  for (let x = 10; x < 110; x++) {
    const y = Math.round(20 + 10 * Math.sin(x / 8));
    for (const dy of [0, 1]) pixels.fill(20, ((y + dy) * width + x) * 3, ((y + dy) * width + x) * 3 + 3);
  }
  return `data:image/png;base64,${encodePng({ width, height, pixels }).toString('base64')}`;
}

/** A minimal valid PDF (the server judges attachments by their bytes). */
const consentPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function signedIn(page: Page, username: string) {
  await signIn(page, username, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  return token!;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Every event id a user receives through GET /api/sync, all pages. */
async function syncedEventIds(request: APIRequestContext, token: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const answer = await request.get(`/api/sync?limit=1000${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok()).toBe(true);
    const body = await answer.json();
    ids.push(...((body.changes.events ?? []) as { id: string }[]).map((event) => event.id));
    cursor = body.cursor;
    if (!body.has_more) break;
  }
  return ids;
}

test('staff publish an event needing a signature for Marienkäfer; its parent sees it live and signs; the tracking view and the CSV show the answer; others never see it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Waldtag ${randomUUID().slice(0, 8)}`;
  const feedback = `Elif bringt Gummistiefel mit ${randomUUID().slice(0, 6)}`;

  // The parent of a Marienkäfer child watches the start page in a browser of her own.
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  const parentToken = await signedIn(parentPage, ladybirdParent);

  // Staff open the workspace from the navigation and start a new item.
  await signedIn(page, staff);
  await page.locator('nav.bottom-nav a[href$="/staff"]').click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.locator('a[href$="/staff/publish"]').click();
  await expect(page).toHaveURL(/\/staff\/publish\/[0-9a-f-]{36}$/);

  // An event for group Marienkäfer, tomorrow early, with a PDF, an answer with signature and one yes/no question.
  const form = page.locator('form[aria-label]').first();
  await form.locator('input[name="kind"][value="event"]').check();
  await form.locator('input[name="title"]').fill(title);
  await form
    .locator('textarea[name="body"]')
    .fill('Wir verbringen den Tag im Wald. Bitte wetterfeste Kleidung mitgeben.');
  const tomorrow = new Date(Date.now() + 86_400_000);
  await form.locator('input[name="date"]').fill(isoDay(tomorrow));
  await form.locator('input[name="startTime"]').fill('06:30');
  await form.locator('input[name="endTime"]').fill('07:30');
  await form.locator('input[name="location"]').fill('Mooswald');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'einverstaendnis.pdf', mimeType: 'application/pdf', buffer: consentPdf });
  await expect(form.getByText('einverstaendnis.pdf')).toBeVisible();
  await form.locator('input[name="audience"][value="groups"]').check();
  await form.getByLabel('Marienkäfer').check();
  await form.locator('input[name="requiresConfirmation"]').check();
  await form.locator('input[name="requiresSignature"]').check();
  await form.locator('[data-question-kind="yes_no"]').click();
  await form.locator('input[name="questions.0.label"]').fill('Darf Ihr Kind Stockbrot essen?');

  // The draft is on the device: a reload keeps everything typed.
  await page.waitForTimeout(700);
  await page.reload();
  await expect(page.locator('input[name="title"]')).toHaveValue(title);
  await expect(page.locator('input[name="questions.0.label"]')).toHaveValue('Darf Ihr Kind Stockbrot essen?');
  await expect(page.getByText('einverstaendnis.pdf')).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('form[aria-label] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/staff\/answers\/event\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const eventId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('count-confirmed')).toHaveText('0');

  // The parent sees it arrive without reloading (realtime → sync → the start page's next events).
  await expect(parentPage.getByRole('link', { name: title })).toBeVisible({ timeout: 20_000 });

  // She confirms for Elif with a signature and an answer (through the API: the answer screens are another branch's).
  const me = await (await request.get('/api/user', { headers: { Authorization: `Bearer ${parentToken}` } })).json();
  const elif = (me.children as { id: string; first_name: string }[]).find((child) => child.first_name === 'Elif')!;
  const questionId = (
    (await (await request.get(`/api/event/${eventId}`, { headers: { Authorization: `Bearer ${parentToken}` } })).json())
      .event.questions as { id: string }[]
  )[0]!.id;
  const answer = await request.post(`/api/event/${eventId}/confirmation`, {
    headers: { Authorization: `Bearer ${parentToken}`, 'Idempotency-Key': randomUUID() },
    data: { child_id: elif.id, feedback, answers: { [questionId]: true }, signature: signaturePng() },
  });
  expect(answer.status(), await answer.text()).toBe(200);

  // The tracking view follows: Elif confirmed, with feedback, the answer and the signature image.
  await expect(page.getByTestId('count-confirmed')).toHaveText('1', { timeout: 20_000 });
  const card = page.getByRole('article', { name: 'Elif Yilmaz' });
  await expect(card).toContainText(feedback);
  await expect(card).toContainText('Darf Ihr Kind Stockbrot essen?');
  const signature = card.getByTestId('signature-image');
  await expect(signature).toBeVisible();
  await expect
    .poll(() => signature.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(120);
  await expect(signature).toHaveAttribute('src', /^blob:/);
  expect(await seriousViolations(page)).toEqual([]);

  // The CSV export carries the answer.
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('download-csv').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Elif');
  expect(csv).toContain(feedback);
  expect(csv).toContain('Zugesagt');
  const pdfPromise = page.waitForEvent('download');
  await page.getByTestId('download-pdf').click();
  const pdf = await pdfPromise;
  expect(
    fs
      .readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // One tap reminds those who have not answered, after a confirmation; the result is said next to the button.
  await page.getByTestId('remind').click();
  await page.getByTestId('remind-confirm').click();
  await expect(page.getByTestId('remind-result')).toBeVisible();
  await expect(page.getByTestId('remind-result')).not.toHaveClass(/error/);

  // Nobody outside the audience ever receives it: a Sonnenblume parent with no Marienkäfer child, another kindergarten.
  const outsider = await registerParent(request);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  const otherToken = await signedIn(otherPage, otherKindergartenParent);
  for (const token of [outsider.token, otherToken]) {
    expect(await syncedEventIds(request, token)).not.toContain(eventId);
    expect(
      (await request.get(`/api/event/${eventId}`, { headers: { Authorization: `Bearer ${token}` } })).status(),
    ).toBe(404);
  }
  await otherPage.reload();
  await expect(otherPage.locator('main')).toBeVisible();
  await expect(otherPage.getByText(title)).toHaveCount(0);

  await parentContext.close();
  await otherContext.close();
});

/** The parent's view of one event through GET /api/sync (all pages): its row, or that it came as a tombstone. */
async function syncedEvent(request: APIRequestContext, token: string, id: string) {
  let row: { id: string; title: string } | undefined;
  let tombstone = false;
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const answer = await request.get(`/api/sync?limit=1000${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok()).toBe(true);
    const body = await answer.json();
    row = ((body.changes.events ?? []) as { id: string; title: string }[]).find((event) => event.id === id) ?? row;
    tombstone ||= ((body.tombstones.events ?? []) as string[]).includes(id);
    cursor = body.cursor;
    if (!body.has_more) break;
  }
  return { row, tombstone };
}

test('staff edit the title of a published event and the parent receives it; taking it back sends the parent its tombstone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const staffToken = await signedIn(page, staff);
  const parentToken = (
    await (await request.post('/api/login', { data: { username: ladybirdParent, password: demoPassword } })).json()
  ).token as string;
  const groups = (
    await (await request.get('/api/sync?limit=1000', { headers: { Authorization: `Bearer ${staffToken}` } })).json()
  ).changes.groups as { id: string; name: string }[];
  const ladybirds = groups.find((group) => group.name === 'Marienkäfer')!;

  // A published event for Marienkäfer, asking for an answer (so it is in the answers list).
  const id = uuidv7();
  const title = `Laternenfest ${randomUUID().slice(0, 6)}`;
  // 17:00 on the kindergarten's clock (the demo kindergarten keeps Berlin time), wherever this test runs.
  const startsAt = instantAt(
    calendarDayIn('Europe/Berlin', new Date(Date.now() + 3 * 86_400_000)),
    '17:00',
    'Europe/Berlin',
  );
  const headers = () => ({ Authorization: `Bearer ${staffToken}`, 'Idempotency-Key': randomUUID() });
  const created = await request.post('/api/staff/event', {
    headers: headers(),
    data: {
      id,
      title,
      body: 'Mit Laternen.',
      group_ids: [ladybirds.id],
      requires_confirmation: true,
      starts_at: startsAt.toISOString(),
      location: 'Garten',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  expect((await request.post(`/api/staff/event/${id}/publish`, { headers: headers() })).status()).toBe(200);
  expect((await syncedEvent(request, parentToken, id)).row?.title).toBe(title);

  // Staff find it in the answers list and open the edit form from its row: filled in, the audience shown, not offered.
  await page.goto('/staff/answers');
  await page.locator(`a[href$="/staff/edit/event/${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/staff/edit/event/${id}$`));
  const form = page.locator('form[aria-label]').first();
  await expect(form.locator('input[name="title"]')).toHaveValue(title);
  await expect(form.locator('input[name="startTime"]')).toHaveValue('17:00');
  await expect(form.locator('input[name="location"]')).toHaveValue('Garten');
  await expect(form.locator('input[name="requiresConfirmation"]')).toBeChecked();
  await expect(form.locator('input[name="audience"]')).toHaveCount(0);
  await expect(form.getByTestId('locked-audience')).toContainText('Marienkäfer');
  expect(await seriousViolations(page)).toEqual([]);

  // A cleared title is refused next to the field, and nothing else typed is lost.
  await form.locator('input[name="location"]').fill('Großer Garten');
  await form.locator('input[name="title"]').fill('');
  await form.getByTestId('save-changes').click();
  await expect(form.locator('input[name="title"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('input[name="location"]')).toHaveValue('Großer Garten');

  const newTitle = `${title} (verschoben)`;
  await form.locator('input[name="title"]').fill(newTitle);
  await form.getByTestId('save-changes').click();
  await expect(page).toHaveURL(new RegExp(`/staff/answers/event/${id}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();

  // The parent's sync carries the new title.
  await expect.poll(async () => (await syncedEvent(request, parentToken, id)).row?.title).toBe(newTitle);

  // Staff take it back after confirming; they land on the answers list, where it is gone.
  await page.getByTestId('unpublish-item').click();
  await page.getByTestId('unpublish-item-confirm').click();
  await expect(page).toHaveURL(/\/staff\/answers$/, { timeout: 20_000 });
  await expect(page.locator(`a[href$="/staff/answers/event/${id}"]`)).toHaveCount(0);

  // The parent's sync answers its tombstone, and the event itself is gone for her.
  const afterwards = await syncedEvent(request, parentToken, id);
  expect(afterwards.tombstone).toBe(true);
  expect(afterwards.row).toBeUndefined();
  expect(
    (await request.get(`/api/event/${id}`, { headers: { Authorization: `Bearer ${parentToken}` } })).status(),
  ).toBe(404);
});

test('staff delete a published news item from its tracking view after confirming; it is gone for the parent', async ({
  page,
  request,
}) => {
  const staffToken = await signedIn(page, staff);
  const parentToken = (
    await (await request.post('/api/login', { data: { username: ladybirdParent, password: demoPassword } })).json()
  ).token as string;
  const id = uuidv7();
  const headers = () => ({ Authorization: `Bearer ${staffToken}`, 'Idempotency-Key': randomUUID() });
  const created = await request.post('/api/staff/news', {
    headers: headers(),
    data: { id, title: `Fotoliste ${randomUUID().slice(0, 6)}`, requires_confirmation: true },
  });
  expect(created.status(), await created.text()).toBe(200);
  expect((await request.post(`/api/staff/news/${id}/publish`, { headers: headers() })).status()).toBe(200);
  expect((await request.get(`/api/news/${id}`, { headers: { Authorization: `Bearer ${parentToken}` } })).status()).toBe(
    200,
  );

  await page.goto(`/staff/answers/news/${id}`);
  // Cancelling the question keeps it; confirming deletes it and lands on the answers list.
  await page.getByTestId('delete-item').click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/staff/answers/news/${id}$`));
  await page.getByTestId('delete-item').click();
  await page.getByTestId('delete-item-confirm').click();
  await expect(page).toHaveURL(/\/staff\/answers$/, { timeout: 20_000 });
  await expect(page.locator(`a[href$="/staff/answers/news/${id}"]`)).toHaveCount(0);
  expect((await request.get(`/api/news/${id}`, { headers: { Authorization: `Bearer ${parentToken}` } })).status()).toBe(
    404,
  );
});

test('a parent who types the workspace address is told it is not for them, and has no workspace tab', async ({
  page,
}) => {
  await signedIn(page, 'eltern@sonnenblume.example');
  await expect(page.getByRole('navigation').locator('a[href$="/blackboard"]')).toBeVisible();
  await expect(page.locator('a[href$="/staff"]')).toHaveCount(0);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href$="/staff/publish"]')).toHaveCount(0);
});

test("staff record an absence for a family that phoned in; it shows in today's overview under the child's group", async ({
  page,
}) => {
  await signedIn(page, staff);
  await page.goto('/staff/today');
  await page.locator('.staff-heading-row button').click();
  const form = page.locator('form[aria-label]');
  const option = form.locator('select option', { hasText: 'Leon Fischer' });
  await form.locator('select').selectOption(await option.getAttribute('value'));
  await form.locator('button[type="submit"]').click();
  // Marked as recorded by staff (the words are not translated yet, so the mark is read from the row).
  const row = page.locator('.absence-row[data-by-staff]', { hasText: 'Leon Fischer' }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(/Krank|Sick/);
});

test("staff copy last week's menu into next week, change a dish and publish it; parents then receive it", async ({
  page,
  request,
}) => {
  const parentToken = await (async () => {
    const answer = await request.post('/api/login', { data: { username: ladybirdParent, password: demoPassword } });
    return (await answer.json()).token as string;
  })();
  await signedIn(page, staff);
  await page.goto('/staff/menu');
  await page.locator('nav.staff-week-nav button').last().click();
  const monday = page.locator('[data-testid^="menu-day-"]').first();
  const mondayDate = (await monday.getAttribute('data-testid'))!.replace('menu-day-', '');
  const friday = isoDay(new Date(Date.parse(`${mondayDate}T12:00:00Z`) + 4 * 86_400_000));
  // Next week is copied from this week's (seeded) menu.
  const copy = page.locator('main .row button').first();
  await copy.click();
  // Next week has seeded days: the copy replaces them only once confirmed, and stays a draft until published.
  await page.getByTestId('menu-copy-dialog').locator('.dialog__actions button').last().click();
  await expect(copy).not.toHaveAttribute('aria-busy', 'true');
  const lunch = monday.locator('textarea').nth(1);
  await expect(lunch).not.toHaveValue('');
  await expect(lunch).toBeEnabled();
  const dish = `Kürbissuppe ${randomUUID().slice(0, 6)}`;
  await lunch.fill(dish);
  const publishWeek = page.locator('.staff-sticky-actions button').last();
  await publishWeek.click();
  // Saved and published: the button rests (not busy) and has nothing left to do.
  await expect(publishWeek).not.toHaveAttribute('aria-busy', 'true');
  await expect(publishWeek).toBeDisabled();

  const parentMonday = async () => {
    const menu = await request.post('/api/menu', {
      headers: { Authorization: `Bearer ${parentToken}` },
      data: { startDate: mondayDate, endDate: friday },
    });
    expect(menu.ok()).toBe(true);
    return ((await menu.json()).menu as { date: string; lunch: string }[]).find((day) => day.date === mondayDate)
      ?.lunch;
  };
  await expect.poll(parentMonday).toBe(dish);
});

test('a draft typed offline survives a reload without network; publishing waits for the connection', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signedIn(page, staff);
  await waitForServiceWorkerControl(page);
  await page.goto('/staff/publish');
  await expect(page).toHaveURL(/\/staff\/publish\/[0-9a-f-]{36}$/);
  const draftUrl = page.url();
  const title = `Laternenumzug ${randomUUID().slice(0, 8)}`;

  await context.setOffline(true);
  await page.locator('input[name="title"]').fill(title);
  await page.locator('textarea[name="body"]').fill('Treffpunkt um 17 Uhr vor der Kita.');
  const publish = page.locator('form[aria-label] button[type="submit"]');
  await expect(publish).toBeDisabled();
  await expect(page.locator('form[aria-label] [role="status"]')).toBeVisible();
  await page.waitForTimeout(700);
  await page.reload();
  await expect(page.locator('input[name="title"]')).toHaveValue(title);

  // The hub lists it as a draft on this device, and it opens again from there.
  await page.goto('/staff');
  await page.locator(`a[href="${new URL(draftUrl).pathname}"]`).click();
  await expect(page.locator('textarea[name="body"]')).toHaveValue('Treffpunkt um 17 Uhr vor der Kita.');

  // Answers stay readable offline, from the device, with reminders and downloads switched off.
  await page.goto('/staff/answers');
  await page.locator('main a[href*="/staff/answers/"]').first().click();
  await expect(page.getByTestId('count-confirmed')).toBeVisible();
  await expect(page.getByTestId('download-csv')).toBeDisabled();
  await page.goBack();
  await page.goBack();

  await context.setOffline(false);
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page).toHaveURL(/\/staff\/answers\/news\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  // Published: the draft is gone from the device.
  await page.goto('/staff');
  await expect(page.locator(`a[href="${new URL(draftUrl).pathname}"]`)).toHaveCount(0);
});
