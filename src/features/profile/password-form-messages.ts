import { msg } from '@lingui/core/macro';

/** What the password form says about a field whose format is wrong (passed to lazyZodResolver). */
export const passwordFormMessages = {
  password: msg`Please choose a stronger password.`,
};
