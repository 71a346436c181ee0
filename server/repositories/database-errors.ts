/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped in Drizzle's DrizzleQueryError. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || typeof current === 'object';) {
    if (current === null || current === undefined) return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
