// `npm run kita -- <command>`: the operator CLI (server/cli/main.ts) from the server bundle, so it runs where only the
// runtime dependencies are installed. Messages about the build go to stderr: the commands' output may be read by
// scripts.
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { bundleEntry, ensureServerBundle } from './build/server-bundle.mjs';

try {
  await ensureServerBundle((line) => console.error(`[kita] ${line}`));
} catch (error) {
  console.error(`kita: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundleEntry('cli')).href);
