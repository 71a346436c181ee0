import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { familyInviteExpiry } from '#contract/family-rules';
import { familyInviteChildren, familyInvites } from '../db/schema/index.ts';
import { familyInviteCodeHash } from '../family/family-invite-code.ts';
import type { SeededKindergarten } from './kindergartens.ts';
import type { SeedTx } from './seed-tx.ts';
import type { SeededUsers } from './users.ts';

/**
 * Anna's family invites: the one her mother redeemed (Helga, guardian of Mia) and one still open for Paul's father.
 * Their codes are random and never shown: only hashes are stored, as for any invite.
 */
export async function seedFamilyInvites(
  tx: SeedTx,
  sonnenblume: SeededKindergarten,
  ids: SeededUsers,
  now = new Date(),
) {
  const day = 86_400_000;
  const invites = [
    {
      child: 'mia',
      relation: 'grandparent',
      receivesLetters: true,
      mayAnswer: false,
      createdAt: new Date(now.getTime() - 3 * day),
      usedBy: ids.oma,
    },
    { child: 'paul', relation: 'parent', receivesLetters: true, mayAnswer: true, createdAt: now, usedBy: null },
  ];
  for (const invite of invites) {
    const id = uuidv7();
    await tx.insert(familyInvites).values({
      id,
      kindergartenId: sonnenblume.id,
      codeHash: familyInviteCodeHash(randomBytes(12).toString('hex')),
      createdBy: ids.eltern,
      relation: invite.relation,
      receivesLetters: invite.receivesLetters,
      mayAnswer: invite.mayAnswer,
      expiresAt: familyInviteExpiry(invite.createdAt),
      usedAt: invite.usedBy ? new Date(invite.createdAt.getTime() + day) : null,
      usedBy: invite.usedBy,
      createdAt: invite.createdAt,
    });
    await tx.insert(familyInviteChildren).values({ inviteId: id, childId: sonnenblume.children[invite.child]! });
  }
}
