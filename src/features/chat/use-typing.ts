import { useEffect, useState } from 'react';
import { chatLimits } from '#contract/chat-rules';
import { listenForTyping } from './realtime-rooms.ts';

/** Who else is typing in a room right now (user ids), from presence whispers; a whisper counts for a few seconds. */
export function useTyping(roomId: string | undefined, userId: string): string[] {
  const [typing, setTyping] = useState<Map<string, number>>(new Map());
  useEffect(() => {
    if (!roomId) return;
    const stop = listenForTyping(roomId, ({ user_id, typing: isTyping }) => {
      if (user_id === userId) return;
      setTyping((current) => {
        const next = new Map(current);
        if (isTyping) next.set(user_id, Date.now() + chatLimits.typingTimeoutMs);
        else next.delete(user_id);
        return next;
      });
    });
    const timer = setInterval(() => {
      setTyping((current) => {
        const now = Date.now();
        const expired = [...current].some(([, until]) => until <= now);
        return expired ? new Map([...current].filter(([, until]) => until > now)) : current;
      });
    }, 1_000);
    return () => {
      stop();
      clearInterval(timer);
      setTyping(new Map());
    };
  }, [roomId, userId]);
  return [...typing.keys()];
}
