import { describe, expect, it } from 'vitest';
import { compactPlan, type PreloadPlan } from '../../sw/build/first-screen-preload.ts';

const plan: PreloadPlan = {
  routes: [
    ['^/login/?$', 'visitor', ['assets/_visitor-a.js', 'assets/react-b.js', 'assets/login-c.js']],
    ['^/absence-history/?$', 'signed-in', ['assets/_signed-in-d.js', 'assets/react-b.js', 'assets/dexie-e.js', 'assets/layout-f.css']],
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
    expect(compact.routes.map(([pattern, guard, files]) => [pattern, guard, names(files)])).toEqual(plan.routes);
    expect(Object.fromEntries(Object.entries(compact.catalogs).map(([locale, index]) => [locale, compact.files[index]]))).toEqual(plan.catalogs);
    expect(names(compact.signedIn)).toEqual(plan.signedIn);
  });
});
