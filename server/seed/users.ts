import { v7 as uuidv7 } from 'uuid';
import { guardians, inviteCodes, users } from '../db/schema/index.ts';
import { demoAccounts, demoInviteCodes, type DemoAccountKey } from './demo-accounts.ts';
import type { SeededKindergarten } from './kindergartens.ts';
import type { SeedTx } from './seed-tx.ts';

/** Published contact details of the staff accounts (the kindergarten's contact page lists them). */
const staffContacts: Partial<Record<DemoAccountKey, { phone: string; jobTitle: string }>> = {
  leitung: { phone: '+49 761 2345671', jobTitle: 'Kita-Leitung' },
  erzieherin: { phone: '+49 761 2345672', jobTitle: 'Erzieherin, Gruppe Marienkäfer' },
  regenbogenTeam: { phone: '+49 221 9876541', jobTitle: 'Leitung und Erzieherin, Gruppe Wolkenschäfchen' },
};

/** Which demo parent is a guardian of which child (keys of SeededKindergarten.children). */
const guardianships: Array<{
  parent: DemoAccountKey;
  child: string;
  relation: string;
  receivesLetters?: boolean;
  mayAnswer?: boolean;
}> = [
  { parent: 'eltern', child: 'mia', relation: 'Mutter' },
  { parent: 'eltern', child: 'paul', relation: 'Mutter' },
  { parent: 'yilmaz', child: 'elif', relation: 'Mutter' },
  { parent: 'regenbogenEltern', child: 'noah', relation: 'Vater' },
  // Mia's grandmother, who came in through Anna's family invite (seedFamilyInvites): reads the letters, leaves answers to Anna.
  { parent: 'oma', child: 'mia', relation: 'grandparent', receivesLetters: true, mayAnswer: false },
];

export type SeededUsers = Record<DemoAccountKey, string>;

export async function seedUsers(
  tx: SeedTx,
  kindergartensByName: Record<string, SeededKindergarten>,
  passwordHashes: Record<DemoAccountKey, string>,
): Promise<SeededUsers> {
  const ids = {} as SeededUsers;
  const allChildren = Object.assign({}, ...Object.values(kindergartensByName).map((k) => k.children)) as Record<
    string,
    string
  >;
  for (const account of demoAccounts) {
    const id = uuidv7();
    ids[account.key] = id;
    const contact = staffContacts[account.key];
    await tx.insert(users).values({
      id,
      kindergartenId: kindergartensByName[account.kindergarten]!.id,
      username: account.username,
      passwordHash: passwordHashes[account.key],
      name: account.name,
      role: account.role,
      language: account.language,
      // The Turkish-speaking family has content translated into Turkish; everyone else reads German.
      googleLanguage: account.language === 'tr' ? 'tr' : null,
      phone: contact?.phone ?? '',
      jobTitle: contact?.jobTitle ?? '',
      contactPublic: contact !== undefined,
    });
  }
  await tx.insert(guardians).values(
    guardianships.map((g) => ({
      id: uuidv7(),
      childId: allChildren[g.child]!,
      userId: ids[g.parent],
      relation: g.relation,
      receivesLetters: g.receivesLetters ?? true,
      mayAnswer: g.mayAnswer ?? true,
    })),
  );
  await tx.insert(inviteCodes).values(
    demoInviteCodes.map((invite) => ({
      id: uuidv7(),
      code: invite.code,
      kindergartenId: kindergartensByName[invite.kindergarten]!.id,
      role: invite.role,
      maxUses: invite.maxUses,
      // No expiry: the demo codes keep working for as long as the demo runs.
      expiresAt: null,
      createdBy: ids[invite.kindergarten === 'Kita Sonnenblume' ? 'leitung' : 'regenbogenTeam'],
    })),
  );
  return ids;
}
