import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { mailDirectory } from '../../server/mail/mailer.ts';
import { parseMail } from '../../server/mail/read-mail.ts';
import { createRepositories } from '../../server/repositories/repositories.ts';
import { createFixture, knownPassword, type Fixture } from './support/fixture.ts';
import { resetCodeMailedBy } from './support/mailed-code.ts';
import { testEnv } from './support/test-app.ts';
import { databaseTargets, openTestDatabase, type DatabaseTarget, type TestDatabase } from './support/test-database.ts';
import { reachableRedisUrl } from './support/test-redis.ts';

/** Failures per account and address before that address waits out the window; the slowing starts at half. */
const addressLimit = 6;
const slowAfter = addressLimit / 2;
const windowSeconds = 15 * 60;

const redisUrl = await reachableRedisUrl();
const variants: [string, DatabaseTarget, string | null][] = [
  ...databaseTargets().map((target): [string, DatabaseTarget, null] => [
    `${target}, counters in the database`,
    target,
    null,
  ]),
  ['pglite, counters in Redis', 'pglite', redisUrl],
];

describe.each(variants)('how sign-in, registration and reset slow down guessing (%s)', (_name, target, redis) => {
  let opened: TestDatabase;
  let app: FastifyInstance;
  let fixture: Fixture;
  let clock = Date.now();
  let addressCounter = 0;
  /** A new address each call: an attacker with many addresses. */
  const anotherAddress = () => `198.51.${Math.floor(++addressCounter / 250) % 250}.${addressCounter % 250}`;
  const post = (url: string, payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress });
  const login = (username: string, password: string, remoteAddress: string) =>
    post('/api/login', { username, password }, remoteAddress);
  const wait = (seconds: number) => (clock += seconds * 1000);

  const mailsTo = async (username: string) => {
    const directory = mailDirectory(opened.dataDir);
    const files = await fs.readdir(directory).catch(() => []);
    const texts = await Promise.all(files.map((file) => fs.readFile(path.join(directory, file), 'utf8')));
    return texts.filter((text) => parseMail('', text).to.includes(username)).length;
  };

  let users = 0;
  async function newUser() {
    const username = `guessed-${users++}-${fixture.tag}@example.org`.toLowerCase();
    await createRepositories(opened.database.db).users.create({
      kindergartenId: fixture.kindergarten.id,
      username,
      passwordHash: await hashPassword(knownPassword),
      role: 'parent',
      language: 'de',
    });
    return username;
  }

  const skip = redis === null && _name.includes('Redis');
  beforeAll(async () => {
    if (skip) return;
    opened = await openTestDatabase(target);
    const env = testEnv(opened.dataDir, {
      AUTH_ACCOUNT_RATE_LIMIT: String(addressLimit),
      AUTH_RATE_LIMIT: '100000',
      ...(redis ? { REDIS_URL: redis } : {}),
    });
    app = await buildApp({
      env,
      database: opened.database,
      clientDir: `${opened.dataDir}/no-client`,
      now: () => new Date(clock),
    });
    await app.ready();
    fixture = await createFixture(opened.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await opened?.dispose();
  });

  it.skipIf(skip)(
    'lets the owner sign in from their own address after many wrong passwords from other addresses',
    async () => {
      const username = await newUser();
      for (let i = 0; i < addressLimit * 3; i++)
        expect((await login(username, 'wrong-guess-1', anotherAddress())).json().code).toBe('invalid_credentials');
      const owner = await login(username, knownPassword, '203.0.113.5');
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toMatchObject({ status: 'success', token: expect.any(String) });
    },
  );

  it.skipIf(skip)('does not count successful sign-ins', async () => {
    const username = await newUser();
    for (let i = 0; i < addressLimit * 2; i++)
      expect((await login(username, knownPassword, '203.0.113.6')).json().status).toBe('success');
  });

  it.skipIf(skip)('forgets an address’s failures once it signs in', async () => {
    const username = await newUser();
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < slowAfter - 1; i++)
        expect((await login(username, 'mistyped-1', '203.0.113.7')).json().code).toBe('invalid_credentials');
      expect((await login(username, knownPassword, '203.0.113.7')).json().status).toBe('success');
    }
  });

  it.skipIf(skip)(
    'makes an address that keeps guessing wait longer and longer, answering 429 with Retry-After',
    async () => {
      const username = await newUser();
      const guesser = '203.0.113.8';
      for (let i = 0; i < slowAfter; i++)
        expect((await login(username, 'wrong-guess-1', guesser)).statusCode).toBe(200);
      const waits: number[] = [];
      for (let i = 0; i < 3; i++) {
        const slowed = await login(username, knownPassword, guesser);
        expect(slowed.statusCode).toBe(429);
        expect(slowed.json()).toEqual({
          code: 'too_many_attempts',
          message: expect.stringContaining('Too many attempts'),
        });
        const retryAfter = Number(slowed.headers['retry-after']);
        waits.push(retryAfter);
        wait(retryAfter);
        expect((await login(username, 'wrong-guess-1', guesser)).json().code).toBe('invalid_credentials');
      }
      expect(waits[0]).toBeGreaterThan(0);
      expect(waits[1]).toBeGreaterThan(waits[0]!);
      expect(waits[2]).toBeGreaterThan(waits[1]!);
    },
  );

  it.skipIf(skip)(
    'stops an address at the limit until the window has passed, while the owner’s own address still signs in',
    async () => {
      const username = await newUser();
      const guesser = '203.0.113.9';
      for (let i = 0; i < addressLimit; i++) {
        const response = await login(username, 'wrong-guess-1', guesser);
        if (response.statusCode === 429) wait(Number(response.headers['retry-after']));
        else expect(response.json().code).toBe('invalid_credentials');
        if (response.statusCode === 429) i--;
      }
      const stopped = await login(username, knownPassword, guesser);
      expect(stopped.statusCode).toBe(429);
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(windowSeconds / 2);
      expect((await login(username, knownPassword, '203.0.113.10')).json().status).toBe('success');
      wait(windowSeconds);
      expect((await login(username, knownPassword, guesser)).json().status).toBe('success');
    },
  );

  it.skipIf(skip)(
    'keeps counting an address however many other accounts are tried meanwhile',
    { timeout: 180_000 },
    async () => {
      const username = await newUser();
      const asker = '203.0.113.11';
      for (let i = 0; i < addressLimit; i++) {
        const response = await post('/api/forgot-password', { username }, asker);
        if (response.statusCode === 429) {
          wait(Number(response.headers['retry-after']));
          i--;
        }
      }
      expect((await post('/api/forgot-password', { username }, asker)).statusCode).toBe(429);
      // More other accounts than an in-memory cache of 5,000 entries holds.
      for (let i = 0; i < 5_100; i++) {
        expect(
          (await post('/api/forgot-password', { username: `filler-${i}-${fixture.tag}@example.org` }, anotherAddress()))
            .statusCode,
        ).toBe(200);
      }
      expect((await post('/api/forgot-password', { username }, asker)).statusCode).toBe(429);
    },
  );

  it.skipIf(skip)(
    'lets the owner ask for a reset code and reset after many requests and wrong codes from other addresses',
    async () => {
      const username = await newUser();
      for (let i = 0; i < addressLimit * 3; i++) {
        expect((await post('/api/forgot-password', { username }, anotherAddress())).statusCode).toBe(200);
        expect(
          (
            await post(
              '/api/reset-password',
              { username, code: '000000', password: 'Neues-Passwort-7' },
              anotherAddress(),
            )
          ).statusCode,
        ).toBe(200);
      }
      // The mails of those requests are written after their answers: let them all land before the owner asks.
      await expect.poll(() => mailsTo(username), { timeout: 10_000 }).toBe(addressLimit * 3);
      const owner = '203.0.113.12';
      const code = await resetCodeMailedBy(opened.dataDir, username, async () => {
        expect((await post('/api/forgot-password', { username }, owner)).statusCode).toBe(200);
      });
      expect(
        (await post('/api/reset-password', { username, code, password: 'Neues-Passwort-7' }, owner)).json(),
      ).toMatchObject({ status: 'success' });
    },
  );

  it.skipIf(skip)('slows one address trying many e-mail addresses with one invite code', async () => {
    const prober = '203.0.113.13';
    const register = (username: string) =>
      post(
        '/api/register',
        {
          username,
          name: 'Niemand',
          password: 'Whatever-123',
          code: fixture.codes.staff.code,
          accept_terms_and_conditions: true,
        },
        prober,
      );
    for (let i = 0; i < slowAfter; i++) expect((await register(fixture.parent.username)).json().status).toBe('failed');
    expect((await register(`probe-${fixture.tag}@example.org`.toLowerCase())).statusCode).toBe(429);
  });
});

/** Two instances sharing the Redis at `redisUrl`, each on its own embedded database, for the describe block. */
function twoInstancesOnRedis(env: Record<string, string>): FastifyInstance[] {
  const opened: TestDatabase[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const database = await openTestDatabase('pglite');
      opened.push(database);
      const instanceEnv = testEnv(database.dataDir, { ...env, REDIS_URL: redisUrl! });
      apps.push(
        await buildApp({ env: instanceEnv, database: database.database, clientDir: `${database.dataDir}/no-client` }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of opened) await database.dispose();
  });
  return apps;
}

describe.skipIf(redisUrl === null)('the per-IP limit with Redis', () => {
  const apps = twoInstancesOnRedis({ AUTH_RATE_LIMIT: '3' });

  it('is shared by every instance, so calls spread over instances count once', async () => {
    const remoteAddress = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { username: `spread-${i}@example.org` },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe.skipIf(redisUrl === null)('the per-account count with Redis', () => {
  const apps = twoInstancesOnRedis({ AUTH_ACCOUNT_RATE_LIMIT: String(addressLimit), AUTH_RATE_LIMIT: '100000' });

  it("is shared by every instance, so one address's guesses at an account spread over instances count once", async () => {
    const remoteAddress = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
    const username = `guessed-${Math.random().toString(36).slice(2)}@example.org`;
    const statuses = [];
    for (let i = 0; i <= slowAfter; i++) {
      const response = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: `wrong-guess-${i}` },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(slowAfter).fill(200), 429]);
  });
});
