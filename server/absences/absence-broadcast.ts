import type { Absence } from '#contract/absences';
import { realtimeChannels, realtimeEvents, type AbsenceChangedEvent } from '#contract/realtime';
import type { RealtimeMessage } from '../realtime/publisher.ts';

/** Staff of the kindergarten and every guardian of the child hear of it; no other family does. */
export function absenceChangedMessage(absence: Absence, guardianUserIds: string[]): RealtimeMessage {
  const data: AbsenceChangedEvent = { changes: { absences: [absence] } };
  return {
    channels: [
      realtimeChannels.kindergartenStaff(absence.kindergarten_id),
      ...guardianUserIds.map((id) => realtimeChannels.user(id)),
    ],
    event: realtimeEvents.absenceChanged,
    data,
  };
}
