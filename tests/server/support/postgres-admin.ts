import pg from 'pg';

/** Runs `work` on a connection to the database `serverUrl` names: CREATE and DROP DATABASE need one outside their target. */
export async function withAdminClient(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

export const randomDatabaseName = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;

/** The URL of database `name` on the server `serverUrl` points at. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database `name`, a copy of `template` when given. PostgreSQL refuses the copy while anyone is connected to
 * the template, so a template is only ever connected to while it is built.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await withAdminClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return databaseUrlFor(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
