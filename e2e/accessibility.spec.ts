import { expect, test } from '@playwright/test';
import { demoPassword, signIn } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';

for (const scheme of ['light', 'dark'] as const) {
  test(`login, register and home have no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, 'eltern@sonnenblume.example', demoPassword);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the conversations, a group room and the people to write to have no serious accessibility violations', async ({
  page,
}) => {
  await signIn(page, 'eltern@sonnenblume.example', demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/chat');
  const room = page.locator('.chat-row', { hasText: 'Marienkäfer' });
  await expect(room).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await room.getByRole('link').click();
  await expect(page.locator('[data-message-id]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/chat/users');
  await expect(page.locator('.chat-row[data-user-id]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the admin hub and the invite form (with its child filter) have no serious accessibility violations', async ({
  page,
}) => {
  await signIn(page, 'leitung@sonnenblume.example', demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/admin');
  await expect(page.locator('a[href="/admin/invites"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/invites');
  await expect(page.locator('input[type=checkbox][name=child_ids]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
