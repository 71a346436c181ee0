/**
 * Staff count children, not reports: a child reported twice in a week (Monday, then again Thursday) is one absent
 * child. Each child once, in first-seen order, with all of its reports.
 */
export function absentChildren<T>(entries: readonly T[], childIdOf: (entry: T) => string): T[][] {
  const byChild = new Map<string, T[]>();
  for (const entry of entries) {
    const id = childIdOf(entry);
    const reports = byChild.get(id);
    if (reports) reports.push(entry);
    else byChild.set(id, [entry]);
  }
  return [...byChild.values()];
}

export function countAbsentChildren<T>(entries: readonly T[], childIdOf: (entry: T) => string): number {
  return new Set(entries.map(childIdOf)).size;
}
