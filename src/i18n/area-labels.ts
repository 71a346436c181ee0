import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The names of the app's areas (spec §2), shared by the start page tiles, the bottom bar and page titles. */
export const areaLabels = {
  home: msg`Home`,
  blackboard: msg`Blackboard`,
  events: msg`Events`,
  menu: msg`Meal menu`,
  reportAbsence: msg`Report absence`,
  absenceHistory: msg`Absence history`,
  chat: msg`Chat`,
  profile: msg`Profile`,
  language: msg`Language`,
  staff: msg`Staff`,
} satisfies Record<string, MessageDescriptor>;
