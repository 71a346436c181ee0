import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstScreenChunksPlugin } from './sw/build/first-screen-chunks.ts';
import { firstScreenPreloadPlugin } from './sw/build/first-screen-preload.ts';
import { serviceWorkerPlugin } from './sw/build/service-worker-plugin.ts';

/** Unique per build: the update check compares it with `builds/latest.json`. */
const buildTimestamp = new Date().toISOString();
const buildId = `${buildTimestamp.replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;

/** What a start with a token awaits before its first paint: the storage check (src/pwa/device-storage-check.ts). */
const signedInModules = /\/src\/(pwa\/storage-eviction|db\/reload-on-upgrade)\.ts$/;

function buildManifest(): Plugin {
  return {
    name: 'kita-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ buildId, timestamp: buildTimestamp })}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      // Not `routeTree.gen.ts` (git-ignored): this name is committed, so `tsc` passes on a clean clone; the plugin
      // rewrites it on every dev start and build.
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    // The Lingui macros need Babel; it must run before the React plugin (lingui/js-lingui discussion #2657).
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    buildManifest(),
    // Fewer, larger shared chunks: what is sure to load together (the entry's, the signed-in start's, the layout's).
    // The card and the loading skeleton are on the first paint of most screens, the visitors' and the signed-in ones.
    firstScreenChunksPlugin({
      signedInModules,
      database: /\/node_modules\/dexie\//,
      everyScreen: /\/src\/ui\/(card|skeleton)\.tsx$/,
    }),
    firstScreenPreloadPlugin({ defaultLocale: 'de', signedInModules }),
    serviceWorkerPlugin(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    // Dexie's own ES module build instead of its default import wrapper around the UMD bundle: less gzip on every
    // signed-in first screen, which has a budget (bench/bundle-size.ts). The wrapper only guards against two Dexie
    // copies in one page; this alias gives every importer (dexie-react-hooks too) the same single module.
    alias: [
      {
        find: /^dexie$/,
        replacement: fileURLToPath(new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url)),
      },
      // The router's store asks for the selector hook through the shim for React < 18; React 19 has
      // useSyncExternalStore itself, and the package's own non-shim build uses it: the shim (~0.4 KB gzip) was on every
      // first screen for nothing.
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8000' } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // Seven hash characters (42 bits) instead of eight name a file's content well enough among this app's ~240 files
      // and their versions; each name is written in the preload plan and in every chunk importing it (~0.5 KB gzip
      // less on a signed-in first screen).
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
  },
});
