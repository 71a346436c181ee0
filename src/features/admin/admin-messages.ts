import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InviteCodeState } from '#contract/admin-rules';

export const inviteStateLabels: Record<InviteCodeState, MessageDescriptor> = {
  active: msg`Active`,
  revoked: msg`Revoked`,
  expired: msg`Expired`,
  used_up: msg`Used up`,
};
