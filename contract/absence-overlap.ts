// No zod here: the report form applies this rule against the device's rows before it queues a report.

/** What the overlap rule needs of an absence; `deleted_at` set means withdrawn. */
export interface AbsenceSpan {
  id: string;
  child_id: string;
  from: string;
  to: string;
  deleted_at?: string | null;
}

/**
 * The first live absence of the same child sharing at least one day with `candidate` (dates are inclusive ISO days,
 * so they compare as strings). An absence being changed never clashes with itself.
 */
export function overlappingAbsence<T extends AbsenceSpan>(
  candidate: Omit<AbsenceSpan, 'deleted_at'>,
  existing: Iterable<T>,
): T | undefined {
  for (const other of existing) {
    if (other.id === candidate.id || other.child_id !== candidate.child_id || other.deleted_at) continue;
    if (other.from <= candidate.to && candidate.from <= other.to) return other;
  }
  return undefined;
}
