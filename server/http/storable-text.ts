import type { FastifyInstance } from 'fastify';
import { toValidationError } from './error-handler.ts';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

export const unstorableTextMessage =
  'The text contains a character that cannot be stored (a NUL or a broken Unicode sequence).';

/**
 * The path of the first string in `value` the database cannot keep verbatim, or null: PostgreSQL text refuses NUL,
 * and a lone UTF-16 surrogate would silently become U+FFFD. Refusing them keeps "stored verbatim" true.
 */
export function unstorableTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (unstorable(key)) return keyPath;
    const found = unstorableTextPath(item, keyPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Every route: a JSON body, query or path parameter with such text is a 422 naming the field, before any handler. */
export function refuseUnstorableText(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and almost all pass.
  app.addHook('preValidation', (request, reply, done) => {
    for (const [context, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const path = unstorableTextPath(value);
      if (path !== null)
        return void reply
          .code(422)
          .send(toValidationError([{ path: path || context, message: unstorableTextMessage }]));
    }
    done();
  });
}
