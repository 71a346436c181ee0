import { v7 as uuidv7 } from 'uuid';
import type { Absence, ReportAbsenceInput, UpdateAbsenceInput } from '#contract/absences';
import type { Db } from '../db/client.ts';
import { inTransaction, type Repositories } from '../repositories/repositories.ts';
import type { Viewer } from '../repositories/sync-visibility.ts';
import {
  checkDateWindow,
  checkNotEnded,
  childNotAllowed,
  overlapRejection,
  rejection,
  type Rejected,
} from './absence-rules.ts';

export type Written = { absence: Absence; guardianUserIds: string[]; changed: boolean };
const fieldsOf = (body: UpdateAbsenceInput) => ({
  childId: body.child_id,
  from: body.from,
  to: body.to,
  reason: body.reason,
  note: body.note,
});

/** A client-chosen id seen before: the same write when the same user reported it, refused otherwise. */
function sameWrite(viewer: Viewer, existing: Absence): Written | Rejected {
  if (existing.reported_by !== viewer.userId)
    return rejection('absence_id_taken', 'id', 'This id belongs to another absence.');
  return { absence: existing, guardianUserIds: [], changed: false };
}

/** POST /api/report-absence: validates against the viewer's children and today, inserts once per id. */
export async function reportAbsence(
  db: Db,
  viewer: Viewer,
  body: ReportAbsenceInput,
  today: string,
): Promise<Written | Rejected> {
  const outOfWindow = checkDateWindow(body, today);
  if (outOfWindow) return outOfWindow;
  return inTransaction(db, async ({ absences }: Repositories) => {
    const id = body.id ?? uuidv7();
    const existing = body.id ? await absences.findAnyById(id) : undefined;
    if (existing) return sameWrite(viewer, existing);
    const child = await absences.reportableChild(viewer, body.child_id);
    if (!child) return childNotAllowed();
    await absences.lockChild(child.id);
    const clash = await absences.overlapping({ id, child_id: child.id, from: body.from, to: body.to });
    if (clash) return overlapRejection(clash);
    const inserted = await absences.insert({
      id,
      kindergartenId: child.kindergartenId,
      reportedBy: viewer.userId,
      ...fieldsOf(body),
    });
    // Lost a race with a concurrent request carrying the same id.
    if (!inserted) return sameWrite(viewer, (await absences.findAnyById(id))!);
    return { absence: inserted, guardianUserIds: await absences.guardianUserIds(child.id), changed: true };
  });
}

/** POST /api/absence-history/{id}: only absences the viewer sees, only until they have ended. */
export async function updateAbsence(
  db: Db,
  viewer: Viewer,
  id: string,
  body: UpdateAbsenceInput,
  today: string,
): Promise<Written | Rejected | undefined> {
  return inTransaction(db, async ({ absences }: Repositories) => {
    const existing = await absences.findVisible(viewer, id);
    if (!existing) return undefined;
    const refused = checkNotEnded(existing, today) ?? checkDateWindow(body, today);
    if (refused) return refused;
    if (!(await absences.reportableChild(viewer, body.child_id))) return childNotAllowed();
    await absences.lockChild(body.child_id);
    const clash = await absences.overlapping({ id, child_id: body.child_id, from: body.from, to: body.to });
    if (clash) return overlapRejection(clash);
    const absence = await absences.update(id, fieldsOf(body));
    // The previous child's guardians too, should staff have moved the absence to another child.
    const guardians = new Set([
      ...(await absences.guardianUserIds(existing.child_id)),
      ...(await absences.guardianUserIds(body.child_id)),
    ]);
    return { absence, guardianUserIds: [...guardians], changed: true };
  });
}

/**
 * DELETE /api/absence-history/{id}: the child's guardians and staff (the viewers who see it) may withdraw it until
 * it has ended, like a change. A repeat after it is gone is 404; the outbox's Idempotency-Key replays the first 200.
 */
export async function withdrawAbsence(
  db: Db,
  viewer: Viewer,
  id: string,
  today: string,
): Promise<Written | Rejected | undefined> {
  return inTransaction(db, async ({ absences }: Repositories) => {
    const existing = await absences.findVisible(viewer, id);
    if (!existing) return undefined;
    const refused = checkNotEnded(existing, today);
    if (refused) return refused;
    const absence = await absences.withdraw(id);
    return { absence, guardianUserIds: await absences.guardianUserIds(existing.child_id), changed: true };
  });
}

export const isRejected = (result: Written | Rejected): result is Rejected => 'rejected' in result;
