import { randomInt } from 'node:crypto';
import { inviteCodeAlphabet, inviteCodeLength } from '#contract/admin-rules';

/** A code typed from paper: 8 of 31 unambiguous characters (~40 bits), shown as XXXX-XXXX. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < inviteCodeLength; i++) code += inviteCodeAlphabet[randomInt(inviteCodeAlphabet.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
