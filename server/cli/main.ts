// Operator CLI: `npm run kita -- <command> [--flags]`, on the same database configuration as the server.
import { openDatabase } from '../db/client.ts';
import { DatabaseLockedError } from '../db/embedded-lock.ts';
import { loadEnv } from '../env.ts';
import { runBackupRestore } from './backup-restore.ts';
import { cliHelp, runCli, wantsHelp } from './run-cli.ts';

const argv = process.argv.slice(2);
if (wantsHelp(argv)) {
  console.log(cliHelp());
  process.exit(0);
}

const output = { print: (line: string) => console.log(line), printError: (line: string) => console.error(line) };
let exitCode = 1;
try {
  const env = loadEnv();
  const storage = { databaseUrl: env.DATABASE_URL, dataDir: env.dataDir };
  const backupOrRestore = await runBackupRestore(argv, storage, output);
  if (backupOrRestore !== undefined) exitCode = backupOrRestore;
  else {
    const database = await openDatabase(storage);
    try {
      exitCode = await runCli(argv, database.db, output);
    } finally {
      await database.close();
    }
  }
} catch (error) {
  // A lock held by a running server is the operator's to resolve: the message, not a stack.
  const text =
    error instanceof DatabaseLockedError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  console.error(`kita: ${text}`);
}
process.exit(exitCode);
