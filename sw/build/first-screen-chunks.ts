import type { Plugin } from 'vite';

/**
 * Left to itself, rolldown puts every module that two dynamic imports share into a chunk of its own for that exact
 * set of importers. The router's lazy routes share many small modules in many combinations, so a signed-in first
 * screen would load dozens of files of under 1 KB gzip: each pays its own gzip frame, its import and
 * export lists, a `modulepreload` link, an entry in the preload plan and in every importer's preload list, and on
 * an offline start a round through the service worker. This plugin groups, by the module graph, what is sure to
 * load together anyway:
 *
 * - `app`: everything the entry imports statically (React, the router, Lingui, the route tree), and the small
 *   building blocks nearly every screen shows (`everyScreen`: the card, the skeleton). It runs on every start, so the
 *   lazy chunks that share one of its modules can as well import it from one file.
 * - `local-data`: what the signed-in start's storage check imports (Dexie, the database), and what the layout shares
 *   with the public pages that read the database (the session, the live-query hook). Every start with a token awaits
 *   it before its first paint; a visitor loads it only after the first screen (the storage check).
 * - `signed-in-shell`: what the signed-in layout imports (the app bar, the menus, the unread counts, the outbox
 *   strip and their hooks). Every screen behind sign-in shows it.
 *
 * A module any other route (the visitors' screens, the public pages) imports statically stays out of the last two,
 * so a visitor's first screen never loads Dexie or the signed-in layout for one shared helper. Route components
 * themselves stay in their own chunks (the preload plan finds a route's files by them). Dynamic imports are not
 * followed: what loads on demand (firebase, signature_pad, the PDF viewer, the realtime client) stays on demand.
 */

/** A route's component, as `@tanstack/router-plugin` splits it off: `src/routes/<file>.tsx?tsr-split=component`. */
const routeSplit = /\/src\/routes\/(.+)\.tsx\?tsr-split=/;

type Graph = { importedIds: readonly string[] } | null;

/** Every module `roots` reach by static imports, roots included. */
export function staticClosure(roots: Iterable<string>, moduleInfo: (id: string) => Graph): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export type FirstScreenGroups = { app: Set<string>; localData: Set<string>; signedInShell: Set<string> };

/**
 * The three groups, each without the modules of the ones before it. `signedInModules` names what a signed-in start
 * loads before its first paint (the storage check); `database` the module that makes a screen read IndexedDB.
 */
export function firstScreenGroups(
  moduleIds: Iterable<string>,
  moduleInfo: (id: string) => (Graph & { isEntry: boolean }) | null,
  options: { signedInModules: RegExp; database: RegExp; everyScreen?: RegExp },
): FirstScreenGroups {
  const ids = [...moduleIds];
  const entries = ids.filter((id) => moduleInfo(id)?.isEntry);
  const routes = ids.flatMap((id) => {
    const file = routeSplit.exec(id)?.[1];
    return file ? [{ id, file }] : [];
  });
  const routeIds = new Set(routes.map(({ id }) => id));
  const signedInRoute = (file: string) => file === '_signed-in' || file.startsWith('_signed-in/');
  // With the entry's imports, the small building blocks nearly every screen shows (`everyScreen`): each would else be
  // a file of its own, with its own import list, on almost every first screen.
  const app = staticClosure([...entries, ...ids.filter((id) => options.everyScreen?.test(id))], moduleInfo);
  // The screens outside sign-in: the visitors' (login, registration) read nothing from IndexedDB and must not load
  // Dexie for a shared helper; the public pages that do read it (the legal texts) load the local data anyway.
  const outside = routes.filter(({ file }) => !signedInRoute(file)).map(({ id }) => staticClosure([id], moduleInfo));
  const readsDatabase = (closure: Set<string>) => [...closure].some((id) => options.database.test(id));
  const union = (sets: Set<string>[]) => new Set(sets.flatMap((set) => [...set]));
  const withoutDatabase = union(outside.filter((closure) => !readsDatabase(closure)));
  const withDatabase = union(outside.filter(readsDatabase));
  const free = (id: string) => !routeIds.has(id) && !app.has(id) && !withoutDatabase.has(id);
  const start = staticClosure(
    ids.filter((id) => options.signedInModules.test(id)),
    moduleInfo,
  );
  const layout = staticClosure(
    routes.filter(({ file }) => file === '_signed-in').map(({ id }) => id),
    moduleInfo,
  );
  // The layout's modules that a public page reading the database shares (the session, the live-query hook) go with
  // the local data, which both load: else they would stay small chunks of their own.
  const localData = new Set([...start].filter(free));
  for (const id of layout) if (free(id) && withDatabase.has(id)) localData.add(id);
  const signedInShell = new Set([...layout].filter((id) => free(id) && !localData.has(id)));
  // The entry module (index.html) and Vite's module-preload polyfill stay in the entry chunk: with everything in the
  // group the entry chunk is empty, Vite drops it and the page loads the group as if it were the entry (no chunk is
  // then an entry, and the preload plan finds none).
  for (const entry of entries) app.delete(entry);
  for (const id of app) if (id.includes('modulepreload-polyfill')) app.delete(id);
  return { app, localData, signedInShell };
}

export function firstScreenChunksPlugin(options: {
  signedInModules: RegExp;
  database: RegExp;
  everyScreen?: RegExp;
}): Plugin {
  let groups: FirstScreenGroups = { app: new Set(), localData: new Set(), signedInShell: new Set() };
  // The graph is complete at `buildEnd`; rolldown calls `test` only afterwards, when it forms the chunks. Each group
  // names exactly its modules: pulling in their imports as well would put a visitor's shared helper into them.
  const group = (name: string, of: keyof FirstScreenGroups) => ({
    name,
    test: (id: string) => groups[of].has(id),
    includeDependenciesRecursively: false,
  });
  return {
    name: 'kita-first-screen-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                group('app', 'app'),
                group('local-data', 'localData'),
                group('signed-in-shell', 'signedInShell'),
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      groups = firstScreenGroups(this.getModuleIds(), (id) => this.getModuleInfo(id), options);
    },
  };
}
