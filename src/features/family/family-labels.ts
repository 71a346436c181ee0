import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FamilyRelation } from '#contract/family-rules';

/** The relations a family invite offers; a relation an admin typed in (free text) shows as typed. */
export const relationLabels: Record<FamilyRelation, MessageDescriptor> = {
  parent: msg`Parent`,
  grandparent: msg`Grandparent`,
  other: msg`Other guardian`,
};

export const relationLabel = (relation: string): MessageDescriptor | string =>
  relation in relationLabels ? relationLabels[relation as FamilyRelation] : relation;
