import { plural } from '@lingui/core/macro';

/** "Read by 9 of 13 families" (contract/read-tracking.ts), for the tracking view and the staff's list alike. */
export const readByFamilies = (read: number, families: number) =>
  plural(families, { one: `Read by ${read} of # family`, other: `Read by ${read} of # families` });
