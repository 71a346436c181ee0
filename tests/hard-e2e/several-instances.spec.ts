import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoPassword, signIn } from '../../e2e/support/accounts.ts';
import { waitForServiceWorkerControl } from '../../e2e/support/service-worker.ts';
import { reachableRedisUrl } from '../server/support/test-redis.ts';
import { twoInstancesOnPostgres } from './support/two-instances.ts';

/*
 * The deployment docs/operations.md describes, run: two instances on one PostgreSQL and one Redis behind nginx with
 * the configuration docs/nginx/kita.conf, its ports put in. A parent and a staff member go through nginx in Chromium;
 * each browser is pinned to one instance through a copy of the same server block whose upstream holds only that
 * instance, so the chat message must cross from one instance's socket to the other's. The login burst goes through
 * the configuration as written, round robin over both.
 */
const basePort = Number(process.env.SEVERAL_INSTANCES_PORT ?? 8751);
const ports = { a: basePort, b: basePort + 1, front: basePort + 2, frontA: basePort + 3, frontB: basePort + 4 };
const accountLimit = 6;
const parent = 'eltern@sonnenblume.example';
const staff = 'erzieherin@sonnenblume.example';
const rootDir = path.resolve(import.meta.dirname, '../..');

function nginxBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim().split('\n')[0]! : null;
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  if (!(typeof from === 'string' ? text.includes(from) : from.test(text)))
    throw new Error(`docs/nginx/kita.conf no longer contains ${String(from)}: change this journey with it`);
  return text.replace(from, to);
}

/** The documented server block listening on `listen`, its upstream named `name` holding `instances`. */
function serverBlock(doc: string, name: string, listen: number, instances: number[], withMap: boolean): string {
  let block = replaceOnce(
    doc,
    /upstream kita \{[^}]*\}/,
    `upstream ${name} {\n${instances.map((port) => `    server 127.0.0.1:${port};`).join('\n')}\n    keepalive 32;\n}`,
  );
  block = replaceOnce(block, 'listen 80;', `listen 127.0.0.1:${listen};`);
  block = block.replaceAll('http://kita;', `http://${name};`);
  if (!withMap) block = replaceOnce(block, /map \$http_upgrade[\s\S]*?\n\}\n/, '');
  return block;
}

async function startNginx(binary: string, prefix: string): Promise<ChildProcess> {
  const doc = await fs.readFile(path.join(rootDir, 'docs/nginx/kita.conf'), 'utf8');
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await fs.mkdir(path.join(prefix, dir));
  // Workers run as nobody when nginx starts as root: they write proxy buffers under the prefix.
  await fs.chmod(prefix, 0o777);
  const config = `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$request_method $uri $status $upstream_addr';
  access_log ${prefix}/access.log upstreams;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${serverBlock(doc, 'kita', ports.front, [ports.a, ports.b], true)}
${serverBlock(doc, 'kita_a', ports.frontA, [ports.a], false)}
${serverBlock(doc, 'kita_b', ports.frontB, [ports.b], false)}
}`;
  const file = path.join(prefix, 'nginx.conf');
  await fs.writeFile(file, config);
  const tested = spawnSync(binary, ['-t', '-p', prefix, '-c', file], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx refuses the configuration:\n${tested.stderr}`);
  const child = spawn(binary, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (const port of [ports.front, ports.frontA, ports.frontB]) {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
          return (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status;
        },
        { timeout: 15_000, message: `nginx on ${port} answering through to an instance` },
      )
      .toBe(200);
  }
  return child;
}

async function openGroupRoom(browser: Browser, origin: string, username: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signIn(page, username, demoPassword);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await waitForServiceWorkerControl(page);
  await page.goto('/chat');
  await page.locator('.chat-row', { hasText: 'Marienkäfer' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/chat\/room\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-message-id]').first()).toBeVisible();
  return { context, page, sockets };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function reportAbsenceOffline(page: Page, note: string) {
  await page.goto('/absence-history');
  await expect(page.locator('[data-absence-id]').first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Abwesenheit melden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abwesenheit melden' })).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sie sind offline' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Mia' }).check();
  await page.getByLabel('Von').fill(day(20));
  await page.getByLabel('Bis (einschließlich)').fill(day(20));
  await page.getByRole('radio', { name: 'Krank' }).check();
  await page.getByLabel('Hinweis für die Kita (optional)').fill(note);
  await page.getByRole('button', { name: 'Abwesenheit melden' }).click();
  await expect(page).toHaveURL(/\/absence-history$/);
  const row = page.locator('[data-absence-id]').filter({ hasText: 'Wartet auf Versand' });
  await expect(row).toHaveCount(1);
  const id = await row.getAttribute('data-absence-id');
  await page.context().setOffline(false);
  return id!;
}

test('two instances behind nginx on one PostgreSQL and Redis: sign-in, sync, live chat across instances, an offline write once, a shared login limit', async ({
  browser,
}) => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const nginx = nginxBinary();
  const redisUrl = await reachableRedisUrl();
  test.skip(!nginx, 'needs nginx (apt-get install nginx; .ci/run installs it)');
  test.skip(!redisUrl, 'needs Redis at 127.0.0.1:6379 or TEST_REDIS_URL');
  test.skip(!serverUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server to create a database on)');

  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-nginx-'));
  const instances = await twoInstancesOnPostgres({
    serverUrl: serverUrl!,
    prefix: 'kita_instances',
    ports: [ports.a, ports.b],
    env: { REDIS_URL: redisUrl!, TRUST_PROXY: 'true', AUTH_ACCOUNT_RATE_LIMIT: String(accountLimit) },
  });
  let proxy: ChildProcess | undefined;
  const contexts: { close: () => Promise<void> }[] = [];
  try {
    await instances.start();
    proxy = await startNginx(nginx!, prefix);
    const front = (port: number) => `http://127.0.0.1:${port}`;

    // Sign-in and the first sync through nginx; the parent's socket is on A, the staff member's on B.
    const parentSide = await openGroupRoom(browser, front(ports.frontA), parent);
    const staffSide = await openGroupRoom(browser, front(ports.frontB), staff);
    contexts.push(parentSide.context, staffSide.context);
    expect(parentSide.sockets.some((socket) => socket.startsWith(`ws://127.0.0.1:${ports.frontA}/app/`))).toBe(true);
    expect(staffSide.sockets.some((socket) => socket.startsWith(`ws://127.0.0.1:${ports.frontB}/app/`))).toBe(true);

    // A chat message written on A arrives live on B's socket: no reload on the staff side.
    const tag = Math.random().toString(36).slice(2, 10);
    const hello = `Guten Morgen ${tag}`;
    const field = parentSide.page.locator('.chat-composer textarea');
    await field.fill(hello);
    await field.press('Enter');
    await expect(parentSide.page.locator('[data-own][data-state="sent"]', { hasText: hello })).toBeVisible();
    await expect(staffSide.page.locator('[data-message-id]', { hasText: hello })).toBeVisible();

    // An absence reported offline on A's side arrives once, and staff on B see it.
    const note = `several instances ${tag}`;
    const id = await reportAbsenceOffline(parentSide.page, note);
    await expect(parentSide.page.getByText(/Änderung(en)? wartet/)).toBeHidden({ timeout: 30_000 });
    await staffSide.page.goto('/absence-history');
    await expect(staffSide.page.locator(`[data-absence-id="${id}"]`)).toContainText('Mia');
    const database = new pg.Client({ connectionString: instances.databaseUrl });
    await database.connect();
    try {
      const rows = await database.query('SELECT id FROM absences WHERE reason = $1', [note]);
      expect(rows.rows.map((row: { id: string }) => row.id)).toEqual([id]);
    } finally {
      await database.end();
    }

    // A guessing burst at one account through the round-robin front, spread over both instances, each call claiming
    // another address: nginx replaces the claim, so the shared count stops it at the documented limit.
    const guessed = `guessed-${tag}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < accountLimit; i++) {
      const answer = await fetch(`${front(ports.front)}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i + 1}` },
        body: JSON.stringify({ username: guessed, password: `wrong-guess-${i}` }),
      });
      statuses.push(answer.status);
    }
    const slowAfter = accountLimit / 2;
    expect(statuses).toEqual([...Array<number>(slowAfter).fill(200), ...Array<number>(slowAfter).fill(429)]);
    const served = (await fs.readFile(path.join(prefix, 'access.log'), 'utf8'))
      .split('\n')
      .filter((line) => line.startsWith('POST /api/login '))
      .map((line) => line.split(' ').at(-1));
    expect(new Set(served)).toEqual(new Set([`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`]));
  } finally {
    for (const context of contexts) await context.close();
    for (const server of instances.servers) await server.stop();
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy!.once('exit', resolve));
      proxy.kill('SIGQUIT');
      await exited;
    }
    await instances.dispose();
    await fs.rm(prefix, { recursive: true, force: true });
  }
});
