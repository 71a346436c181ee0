import { overlappingAbsence, type AbsenceSpan } from '#contract/absence-overlap';
import type { Absence } from '#contract/absences';
import { db } from '../../db/kita-db.ts';

/**
 * The contract's overlap rule against this device's rows: synced absences and reports still queued (both live in
 * the table; a withdrawal queued offline has already left it). The server checks again and has the last word.
 */
export async function findDeviceOverlap(candidate: Omit<AbsenceSpan, 'deleted_at'>): Promise<Absence | undefined> {
  const sameChild = await db.absences.where('child_id').equals(candidate.child_id).toArray();
  return overlappingAbsence(candidate, sameChild);
}
