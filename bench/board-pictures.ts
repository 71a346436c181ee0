import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import pino from 'pino';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { blackboardPosts, files as filesTable } from '../server/db/schema/index.ts';
import { reencodeStoredPictures } from '../server/files/reencode-stored-pictures.ts';
import { createRepositories } from '../server/repositories/repositories.ts';
import { benchAccounts } from './fixtures/kindergarten-people.ts';
import { signInAndWarmUp, startClientServer } from './offline-start-client.ts';
import { runAloneIfMain, type BenchContext } from './support/bench-context.ts';
import type { Figure } from './support/figures.ts';
import { launchChromium } from './support/headless-chromium.ts';
import { startSlowLink } from './support/slow-link.ts';

/** The newest posts get a picture each: more than the screens scrolled show, so every row scrolled past has one. */
const postsWithPictures = 300;
/** Screens scrolled down the board at 390 × 844 (about 8 rows each). */
const screensScrolled = 25;
/** 400 kbit/s towards the phone, with the patchy link's 400 ms round trip (bench/offline-start.ts). */
const slowLink = { bytesPerSecond: 400_000 / 8, latencyMs: 400 };
const distinctPhotos = 8;

/** Photo-like JPEGs of 1600 × 1200 (the browser's downscale), textured so that they compress as photos do. */
async function photos(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: distinctPhotos }, async (_, index) => {
      const noise = await sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .blur(2)
        .png()
        .toBuffer();
      return sharp(noise)
        .modulate({ hue: index * 45 })
        .jpeg({ quality: 85 })
        .toBuffer();
    }),
  );
}

/** Pictures as a database from before thumbnails holds them: one per post, no thumbnail. */
async function storePictures(context: BenchContext): Promise<void> {
  const { db } = context.opened.database;
  const { files, blackboard } = createRepositories(db);
  const posts = await db
    .select({ id: blackboardPosts.id, authorId: blackboardPosts.authorId })
    .from(blackboardPosts)
    .where(eq(blackboardPosts.kindergartenId, context.kindergarten.kindergartenId))
    .orderBy(desc(blackboardPosts.createdAt))
    .limit(postsWithPictures);
  const bytes = await photos();
  for (const [index, post] of posts.entries()) {
    const file = await files.insert({
      id: uuidv7(),
      kindergartenId: context.kindergarten.kindergartenId,
      ownerId: post.authorId,
      mime: 'image/jpeg',
      name: `foto-${index}.jpg`,
      data: bytes[index % bytes.length]!,
      width: 1600,
      height: 1200,
    });
    await blackboard.insertImage({ id: uuidv7(), postId: post.id, fileId: file.id, position: 0, alt: null });
  }
}

type SlowLink = Awaited<ReturnType<typeof startSlowLink>>;

/** What the server sent from /api/files since the last reset: answers and body bytes. */
function fileTraffic() {
  const sent = { answers: 0, bytes: 0, ids: [] as string[] };
  return {
    sent,
    reset: () => Object.assign(sent, { answers: 0, bytes: 0, ids: [] }),
    count: (app: FastifyInstance) =>
      app.addHook('onSend', async (request, reply, payload) => {
        if (!request.url.startsWith('/api/files/') || reply.statusCode !== 200) return payload;
        sent.answers++;
        sent.ids.push(request.url.slice('/api/files/'.length));
        sent.bytes += Number(reply.getHeader('content-length') ?? (payload as Buffer | undefined)?.length ?? 0);
        return payload;
      }),
  };
}

const waitQuiet = async (page: Page, traffic: ReturnType<typeof fileTraffic>) => {
  for (let last = -1; last !== traffic.sent.answers;) {
    last = traffic.sent.answers;
    await page.waitForTimeout(1_500);
  }
};

/**
 * A fresh device, signed in with the board pulled and no file cached: the first screen of the board on the slow link
 * (time until its pictures are shown, and what that moved), then `screensScrolled` screens down at full speed.
 */
async function scrollBoard(browser: Browser, link: SlowLink, traffic: ReturnType<typeof fileTraffic>) {
  const context = await browser.newContext({ baseURL: link.origin, viewport: { width: 390, height: 844 } });
  const warm = await context.newPage();
  await signInAndWarmUp(warm, benchAccounts.parent, benchAccounts.password);
  const page = await context.newPage();
  await warm.close();
  link.setSlow(true);
  traffic.reset();
  const started = Date.now();
  await page.goto('/blackboard');
  await page.locator('.post-row__thumb').first().waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.post-row__thumb')]
        .filter((thumb) => thumb.getBoundingClientRect().top < innerHeight)
        .every((thumb) => thumb.tagName === 'IMG'),
    null,
    { timeout: 900_000, polling: 200 },
  );
  const firstScreen = { ms: Date.now() - started, ...traffic.sent };
  link.setSlow(false);
  await waitQuiet(page, traffic);
  traffic.reset();
  await page.evaluate(`(async () => {
    for (let step = 0; step < ${screensScrolled}; step++) {
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  })()`);
  await waitQuiet(page, traffic);
  const scrolled = { ...traffic.sent };
  await context.close();
  return { scrolled, firstScreen };
}

/**
 * The bytes that scrolling the board of 2,000 posts with pictures moves from /api/files, before (a database from
 * before thumbnails: every row loads its picture) and after the background re-encode (every row loads its
 * thumbnail), counted by the server; and the time until the first screen's pictures are shown at 400 kbit/s.
 */
export async function benchBoardPictures(context: BenchContext): Promise<Figure[]> {
  const traffic = fileTraffic();
  // Started first, so its own background re-encode finds nothing: the pictures below wait for the run of this bench.
  const server = await startClientServer(context, traffic.count);
  await storePictures(context);
  const { port } = new URL(server.origin);
  const link = await startSlowLink({ host: '127.0.0.1', port: Number(port) }, slowLink);
  const browser = await launchChromium();
  try {
    const before = await scrollBoard(browser, link, traffic);
    const { files } = createRepositories(context.opened.database.db);
    if ((await files.countPicturesWithoutThumbnail()) !== postsWithPictures)
      throw new Error('pictures got thumbnails before the re-encode of this bench');
    const reencoded = await reencodeStoredPictures(files, pino({ level: 'silent' }));
    const after = await scrollBoard(browser, link, traffic);
    // Pictures (rows that have a thumbnail) among what the scroll after the re-encode fetched: none is expected.
    const picturesAfter = await context.opened.database.db
      .select({ id: filesTable.id })
      .from(filesTable)
      .where(and(inArray(filesTable.id, after.scrolled.ids), isNotNull(filesTable.thumbnailId)));
    const bench = `board pictures (${postsWithPictures} of 2,000 posts with a 1600 × 1200 photo)`;
    const atSlowLink = (bytes: number) => (bytes * 8) / 400_000;
    return [
      {
        bench,
        name: 'pictures re-encoded by the background run, with thumbnails',
        value: reencoded.reencoded,
        unit: 'pictures',
      },
      {
        bench,
        name: `before: /api/files answers while scrolling ${screensScrolled} screens`,
        value: before.scrolled.answers,
        unit: 'files',
      },
      {
        bench,
        name: `before: /api/files bytes while scrolling ${screensScrolled} screens`,
        value: before.scrolled.bytes,
        unit: 'B',
      },
      { bench, name: 'after: /api/files answers, same scroll', value: after.scrolled.answers, unit: 'files' },
      { bench, name: 'after: /api/files bytes, same scroll', value: after.scrolled.bytes, unit: 'B' },
      {
        bench,
        name: 'after: full pictures among them (the list loads thumbnails only)',
        value: picturesAfter.length,
        unit: 'files',
      },
      {
        bench,
        name: 'before / after bytes per file',
        value:
          before.scrolled.bytes /
          Math.max(1, before.scrolled.answers) /
          (after.scrolled.bytes / Math.max(1, after.scrolled.answers)),
        unit: '×',
      },
      {
        bench,
        name: 'before / after bytes',
        value: before.scrolled.bytes / Math.max(1, after.scrolled.bytes),
        unit: '×',
      },
      { bench, name: 'before: those bytes at 400 kbit/s', value: atSlowLink(before.scrolled.bytes), unit: 's' },
      { bench, name: 'after: those bytes at 400 kbit/s', value: atSlowLink(after.scrolled.bytes), unit: 's' },
      {
        bench,
        name: `before: the first screen's pictures shown, 400 kbit/s, 400 ms RTT, new device (${before.firstScreen.answers} files, ${before.firstScreen.bytes} B)`,
        value: before.firstScreen.ms,
        unit: 'ms',
      },
      {
        bench,
        name: `after: the first screen's pictures shown, same link (${after.firstScreen.answers} files, ${after.firstScreen.bytes} B)`,
        value: after.firstScreen.ms,
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
    await link.close();
    await server.close();
  }
}

await runAloneIfMain(import.meta.url, benchBoardPictures);
