import { msg } from '@lingui/core/macro';
import { refusalMessages } from '../../api/refusal-messages.ts';
import { fieldMessages } from '../../forms/field-messages.ts';

/** What the auth forms say about a field whose format is wrong (passed to lazyZodResolver). */
export const authFormatMessages = {
  username: fieldMessages.email,
  // A name of only spaces is an empty field to the user, not a wrong format.
  name: fieldMessages.required,
  code: msg`Enter the 6-digit code from the e-mail.`,
  password: msg`Please choose a stronger password.`,
  accept_terms_and_conditions: refusalMessages.auth.terms_not_accepted,
};
