import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../server/cli/run-cli.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { knownPassword } from './support/fixture.ts';
import { bearer, signInAs, useTestApp } from './support/test-app.ts';
import { databaseTargets } from './support/test-database.ts';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

describe.each(databaseTargets())('the operator CLI (%s)', (target) => {
  const t = useTestApp(target);
  async function kita(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, t.database.db, { print: (l) => out.push(l), printError: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('creates a kindergarten in its own time zone, changes it, and refuses a zone that is none', async () => {
    const name = `Kita Istanbul ${t.fixture.tag}`;
    expect(await kita('create-kindergarten', '--name', name, '--time-zone', 'Europe/Istanbul')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Europe/Istanbul'),
    });
    const zoneOf = async () => (await createRepositories(t.database.db).kindergartens.findByIdOrName(name))?.timeZone;
    expect(await zoneOf()).toBe('Europe/Istanbul');

    expect(await kita('set-time-zone', '--kindergarten', name, '--time-zone', 'Europe/Berlin')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Europe/Berlin'),
    });
    expect(await zoneOf()).toBe('Europe/Berlin');
    expect(await kita('set-time-zone', '--kindergarten', name, '--time-zone', 'Berlin')).toMatchObject({
      code: 1,
      err: expect.stringContaining('--time-zone'),
    });
    expect(await kita('create-kindergarten', '--name', `${name} 2`, '--time-zone', 'GMT+2')).toMatchObject({
      code: 1,
      err: expect.stringContaining('--time-zone'),
    });
    expect(await zoneOf()).toBe('Europe/Berlin');
    // `default` hands the kindergarten back to the server's TIME_ZONE.
    expect(await kita('set-time-zone', '--kindergarten', name, '--time-zone', 'default')).toMatchObject({ code: 0 });
    expect(await zoneOf()).toBeNull();
  });

  it('creates a kindergarten, a user who can sign in, and an invite code that registers a parent of the given child', async () => {
    const name = `Kita Pusteblume ${t.fixture.tag}`;
    const created = await kita('create-kindergarten', '--name', name);
    expect(created).toMatchObject({ code: 0, out: expect.stringContaining(`Created kindergarten "${name}"`) });

    const user = await kita(
      'create-user',
      '--kindergarten',
      name.toUpperCase(),
      '--username',
      `leitung-${t.fixture.tag}@pusteblume.example`,
      '--password',
      'Pusteblume-2026',
      '--role',
      'admin',
      '--language',
      'en',
    );
    expect(user).toMatchObject({ code: 0, out: expect.stringContaining('Created admin') });
    await expect(signInAs(t.app, `leitung-${t.fixture.tag}@pusteblume.example`, 'Pusteblume-2026')).resolves.toEqual(
      expect.any(String),
    );

    const invite = await kita(
      'create-invite',
      '--kindergarten',
      t.fixture.kindergarten.id,
      '--role',
      'parent',
      '--uses',
      '2',
      '--expires-days',
      '14',
      '--child',
      t.fixture.children.paul.id,
      '--code',
      `${t.fixture.tag}-cli`,
    );
    expect(invite.code).toBe(0);
    expect(invite.out).toContain(`Created invite code ${t.fixture.tag}-CLI (parent, 2 use(s), expires `);

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: `cli-${t.fixture.tag}@example.org`,
        name: 'Clara Lind',
        password: 'Pusteblume-2026',
        code: `${t.fixture.tag}-CLI`,
        accept_terms_and_conditions: true,
      },
    });
    const token = registered.json().token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().children.map((c: { first_name: string }) => c.first_name)).toEqual(['Paul']);
  });

  it('generates a readable code when none is given', async () => {
    const invite = await kita('create-invite', '--kindergarten', t.fixture.kindergarten.id, '--role', 'staff');
    expect(invite.out).toMatch(/Created invite code KITA-[A-Z2-9]{4}-[A-Z2-9]{4} \(staff, 1 use\(s\), never expires\)/);
  });

  it('lists invite codes with uses and state', async () => {
    const listed = await kita('list-invites', '--kindergarten', t.fixture.kindergarten.name);
    expect(listed.code).toBe(0);
    const line = (suffix: string) => listed.out.split('\n').find((l) => l.startsWith(`${t.fixture.tag}-${suffix}\t`));
    expect(line('EXPIRED')).toMatch(/\texpired$/);
    expect(line('REVOKED')).toMatch(/\trevoked$/);
    expect(line('PARENT')).toMatch(/\tparent\t0\/100 used\tno expiry\tactive$/);
  });

  it('sets a password and signs the user out everywhere', async () => {
    const username = t.fixture.staff.username;
    const oldSession = await signInAs(t.app, username, knownPassword);
    const result = await kita('set-password', '--username', username.toUpperCase(), '--password', 'Ganz-Neu-2026');
    expect(result).toMatchObject({ code: 0, out: expect.stringContaining(`Password set for ${username}`) });
    await expect(signInAs(t.app, username, 'Ganz-Neu-2026')).resolves.toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldSession) })).statusCode).toBe(401);
  });

  it('exits 1 with a clear message for what the operator can fix', async () => {
    expect(
      await kita(
        'create-user',
        '--kindergarten',
        'Nirgendwo',
        '--username',
        'a@b.example',
        '--password',
        'Gutes-Passwort-1',
        '--role',
        'staff',
      ),
    ).toMatchObject({ code: 1, err: expect.stringContaining('No kindergarten "Nirgendwo"') });
    expect(
      await kita(
        'create-user',
        '--kindergarten',
        t.fixture.kindergarten.id,
        '--username',
        t.fixture.parent.username,
        '--password',
        'Gutes-Passwort-1',
        '--role',
        'staff',
      ),
    ).toMatchObject({ code: 1, err: expect.stringContaining('is taken') });
    expect(await kita('create-invite', '--kindergarten', t.fixture.kindergarten.id, '--role', 'boss')).toMatchObject({
      code: 1,
      err: expect.stringContaining('--role must be one of'),
    });
    expect(
      await kita(
        'create-invite',
        '--kindergarten',
        t.fixture.kindergarten.id,
        '--role',
        'parent',
        '--child',
        '0190d2c0-0000-7000-8000-000000000000',
      ),
    ).toMatchObject({ code: 1, err: expect.stringContaining('No child') });
    expect(
      await kita(
        'create-invite',
        '--kindergarten',
        t.fixture.kindergarten.id,
        '--role',
        'parent',
        '--code',
        `${t.fixture.tag}-PARENT`,
      ),
    ).toMatchObject({ code: 1, err: expect.stringContaining('exists already') });
    expect(
      await kita('set-password', '--username', 'nobody@example.org', '--password', 'Gutes-Passwort-1'),
    ).toMatchObject({ code: 1, err: 'No user nobody@example.org.' });
    expect(await kita('set-password', '--username', t.fixture.parent.username, '--password', 'weak')).toMatchObject({
      code: 1,
      err: expect.stringContaining('too short'),
    });
  });

  it('exits 2 with usage for an unknown command, unknown flag or missing flag', async () => {
    expect(await kita('make-coffee')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown command "make-coffee"'),
    });
    expect(await kita('create-kindergarten', '--nam', 'x')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Usage: npm run kita -- create-kindergarten'),
    });
    expect(await kita('create-user', '--username', 'a@b.example')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Missing --kindergarten, --password, --role'),
    });
  });
});

describe('the CLI as a process', () => {
  it('prints help without opening a database', async () => {
    const { stdout } = await run(tsx, ['server/cli/main.ts', '--help']);
    for (const command of [
      'create-kindergarten',
      'create-user',
      'create-invite',
      'list-invites',
      'set-password',
      'backup',
      'restore',
    ])
      expect(stdout).toContain(command);
  });

  it('works on the database configured by DATA_DIR and exits with the command’s code', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    try {
      const created = await run(tsx, ['server/cli/main.ts', 'create-kindergarten', '--name', 'Kita Kleeblatt'], {
        env,
      });
      expect(created.stdout).toContain('Created kindergarten "Kita Kleeblatt"');
      const failed = await run(tsx, ['server/cli/main.ts', 'list-invites', '--kindergarten', 'Kita Unbekannt'], {
        env,
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('No kindergarten "Kita Unbekannt"') });
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
