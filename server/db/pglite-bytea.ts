import type { PGliteOptions } from '@electric-sql/pglite';

const bytea = 17;

/**
 * PGlite's own bytea codecs make one JavaScript string per byte (parameters as `\x` hex built from an array of
 * strings, results parsed two characters at a time), which made every piece of a stored file a heap of small strings.
 * A Uint8Array parameter that no serializer turns into text is sent as binary; hex results are decoded by Buffer.
 */
export const pgliteByteaCodecs: Pick<PGliteOptions, 'parsers' | 'serializers'> = {
  serializers: { [bytea]: (value: Uint8Array) => value as unknown as string },
  parsers: { [bytea]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};
