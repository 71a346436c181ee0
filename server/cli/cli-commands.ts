import { randomBytes } from 'node:crypto';
import { passwordWeakness } from '#contract/auth';
import { isLocale } from '#contract/locales';
import { roles, type Role } from '#contract/user';
import { isTimeZone } from '#contract/zoned-time';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../repositories/database-errors.ts';
import { createRepositories, inTransaction } from '../repositories/repositories.ts';

/** A failure the operator can fix; printed without a stack, exit code 1. */
export class CliError extends Error {}

function requireRole(value: string): Role {
  if (!(roles as readonly string[]).includes(value)) throw new CliError(`--role must be one of ${roles.join(', ')}.`);
  return value as Role;
}

function requireStrongPassword(password: string): void {
  const weakness = passwordWeakness(password);
  if (weakness === 'too_short') throw new CliError('The password is too short (at least 8 characters).');
  if (weakness === 'too_simple') throw new CliError('The password is too simple: mix letters with digits or symbols.');
}

async function findKindergarten(db: Db, idOrName: string) {
  const kindergarten = await createRepositories(db).kindergartens.findByIdOrName(idOrName);
  if (!kindergarten) throw new CliError(`No kindergarten "${idOrName}". Create it with create-kindergarten.`);
  return kindergarten;
}

function requireTimeZone(zone: string): string {
  if (!isTimeZone(zone)) throw new CliError(`--time-zone "${zone}" is no IANA time zone, e.g. Europe/Berlin.`);
  return zone;
}

export async function createKindergarten(db: Db, input: { name: string; timeZone?: string }) {
  if (input.name.trim() === '') throw new CliError('--name must not be empty.');
  const timeZone = input.timeZone === undefined ? null : requireTimeZone(input.timeZone);
  return createRepositories(db).kindergartens.create({ name: input.name.trim(), timeZone });
}

/** `default` gives the kindergarten back to the server's TIME_ZONE. */
export async function setKindergartenTimeZone(db: Db, input: { kindergarten: string; timeZone: string }) {
  const kindergarten = await findKindergarten(db, input.kindergarten);
  const timeZone = input.timeZone === 'default' ? null : requireTimeZone(input.timeZone);
  return createRepositories(db).kindergartens.setTimeZone(kindergarten.id, timeZone);
}

export async function createUser(
  db: Db,
  input: { kindergarten: string; username: string; password: string; role: string; name?: string; language?: string },
) {
  const role = requireRole(input.role);
  requireStrongPassword(input.password);
  const language = input.language ?? 'de';
  if (!isLocale(language)) throw new CliError(`--language "${language}" is not one of the 12 locales.`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.username)) throw new CliError('--username must be an e-mail address.');
  const kindergarten = await findKindergarten(db, input.kindergarten);
  const users = createRepositories(db).users;
  if (await users.findByUsername(input.username)) throw new CliError(`The username ${input.username} is taken.`);
  const passwordHash = await hashPassword(input.password);
  return users.create({
    kindergartenId: kindergarten.id,
    username: input.username,
    passwordHash,
    role,
    language,
    name: input.name ?? '',
  });
}

/** Readable codes without look-alikes (0/O, 1/I/L), e.g. `KITA-7QX3-M9PD`. */
export function generateInviteCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `KITA-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export async function createInvite(
  db: Db,
  input: {
    kindergarten: string;
    role: string;
    uses: number;
    expiresInDays?: number;
    childIds: string[];
    code?: string;
  },
  now = new Date(),
) {
  const role = requireRole(input.role);
  if (!Number.isInteger(input.uses) || input.uses < 1)
    throw new CliError('--uses must be a whole number of at least 1.');
  if (input.expiresInDays !== undefined && !(input.expiresInDays > 0))
    throw new CliError('--expires-days must be a positive number.');
  if (role !== 'parent' && input.childIds.length > 0)
    throw new CliError('--child links children to parent codes only.');
  const kindergarten = await findKindergarten(db, input.kindergarten);
  const repositories = createRepositories(db);
  const known = await repositories.kindergartens.existingChildIds(kindergarten.id, input.childIds);
  const unknown = input.childIds.filter((id) => !known.includes(id));
  if (unknown.length > 0) throw new CliError(`No child ${unknown.join(', ')} in ${kindergarten.name}.`);
  const expiresAt =
    input.expiresInDays === undefined ? null : new Date(now.getTime() + input.expiresInDays * 86_400_000);
  const code = (input.code ?? generateInviteCode()).trim().toUpperCase();
  try {
    return await inTransaction(db, (tx) =>
      tx.inviteCodes.create({
        code,
        kindergartenId: kindergarten.id,
        role,
        maxUses: input.uses,
        expiresAt,
        childIds: input.childIds,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new CliError(`The invite code ${code} exists already.`);
    throw error;
  }
}

export async function listInvites(db: Db, input: { kindergarten?: string }) {
  const kindergartenId = input.kindergarten ? (await findKindergarten(db, input.kindergarten)).id : undefined;
  return createRepositories(db).inviteCodes.list(kindergartenId);
}

export async function setPassword(db: Db, input: { username: string; password: string }) {
  requireStrongPassword(input.password);
  const repositories = createRepositories(db);
  const user = await repositories.users.findByUsername(input.username);
  if (!user) throw new CliError(`No user ${input.username}.`);
  await repositories.users.setPasswordHash(user.id, await hashPassword(input.password));
  // Whoever knew the old password is signed out everywhere.
  await repositories.tokens.revokeAllOf(user.id);
  return user;
}

/**
 * Removes a kindergarten with everything of it, in one transaction, once `confirm` is its exact name: a typo in the
 * id or name must never take the wrong one. Answers what was removed, table by table, and the bytes of files freed.
 */
export async function removeKindergarten(db: Db, input: { kindergarten: string; confirm: string }) {
  const kindergarten = await findKindergarten(db, input.kindergarten);
  if (input.confirm !== kindergarten.name) {
    throw new CliError(
      `Not removed. To remove "${kindergarten.name}" and everything of it, repeat its exact name: --confirm "${kindergarten.name}"`,
    );
  }
  return inTransaction(db, async (tx) => {
    const { total: freedBytes } = await tx.files.usage(kindergarten.id);
    return { kindergarten, freedBytes, removed: await tx.kindergartenRemoval.remove(kindergarten.id) };
  });
}
