import { useLiveQuery } from 'dexie-react-hooks';
import { db, type UserRow } from '../../db/kita-db.ts';
import { answerWindow, applicableChildren, currentAnswers, slotKey, type EventRow } from './publication-model.ts';
import { ownChildren } from '../../db/own-children.ts';

export interface CalendarEvent {
  event: EventRow;
  /** The item asks for an answer, its deadline is ahead and a child (or the user) has none yet. */
  needsAnswer: boolean;
  /** Every slot answered: 'confirmed' if any confirms, else 'cancelled'. */
  answered: 'confirmed' | 'cancelled' | null;
}

/** Every event on this device with the user's answer state, live; undefined while loading. */
export function useCalendarEvents(user: UserRow | undefined, now: number): CalendarEvent[] | undefined {
  return useLiveQuery(async () => {
    if (!user) return undefined;
    const [events, rows, own] = await Promise.all([
      db.events.orderBy('starts_at').toArray(),
      db.confirmations.where('user_id').equals(user.id).toArray(),
      ownChildren(user),
    ]);
    return events
      .filter((event) => !event.deleted_at && (event.published_at !== null || user.role !== 'parent'))
      .map((event) => {
        const answers = currentAnswers(
          rows.filter((row) => row.event_id === event.id),
          user.id,
        );
        const children = applicableChildren(event, own);
        const slots = children.length ? children.map((child) => slotKey(child.id)) : [slotKey(null)];
        const open = answerWindow(event, new Date(now)) === 'open';
        const statuses = slots.map((slot) => answers.get(slot)?.status);
        const answered = statuses.every(Boolean) ? (statuses.includes('confirmed') ? 'confirmed' : 'cancelled') : null;
        return { event, needsAnswer: open && statuses.some((status) => !status), answered } satisfies CalendarEvent;
      });
  }, [user, now]);
}
