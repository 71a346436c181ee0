import type { PushSender } from '../push/push-sender.ts';
import type { Metrics } from './metrics.ts';

/** The push sender, counting what became of each device's notification. */
export function countedPushSender(sender: PushSender, metrics: Metrics): PushSender {
  return {
    name: sender.name,
    async send(tokens, notification) {
      let results;
      try {
        results = await sender.send(tokens, notification);
      } catch (error) {
        metrics.pushFailed.inc({ reason: 'error' }, tokens.length);
        throw error;
      }
      for (const result of results) {
        if (result.delivered) metrics.pushSent.inc();
        else metrics.pushFailed.inc({ reason: result.invalid ? 'invalid' : 'error' });
      }
      return results;
    },
  };
}
