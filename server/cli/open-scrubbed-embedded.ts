import { PGlite } from '@electric-sql/pglite';

/**
 * Opens the embedded database with the bytes of deleted files (file_chunks) gone from its directory, ready to be copied whole:
 * an update leaves the old row in the table's pages and the WAL until both are rewritten. `wal_recycle` off makes
 * finished WAL segments deleted rather than renamed for reuse with their content; it takes effect only on a start.
 */
export async function openScrubbedEmbedded(dir: string): Promise<PGlite> {
  let client = await PGlite.create(dir);
  if ((await client.query<{ wal_recycle: string }>('show wal_recycle')).rows[0]?.wal_recycle !== 'off') {
    await client.exec('ALTER SYSTEM SET wal_recycle = off');
    await client.close();
    client = await PGlite.create(dir);
  }
  await client.exec('VACUUM FULL files, file_chunks');
  for (let n = 0; n < 2; n++) {
    await client.query('select pg_switch_wal()');
    await client.exec('CHECKPOINT');
  }
  return client;
}
