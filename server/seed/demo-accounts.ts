import { inArray } from 'drizzle-orm';
import type { Role } from '#contract/user';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** The demo sign-ins, printed by `npm start` and used by the e2e journeys. */
export const demoPassword = 'kita-demo-2026';

export type DemoAccountKey =
  'leitung' | 'erzieherin' | 'eltern' | 'yilmaz' | 'regenbogenTeam' | 'regenbogenEltern' | 'oma';

export type DemoAccount = {
  key: DemoAccountKey;
  username: string;
  name: string;
  role: Role;
  kindergarten: 'Kita Sonnenblume' | 'Kita Regenbogen';
  language: 'de' | 'tr';
  /** One line for the start-up banner. */
  description: string;
};

export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'leitung',
    username: 'leitung@sonnenblume.example',
    name: 'Sabine Hoffmann',
    role: 'admin',
    kindergarten: 'Kita Sonnenblume',
    language: 'de',
    description: 'Leitung (admin)',
  },
  {
    key: 'erzieherin',
    username: 'erzieherin@sonnenblume.example',
    name: 'Julia Becker',
    role: 'staff',
    kindergarten: 'Kita Sonnenblume',
    language: 'de',
    description: 'Erzieherin (staff)',
  },
  {
    key: 'eltern',
    username: 'eltern@sonnenblume.example',
    name: 'Anna Schneider',
    role: 'parent',
    kindergarten: 'Kita Sonnenblume',
    language: 'de',
    description: 'Eltern von Mia und Paul Schneider (parent, de)',
  },
  {
    key: 'yilmaz',
    username: 'familie.yilmaz@sonnenblume.example',
    name: 'Ayşe Yilmaz',
    role: 'parent',
    kindergarten: 'Kita Sonnenblume',
    language: 'tr',
    description: 'Eltern von Elif Yilmaz (parent, tr)',
  },
  {
    key: 'regenbogenTeam',
    username: 'team@regenbogen.example',
    name: 'Katrin Wolf',
    role: 'staff',
    kindergarten: 'Kita Regenbogen',
    language: 'de',
    description: 'Team (staff)',
  },
  {
    key: 'regenbogenEltern',
    username: 'eltern@regenbogen.example',
    name: 'Markus Weber',
    role: 'parent',
    kindergarten: 'Kita Regenbogen',
    language: 'de',
    description: 'Eltern von Noah Weber (parent, de)',
  },
  {
    key: 'oma',
    username: 'oma@sonnenblume.example',
    name: 'Helga Schneider',
    role: 'parent',
    kindergarten: 'Kita Sonnenblume',
    language: 'de',
    description: 'Oma von Mia, von Anna Schneider eingeladen: liest Briefe, antwortet nicht (parent, de)',
  },
];

export const demoInviteCodes = [
  { code: 'SONNE-2026', kindergarten: 'Kita Sonnenblume', role: 'parent', maxUses: 100 },
  { code: 'REGEN-2026', kindergarten: 'Kita Regenbogen', role: 'parent', maxUses: 100 },
] as const;

/** The demo accounts that exist in this database (none after `SEED=none` or when an operator removed them). */
export async function findDemoSignIns(db: Db): Promise<DemoAccount[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        demoAccounts.map((a) => a.username),
      ),
    );
  const present = new Set(rows.map((r) => r.username));
  return demoAccounts.filter((a) => present.has(a.username));
}
