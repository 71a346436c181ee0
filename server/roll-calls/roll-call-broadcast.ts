import { realtimeChannels, realtimeEvents } from '#contract/realtime';
import type { RollCall, RollCallEntry } from '#contract/roll-calls';
import type { RealtimeMessage } from '../realtime/publisher.ts';

/** Only the kindergarten's staff hear of a roll call; no family does. */
export function rollCallChangedMessage(
  kindergartenId: string,
  changes: { roll_calls?: RollCall[]; roll_call_entries?: RollCallEntry[] },
): RealtimeMessage {
  return {
    channels: [realtimeChannels.kindergartenStaff(kindergartenId)],
    event: realtimeEvents.rollCallChanged,
    data: { changes },
  };
}
