import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A small local server speaking the LibreTranslate API (POST /translate, /detect, GET /languages), for tests and e2e
 * (the real providers cannot be reached from here). It "translates" deterministically: a few German words become
 * Turkish, and every translation starts with `[<target>] `, so a test can tell a translation from its original. Text
 * already in the target language comes back unchanged. It counts calls and characters, and fails on request.
 *
 * Standalone for the e2e: `PORT=8702 npx tsx tests/support/libretranslate-double.ts`.
 */
export type LibreTranslateDouble = {
  url: string;
  /** POST /translate requests answered (failed ones included). */
  calls: number;
  /** Characters of all texts sent to /translate. */
  characters: number;
  /** The bodies /translate received, in order. */
  requests: unknown[];
  /** While true, /translate answers 503 (the provider is down). */
  failing: boolean;
  close: () => Promise<void>;
};

const germanToTurkish: Record<string, string> = {
  hallo: 'merhaba',
  kinder: 'çocuklar',
  eltern: 'ebeveynler',
  sommerfest: 'yaz şenliği',
  heute: 'bugün',
  morgen: 'yarın',
  danke: 'teşekkürler',
  und: 've',
  wir: 'biz',
  ist: 'dır',
  der: '',
  die: '',
  das: '',
};

/** German by its letters and small words, Turkish by its letters, a translation of ours by its prefix; else English. */
export function detectLanguage(text: string): string {
  const prefix = /^\[([a-z]{2})\] /.exec(text);
  if (prefix) return prefix[1]!;
  if (/[şğıİçÇ]/.test(text)) return 'tr';
  if (/[äöüß]/i.test(text) || /\b(der|die|das|und|ist|wir|mit|für|am|im)\b/i.test(text)) return 'de';
  return 'en';
}

export function fakeTranslate(text: string, target: string): string {
  const source = detectLanguage(text);
  if (source === target) return text;
  const words =
    source === 'de' && target === 'tr'
      ? text
          .replace(/\p{L}+/gu, (word) => germanToTurkish[word.toLowerCase()] ?? word)
          .replace(/ {2,}/g, ' ')
          .trim()
      : text;
  return `[${target}] ${words}`;
}

const languages = ['de', 'en', 'tr', 'ru', 'el', 'es', 'it', 'uk', 'ro', 'fr', 'pt', 'bg'];

async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

export async function startLibreTranslateDouble(
  options: { port?: number; host?: string } = {},
): Promise<LibreTranslateDouble> {
  const double = {
    url: '',
    calls: 0,
    characters: 0,
    requests: [] as unknown[],
    failing: false,
  } as LibreTranslateDouble;
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (request.method === 'GET' && request.url === '/languages') {
        return send(
          200,
          languages.map((code) => ({ code, name: code, targets: languages.filter((other) => other !== code) })),
        );
      }
      if (request.method !== 'POST') return send(404, { error: 'Not Found' });
      const body = await readJson(request);
      const texts = Array.isArray(body.q) ? (body.q as string[]) : [String(body.q ?? '')];
      if (request.url === '/detect')
        return send(
          200,
          texts.map((text) => ({ language: detectLanguage(text), confidence: 90 })),
        );
      if (request.url !== '/translate') return send(404, { error: 'Not Found' });
      double.calls += 1;
      double.characters += texts.reduce((sum, text) => sum + text.length, 0);
      double.requests.push(body);
      if (double.failing) return send(503, { error: 'Service unavailable' });
      const target = String(body.target);
      const translated = texts.map((text) => fakeTranslate(text, target));
      const detected = texts.map((text) => ({ language: detectLanguage(text), confidence: 90 }));
      // An array asked, arrays answered; a single text, single values (as LibreTranslate does).
      return Array.isArray(body.q)
        ? send(200, { translatedText: translated, detectedLanguage: detected })
        : send(200, { translatedText: translated[0], detectedLanguage: detected[0] });
    })().catch((error: unknown) => send(400, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  double.url = `http://127.0.0.1:${port}`;
  double.close = () => new Promise((resolve) => server.close(() => resolve()));
  return double;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const double = await startLibreTranslateDouble({ port: Number(process.env.PORT ?? 5000) });
  console.log(`LibreTranslate double listening on ${double.url}`);
}
