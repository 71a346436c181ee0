import { createHash } from 'node:crypto';
import { minify, type Plugin, type Rolldown } from 'vite';
import { sharedFileTable } from './first-screen-file-table.ts';
import { preloadFirstScreen } from './first-screen-start.ts';

/**
 * The offline start: without help the browser learns which route chunks, which catalog and which database code
 * a start needs only once the entry has been fetched, compiled and run (the router asks for a route's code, the
 * locale its catalog, the guards Dexie) — one round through the service worker after another. This plugin writes a
 * small plan for index.html: for each route, the files its code needs (its chunk, its layouts' chunks, their static
 * imports and CSS), and each locale's catalog. A small classic script (its own file: the CSP allows no inline
 * script) reads the URL and localStorage's token before the entry loads and preloads exactly that screen's files,
 * so they arrive while the entry is still being fetched.
 * A wrong guess costs one unused fetch from the precache, never correctness: the app loads what it needs itself.
 */

type Chunk = Rolldown.OutputChunk;
type Messages = Record<string, unknown>;
type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;
/** `signed-in` routes need a token (else the guard sends the visitor to /login), `visitor` routes need none. */
type Guard = 'signed-in' | 'visitor' | null;
export type PreloadPlan = {
  /** `part`: the key of the route's catalog part (`catalogPartFile`), or null when the build made none. */
  routes: [pattern: string, guard: Guard, files: string[], part: string | null][];
  catalogs: Record<string, string>;
  /** What every start with a token needs before its first paint (the storage check, Dexie). */
  signedIn: string[];
};

/**
 * The plan as the page gets it: every file named once in `files`, everything else by its index there. A route's list
 * repeats the shared chunks (React's helpers, Dexie, the layouts); named in full, the plan would weigh on every first
 * screen's download. `files` begins with `shared`, in its order: the table the chunks'
 * preload lists name their files from (`sharedFileTable`).
 */
export type CompactPlan = {
  files: string[];
  routes: [pattern: string, guard: Guard, files: number[], part: string | null][];
  catalogs: Record<string, number>;
  signedIn: number[];
};

export function compactPlan(plan: PreloadPlan, shared: readonly string[] = []): CompactPlan {
  const files = [...shared];
  const indexes = new Map(files.map((file, at) => [file, at]));
  const index = (file: string) => {
    let at = indexes.get(file);
    if (at === undefined) {
      at = files.push(file) - 1;
      indexes.set(file, at);
    }
    return at;
  };
  return {
    routes: plan.routes.map(([pattern, guard, list, part]) => [pattern, guard, list.map(index), part]),
    catalogs: Object.fromEntries(Object.entries(plan.catalogs).map(([locale, file]) => [locale, index(file)])),
    signedIn: plan.signedIn.map(index),
    files,
  };
}

const routeChunk = /\/src\/routes\/(.+)\.tsx\?tsr-split=component/;
const catalogChunk = /\/locales\/([a-z]{2})\/messages\.po$/;

const param = '[^/]+';

/** A route file's name → its URL pattern: `_signed-in/absence-history.$id` → `^/absence-history/[^/]+/?$`. */
export function routePattern(routeFile: string): string {
  const segments = routeFile
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? param : segment.replace(/[^a-zA-Z0-9-]/g, '\\$&')));
  return `^/${segments.join('/')}${segments.length ? '/?' : ''}$`;
}

/**
 * The router prefers a static segment to a parameter at the same place (`/blackboard/new` is not post "new"); the page's
 * script takes the first pattern that matches, so the plan lists routes in that order.
 */
function byRouterRank([a]: PreloadPlan['routes'][number], [b]: PreloadPlan['routes'][number]): number {
  const segments = (pattern: string) => pattern.replaceAll(param, '$').split('/');
  const segmentsA = segments(a);
  const segmentsB = segments(b);
  for (let at = 0; at < Math.min(segmentsA.length, segmentsB.length); at++) {
    const paramA = segmentsA[at] === '$';
    const paramB = segmentsB[at] === '$';
    if (paramA !== paramB) return paramA ? 1 : -1;
  }
  return 0;
}

/** The chunk and everything it imports statically, with their CSS: the files a dynamic import of it waits for. */
function filesOf(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  for (const css of (chunk as Chunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])
    into.add(css);
  for (const imported of chunk.imports) filesOf(bundle, imported, into);
  return into;
}

export function preloadPlan(bundle: Bundle, entryFiles: Set<string>, signedInModules: RegExp): PreloadPlan {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const routeFiles = new Map<string, string>();
  const catalogs: Record<string, string> = {};
  for (const chunk of chunks) {
    const route = routeChunk.exec(chunk.facadeModuleId ?? '')?.[1];
    if (route) routeFiles.set(route, chunk.fileName);
    const locale = catalogChunk.exec(chunk.facadeModuleId ?? '')?.[1];
    if (locale) catalogs[locale] = chunk.fileName;
  }
  const notInEntry = (files: Set<string>) => [...files].filter((file) => !entryFiles.has(file));
  const routes: PreloadPlan['routes'] = [];
  for (const [route, fileName] of routeFiles) {
    if (route === '__root' || (route.startsWith('_') && !route.includes('/'))) continue;
    // Its layouts: `_signed-in/report-absence` lies in `_signed-in`.
    const layouts = route
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/'));
    const files = new Set<string>();
    for (const layout of layouts) {
      const layoutFile = routeFiles.get(layout);
      if (layoutFile) filesOf(bundle, layoutFile, files);
    }
    filesOf(bundle, fileName, files);
    const guard: Guard = route.startsWith('_signed-in/')
      ? 'signed-in'
      : route.startsWith('_visitor/')
        ? 'visitor'
        : null;
    routes.push([routePattern(route), guard, notInEntry(files), null]);
  }
  const signedIn = new Set<string>();
  // By the modules a chunk holds, not its facade: they may share a chunk with others (sw/build/first-screen-chunks.ts).
  for (const chunk of chunks)
    if (chunk.moduleIds.some((id) => signedInModules.test(id))) filesOf(bundle, chunk.fileName, signedIn);
  return { routes: routes.sort(byRouterRank), catalogs, signedIn: notInEntry(signedIn) };
}

/** Where a route's catalog part lies, by locale and key; outside the precache (sw/build/service-worker-plugin.ts). */
export const catalogPartDir = 'assets/catalog-parts';
export const catalogPartFile = (locale: string, key: string) => `${catalogPartDir}/${locale}-${key}.js`;

/**
 * The files and what they load lazily (a dialog, a notice, a form's schema), however deep: their messages may show on
 * the first screen before the rest of the catalog is there. Other routes and the catalogs are not followed: a route
 * waits for the whole catalog anyway.
 */
function withLazyFiles(bundle: Bundle, files: Iterable<string>): Set<string> {
  const all = new Set<string>();
  const visit = (fileName: string, lazy: boolean) => {
    if (all.has(fileName)) return;
    const chunk = bundle[fileName];
    const facade = chunk?.type === 'chunk' ? (chunk.facadeModuleId ?? '') : '';
    if (lazy && (routeChunk.test(facade) || catalogChunk.test(facade))) return;
    all.add(fileName);
    if (chunk?.type !== 'chunk') return;
    for (const imported of [...chunk.imports, ...(chunk.dynamicImports ?? [])]) visit(imported, true);
  };
  for (const file of files) visit(file, false);
  return all;
}

/** Every catalog id a chunk's code names: the Lingui macros compile to `{id:"…"}`, `_("…")` and `<Trans id="…">`. */
function idsIn(code: string, catalog: Messages): string[] {
  return [...code.matchAll(/[`"']([A-Za-z0-9+/]{6})[`"']/g)]
    .map((match) => match[1]!)
    .filter((id) => Object.hasOwn(catalog, id));
}

/**
 * A whole catalog is ~17 KB gzip (German), ~15 of them texts of other screens. On a start without the service
 * worker (the first visit, where every byte is downloaded) the first screen loads instead a part holding only the
 * messages its own files name (the route's, its layouts', the entry's, the signed-in start's, and what they load
 * lazily): 1–4 KB. A screen renders only with its part, so a message missing there shows as its id. The app
 * loads the whole catalog after the first screen and before any other navigation (src/i18n/activate-locale.ts).
 * Routes naming the same messages share a part. Each part is a module like the compiled catalog, so the bundle
 * benchmark counts it as the first screen's JavaScript.
 */
export function addCatalogParts(
  bundle: Bundle,
  plan: PreloadPlan,
  entryFiles: Set<string>,
  catalogs: Record<string, Messages>,
): Record<string, string> {
  const locales = Object.keys(catalogs).sort();
  const reference = Object.assign({}, ...locales.map((locale) => catalogs[locale]!)) as Messages;
  const named = new Map<string, string[]>();
  const idsOfFiles = (files: Iterable<string>) => {
    const ids = new Set<string>();
    for (const file of withLazyFiles(bundle, files)) {
      const chunk = bundle[file];
      if (chunk?.type !== 'chunk') continue;
      let list = named.get(file);
      if (!list) named.set(file, (list = idsIn(chunk.code, reference)));
      list.forEach((id) => ids.add(id));
    }
    return ids;
  };
  const shared = idsOfFiles(entryFiles);
  const signedIn = idsOfFiles(plan.signedIn);
  const parts: Record<string, string> = {};
  plan.routes = plan.routes.map(([pattern, guard, files]) => {
    const ids = [...new Set([...shared, ...(guard === 'signed-in' ? signedIn : []), ...idsOfFiles(files)])].sort();
    const sources = locales.map((locale) => {
      const catalog = catalogs[locale]!;
      const messages = Object.fromEntries(
        ids.filter((id) => Object.hasOwn(catalog, id)).map((id) => [id, catalog[id]]),
      );
      return [locale, `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`] as const;
    });
    // Named by their content: a changed text or screen gets a new name (the files are cached as immutable).
    const key = createHash('sha256')
      .update(sources.map(([, source]) => source).join(''))
      .digest('base64url')
      .slice(0, 8);
    for (const [locale, source] of sources) parts[catalogPartFile(locale, key)] = source;
    return [pattern, guard, files, key];
  });
  return parts;
}

/** Each locale's messages, as its compiled catalog chunk (no imports: the messages as a JSON text) exports them. */
async function compiledCatalogs(bundle: Bundle, plan: PreloadPlan): Promise<Record<string, Messages>> {
  const catalogs: Record<string, Messages> = {};
  for (const [locale, fileName] of Object.entries(plan.catalogs)) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunk.imports.length > 0)
      throw new Error(`catalog ${fileName} is not a self-contained chunk`);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`)) as {
      messages?: Messages;
    };
    if (!module.messages) throw new Error(`catalog ${fileName} exports no messages`);
    catalogs[locale] = module.messages;
  }
  return catalogs;
}

/**
 * The plan and its script go into their own file, not inline: the page's CSP allows scripts from 'self' only
 * (server/http/security-headers.ts). A plain (parser-blocking) script right after the entry's tags and before the
 * stylesheets: it is fetched beside the entry, cannot be held up by CSS, and is sure to run before the entry does
 * (a module script waits for the parser). An `async` script runs only after the entry's evaluation.
 */
export function firstScreenPreloadPlugin(options: { defaultLocale: string; signedInModules: RegExp }): Plugin[] {
  const shared = sharedFileTable();
  const entryOf = (bundle: Bundle) =>
    Object.values(bundle).find((file): file is Chunk => file.type === 'chunk' && file.isEntry);
  // Before Vite's import analysis writes the chunks' preload tables (an unordered `generateBundle`).
  const hosts: Plugin = {
    name: 'kita-first-screen-preload-hosts',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_, output) {
        const bundle = output as Bundle;
        const entry = entryOf(bundle);
        if (!entry) return;
        // The entry's files, and the signed-in start's and layout's: on most first screens, their names mostly shared.
        shared.hosts = filesOf(bundle, entry.fileName);
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && routeChunk.test(chunk.facadeModuleId ?? ''))
            shared.routeChunks.add(chunk.fileName);
        for (const chunk of Object.values(bundle))
          if (
            chunk.type === 'chunk' &&
            chunk.moduleIds.some(
              (id) => options.signedInModules.test(id) || id.endsWith('/src/routes/_signed-in.tsx?tsr-split=component'),
            )
          )
            filesOf(bundle, chunk.fileName, shared.hosts);
      },
    },
  };
  const plan: Plugin = {
    name: 'kita-first-screen-preload',
    apply: 'build',
    config: () => ({
      experimental: { renderBuiltUrl: shared.renderBuiltUrl },
      build: { modulePreload: { resolveDependencies: shared.resolveDependencies } },
    }),
    generateBundle: {
      order: 'post',
      async handler(_, output) {
        const bundle = output as Bundle;
        const html = bundle['index.html'];
        const entry = entryOf(bundle);
        if (html?.type !== 'asset' || !entry) return;
        const entryFiles = filesOf(bundle, entry.fileName);
        const plan = preloadPlan(bundle, entryFiles, options.signedInModules);
        const parts = addCatalogParts(bundle, plan, entryFiles, await compiledCatalogs(bundle, plan));
        for (const [fileName, source] of Object.entries(parts)) this.emitFile({ type: 'asset', fileName, source });
        // Minified like the chunks: it is on every first screen.
        const script = `(${preloadFirstScreen.toString()})(${JSON.stringify(compactPlan(plan, shared.files))}, ${JSON.stringify(options.defaultLocale)});\n`;
        const minified = await minify('first-screen-preload.js', script);
        if (minified.errors.length > 0)
          throw new Error(`first-screen-preload.js: ${minified.errors.map((error) => error.message).join('; ')}`);
        const source = `${minified.code}\n`;
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'first-screen-preload.js', source }));
        const tag = `<script src="/${fileName}"></script>`;
        const page = String(html.source);
        const stylesheet = page.indexOf('<link rel="stylesheet"');
        html.source =
          stylesheet === -1
            ? page.replace('</head>', `${tag}\n</head>`)
            : `${page.slice(0, stylesheet)}${tag}\n    ${page.slice(stylesheet)}`;
      },
    },
  };
  return [hosts, plan];
}
