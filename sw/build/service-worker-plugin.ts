import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { injectManifest } from 'workbox-build';
import { catalogPartDir } from './first-screen-preload.ts';

/** Hashed build output: its URL changes with its content, so Workbox needs no revision for it. */
const hashedAsset = /^assets\//;

/** Bundles sw/sw.ts into one classic script (every browser with service workers runs it). */
async function bundleWorker(root: string, mode: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    // Library mode leaves `process.env.NODE_ENV` alone; Workbox reads it to drop its development logging.
    define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
    // The worker shares src/db and src/sync with the page; `import.meta.env.VITE_*` is replaced as in the app build.
    build: {
      write: false,
      target: 'es2022',
      minify: mode === 'production',
      emptyOutDir: false,
      lib: {
        entry: path.join(root, 'sw', 'sw.ts'),
        formats: ['iife'],
        name: 'kitaServiceWorker',
        fileName: () => 'sw.js',
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(output) ? output[0]! : output).output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The service worker bundle is empty');
  return chunk.code;
}

/**
 * `/sw.js` after every client build (`npm run build` and the server's `ensureClientBuild`, which both run this
 * config): bundle the worker, then let workbox-build put the precache manifest in: `injectManifest`
 * needs the literal `self.__WB_MANIFEST` in the built worker.
 */
export function serviceWorkerPlugin(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'kita-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      const source = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'kita-sw-')), 'sw.js');
      try {
        await fs.writeFile(source, await bundleWorker(root, mode));
        const { count, size, warnings } = await injectManifest({
          swSrc: source,
          swDest: path.join(outDir, 'sw.js'),
          globDirectory: outDir,
          // The shell, every JS/CSS chunk (routes and locale catalogs are chunks; pdf.js's worker is an .mjs file),
          // icons, the manifest, and the static page the offline-start benchmark compares the app's start with.
          globPatterns: [
            'index.html',
            'offline-baseline.html',
            'assets/**/*.{js,mjs,css}',
            'icons/*.{png,svg}',
            'favicon.svg',
            'manifest.webmanifest',
          ],
          // A start the worker controls loads the whole catalog from the precache; the parts are for a first visit.
          globIgnores: [`${catalogPartDir}/**`],
          dontCacheBustURLsMatching: hashedAsset,
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        });
        for (const warning of warnings) this.warn(warning);
        this.info?.(`sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KiB`);
      } finally {
        await fs.rm(path.dirname(source), { recursive: true, force: true });
      }
    },
  };
}
