import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchAccounts } from './fixtures/kindergarten-people.ts';
import { startClientServer } from './offline-start-client.ts';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import { median, type Figure } from './support/figures.ts';

/** Lighthouse's mobile profile (its default: simulated slow 4G, 4× CPU, a phone's screen) on a cold start. */
const performanceTarget = 0.95;
const blockingTargetMs = 150;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** The flags every browser bench uses, and Chromium's new headless mode (lighthouse@13 needs it here). */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Scores = {
  performance: number;
  tbtMs: number;
  interactiveMs: number;
  accessibility: number;
  bestPractices: number;
};

/**
 * One Lighthouse run on a Chromium of its own with `userDataDir`. Lighthouse's storage reset (its default) clears the
 * origin's service worker, Cache Storage and the HTTP cache before it navigates, and keeps localStorage and IndexedDB:
 * a cold start, of a visitor on an empty profile and of a signed-in user on a seeded one.
 */
async function lighthouseRun(url: string, userDataDir: string): Promise<Scores> {
  await fs.mkdir(userDataDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags, userDataDir });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (process.env.BENCH_VERBOSE)
      for (const audit of Object.values(lhr.audits))
        if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          console.log(`${url}: ${audit.id} failed: ${JSON.stringify(audit.details ?? {}).slice(0, 600)}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      if (typeof value !== 'number') throw new Error(`lighthouse ${url}: no ${id} score`);
      return value;
    };
    return {
      performance: score('performance'),
      tbtMs: lhr.audits['total-blocking-time']!.numericValue!,
      interactiveMs: lhr.audits['interactive']!.numericValue!,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * A profile as right after a sign-in whose first sync has not landed: the token in localStorage, the session and the
 * user in IndexedDB, no synced rows. Signs in through the login screen with GET /api/sync refused, so nothing syncs.
 */
async function seedSignedInProfile(origin: string, userDataDir: string): Promise<void> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
    baseURL: origin,
  });
  try {
    await context.route(/\/api\/sync(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').fill(benchAccounts.parent);
    await page.getByLabel('Passwort', { exact: true }).fill(benchAccounts.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    const synced = await page.evaluate<number>(`(async () => {
      const db = await new Promise((resolve, reject) => { const open = indexedDB.open('kita'); open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
      const count = (store) => new Promise((resolve) => { const request = db.transaction(store).objectStore(store).count(); request.onsuccess = () => resolve(request.result); });
      const sessions = await count('session');
      const rows = db.objectStoreNames.contains('news') ? await count('news') : 0;
      db.close();
      return sessions === 1 ? rows : -1;
    })()`);
    if (synced !== 0) throw new Error(`the seeded profile is not signed in without synced rows (news: ${synced})`);
    if (!(await page.evaluate(() => localStorage.getItem('token')))) throw new Error('no token in localStorage');
  } finally {
    await context.close();
  }
}

function figures(bench: string, scores: Scores[]): Figure[] {
  const of = (pick: (s: Scores) => number) => median(scores.map(pick));
  return [
    {
      bench,
      name: `performance score, median of ${scores.length}`,
      value: of((s) => s.performance),
      unit: '',
      target: performanceTarget,
      atLeast: true,
    },
    { bench, name: 'total blocking time, median', value: of((s) => s.tbtMs), unit: 'ms', target: blockingTargetMs },
    { bench, name: 'interactive (TTI), median', value: of((s) => s.interactiveMs), unit: 'ms' },
    {
      bench,
      name: 'accessibility score, median',
      value: of((s) => s.accessibility),
      unit: '',
      target: 1,
      atLeast: true,
    },
    {
      bench,
      name: 'best practices score, median',
      value: of((s) => s.bestPractices),
      unit: '',
      target: 1,
      atLeast: true,
    },
  ];
}

/**
 * Lighthouse 13 in its mobile profile against the built app (`npm run build` first) served by the real server on
 * loopback: a cold `/login`, and a cold signed-in home (the first sync's screen). Not part of `npm test`.
 */
export async function benchLighthouse(context: BenchContext): Promise<Figure[]> {
  const server = await startClientServer(context);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-bench-lighthouse-'));
  try {
    const seeded = path.join(scratch, 'seeded');
    await seedSignedInProfile(server.origin, seeded);
    const login: Scores[] = [];
    const home: Scores[] = [];
    for (let run = 0; run < runs; run++) {
      const visitor = path.join(scratch, `visitor-${run}`);
      login.push(await lighthouseRun(`${server.origin}/login`, visitor));
      // The first sync fills IndexedDB: every run starts from its own copy of the seeded profile.
      const signedIn = path.join(scratch, `signed-in-${run}`);
      await fs.cp(seeded, signedIn, { recursive: true });
      home.push(await lighthouseRun(`${server.origin}/`, signedIn));
      await fs.rm(visitor, { recursive: true, force: true });
      await fs.rm(signedIn, { recursive: true, force: true });
    }
    return [
      ...figures('lighthouse mobile: cold /login', login),
      ...figures('lighthouse mobile: cold signed-in home (first sync)', home),
    ];
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
    await server.close();
  }
}

await runAloneIfMain(import.meta.url, benchLighthouse);
