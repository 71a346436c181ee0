import { createHash, randomInt } from 'node:crypto';
import { inviteCodeAlphabet } from '#contract/admin-rules';
import { familyInviteCodeLength } from '#contract/family-rules';

/** A code for a link or QR code: 12 of 31 unambiguous characters (~60 bits), shown as XXXX-XXXX-XXXX. */
export function newFamilyInviteCode(): string {
  let code = '';
  for (let i = 0; i < familyInviteCodeLength; i++) code += inviteCodeAlphabet[randomInt(inviteCodeAlphabet.length)];
  return code.match(/.{4}/g)!.join('-');
}

/**
 * What is stored and looked up instead of the code: typed codes differ in case, dashes and spaces, so those go
 * before hashing. A lookup by hash leaks nothing about the code through timing.
 */
export function familyInviteCodeHash(code: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHash('sha256').update(`family-invite:${normal}`).digest('hex');
}
