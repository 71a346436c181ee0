import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

/** Secrets every server on one database shares (docs/decisions/0010). */
export function serverSecretRepository(db: Db) {
  return {
    /**
     * The secret of that name; the first server to ask stores `made`. Servers starting at once each insert, one
     * insert wins, and all read the winner's.
     */
    async findOrStore(name: string, made: string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value: made }).onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`The server secret ${name} could not be stored.`);
      return row.value;
    },
  };
}
