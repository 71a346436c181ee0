import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The names of the app's areas, shared by the start page tiles, the bottom bar and page titles. */
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

/**
 * The bottom bar's names for the same areas: each word has to fit a sixth of a 320 px phone without breaking, so a
 * language may choose a shorter word here than in the page title.
 */
export const navLabels = {
  home: msg({ message: 'Home', context: 'bottom navigation tab' }),
  blackboard: msg({ message: 'Board', context: 'bottom navigation tab' }),
  events: msg({ message: 'Events', context: 'bottom navigation tab' }),
  chat: msg({ message: 'Chat', context: 'bottom navigation tab' }),
  staff: msg({ message: 'Staff', context: 'bottom navigation tab' }),
  profile: msg({ message: 'Profile', context: 'bottom navigation tab' }),
} satisfies Record<string, MessageDescriptor>;
