import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/seed-demo.ts';
import { testEnv } from '../server/support/test-app.ts';

/**
 * The server as its own process for tests that kill it (durability.test.ts): DATABASE_URL's PostgreSQL database or
 * DATA_DIR's embedded one, seeded once, listening on 127.0.0.1:PORT; prints "listening" when it answers.
 */
const dataDir = process.env.DATA_DIR!;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
await seedDemo(database.db);
const app = await buildApp({ env: testEnv(dataDir), database, clientDir: `${dataDir}/no-client` });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.stdout.write('listening\n');
