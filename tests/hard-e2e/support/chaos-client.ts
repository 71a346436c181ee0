import path from 'node:path';
import { build } from 'esbuild';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoPassword, signIn } from '../../../e2e/support/accounts.ts';
import { waitForServiceWorkerControl } from '../../../e2e/support/service-worker.ts';
import type { ChaosRows, ChaosWrite, PageChaos, WriteTargets } from './chaos-protocol.ts';

type ChaosWindow = { kitaChaos: PageChaos };

/** page-commands.ts and the app modules it imports, as one script to evaluate in a page. */
export async function bundlePageCommands(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'page-commands.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

/** Whole calendar days from today, `YYYY-MM-DD` (absences must lie within a year). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** One signed-in browser context of the built app, driven through the app's own commands. */
export class ChaosClient {
  offline = false;
  readonly written = new Map<string, { type: ChaosWrite['type']; id: string }>();
  targets!: WriteTargets;

  private constructor(
    readonly name: string,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(
    browser: Browser,
    options: { name: string; origin: string; username: string; script: string },
  ): Promise<ChaosClient> {
    const context = await browser.newContext({ baseURL: options.origin, locale: 'de-DE', serviceWorkers: 'allow' });
    const page = await context.newPage();
    await signIn(page, options.username, demoPassword);
    // The start page, in the user's language (`/` or e.g. `/tr`).
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/([a-z]{2})?$/, { timeout: 30_000 });
    await waitForServiceWorkerControl(page);
    await page.evaluate(options.script);
    const client = new ChaosClient(options.name, context, page);
    // The first pull has brought the rooms, posts and children to write to.
    await expect
      .poll(
        async () => {
          client.targets = await page.evaluate(() => (globalThis as unknown as ChaosWindow).kitaChaos.targets());
          return (
            client.targets.postIds.length > 0 && client.targets.roomIds.length > 0 && client.targets.childIds.length > 0
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return client;
  }

  /**
   * `count` writes in random order: one answer per open answer slot (at most a tenth), a fifth absences, three tenths
   * comments, the rest chat messages. Each text starts with `marker` and names this client and the write.
   */
  plan(marker: string, count: number): ChaosWrite[] {
    const { slots, childIds, postIds, roomIds } = this.targets;
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const text = (kind: string, index: number) => `${marker} ${this.name} ${kind} ${index}`;
    const writes: ChaosWrite[] = slots
      .slice(0, Math.round(count / 10))
      .map((slot, index) => ({ type: 'confirmation', text: text('confirmation', index), ...slot }));
    // Each client its own days, so no two reports overlap for one child (the server refuses an overlap with 409).
    const absenceCount = Math.round(count / 5);
    const firstDay = 1 + Number(this.name.replace(/\D/g, '') || 0) * absenceCount;
    for (let index = 0; index < absenceCount; index++)
      writes.push({
        type: 'absence',
        text: text('absence', index),
        childId: pick(childIds),
        day: dayFromToday(((firstDay + index - 1) % 300) + 1),
      });
    for (let index = 0; index < Math.round((count * 3) / 10); index++)
      writes.push({ type: 'comment', text: text('comment', index), postId: pick(postIds) });
    for (let index = 0; writes.length < count; index++)
      writes.push({ type: 'message', text: text('message', index), roomId: pick(roomIds) });
    for (let index = writes.length - 1; index > 0; index--) {
      const other = Math.floor(Math.random() * (index + 1));
      [writes[index], writes[other]] = [writes[other]!, writes[index]!];
    }
    return writes;
  }

  async write(items: ChaosWrite[]): Promise<void> {
    const ids = await this.page.evaluate(
      (batch) => (globalThis as unknown as ChaosWindow).kitaChaos.write(batch),
      items,
    );
    items.forEach((item, index) => this.written.set(item.text, { type: item.type, id: ids[index]! }));
  }

  async setOffline(offline: boolean): Promise<void> {
    this.offline = offline;
    await this.context.setOffline(offline);
  }

  rows(marker: string): Promise<ChaosRows> {
    return this.page.evaluate((prefix) => (globalThis as unknown as ChaosWindow).kitaChaos.rows(prefix), marker);
  }

  nudge(): Promise<void> {
    return this.page.evaluate(() => (globalThis as unknown as ChaosWindow).kitaChaos.nudge());
  }
}
