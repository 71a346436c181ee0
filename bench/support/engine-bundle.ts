import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { build, type Rolldown } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const entry = path.join(root, 'bench', 'client', 'engine-entry.ts');

/** The global the bundle reads its API origin from; Node sets it to the bench server, the page to its own origin. */
export const apiBaseGlobal = '__kitaBenchApiBase';

let built: Promise<string> | null = null;

/**
 * Bundles the real engine (src/db, src/sync, the absence command) into one ES module file. The engine cannot be
 * imported by tsx directly: it uses Lingui macros (Babel) and `import.meta.env`, which only Vite provides.
 * Built once per process (~2 s), into a temp file both Node (`import()`) and Chromium (script text) load.
 */
export function engineBundleFile(): Promise<string> {
  built ??= (async () => {
    const output = (await build({
      configFile: false,
      root,
      logLevel: 'error', // sonner's 'use client' directive warning is irrelevant outside React Server Components
      plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
      define: {
        'import.meta.env.VITE_API_BASE': `globalThis.${apiBaseGlobal}`,
        'process.env.NODE_ENV': '"production"',
      },
      build: {
        write: false,
        minify: false,
        target: 'es2022',
        lib: { entry, formats: ['es'], fileName: 'engine' },
        rolldownOptions: { output: { codeSplitting: false } },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const chunks = (Array.isArray(output) ? output[0]! : output).output.filter((o) => o.type === 'chunk');
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'kita-bench-engine-')), 'engine.mjs');
    await fs.writeFile(file, chunks.map((c) => c.code).join('\n'));
    return file;
  })();
  return built;
}
