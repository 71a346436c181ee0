import { describe, expect, it } from 'vitest';
import { sharedFileTable } from '../../sw/build/first-screen-file-table.ts';
import {
  addCatalogParts,
  catalogPartFile,
  compactPlan,
  preloadPlan,
  type PreloadPlan,
} from '../../sw/build/first-screen-preload.ts';

const plan: PreloadPlan = {
  routes: [
    ['^/login/?$', 'visitor', ['assets/_visitor-a.js', 'assets/react-b.js', 'assets/login-c.js'], 'k1'],
    [
      '^/absence-history/?$',
      'signed-in',
      ['assets/_signed-in-d.js', 'assets/react-b.js', 'assets/dexie-e.js', 'assets/layout-f.css'],
      null,
    ],
  ],
  catalogs: { de: 'assets/messages-de.js', tr: 'assets/messages-tr.js' },
  signedIn: ['assets/dexie-e.js', 'assets/storage-eviction-g.js'],
};

describe('the first-screen preload plan as the page gets it', () => {
  const compact = compactPlan(plan);
  const names = (indexes: number[]) => indexes.map((index) => compact.files[index]);

  it('names every file once', () => {
    expect(compact.files).toHaveLength(new Set(compact.files).size);
    expect(compact.files).toHaveLength(9);
  });

  it('keeps each route, catalog and the signed-in list exactly, in order', () => {
    expect(compact.routes.map(([pattern, guard, files, part]) => [pattern, guard, names(files), part])).toEqual(
      plan.routes,
    );
    expect(
      Object.fromEntries(Object.entries(compact.catalogs).map(([locale, index]) => [locale, compact.files[index]])),
    ).toEqual(plan.catalogs);
    expect(names(compact.signedIn)).toEqual(plan.signedIn);
  });

  it("begins with the chunks' shared table, in its order, and names those files by their index there", () => {
    const table = sharedFileTable();
    table.hosts = new Set(['assets/index-x.js']);
    const host = { hostType: 'js', hostId: 'assets/index-x.js' } as const;
    const dexie = table.renderBuiltUrl('assets/dexie-e.js', host);
    table.renderBuiltUrl('assets/report-absence-h.css', host);
    expect(table.renderBuiltUrl('assets/dexie-e.js', host)).toEqual(dexie);
    expect(dexie).toEqual({ runtime: '__kitaFiles[0]' });
    const seeded = compactPlan(plan, table.files);
    expect(seeded.files.slice(0, 2)).toEqual(['assets/dexie-e.js', 'assets/report-absence-h.css']);
    expect(seeded.files).toHaveLength(10);
    expect(seeded.signedIn[0]).toBe(0);
    expect(seeded.routes[1]![2].map((index) => seeded.files[index])).toEqual(plan.routes[1]![2]);
  });

  it("leaves the lazy chunks' own tables, what is not a chunk or its stylesheet, and html and css to Vite", () => {
    const table = sharedFileTable();
    expect(table.renderBuiltUrl('assets/dexie-e.js', { hostType: 'js', hostId: 'assets/index-x.js' })).toBeUndefined();
    table.hosts = new Set(['assets/index-x.js']);
    expect(
      table.renderBuiltUrl('assets/pdf-viewer-p.js', { hostType: 'js', hostId: 'assets/blackboard-q.js' }),
    ).toBeUndefined();
    expect(
      table.renderBuiltUrl('assets/pdf.worker.min-x.mjs', { hostType: 'js', hostId: 'assets/index-x.js' }),
    ).toBeUndefined();
    expect(
      table.renderBuiltUrl('assets/catalog-parts/de-k.js', { hostType: 'js', hostId: 'assets/index-x.js' }),
    ).toBeUndefined();
    expect(table.renderBuiltUrl('assets/index-x.js', { hostType: 'html', hostId: 'index.html' })).toBeUndefined();
    expect(table.renderBuiltUrl('assets/font-x.css', { hostType: 'css', hostId: 'assets/app-y.css' })).toBeUndefined();
    expect(table.files).toEqual([]);
  });
});

describe('the routes of the plan', () => {
  const routeChunk = (route: string) => ({
    type: 'chunk',
    code: '',
    imports: [],
    moduleIds: [],
    facadeModuleId: `/app/src/routes/${route}.tsx?tsr-split=component`,
    fileName: `assets/${route.replaceAll('/', '-')}.js`,
  });
  // In the order a build may emit them: the parameter routes before the static ones beside them.
  const routes = [
    '_signed-in/blackboard.$id.index',
    '_signed-in/blackboard.new',
    '_signed-in/chat.$id',
    '_signed-in/chat.users',
    '_signed-in/chat.room.$id',
  ];
  const bundle = Object.fromEntries(
    routes.map((route) => [routeChunk(route).fileName, routeChunk(route)]),
  ) as unknown as Parameters<typeof preloadPlan>[0];
  const plan = preloadPlan(bundle, new Set(), /never/);
  /** The route the page's preload script picks for a path: the first pattern that matches. */
  const picked = (path: string) => plan.routes.find(([pattern]) => new RegExp(pattern).test(path))?.[2][0];

  it('give a path the route the router opens for it: a static segment before a parameter', () => {
    expect(picked('/blackboard/new')).toBe('assets/_signed-in-blackboard.new.js');
    expect(picked('/blackboard/42')).toBe('assets/_signed-in-blackboard.$id.index.js');
    expect(picked('/chat/users')).toBe('assets/_signed-in-chat.users.js');
    expect(picked('/chat/7')).toBe('assets/_signed-in-chat.$id.js');
    expect(picked('/chat/room/7')).toBe('assets/_signed-in-chat.room.$id.js');
  });
});

describe("the preload lists of the first screen's dynamic imports", () => {
  const table = sharedFileTable();
  table.hosts = new Set(['assets/app-x.js']);
  table.routeChunks.add('assets/absence-history.index-r.js');
  const deps = ['assets/absences-s.js', 'assets/card-t.js'];

  it('are empty for a route chunk a first-screen chunk imports: the plan preloads its files at the navigation', () => {
    expect(
      table.resolveDependencies('assets/absence-history.index-r.js', deps, {
        hostId: 'assets/app-x.js',
        hostType: 'js',
      }),
    ).toEqual([]);
  });

  it("stay Vite's for other imports (the sync engine, the notices) and for the lazy chunks' own imports", () => {
    expect(
      table.resolveDependencies('assets/sync-runtime-u.js', deps, { hostId: 'assets/app-x.js', hostType: 'js' }),
    ).toBe(deps);
    expect(
      table.resolveDependencies('assets/absence-history.index-r.js', deps, {
        hostId: 'assets/profile-v.js',
        hostType: 'js',
      }),
    ).toBe(deps);
  });
});

describe('the catalog parts of the first screens', () => {
  const chunk = (code: string) => ({ type: 'chunk', code, imports: [] });
  const bundle = {
    'assets/index-x.js': chunk('i18n._({id:`aaaaaa`})'),
    'assets/login-c.js': chunk('jsx(Trans,{id:"bbbbbb"}); const other = "zzzzzz";'),
    'assets/dexie-e.js': chunk('no messages'),
    'assets/storage-eviction-g.js': chunk("_('cccccc')"),
    'assets/_signed-in-d.js': chunk('{id:`dddddd`}'),
    'assets/menu-m.js': {
      ...chunk('{id:`mmmmmm`}'),
      facadeModuleId: '/app/src/routes/_signed-in/menu.tsx?tsr-split=component',
      dynamicImports: ['assets/lazy-dialog-l.js', 'assets/other-route-r.js', 'assets/messages-de.js'],
    },
    'assets/lazy-dialog-l.js': { ...chunk('{id:`llllll`}'), imports: ['assets/lazy-shared-s.js'] },
    'assets/lazy-shared-s.js': chunk('{id:`ssssss`}'),
    'assets/other-route-r.js': {
      ...chunk('{id:`rrrrrr`}'),
      facadeModuleId: '/app/src/routes/_signed-in/staff.tsx?tsr-split=component',
    },
    'assets/messages-de.js': { ...chunk('{"eeeeee":["Anderswo"]}'), facadeModuleId: '/app/locales/de/messages.po' },
  } as unknown as Parameters<typeof addCatalogParts>[0];
  const catalogs = {
    de: {
      aaaaaa: ['Start'],
      bbbbbb: ['Anmelden'],
      cccccc: ['Speicher'],
      dddddd: ['Menü'],
      eeeeee: ['Anderswo'],
      mmmmmm: ['Essen'],
      llllll: ['Name'],
      ssssss: ['Speichern'],
      rrrrrr: ['Team'],
    },
    tr: { aaaaaa: ['Başla'], bbbbbb: ['Giriş'], cccccc: ['Depo'], dddddd: ['Menü'], eeeeee: ['Başka'] },
  };
  const partPlan = (): PreloadPlan => ({
    routes: [
      ['^/login/?$', 'visitor', ['assets/login-c.js'], null],
      ['^/absence-history/?$', 'signed-in', ['assets/_signed-in-d.js', 'assets/dexie-e.js'], null],
      ['^/blackboard/?$', 'signed-in', ['assets/dexie-e.js', 'assets/_signed-in-d.js'], null],
    ],
    catalogs: { de: 'assets/messages-de.js', tr: 'assets/messages-tr.js' },
    signedIn: ['assets/storage-eviction-g.js'],
  });
  const messagesOf = (source: string | undefined) =>
    JSON.parse(JSON.parse(/JSON\.parse\((".*")\)/.exec(source ?? '')![1]!) as string) as unknown;

  it("holds, per locale, the messages of the route's files, the entry's and (signed in) the start's; no others", () => {
    const plan = partPlan();
    const parts = addCatalogParts(bundle, plan, new Set(['assets/index-x.js']), catalogs);
    const [login, history] = plan.routes.map((route) => route[3]!);
    expect(messagesOf(parts[catalogPartFile('de', login!)])).toEqual({ aaaaaa: ['Start'], bbbbbb: ['Anmelden'] });
    expect(messagesOf(parts[catalogPartFile('tr', login!)])).toEqual({ aaaaaa: ['Başla'], bbbbbb: ['Giriş'] });
    expect(messagesOf(parts[catalogPartFile('de', history!)])).toEqual({
      aaaaaa: ['Start'],
      cccccc: ['Speicher'],
      dddddd: ['Menü'],
    });
  });

  it('holds the messages of what the screen loads lazily (a dialog, a notice), but not of other routes or a whole catalog', () => {
    const plan = partPlan();
    plan.routes.push(['^/menu/?$', 'signed-in', ['assets/_signed-in-d.js', 'assets/menu-m.js'], null]);
    const parts = addCatalogParts(bundle, plan, new Set(['assets/index-x.js']), catalogs);
    expect(messagesOf(parts[catalogPartFile('de', plan.routes[3]![3]!)])).toEqual({
      aaaaaa: ['Start'],
      cccccc: ['Speicher'],
      dddddd: ['Menü'],
      llllll: ['Name'],
      mmmmmm: ['Essen'],
      ssssss: ['Speichern'],
    });
  });

  it('gives routes naming the same messages one part, and each text its own name', () => {
    const plan = partPlan();
    const parts = addCatalogParts(bundle, plan, new Set(['assets/index-x.js']), catalogs);
    expect(plan.routes[1]![3]).toBe(plan.routes[2]![3]);
    expect(Object.keys(parts)).toHaveLength(4);
    const changed = partPlan();
    addCatalogParts(bundle, changed, new Set(['assets/index-x.js']), {
      ...catalogs,
      tr: { ...catalogs.tr, bbbbbb: ['Oturum aç'] },
    });
    expect(changed.routes[0]![3]).not.toBe(plan.routes[0]![3]);
    expect(changed.routes[1]![3]).toBe(plan.routes[1]![3]);
  });
});
