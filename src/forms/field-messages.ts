import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The few generic things a field can get wrong; fields with a format say theirs through `formatMessages`. */
export const fieldMessages = {
  required: msg`Please fill in this field.`,
  email: msg`Please enter a valid e-mail address.`,
  tooLong: msg`This entry is too long.`,
  invalid: msg`Please check this entry.`,
} satisfies Record<string, MessageDescriptor>;
