import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { createFixture } from './support/fixture.ts';
import { useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const rounds = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe.each(databaseTargets())('what the visitor calls tell about an address (%s)', (target) => {
  const t = useTestApp(target);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('answers registration for an address of another kindergarten as for an unknown invite code, taking no use', async () => {
    const elsewhere = await createFixture(t.database.db);
    const register = (username: string, code: string) =>
      post('/api/register', {
        username,
        name: 'Niemand',
        password: 'Regen-Bogen-2026',
        code,
        accept_terms_and_conditions: true,
      });
    const { inviteCodes } = createRepositories(t.database.db);
    const usesBefore = (await inviteCodes.findByCode(t.fixture.codes.staff.code))!.uses;
    const taken = await register(elsewhere.parent.username, t.fixture.codes.staff.code);
    const unknownCode = await register(`nobody-${t.fixture.tag}@example.org`.toLowerCase(), 'NO-SUCH-CODE');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(unknownCode.json());
    expect(taken.json()).toMatchObject({ status: 'failed', code: 'invalid_invite_code' });
    expect((await inviteCodes.findByCode(t.fixture.codes.staff.code))!.uses).toBe(usesBefore);
  });

  it('still says username_taken for an address of the invite code’s own kindergarten', async () => {
    const response = await post('/api/register', {
      username: t.fixture.staff.username,
      name: 'Niemand',
      password: 'Regen-Bogen-2026',
      code: t.fixture.codes.parentWithChildren.code,
      accept_terms_and_conditions: true,
    });
    expect(response.json()).toMatchObject({ status: 'failed', code: 'username_taken' });
  });

  it('takes as long to answer forgot-password for an existing account as for an unknown address', async () => {
    const username = `forgot-timing-${t.fixture.tag}@example.org`.toLowerCase();
    await createRepositories(t.database.db).users.create({
      kindergartenId: t.fixture.kindergarten.id,
      username,
      passwordHash: await hashPassword('Altes-Passwort-1'),
      role: 'parent',
      language: 'de',
    });
    const timed = async (address: string) => {
      const started = performance.now();
      const response = await post('/api/forgot-password', { username: address });
      const took = performance.now() - started;
      expect(response.statusCode).toBe(200);
      // A pause, so work done after one answer (the mail) does not land on the next call's time.
      await new Promise((resolve) => setTimeout(resolve, 30));
      return took;
    };
    await timed(username);
    await timed('warm-up@example.org');
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a slower moment of a shared machine touches both sides alike.
    for (let i = 0; i < rounds; i++) {
      known.push(await timed(username));
      unknown.push(await timed(`nobody-${i}-${t.fixture.tag}@example.org`.toLowerCase()));
    }
    // Generous for a loaded two-core machine; writing and mailing a code before the answer costs several times more.
    expect(median(known) / median(unknown)).toBeLessThan(3);
    expect(median(unknown) / median(known)).toBeLessThan(3);
  });
});
