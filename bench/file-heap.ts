import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { demoPassword } from '../server/seed/demo-accounts.ts';
import { seedDemo } from '../server/seed/seed-demo.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { startBenchServer } from './support/bench-server.ts';
import { figureTable, type Figure } from './support/figures.ts';
import { signIn } from './support/wire-request.ts';

/**
 * What files cost the server's memory: one 10 MB PDF uploaded, then 20 clients downloading it at once from the real
 * server (in this process, so its heap is the one measured), on PGlite and, when TEST_DATABASE_URL or DATABASE_URL
 * names a server, on PostgreSQL. Figures: the peaks of heapUsed, of the heap outside the young generation and of RSS
 * above what they were just before. Run with `--expose-gc` (`npx tsx --expose-gc bench/file-heap.ts`) for a clean start.
 */
const fileBytes = 10 * 1024 * 1024 - 64 * 1024;
const downloads = 20;

type Peak = { heap: number; survived: number; rss: number };

/**
 * The heap outside V8's young generation: what survived a scavenge. heapUsed also counts short-lived garbage the
 * young generation holds until it fills (up to 16 MB per semi-space by default), whatever the server keeps.
 */
const survivedHeap = () =>
  v8
    .getHeapSpaceStatistics()
    .reduce((used, space) => used + (space.space_name === 'new_space' ? 0 : space.space_used_size), 0);

/** Samples the process's memory every few milliseconds while `work` runs; the peaks above the start. */
async function peakDuring(work: () => Promise<void>): Promise<Peak> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = { ...process.memoryUsage(), survived: survivedHeap() };
  const peak = { heap: 0, survived: 0, rss: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peak.heap = Math.max(peak.heap, now.heapUsed - start.heapUsed);
    peak.survived = Math.max(peak.survived, survivedHeap() - start.survived);
    peak.rss = Math.max(peak.rss, now.rss - start.rss);
  };
  const timer = setInterval(sample, 2);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return peak;
}

/** A multipart form with one PDF, sent in pieces of 64 KiB as a browser would stream it. */
function upload(origin: string, token: string, pdf: Buffer): Promise<string> {
  const boundary = `----kita${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Jahresplan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/staff/attachments`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + pdf.length + tail.length,
        },
      },
      (response) => {
        const pieces: Buffer[] = [];
        response.on('data', (piece: Buffer) => pieces.push(piece));
        response.on('end', () => {
          const body = Buffer.concat(pieces).toString('utf8');
          if (response.statusCode !== 200) return reject(new Error(`upload answered ${response.statusCode}: ${body}`));
          resolve((JSON.parse(body) as { file: { id: string } }).file.id);
        });
      },
    );
    request.on('error', reject);
    const write = async () => {
      request.write(head);
      for (let offset = 0; offset < pdf.length; offset += 64 * 1024) {
        if (!request.write(pdf.subarray(offset, offset + 64 * 1024)))
          await new Promise((drained) => request.once('drain', drained));
      }
      request.end(tail);
    };
    void write();
  });
}

/** Downloads the file and counts its bytes without keeping them. */
function download(origin: string, token: string, id: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/api/files/${id}`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
        let received = 0;
        response.on('data', (piece: Buffer) => (received += piece.length));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(received)
            : reject(new Error(`download answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

async function measure(databaseUrl: string | undefined): Promise<Figure[]> {
  const opened = await openBenchDatabase(databaseUrl);
  try {
    await seedDemo(opened.database.db);
    const server = await startBenchServer(opened);
    try {
      const token = await signIn(server.origin, 'erzieherin@sonnenblume.example', demoPassword);
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(fileBytes - 9)]);
      let id = '';
      const uploaded = await peakDuring(async () => {
        id = await upload(server.origin, token, pdf);
      });
      await download(server.origin, token, id);
      let started = 0;
      const served = await peakDuring(async () => {
        started = performance.now();
        const sizes = await Promise.all(Array.from({ length: downloads }, () => download(server.origin, token, id)));
        if (sizes.some((size) => size !== pdf.length)) throw new Error(`a download was cut short: ${sizes.join(', ')}`);
      });
      const seconds = (performance.now() - started) / 1000;
      const bench = `file-heap ${opened.label}`;
      console.log(
        `${bench}: ${downloads} × ${megabytes(pdf.length).toFixed(1)} MB in ${seconds.toFixed(2)} s; heap peak ${megabytes(served.heap).toFixed(1)} MB (${(served.heap / (downloads * pdf.length)).toFixed(3)} of the bytes served)`,
      );
      return [
        {
          bench,
          name: `upload of ${megabytes(pdf.length).toFixed(1)} MB: peak heapUsed growth`,
          value: megabytes(uploaded.heap),
          unit: 'MB',
        },
        {
          bench,
          name: 'upload: peak growth of the heap outside the young generation',
          value: megabytes(uploaded.survived),
          unit: 'MB',
        },
        { bench, name: 'upload: peak RSS growth', value: megabytes(uploaded.rss), unit: 'MB' },
        {
          bench,
          name: `${downloads} concurrent downloads: peak heapUsed growth`,
          value: megabytes(served.heap),
          unit: 'MB',
        },
        {
          bench,
          name: `${downloads} concurrent downloads: peak growth outside the young generation`,
          value: megabytes(served.survived),
          unit: 'MB',
        },
        { bench, name: `${downloads} concurrent downloads: peak RSS growth`, value: megabytes(served.rss), unit: 'MB' },
        {
          bench,
          name: `${downloads} concurrent downloads: throughput`,
          value: (downloads * megabytes(pdf.length)) / seconds,
          unit: 'MB/s',
        },
      ];
    } finally {
      await server.close();
    }
  } finally {
    await opened.dispose();
  }
}

/** Its own small databases (the demo), not the bench context's: the figures are about files, not the fixture. */
export async function benchFileHeap(): Promise<Figure[]> {
  const postgres = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return [...(await measure(undefined)), ...(postgres ? await measure(postgres) : [])];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`\n${figureTable(await benchFileHeap())}`);
  process.exit(0);
}
