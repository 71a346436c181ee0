// `npm start`: the server bundled by esbuild into a few files (its packages stay in node_modules), then run.
// Loading the TypeScript modules one by one through tsx takes longer than the bundling and the bundle's load together;
// a start of the server is what a user waits for (bench/cold-start.ts). The e2e journeys start it this way; unit tests
// and the CLI run the sources through tsx. Stack traces point at the sources (source maps).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import process from 'node:process';
import { build } from 'esbuild';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside the project, where the bundle's imports find node_modules; one folder per process, so two servers started at
// once (tests) never read each other's half-written files. Removed at exit; the folders of processes that were killed
// before they could remove theirs go at the next start.
const cacheDir = path.join(rootDir, 'node_modules', '.cache');
const outdir = path.join(cacheDir, `kita-server-${process.pid}`);
for (const name of fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []) {
  const pid = /^kita-server-(\d+)$/.exec(name)?.[1];
  if (pid && !isRunning(Number(pid))) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
}
process.on('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));

await build({
  absWorkingDir: rootDir,
  entryPoints: ['server/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Code splitting keeps main.ts's dynamic imports (the app while the database opens, the PGlite or PostgreSQL
  // driver, the push and translation providers) separate files, loaded when asked for.
  splitting: true,
  packages: 'external',
  outdir,
  sourcemap: true,
  logLevel: 'warning',
});
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(outdir, 'main.js')).href);

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
