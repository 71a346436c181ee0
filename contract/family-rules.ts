/**
 * Families: who may read and answer a family's letters (news and events), how long a family invite lives and how
 * one answer per child and item is shared by the child's guardians. Zod-free: the screens apply these before zod
 * loads; the server applies the same functions (and its sync visibility mirrors `receivesLettersFor`, tested against it).
 */

/** What a guardian invites a second guardian as; shown translated, stored as the key in `guardians.relation`. */
export const familyRelations = ['parent', 'grandparent', 'other'] as const;
export type FamilyRelation = (typeof familyRelations)[number];

export const familyInviteValidDays = 7;
/** Children one invite may name (a family's children, generously). */
export const familyInviteChildrenMax = 12;
/** A family code travels as a link or QR code, so it may be longer than the staff's typed codes: ~60 bits. */
export const familyInviteCodeLength = 12;

export function familyInviteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + familyInviteValidDays * 86_400_000);
}

/** The path a family invite's link opens; `code` is the one-time code. */
export const familyInvitePath = (code: string) => `/register?code=${encodeURIComponent(code)}`;

/** A guardianship as the rules need it (a sync row of `guardians` fits). */
export type LetterGuardianship = {
  child_id: string;
  receives_letters: boolean;
  may_answer: boolean;
  deleted_at?: string | null;
};

const live = (guardianships: readonly LetterGuardianship[]) => guardianships.filter((g) => !g.deleted_at);

/** The children whose letters (for their groups) reach this guardian. */
export function letterChildIds(guardianships: readonly LetterGuardianship[]): string[] {
  return live(guardianships)
    .filter((g) => g.receives_letters)
    .map((g) => g.child_id);
}

/**
 * Whether letters to the whole kindergarten reach a parent: yes when at least one of their children's letters do, or
 * when they are guardian of no child yet (a new family sees the kindergarten's letters before its child is linked).
 */
export function receivesKindergartenLetters(guardianships: readonly LetterGuardianship[]): boolean {
  const current = live(guardianships);
  return current.length === 0 || current.some((g) => g.receives_letters);
}

/** Whether this guardian may answer letters for this child: a live guardianship that receives and may answer them. */
export function mayAnswerFor(guardianships: readonly LetterGuardianship[], childId: string): boolean {
  return live(guardianships).some((g) => g.child_id === childId && g.receives_letters && g.may_answer);
}

/**
 * A guardian's answer meets the family's existing answer for the same child and item:
 * - `new`: nobody answered yet;
 * - `update`: they change their own answer, or knowingly the family's: the request names the version of the other
 *   guardian's answer they saw (`replaces_version`);
 * - `answered_by_family`: another guardian answered, or changed the answer, after the request was written (say
 *   offline). It is refused rather than written over the other answer, and stays on the device with its text, so the
 *   guardian can read the other answer and decide.
 */
export type FamilyAnswerMeeting = 'new' | 'update' | 'answered_by_family';
export function familyAnswerMeeting(
  existing: { user_id: string; version: number } | undefined,
  request: { userId: string; replacesVersion: number | null | undefined },
): FamilyAnswerMeeting {
  if (!existing) return 'new';
  if (existing.user_id === request.userId || existing.version === request.replacesVersion) return 'update';
  return 'answered_by_family';
}
