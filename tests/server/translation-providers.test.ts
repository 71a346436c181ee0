import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env.ts';
import { createTranslationProvider } from '../../server/translation/create-provider.ts';
import { deeplProvider } from '../../server/translation/deepl-provider.ts';
import { googleProvider } from '../../server/translation/google-provider.ts';
import { libreTranslateProvider } from '../../server/translation/libretranslate-provider.ts';
import { startLibreTranslateDouble, type LibreTranslateDouble } from '../support/libretranslate-double.ts';

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** A local stand-in for Google's and DeepL's hosts: records each request and answers in that service's shape. */
function useRecordingServer(answer: (body: Record<string, unknown>, url: string) => unknown) {
  const context = { url: '', received: [] as Received[], server: undefined as http.Server | undefined };
  beforeAll(async () => {
    context.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        context.received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer(body, request.url!)));
      });
    });
    await new Promise<void>((resolve) => context.server!.listen(0, '127.0.0.1', resolve));
    context.url = `http://127.0.0.1:${(context.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => context.server?.close(() => resolve())));
  return context;
}

describe('the Google provider', () => {
  const google = useRecordingServer((body) => ({
    data: {
      translations: (body.q as string[]).map((text) => ({
        translatedText: `tr:${text}`,
        detectedSourceLanguage: 'de',
      })),
    },
  }));

  it('posts Cloud Translation v2 requests with the key, at most 128 texts each, and reads the answers in order', async () => {
    const provider = googleProvider({ apiKey: 'secret-key', baseUrl: google.url });
    const texts = Array.from({ length: 130 }, (_, i) => `Text ${i}`);
    const answers = await provider.translate(texts, 'tr');
    expect(answers).toHaveLength(130);
    expect(answers[129]).toEqual({ text: 'tr:Text 129', detectedSource: 'de' });
    expect(google.received.map((r) => (r.body.q as string[]).length)).toEqual([128, 2]);
    const first = google.received[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/language/translate/v2?key=secret-key');
    expect(first.body).toMatchObject({ target: 'tr', format: 'text' });
  });

  it('names Google as where the texts go', () => {
    expect(googleProvider({ apiKey: 'k' }).serviceHost).toBe('translation.googleapis.com');
  });
});

describe('the DeepL provider', () => {
  const deepl = useRecordingServer((body) => ({
    translations: (body.text as string[]).map((text) => ({ detected_source_language: 'DE', text: `tr:${text}` })),
  }));

  it('posts v2 requests with the key in the Authorization header and DeepL target codes', async () => {
    const provider = deeplProvider({ apiKey: 'abc:fx', baseUrl: deepl.url });
    expect(await provider.translate(['Hallo', 'Welt'], 'tr')).toEqual([
      { text: 'tr:Hallo', detectedSource: 'de' },
      { text: 'tr:Welt', detectedSource: 'de' },
    ]);
    await provider.translate(['Hallo'], 'en');
    expect(deepl.received[0]).toMatchObject({
      method: 'POST',
      url: '/v2/translate',
      body: { text: ['Hallo', 'Welt'], target_lang: 'TR' },
    });
    expect(deepl.received[0]!.headers.authorization).toBe('DeepL-Auth-Key abc:fx');
    expect(deepl.received[1]!.body.target_lang).toBe('EN-GB');
  });

  it('sends free-plan keys (ending in :fx) to the free host, others to the pro host', () => {
    expect(deeplProvider({ apiKey: 'abc:fx' }).serviceHost).toBe('api-free.deepl.com');
    expect(deeplProvider({ apiKey: 'abc' }).serviceHost).toBe('api.deepl.com');
  });
});

describe('the LibreTranslate provider', () => {
  let double: LibreTranslateDouble;
  beforeAll(async () => {
    double = await startLibreTranslateDouble();
  });
  afterAll(() => double.close());

  it('sends every text in one request with automatic detection and the optional key', async () => {
    const provider = libreTranslateProvider({ url: double.url, apiKey: 'lt-key' });
    const answers = await provider.translate(['Hallo und danke', 'Yarın görüşürüz'], 'tr');
    expect(answers).toEqual([
      { text: '[tr] merhaba ve teşekkürler', detectedSource: 'de' },
      { text: 'Yarın görüşürüz', detectedSource: 'tr' },
    ]);
    expect(double.requests).toEqual([
      { q: ['Hallo und danke', 'Yarın görüşürüz'], source: 'auto', target: 'tr', format: 'text', api_key: 'lt-key' },
    ]);
  });

  it('fails when the service does, so the caller can try again later', async () => {
    double.failing = true;
    await expect(libreTranslateProvider({ url: double.url }).translate(['Hallo'], 'tr')).rejects.toThrow('HTTP 503');
    double.failing = false;
  });
});

describe('TRANSLATE_PROVIDER', () => {
  it('is none unless set, and refuses a provider without what it needs', () => {
    expect(createTranslationProvider(loadEnv({}))).toBeUndefined();
    expect(() => loadEnv({ TRANSLATE_PROVIDER: 'google' })).toThrow('TRANSLATE_API_KEY');
    expect(() => loadEnv({ TRANSLATE_PROVIDER: 'libretranslate' })).toThrow('TRANSLATE_URL');
    expect(() => loadEnv({ TRANSLATE_PROVIDER: 'babelfish' })).toThrow('TRANSLATE_PROVIDER');
    expect(createTranslationProvider(loadEnv({ TRANSLATE_PROVIDER: 'deepl', TRANSLATE_API_KEY: 'k:fx' }))?.name).toBe(
      'deepl',
    );
  });
});
