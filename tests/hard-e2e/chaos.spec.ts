import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { bundlePageCommands, ChaosClient } from './support/chaos-client.ts';
import { chaosTables, tableOf, type ChaosRows, type ChaosTable } from './support/chaos-protocol.ts';
import { ServerProcess } from './support/server-process.ts';
import { readServerRows, type ServerRows } from './support/server-state.ts';
import { twoInstancesOnPostgres } from './support/two-instances.ts';

/**
 * Chaos, nothing lost, nothing twice (npm run test:hard): five signed-in browser contexts of the built
 * app each make 100 mixed writes (absences, comments, chat messages, answers to news and events) through the app's
 * own commands and outbox, while the suite takes contexts offline at random and SIGKILLs the server mid-flush and
 * starts it again on the same data. At the end the database holds every write exactly once, and each client holds
 * the server's rows for its writes with nothing left in its outbox. The same with two server instances on one
 * PostgreSQL database, one of them killed.
 */
const basePort = Number(process.env.CHAOS_PORT ?? 8731);
// CHAOS_WRITES: fewer for a quick look while changing the suite; the suite's own measure is 100.
const writesPerClient = Number(process.env.CHAOS_WRITES ?? 100);
const accounts = [
  'eltern@sonnenblume.example',
  'familie.yilmaz@sonnenblume.example',
  'erzieherin@sonnenblume.example',
  'leitung@sonnenblume.example',
  'eltern@regenbogen.example',
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

interface Figures {
  writes: number;
  kills: number;
  offlineFlips: number;
}

/**
 * Writes in small bursts from every client while a second loop flips clients offline and back, and kills one of
 * the servers (then restarts it) each time another `killEvery` writes have been made — and once more after the last
 * write, while the outboxes flush.
 */
async function writeUnderChaos(clients: ChaosClient[], victim: ServerProcess, marker: string): Promise<Figures> {
  const figures: Figures = { writes: 0, kills: 0, offlineFlips: 0 };
  let writing = true;
  const writer = async (client: ChaosClient) => {
    const plan = client.plan(marker, writesPerClient);
    while (plan.length) {
      const burst = plan.splice(0, Math.ceil(between(0, 5)));
      await client.write(burst);
      figures.writes += burst.length;
      await pause(between(50, 400));
    }
  };
  const flipper = async () => {
    while (writing) {
      await pause(between(300, 1_500));
      const client = clients[Math.floor(Math.random() * clients.length)]!;
      if (client.offline) continue;
      await client.setOffline(true);
      figures.offlineFlips++;
      void pause(between(500, 3_000)).then(() => client.setOffline(false));
    }
  };
  const killAt = [0.15, 0.35, 0.55, 0.75].map((share) => Math.round(share * clients.length * writesPerClient));
  const killer = async () => {
    for (const threshold of killAt) {
      while (figures.writes < threshold) await pause(100);
      await killAndRestart(victim, figures);
    }
  };
  const flipping = flipper();
  await Promise.all([...clients.map(writer), killer()]);
  writing = false;
  await flipping;
  for (const client of clients) await client.setOffline(false);
  // Mid-flush: right after the last writes, with entries on the wire or waiting.
  await killAndRestart(victim, figures);
  return figures;
}

async function killAndRestart(server: ServerProcess, figures: Figures): Promise<void> {
  await server.kill();
  figures.kills++;
  await pause(between(300, 1_500));
  await server.start();
}

/** Until every outbox is empty; the nudge is the app coming back to the screen (it retries at once then). */
async function waitForEmptyOutboxes(clients: ChaosClient[], marker: string): Promise<ChaosRows[]> {
  let rows: ChaosRows[] = [];
  await expect
    .poll(
      async () => {
        await Promise.all(clients.map((client) => client.nudge()));
        rows = await Promise.all(clients.map((client) => client.rows(marker)));
        return rows.map((row) => row.outbox);
      },
      { timeout: 240_000, intervals: [3_000] },
    )
    .toEqual(clients.map(() => 0));
  return rows;
}

/** Every write once on the server, nothing else of this run there, and each client holding the server's rows. */
function checkOutcome(
  clients: ChaosClient[],
  server: ServerRows,
  clientRows: ChaosRows[],
  figures: Figures,
  label: string,
): void {
  const serverRows = chaosTables.flatMap((table) => server[table].map((row) => ({ ...row, table })));
  const byText = new Map<string, typeof serverRows>();
  for (const row of serverRows) byText.set(row.text, [...(byText.get(row.text) ?? []), row]);
  const expected = clients.flatMap((client) => [...client.written].map(([text, write]) => ({ text, ...write })));
  const lost = expected.filter((write) => !byText.has(write.text));
  const duplicates = [...byText.values()].filter((rows) => rows.length > 1);
  const strays = serverRows.filter((row) => !clients.some((client) => client.written.has(row.text)));
  console.info(
    `chaos (${label}): ${clients.length} clients, ${figures.writes} writes made, ${serverRows.length} on the server, ${lost.length} lost, ` +
      `${duplicates.length} duplicates, ${figures.kills} kills, ${figures.offlineFlips} offline flips`,
  );
  expect(figures.writes).toBe(clients.length * writesPerClient);
  expect(lost).toEqual([]);
  expect(duplicates).toEqual([]);
  expect(strays).toEqual([]);
  expect(serverRows).toHaveLength(figures.writes);
  for (const write of expected) {
    const [row] = byText.get(write.text)!;
    expect(row, write.text).toMatchObject({ id: write.id, table: tableOf[write.type], deleted: false });
  }
  clients.forEach((client, index) => {
    const own = (table: ChaosTable) => (row: { text: string }) =>
      client.written.get(row.text)?.type !== undefined && tableOf[client.written.get(row.text)!.type] === table;
    for (const table of chaosTables) {
      const onServer = server[table].filter(own(table)).map(({ id, text, version }) => ({ id, text, version }));
      const onClient = clientRows[index]![table].filter(own(table));
      const sort = (rows: { id: string }[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
      expect(sort(onClient), `${client.name}'s ${table}`).toEqual(sort(onServer));
    }
  });
}

async function openClients(browser: Browser, origins: string[]): Promise<ChaosClient[]> {
  const script = await bundlePageCommands();
  const clients: ChaosClient[] = [];
  // One after another: five first syncs at once would only slow each other down on a small machine.
  for (const [index, username] of accounts.entries()) {
    clients.push(
      await ChaosClient.open(browser, {
        name: `c${index}`,
        origin: origins[index % origins.length]!,
        username,
        script,
      }),
    );
  }
  return clients;
}

/** Once their state is read, the pages go before the servers stop (again in `finally`: closing twice is a no-op). */
async function closeClients(clients: ChaosClient[]): Promise<void> {
  for (const client of clients) await client.context.close();
}

test.describe.configure({ mode: 'serial' });

test('PGlite: 5 clients × 100 writes through offline flips and server kills — nothing lost, nothing twice', async ({
  browser,
}) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-chaos-'));
  const server = new ServerProcess({ port: basePort, dataDir });
  const clients: ChaosClient[] = [];
  try {
    await server.start();
    clients.push(...(await openClients(browser, [server.origin])));
    const marker = `chaos-${Date.now().toString(36)}`;
    const figures = await writeUnderChaos(clients, server, marker);
    const clientRows = await waitForEmptyOutboxes(clients, marker);
    await closeClients(clients);
    await server.stop();
    checkOutcome(clients, await readServerRows({ dataDir }, marker), clientRows, figures, 'PGlite');
  } finally {
    await closeClients(clients);
    await server.kill();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

test('PostgreSQL: two server instances, one killed — nothing lost, nothing twice', async ({ browser }) => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  test.skip(!serverUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server to create a database on)');
  const instances = await twoInstancesOnPostgres({
    serverUrl: serverUrl!,
    prefix: 'kita_chaos',
    ports: [basePort + 1, basePort + 2],
  });
  const { servers, databaseUrl, dataDirs } = instances;
  const clients: ChaosClient[] = [];
  try {
    await instances.start();
    clients.push(
      ...(await openClients(
        browser,
        servers.map((server) => server.origin),
      )),
    );
    const marker = `chaos-${Date.now().toString(36)}`;
    const figures = await writeUnderChaos(clients, servers[0]!, marker);
    const clientRows = await waitForEmptyOutboxes(clients, marker);
    await closeClients(clients);
    for (const server of servers) await server.stop();
    checkOutcome(
      clients,
      await readServerRows({ databaseUrl, dataDir: dataDirs[0] }, marker),
      clientRows,
      figures,
      'PostgreSQL, 2 instances',
    );
  } finally {
    await closeClients(clients);
    await instances.dispose();
  }
});
