import { realtimeChannels, realtimeEvents, type SyncAvailableEvent } from '#contract/realtime';
import type { ConfirmationRow } from '#contract/publications';
import type { RealtimeMessage } from '../realtime/publisher.ts';

/**
 * An answer changed: staff of the kindergarten and the answering user pull it. Never on the kindergarten channel,
 * where other families listen; the event carries only the version, not the answer.
 */
export function answerChangedMessage(confirmation: ConfirmationRow): RealtimeMessage {
  const data: SyncAvailableEvent = { version: confirmation.version };
  return {
    channels: [
      realtimeChannels.kindergartenStaff(confirmation.kindergarten_id),
      realtimeChannels.user(confirmation.user_id),
    ],
    event: realtimeEvents.syncAvailable,
    data,
  };
}
