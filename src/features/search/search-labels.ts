import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchKind } from './search-documents.ts';

/** The heading of each group of results, in the order the groups are shown. */
export const searchKindLabels = {
  message: msg`Chat messages`,
  post: msg`Blackboard posts`,
  comment: msg`Comments`,
  news: msg({ message: 'News', context: 'search result group, plural' }),
  event: msg`Events`,
  menu: msg`Meal menu`,
} satisfies Record<SearchKind, MessageDescriptor>;

export const searchKindOrder = Object.keys(searchKindLabels) as SearchKind[];
