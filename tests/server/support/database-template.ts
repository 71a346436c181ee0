import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client.ts';
import { createDatabase, dropDatabase, randomDatabaseName } from './postgres-admin.ts';

/**
 * Databases migrated once per run, which every test file copies instead of migrating its own: PGlite's data
 * directory, and with TEST_DATABASE_URL a `kita_template_<run>` database on that server.
 */
export type DatabaseTemplates = { pgliteDir: string; postgres?: { serverUrl: string; name: string } };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export async function buildDatabaseTemplates(): Promise<DatabaseTemplates> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kita-template-'));
  await (await openDatabase({ dataDir })).close();
  const templates: DatabaseTemplates = { pgliteDir: path.join(dataDir, 'db') };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = randomDatabaseName('kita_template');
    templates.postgres = { serverUrl, name };
    try {
      await (await openDatabase({ databaseUrl: await createDatabase(serverUrl, name), dataDir })).close();
    } catch (error) {
      await removeDatabaseTemplates(templates);
      throw error;
    }
  }
  return templates;
}

export async function removeDatabaseTemplates(templates: DatabaseTemplates): Promise<void> {
  if (templates.postgres) await dropDatabase(templates.postgres.serverUrl, templates.postgres.name);
  await fs.rm(path.dirname(templates.pgliteDir), { recursive: true, force: true });
}

/** A PGlite database in `dataDir`, as `openDatabase` keeps it there, copied from the template. */
export async function copyPgliteTemplate(templates: DatabaseTemplates, dataDir: string): Promise<void> {
  await fs.cp(templates.pgliteDir, path.join(dataDir, 'db'), { recursive: true });
}

/** vitest's global setup: the templates for the whole run, removed after its last test file. */
export default async function setup(project: TestProject) {
  const templates = await buildDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return () => removeDatabaseTemplates(templates);
}
