import path from 'node:path';
import { z } from 'zod';
import { translationProviders } from '#contract/translation-fields';
import { isTimeZone } from '#contract/zoned-time';
import { isMapUrlTemplate } from '#contract/map-link';

/**
 * All configuration, validated once. Nothing else in the server reads process.env.
 * Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optional,
    /** `demo` seeds a new database with the demo kindergartens; default: demo on a new embedded database. */
    SEED: z.enum(['demo', 'none']).optional(),
    PUBLIC_URL: optional,
    /** `true` behind a reverse proxy, so rate limits see the visitor's address from X-Forwarded-For. */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    PUSHER_APP_ID: optional,
    PUSHER_KEY: optional,
    PUSHER_SECRET: optional,
    PUSHER_HOST: optional,
    PUSHER_PORT: z.coerce.number().int().optional(),
    PUSHER_SCHEME: z.enum(['http', 'https']).optional(),
    /** Seconds of silence after which the built-in realtime endpoint pings a socket (and closes it after as many more). */
    REALTIME_ACTIVITY_TIMEOUT: z.coerce.number().int().min(1).max(600).default(30),
    SMTP_URL: optional,
    MAIL_FROM: z.string().default('Kita <no-reply@kita.local>'),
    FIREBASE_SERVICE_ACCOUNT: optional,
    /** Machine translation of content: `none` = originals only. */
    TRANSLATE_PROVIDER: z.enum(translationProviders).default('none'),
    /** LibreTranslate's address (required for it); for google and deepl an optional other host (a proxy). */
    TRANSLATE_URL: optional.refine((v) => v === undefined || URL.canParse(v), 'not a URL, e.g. http://127.0.0.1:5000'),
    /** Required for google and deepl (a DeepL key ending in `:fx` uses the free API); optional for LibreTranslate. */
    TRANSLATE_API_KEY: optional,
    /**
     * Megabytes (MiB) of stored files (pictures, PDFs, signatures) each kindergarten may keep; an upload that would go
     * over it is refused. Unset: no limit.
     */
    FILES_QUOTA_MB: optional
      .refine(
        (v) => v === undefined || (Number.isFinite(Number(v)) && Number(v) > 0),
        'a positive number of megabytes, e.g. 500',
      )
      .transform((v) => (v === undefined ? undefined : Number(v))),
    /** Characters per kindergarten and day (TIME_ZONE) sent to the provider; 0 = no limit. */
    TRANSLATE_DAILY_CHARACTERS: z.coerce.number().int().min(0).default(50_000),
    /** The calendar of kindergartens without a zone of their own: what "today" is, when quiet hours are. */
    TIME_ZONE: z.string().default('Europe/Berlin').refine(isTimeZone, 'not an IANA time zone, e.g. Europe/Berlin'),
    /**
     * An absence created after this time (HH:MM, the kindergarten's zone) on its first day, or on a later day, counts as reported
     * late in the staff's view of today (contract/staff-rules.ts `defaultAbsenceLateAfter`).
     */
    ABSENCE_LATE_AFTER: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, e.g. 08:00')
      .default('08:00'),
    /**
     * Where an event's place links to: a map service's address with `{query}` for the place, e.g.
     * `https://www.openstreetmap.org/search?query={query}`; unset → a `geo:` link the device's map app opens.
     */
    MAP_URL_TEMPLATE: optional.refine(
      (v) => v === undefined || isMapUrlTemplate(v),
      'an http(s) address with {query} in it, e.g. https://www.openstreetmap.org/search?query={query}',
    ),
    /**
     * At `info`, one JSON line per request only for server errors (5xx, `error`) and requests slower than
     * SLOW_REQUEST_MS (`warn`); every other request, 4xx included (the user's mistake, not the server's), at `debug`.
     */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Milliseconds from request to answer above which a request is logged as slow. */
    SLOW_REQUEST_MS: z.coerce.number().int().positive().default(1000),
    /**
     * Bearer token Prometheus sends to GET /metrics (`Authorization: Bearer …`). Unset: metrics are off, nothing is
     * measured, and /metrics answers 404 — no second listener to secure, and no cost per request for those who do not
     * scrape.
     */
    METRICS_TOKEN: optional.refine(
      (v) => v === undefined || v.length >= 16,
      'at least 16 characters, e.g. the output of `openssl rand -hex 32`',
    ),
    /** Tests and e2e raise or lower the per-IP limits on login, register and password reset. */
    AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    /**
     * Failed calls of login, register, forgot and reset password per account (register: per invite code) from one
     * address before that address waits out 15 minutes; from half of them on it waits a doubling delay between tries
     * (docs/decisions/0012). Addresses that have not failed are never held back.
     */
    AUTH_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(2).default(10),
    /** Redis for the auth failure counters and the per-IP limits, shared by every instance; unset → the database. */
    REDIS_URL: optional.refine(
      (v) => v === undefined || /^rediss?:\/\//.test(v),
      'not a Redis URL, e.g. redis://127.0.0.1:6379',
    ),
  })
  .superRefine((env, context) => {
    const needs = (key: 'TRANSLATE_API_KEY' | 'TRANSLATE_URL') =>
      env[key] === undefined &&
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `required with TRANSLATE_PROVIDER=${env.TRANSLATE_PROVIDER}`,
      });
    if (env.TRANSLATE_PROVIDER === 'google' || env.TRANSLATE_PROVIDER === 'deepl') needs('TRANSLATE_API_KEY');
    if (env.TRANSLATE_PROVIDER === 'libretranslate') needs('TRANSLATE_URL');
  });

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
