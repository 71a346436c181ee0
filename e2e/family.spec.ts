import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { familyOfItsOwn, publishedItem } from './support/family-setup.ts';

test('a parent invites a grandparent who registers through the link, reads the letter and answers it for the child', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 6);
  const { parent, child, groupId } = await familyOfItsOwn(request, tag, `Nora Brandt ${tag}`);
  const title = `Elternbrief Laternenumzug ${tag}`;
  const newsId = await publishedItem(request, 'news', {
    title,
    body: 'Bitte sagen Sie uns, ob Ihr Kind mitläuft.',
    group_ids: [groupId],
    requires_confirmation: true,
  });

  // The parent invites a grandparent from the profile, who may read and answer the child's letters.
  await signIn(page, parent.username, parent.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Profil' }).click();
  await page.getByRole('link', { name: /Familie/ }).click();
  await expect(page).toHaveURL(/\/profile\/family$/);
  const form = page.getByRole('region', { name: 'Bezugsperson einladen' });
  await expect(form.getByRole('checkbox', { name: `${child.firstName} Brandt` })).toBeChecked();
  await form.getByRole('radio', { name: 'Großelternteil' }).check();
  await expect(form.getByRole('checkbox', { name: 'Erhält Briefe (Neuigkeiten und Termine)' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Darf auf Briefe antworten' }).check();
  await form.getByRole('button', { name: 'Einladung erstellen' }).click();
  const link = await form.getByRole('textbox', { name: 'Einladungslink' }).inputValue();
  expect(link).toMatch(/\/register\?code=/);
  await expect(form.getByRole('img', { name: 'QR-Code des Einladungslinks' })).toBeVisible();

  // The grandparent opens the link on their own phone: the code is filled in, they register and are signed in.
  const grandparentContext = await browser.newContext();
  const grandPage = await grandparentContext.newPage();
  const grandparentName = `Helga Brandt ${tag}`;
  await grandPage.goto(link);
  await expect(grandPage.getByLabel('Einladungscode')).not.toHaveValue('');
  await grandPage.getByLabel('Ihr Name').fill(grandparentName);
  await grandPage.getByLabel('E-Mail-Adresse').fill(`oma-${tag}@example.org`);
  await grandPage.getByLabel('Passwort', { exact: true }).fill('Laternen-Licht-9');
  await grandPage.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
  await grandPage.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(grandPage).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 30_000 });

  // The letter addressed to the child's group reaches the grandparent, who answers it for the child.
  await grandPage.goto('/news');
  await grandPage.getByRole('link', { name: new RegExp(title) }).click();
  await expect(grandPage).toHaveURL(new RegExp(`/news/${newsId}$`));
  await expect(grandPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await grandPage.getByRole('link', { name: 'Jetzt antworten' }).click();
  await grandPage.getByRole('radio', { name: 'Ich stimme zu' }).check();
  await grandPage.getByRole('button', { name: 'Zusage senden' }).click();
  await expect(grandPage).toHaveURL(new RegExp(`/news/${newsId}$`));
  const grandSlot = grandPage.getByTestId('answer-slot').filter({ hasText: child.firstName });
  await expect(grandSlot.locator('.answer-pill[data-status="confirmed"]')).toBeVisible();
  await expect(grandSlot.locator('.sync-badge')).toHaveCount(0, { timeout: 20_000 });
  await grandparentContext.close();

  // The parent sees who answered for the child, and may change it rather than answer again.
  await page.goto(`/news/${newsId}`);
  const slot = page.getByTestId('answer-slot').filter({ hasText: child.firstName });
  await expect(slot.getByTestId('answered-by')).toContainText(`Beantwortet von ${grandparentName} am`, {
    timeout: 30_000,
  });
  await expect(slot.locator('.answer-pill[data-status="confirmed"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Antwort ändern' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt antworten' })).toHaveCount(0);
});
