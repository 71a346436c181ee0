import type { DemoCalendar } from './demo-calendar.ts';
import type { SeededKindergarten } from './kindergartens.ts';
import type { SeededUsers } from './users.ts';

/** What the first seed steps created; later steps (content) refer to it by name. */
export type DemoWorld = {
  calendar: DemoCalendar;
  kindergartens: { sonnenblume: SeededKindergarten; regenbogen: SeededKindergarten };
  users: SeededUsers;
};

export type KindergartenKey = keyof DemoWorld['kindergartens'];
