// `npm start`: the server bundle in dist-server/ (server/build/server-bundle.mjs), built first when it is missing or
// older than its sources and the build tools are installed; then server/main.ts, bundled, builds the web app the same
// way and serves it. The e2e journeys, the chaos suite and bench/cold-start.ts start the server this way, as an
// operator does. Stack traces point at the sources (source maps).
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { bundleEntry, ensureServerBundle } from './build/server-bundle.mjs';

try {
  await ensureServerBundle((line) => console.log(`[kita] ${line}`));
} catch (error) {
  console.error(`Kita could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundleEntry('main')).href);
