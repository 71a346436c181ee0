import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { addDays } from '#contract/iso-days';
import { useLocale } from '../../i18n/use-locale.ts';
import type { OutboxEntry } from '../../sync/outbox-entry.ts';
import type { Message } from './chat-queries.ts';
import { useContentTranslations } from '../../db/use-content-translations.ts';
import { MessageBubble } from './message-bubble.tsx';
import { readReceiptOf } from '#contract/read-receipts';
import { ReadReceiptNote } from './read-receipt.tsx';
import type { RoomReadState } from './use-read-receipts.ts';
import { formatInstant } from '../../i18n/kindergarten-time.ts';
import { kindergartenZone } from '../../i18n/kindergarten-zone.ts';
import { buildTimeline, dayLabel, localDayOf } from './message-timeline.ts';

interface MessageListProps {
  messages: Message[];
  userId: string;
  names: Map<string, string>;
  isGroup: boolean;
  outbox: Map<string, OutboxEntry>;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onNearTop: () => void;
  /** The room's read cursors, for the receipts on own messages. */
  readState: RoomReadState | undefined;
}

const nearTopPx = 400;
const nearBottomPx = 160;
/** A message's time on the kindergarten's clock. */
function timeOf(iso: string, locale: string): string {
  return formatInstant(locale, kindergartenZone(), iso, { hour: '2-digit', minute: '2-digit' });
}

const scrollBottom = () => document.documentElement.scrollHeight;
const isNearBottom = () => window.scrollY + window.innerHeight >= scrollBottom() - nearBottomPx;
const toBottom = () => window.scrollTo(0, scrollBottom());

/**
 * The messages, oldest at the top; the page (the window) scrolls. It opens at the newest message and stays pinned
 * there while the reader has not scrolled up: whatever settles after the first paint (fonts, the composer, a
 * longer name, a new message) is followed by a ResizeObserver, so the newest message never ends under the composer.
 * An older page put above keeps the reader's place; a message the reader wrote always scrolls into view. Older
 * pages load as the reader nears the top.
 */
export function MessageList({
  messages,
  userId,
  names,
  isGroup,
  outbox,
  hasOlder,
  loadingOlder,
  olderFailed,
  onNearTop,
  readState,
}: MessageListProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const timeline = useMemo(() => buildTimeline(messages, userId), [messages, userId]);
  const listRef = useRef<HTMLOListElement>(null);
  // Others' messages only: one's own words need no translation.
  const othersIds = useMemo(
    () => messages.filter((message) => message.sender_id !== userId).map((message) => message.id),
    [messages, userId],
  );
  const translations = useContentTranslations('messages', othersIds);
  const seen = useRef<{ first?: string; last?: string; height: number; pinned: boolean; scrollY: number }>({
    height: 0,
    pinned: true,
    scrollY: 0,
  });

  useLayoutEffect(() => {
    const previous = seen.current;
    const first = messages[0]?.id;
    const last = messages.at(-1);
    const height = scrollBottom();
    if (previous.first === undefined) toBottom();
    else if (first !== previous.first && last?.id === previous.last) window.scrollBy(0, height - previous.height);
    else if (last?.id !== previous.last && (previous.pinned || last?.sender_id === userId)) {
      previous.pinned = true;
      toBottom();
    }
    seen.current = { ...seen.current, first, last: last?.id, height: scrollBottom(), scrollY: window.scrollY };
  }, [messages, userId]);

  // Pinned to the newest message until the reader scrolls up: later layout changes keep it in view.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (seen.current.pinned) toBottom();
      seen.current.height = scrollBottom();
    });
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onScroll = () => {
      const state = seen.current;
      // Only the reader moving up unpins; content growing below (or our own scroll) never does.
      if (isNearBottom()) state.pinned = true;
      else if (window.scrollY < state.scrollY) state.pinned = false;
      state.scrollY = window.scrollY;
      state.height = scrollBottom();
      if (window.scrollY < nearTopPx && hasOlder) onNearTop();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hasOlder, onNearTop]);

  const today = localDayOf(new Date().toISOString());
  const yesterday = addDays(today, -1);
  const labels = { today: t`Today`, yesterday: t`Yesterday` };
  return (
    <>
      <div className="chat-older" aria-live="polite">
        {loadingOlder && <Trans>Loading earlier messages…</Trans>}
        {!loadingOlder && olderFailed && (
          <button type="button" className="chat-older__retry" onClick={onNearTop}>
            <Trans>Earlier messages could not be loaded. Try again</Trans>
          </button>
        )}
        {!loadingOlder && !olderFailed && hasOlder && (
          <button type="button" className="chat-older__retry" onClick={onNearTop}>
            <Trans>Show earlier messages</Trans>
          </button>
        )}
      </div>
      <ol className="chat-messages" ref={listRef} aria-label={t`Messages`}>
        {timeline.map((item) =>
          item.kind === 'day' ? (
            <li key={item.key} className="chat-day">
              <span>{dayLabel(item.day, today, yesterday, locale, labels)}</span>
            </li>
          ) : (
            <MessageBubble
              key={item.key}
              message={item.message}
              own={item.own}
              senderName={names.get(item.message.sender_id)}
              showSender={isGroup && item.firstOfRun}
              showAvatar={isGroup && item.lastOfRun}
              entry={outbox.get(item.message.id)}
              translations={translations}
              time={timeOf(item.message.created_at, locale)}
              receipt={
                item.own &&
                readState && (
                  <ReadReceiptNote
                    receipt={readReceiptOf(
                      item.message,
                      { kind: isGroup ? 'group' : 'private', members: readState.cursors },
                      readState.receiptsOn,
                    )}
                    names={readState.names}
                  />
                )
              }
            />
          ),
        )}
      </ol>
    </>
  );
}
