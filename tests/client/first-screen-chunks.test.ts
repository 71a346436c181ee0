import { describe, expect, it } from 'vitest';
import { firstScreenGroups, staticClosure } from '../../sw/build/first-screen-chunks.ts';

/** A small app's module graph as rolldown reports it: static imports, dynamic ones, the entry. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[]; isEntry?: boolean }> = {
  '/app/index.html': { importedIds: ['/app/src/main.tsx'], isEntry: true },
  '/app/src/main.tsx': {
    importedIds: ['react', '/app/src/router.tsx', '/app/src/db/token-storage.ts'],
    dynamicallyImportedIds: ['/app/src/pwa/storage-eviction.ts'],
  },
  '/app/src/router.tsx': {
    importedIds: ['react'],
    dynamicallyImportedIds: [
      '/app/src/routes/_signed-in.tsx?tsr-split=component',
      '/app/src/routes/_signed-in/absence-history.index.tsx?tsr-split=component',
      '/app/src/routes/_visitor/login.tsx?tsr-split=component',
    ],
  },
  react: { importedIds: [] },
  '/app/src/db/token-storage.ts': { importedIds: [] },
  '/app/src/pwa/storage-eviction.ts': { importedIds: ['/app/src/db/kita-db.ts', '/app/src/db/token-storage.ts'] },
  '/app/src/db/kita-db.ts': { importedIds: ['dexie'] },
  dexie: { importedIds: [] },
  '/app/src/routes/_signed-in.tsx?tsr-split=component': {
    importedIds: ['react', '/app/src/ui/app-bar.tsx', '/app/src/db/use-session.ts'],
    dynamicallyImportedIds: ['/app/src/sync/realtime.ts'],
  },
  '/app/src/ui/app-bar.tsx': { importedIds: ['/app/src/ui/card.tsx', 'react'] },
  '/app/src/ui/card.tsx': { importedIds: ['react'] },
  '/app/src/db/use-session.ts': { importedIds: ['/app/src/db/kita-db.ts'] },
  '/app/src/sync/realtime.ts': { importedIds: ['/app/src/db/kita-db.ts'] },
  '/app/src/routes/_signed-in/absence-history.index.tsx?tsr-split=component': {
    importedIds: ['/app/src/features/absences.ts', '/app/src/ui/card.tsx'],
  },
  '/app/src/features/absences.ts': { importedIds: ['/app/src/db/kita-db.ts'] },
  '/app/src/routes/_visitor/login.tsx?tsr-split=component': {
    importedIds: ['/app/src/ui/card.tsx', 'react-hook-form'],
  },
  'react-hook-form': { importedIds: ['react'] },
  // A public page that reads the database (the legal texts): it loads the local data anyway.
  '/app/src/routes/imprint.tsx?tsr-split=component': {
    importedIds: ['/app/src/db/use-session.ts', '/app/src/ui/card.tsx'],
  },
};
const moduleInfo = (id: string) => {
  const module = graph[id];
  return module ? { importedIds: module.importedIds, isEntry: module.isEntry ?? false } : null;
};
const options = { signedInModules: /\/src\/pwa\/storage-eviction\.ts$/, database: /^dexie$/ };

describe('the shared chunks of the first screens', () => {
  const groups = firstScreenGroups(Object.keys(graph), moduleInfo, options);
  const sorted = (set: Set<string>) => [...set].sort();

  it('follows static imports only', () => {
    expect(sorted(staticClosure(['/app/src/routes/_signed-in.tsx?tsr-split=component'], moduleInfo))).toEqual(
      sorted(
        new Set([
          '/app/src/routes/_signed-in.tsx?tsr-split=component',
          'react',
          '/app/src/ui/app-bar.tsx',
          '/app/src/ui/card.tsx',
          '/app/src/db/use-session.ts',
          '/app/src/db/kita-db.ts',
          'dexie',
        ]),
      ),
    );
  });

  it("puts the entry's static imports in one chunk, the entry itself outside it", () => {
    expect(sorted(groups.app)).toEqual([
      '/app/src/db/token-storage.ts',
      '/app/src/main.tsx',
      '/app/src/router.tsx',
      'react',
    ]);
  });

  it("puts the signed-in start's storage check with what it imports, less the entry's, and what the layout shares with a page reading the database", () => {
    expect(sorted(groups.localData)).toEqual([
      '/app/src/db/kita-db.ts',
      '/app/src/db/use-session.ts',
      '/app/src/pwa/storage-eviction.ts',
      'dexie',
    ]);
  });

  it("puts the signed-in layout's imports in one chunk, less what a visitor's screen or the groups before hold", () => {
    expect(sorted(groups.signedInShell)).toEqual(['/app/src/ui/app-bar.tsx']);
  });

  it('leaves route components, a single route’s modules and what loads on demand to automatic splitting', () => {
    const grouped = new Set([...groups.app, ...groups.localData, ...groups.signedInShell]);
    for (const id of [
      '/app/src/routes/_signed-in.tsx?tsr-split=component',
      '/app/src/features/absences.ts',
      '/app/src/sync/realtime.ts',
      '/app/src/ui/card.tsx',
      'react-hook-form',
    ])
      expect(grouped.has(id), id).toBe(false);
  });

  it('puts the building blocks nearly every screen shows with the entry, with what they import', () => {
    const withCard = firstScreenGroups(Object.keys(graph), moduleInfo, {
      ...options,
      everyScreen: /\/src\/ui\/card\.tsx$/,
    });
    expect(sorted(withCard.app)).toEqual([
      '/app/src/db/token-storage.ts',
      '/app/src/main.tsx',
      '/app/src/router.tsx',
      '/app/src/ui/card.tsx',
      'react',
    ]);
    expect(sorted(withCard.signedInShell)).toEqual(['/app/src/ui/app-bar.tsx']);
  });
});
