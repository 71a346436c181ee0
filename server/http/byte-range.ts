/** One satisfiable slice of a resource, both ends inclusive (RFC 9110 §14.1.2). */
export type ByteRange = { start: number; end: number };

/**
 * What a `Range` header asks of a resource of `size` bytes: one slice, `unsatisfiable` (416), or undefined to send
 * the whole (no header, another unit, several ranges or a malformed one; RFC 9110 allows ignoring those).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
