import { hashPassword } from '../../../server/auth/password.ts';
import type { Db } from '../../../server/db/client.ts';
import { createRepositories } from '../../../server/repositories/repositories.ts';

export const knownPassword = 'Sonnen-Schein-42';

/**
 * A small world of its own, built through the repositories: one kindergarten with a group and two children, a parent
 * guardian of one child, staff, and invite codes in every state registration distinguishes. `tag` keeps usernames and
 * codes unique when several fixtures share a database.
 */
export async function createFixture(db: Db, tag = Math.random().toString(36).slice(2, 8).toUpperCase()) {
  const { kindergartens, users, inviteCodes } = createRepositories(db);
  const kindergarten = await kindergartens.create({ name: `Kita Löwenzahn ${tag}` });
  const group = await kindergartens.createGroup({ kindergartenId: kindergarten.id, name: 'Igel' });
  const mia = await kindergartens.createChild({
    kindergartenId: kindergarten.id,
    groupId: group.id,
    firstName: 'Mia',
    lastName: 'Berg',
  });
  const paul = await kindergartens.createChild({
    kindergartenId: kindergarten.id,
    groupId: null,
    firstName: 'Paul',
    lastName: 'Berg',
  });
  const passwordHash = await hashPassword(knownPassword);
  const parent = await users.create({
    kindergartenId: kindergarten.id,
    username: `eltern-${tag}@loewenzahn.example`,
    passwordHash,
    role: 'parent',
    language: 'tr',
    name: 'Anna Berg',
  });
  await users.addGuardian(parent.id, mia.id);
  const staff = await users.create({
    kindergartenId: kindergarten.id,
    username: `team-${tag}@loewenzahn.example`,
    passwordHash,
    role: 'staff',
    language: 'de',
  });
  const day = 86_400_000;
  const invite = (
    suffix: string,
    values: { role?: 'parent' | 'staff'; maxUses?: number; expiresAt?: Date | null; childIds?: string[] },
  ) =>
    inviteCodes.create({
      code: `${tag}-${suffix}`,
      kindergartenId: kindergarten.id,
      role: values.role ?? 'parent',
      maxUses: values.maxUses ?? 100,
      expiresAt: values.expiresAt ?? null,
      childIds: values.childIds ?? [],
    });
  const codes = {
    parentWithChildren: await invite('PARENT', { childIds: [mia.id, paul.id] }),
    staff: await invite('STAFF', { role: 'staff', maxUses: 5 }),
    singleUse: await invite('ONCE', { maxUses: 1 }),
    expired: await invite('EXPIRED', { expiresAt: new Date(Date.now() - day) }),
    revoked: await invite('REVOKED', {}),
  };
  await inviteCodes.revoke(codes.revoked.code);
  return { tag, kindergarten, group, children: { mia, paul }, parent, staff, codes };
}

export type Fixture = Awaited<ReturnType<typeof createFixture>>;
