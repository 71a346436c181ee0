/**
 * What the first screen's chunks call the files their dynamic imports load, and which of those they preload
 * themselves (sw/build/first-screen-preload.ts writes the table they index into).
 */

/**
 * Vite gives every chunk with dynamic imports a table of the files they preload (`__vite__mapDeps`): the entry's
 * named ~200 files (3 KB gzip), the same names the plan carries, both on every first screen. Through Vite's
 * `renderBuiltUrl`, each such file is named in the chunks as an index into the plan's table instead, which the
 * preload script has put on `window` before any module runs (it is a classic script ahead of them). Only chunks
 * and stylesheets under `assets/` that the first screen's own chunks (`hosts`: the entry's) refer to; the lazy
 * chunks keep their tables, which would else add their names to every first screen; everything else keeps Vite's URL.
 * Without `hosts` (no entry found), nothing is shared.
 */
export function sharedFileTable() {
  const files: string[] = [];
  const indexes = new Map<string, number>();
  const table = {
    files,
    hosts: null as Set<string> | null,
    /** The route components' chunks (`src/routes/*.tsx?tsr-split=component`), filled with `hosts`. */
    routeChunks: new Set<string>(),
    /**
     * What a host's dynamic import preloads beside the chunk (Vite asks for the JavaScript only; CSS it always
     * keeps). Nothing for a route's chunk imported by a first-screen chunk: the plan has the same list for every
     * route, and `__kitaPreloadRoute` preloads it at the navigation (src/pwa/preload-navigation.ts). Those lists
     * were ~1 KB gzip of the entry's chunk, on every first screen.
     */
    resolveDependencies(
      fileName: string,
      deps: string[],
      { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
    ): string[] {
      return hostType === 'js' && table.hosts?.has(hostId) && table.routeChunks.has(fileName) ? [] : deps;
    },
    renderBuiltUrl(
      fileName: string,
      { hostType, hostId }: { hostType: 'js' | 'css' | 'html'; hostId: string },
    ): { runtime: string } | undefined {
      if (hostType !== 'js' || !table.hosts?.has(hostId) || !/^assets\/[^/]+\.(js|css)$/.test(fileName))
        return undefined;
      let at = indexes.get(fileName);
      if (at === undefined) {
        at = files.push(fileName) - 1;
        indexes.set(fileName, at);
      }
      return { runtime: `__kitaFiles[${at}]` };
    },
  };
  return table;
}
