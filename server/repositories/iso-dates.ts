/** Drizzle returns timestamps as Date; the contract speaks ISO strings. Converts every Date field of a row. */
export function withIsoDates<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as T;
}
