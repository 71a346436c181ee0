import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ServerProcess } from './server-process.ts';

export type TwoInstances = {
  databaseUrl: string;
  dataDirs: [string, string];
  servers: [ServerProcess, ServerProcess];
  /** One after the other: the first migrates and seeds the empty database, the second finds it ready. */
  start: () => Promise<void>;
  /** Kills what still runs (kill -9), drops the database and removes the data directories. */
  dispose: () => Promise<void>;
};

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/**
 * Two real servers (what `npm start` runs) on `ports`, on one new database `<prefix>_<random>` of the PostgreSQL
 * server `serverUrl` names, each with a data directory of its own. `env` goes to both.
 */
export async function twoInstancesOnPostgres(options: {
  serverUrl: string;
  prefix: string;
  ports: [number, number];
  env?: Record<string, string>;
}): Promise<TwoInstances> {
  const { serverUrl, prefix, ports, env } = options;
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dirPrefix = path.join(os.tmpdir(), `${prefix.replaceAll('_', '-')}-`);
  const dataDirs: [string, string] = [await fs.mkdtemp(`${dirPrefix}a-`), await fs.mkdtemp(`${dirPrefix}b-`)];
  const servers = ports.map(
    (port, index) => new ServerProcess({ port, dataDir: dataDirs[index]!, databaseUrl, env }),
  ) as [ServerProcess, ServerProcess];
  return {
    databaseUrl,
    dataDirs,
    servers,
    async start() {
      for (const server of servers) await server.start();
    },
    async dispose() {
      for (const server of servers) await server.kill();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      for (const dataDir of dataDirs) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
