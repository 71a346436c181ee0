// The server as operators run it: server/main.ts and the CLI (server/cli/main.ts) bundled by esbuild into dist-server/
// (`npm run build`). Plain JavaScript, so `npm start` can check and run the bundle without TypeScript tooling: an
// operator's `npm ci --omit=dev` has no esbuild, tsx or Vite. Loading the bundle is also quicker than loading the
// TypeScript modules one by one (bench/cold-start.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const thisFile = fileURLToPath(import.meta.url);
export const rootDir = path.resolve(path.dirname(thisFile), '..', '..');
export const serverBundleDir = path.join(rootDir, 'dist-server');
/** Written last by a build: the sources it read. A bundle without it is unfinished. */
const inputsFile = path.join(serverBundleDir, 'inputs.json');
const entryPoints = { main: 'server/main.ts', cli: 'server/cli/main.ts' };

const mtimeMs = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/** Whether `root`/dist-server/ holds a bundle, and whether a source it was built from changed since. */
export function inspectServerBundle(root = rootDir) {
  const bundleDir = path.join(root, 'dist-server');
  const builtAtMs = mtimeMs(path.join(bundleDir, 'inputs.json'));
  if (builtAtMs === undefined || Object.keys(entryPoints).some((name) => !mtimeMs(path.join(bundleDir, `${name}.js`))))
    return { action: 'build', reason: 'dist-server/ is missing' };
  const { inputs } = JSON.parse(fs.readFileSync(path.join(bundleDir, 'inputs.json'), 'utf8'));
  const changed = inputs.find((input) => (mtimeMs(path.join(root, input)) ?? Infinity) > builtAtMs);
  if (changed) return { action: 'build', reason: `${changed} changed since the last build` };
  return { action: 'fresh', reason: 'dist-server/ is up to date' };
}

export function bundleEntry(name) {
  return path.join(serverBundleDir, `${name}.js`);
}

/**
 * Bundles the server into dist-server/. Each file is written under a temporary name and renamed, chunks before the
 * entries and inputs.json last, so a server started meanwhile reads either the old bundle or the new one whole (the
 * chunks' names are hashes of their content). `prune` removes what the new bundle no longer has; a start leaves it,
 * since a server still running the old bundle may load one of its chunks later.
 */
export async function buildServerBundle({ prune = false } = {}) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: rootDir,
    entryPoints,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Code splitting keeps main.ts's dynamic imports (the app while the database opens, the PGlite or PostgreSQL
    // driver, the push and translation providers) separate files, loaded when asked for.
    splitting: true,
    // The packages stay in node_modules: the dependencies an operator installs with `npm ci --omit=dev`.
    packages: 'external',
    outdir: serverBundleDir,
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const isEntry = (file) => Object.keys(entryPoints).some((name) => file.startsWith(bundleEntry(name)));
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  const inputs = [...Object.keys(result.metafile.inputs), path.relative(rootDir, thisFile)].sort();
  files.push({ path: inputsFile, text: `${JSON.stringify({ inputs }, null, 1)}\n` });
  fs.mkdirSync(serverBundleDir, { recursive: true });
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.text);
    fs.renameSync(temporary, file.path);
  }
  if (prune) {
    const written = new Set(files.map((file) => path.basename(file.path)));
    for (const name of fs.readdirSync(serverBundleDir))
      if (!written.has(name)) fs.rmSync(path.join(serverBundleDir, name), { recursive: true, force: true });
  }
}

/**
 * What `npm start` and `npm run kita` do before running the bundle: build it when it is missing or older than its
 * sources and esbuild is there; with the dev dependencies omitted, run what was built, or say what to do.
 */
export async function ensureServerBundle(log) {
  const decision = inspectServerBundle();
  if (decision.action === 'fresh') return;
  if (!(await esbuildInstalled())) {
    if (decision.reason === 'dist-server/ is missing')
      throw new Error(
        'the server is not built (dist-server/ is missing) and the build tools are not installed (npm ci --omit=dev). ' +
          'Run `npm ci && npm run build` (with the dev dependencies), or copy in a checkout built that way.',
      );
    log(`Running the server as built: ${decision.reason}, but the build tools are not installed (npm ci --omit=dev).`);
    return;
  }
  log(`Building the server (${decision.reason}) …`);
  await buildServerBundle();
}

async function esbuildInstalled() {
  try {
    await import('esbuild');
    return true;
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return false;
    throw error;
  }
}
