import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import { pdfText } from '../tests/server/support/pdf-text.ts';
import { demoPassword, signIn, storedToken } from './support/accounts.ts';

// The answers exports in the staff member's language, with names in the scripts their families write them in.

const staff = 'erzieherin@sonnenblume.example';
const admin = 'leitung@sonnenblume.example';
const families = [
  { language: 'tr', parent: 'Ayşe Yılmaz', child: ['Elif', 'Yılmaz'] },
  { language: 'el', parent: 'Ελένη Παπαδοπούλου', child: ['Νίκος', 'Παπαδόπουλος'] },
  { language: 'ru', parent: 'Ольга Иванова', child: ['Мария', 'Иванова'] },
] as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() });

async function apiToken(request: APIRequestContext, username: string, password = demoPassword): Promise<string> {
  const answer = await request.post('/api/login', { data: { username, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).token as string;
}

/** A new family of Kita Sonnenblume: the parent registers in her language, the lead adds her child and links them. */
async function addFamily(
  request: APIRequestContext,
  adminToken: string,
  family: (typeof families)[number],
): Promise<{ token: string; childId: string }> {
  const username = `e2e-${family.language}-${randomUUID().slice(0, 8)}@example.org`;
  const registered = await request.post('/api/register', {
    data: {
      username,
      name: family.parent,
      password: 'Sonnen-Blume-7',
      code: 'SONNE-2026',
      accept_terms_and_conditions: true,
    },
    headers: { 'Accept-Language': family.language },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = (await registered.json()).token as string;
  const userId = (await (await request.get('/api/user', { headers: bearer(token) })).json()).id as string;
  const child = await request.post('/api/admin/children', {
    headers: bearer(adminToken),
    data: { first_name: family.child[0], last_name: family.child[1], group_id: null },
  });
  expect(child.ok(), await child.text()).toBe(true);
  const childId = (await child.json()).child.id as string;
  const linked = await request.post(`/api/admin/children/${childId}/guardians`, {
    headers: bearer(adminToken),
    data: { user_id: userId },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  return { token, childId };
}

test('a Turkish, a Greek and a Cyrillic name in the answers PDF, checked by its text; the CSV in German with the same names', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminToken = await apiToken(request, admin);
  const added = [];
  for (const family of families) added.push(await addFamily(request, adminToken, family));

  // Staff publish a letter to the whole kindergarten asking for an answer; each family confirms for its child.
  await signIn(page, staff, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  const staffToken = (await storedToken(page))!;
  const id = uuidv7();
  const title = `Sommerfest ${randomUUID().slice(0, 6)}`;
  expect(
    (
      await request.post('/api/staff/news', {
        headers: bearer(staffToken),
        data: { id, title, body: 'Bitte antworten.', group_ids: [], requires_confirmation: true },
      })
    ).ok(),
  ).toBe(true);
  expect((await request.post(`/api/staff/news/${id}/publish`, { headers: bearer(staffToken) })).ok()).toBe(true);
  for (const { token, childId } of added) {
    const answered = await request.post(`/api/news/${id}/confirmation`, {
      headers: bearer(token),
      data: { child_id: childId },
    });
    expect(answered.status(), await answered.text()).toBe(200);
  }

  await page.goto(`/staff/answers/news/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('count-confirmed')).toHaveText('3', { timeout: 20_000 });

  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-pdf').click()]);
  expect(pdfDownload.suggestedFilename()).toBe(`${title} – Rückmeldungen.pdf`);
  const text = await pdfText(await fs.readFile((await pdfDownload.path())!));
  for (const family of families) {
    expect(text).toContain(`${family.child.join(' ')}: Zugesagt`);
    expect(text).toContain(`Elternteil: ${family.parent}`);
  }
  expect(text).not.toContain('Ayse');

  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
  expect(csvDownload.suggestedFilename()).toBe(`${title} – Rückmeldungen.csv`);
  const csv = await fs.readFile((await csvDownload.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFKind;Gruppe;Elternteil;Rückmeldung;')).toBe(true);
  for (const family of families) expect(csv).toContain(`${family.child.join(' ')};;${family.parent};Zugesagt;`);
});
