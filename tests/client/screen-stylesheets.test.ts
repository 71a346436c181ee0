import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A screen opened directly (from the home screen, a link, a reload) loads the stylesheets its own modules import,
 * the entry's and its layout's, nothing else. A component that uses a class of `src/ui/field.css` without anything
 * on its screen importing that file looks right only after another screen has loaded it: the contacts search and
 * the chat composer were unstyled that way. This walks the source's static imports (what the build bundles and
 * loads with the route) and checks, for every route, that each class block its modules write in `className` is
 * defined by a stylesheet the route loads. A block with a stylesheet of its own name (`.field__…` in `field.css`)
 * needs that one.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'src');

const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
const files = walk(src);

/** Class block → the stylesheets with a selector on it (`.field`, `.field__input`, `.field--wide`). */
const definedBy = new Map<string, Set<string>>();
for (const file of files.filter((name) => name.endsWith('.css'))) {
  const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of css.matchAll(/(?:^|[\s,>+~}(])\.([a-z][a-z0-9-]*?)(?=__|--|[\s.:,{[>+~)])/g)) {
    if (!definedBy.has(match[1]!)) definedBy.set(match[1]!, new Set());
    definedBy.get(match[1]!)!.add(file);
  }
}
const owners = (block: string) => {
  const all = [...definedBy.get(block)!];
  const own = all.filter((css) => path.basename(css) === `${block}.css`);
  return own.length > 0 ? own : all;
};

function resolved(from: string, specifier: string): string | null {
  const base = specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null; // packages and #contract: no stylesheets there
  return (
    [base, `${base}.ts`, `${base}.tsx`].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    ) ?? null
  );
}
const importCache = new Map<string, string[]>();
function staticImports(file: string): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  let list = importCache.get(file);
  if (!list) {
    const code = fs.readFileSync(file, 'utf8');
    list = [...code.matchAll(/^import\s+(?!type\b)(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/gm)].flatMap(
      (match) => resolved(file, match[1]!) ?? [],
    );
    importCache.set(file, list);
  }
  return list;
}
/** `stop`: the generated route tree, whose route components the build splits off (they load with their route). */
function closure(roots: string[], stop = (_file: string) => false): Set<string> {
  const seen = new Set<string>();
  for (const queue = [...roots]; queue.length > 0;) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!stop(file)) queue.push(...staticImports(file));
  }
  return seen;
}

function blocksUsedIn(file: string): string[] {
  if (!file.endsWith('.tsx')) return [];
  const used = new Set<string>();
  for (const match of fs.readFileSync(file, 'utf8').matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g))
    for (const token of (match[1] ?? match[2] ?? match[3]!).split(/\s+/)) {
      const block = /^([a-z][a-z0-9-]*?)(?:__|--|$)/.exec(token)?.[1];
      if (block && definedBy.has(block)) used.add(block);
    }
  return [...used];
}

describe('the stylesheets of a screen opened directly', () => {
  it("cover every class block its modules use, with the entry's and its layout's", () => {
    const entry = closure([path.join(src, 'main.tsx')], (file) => file.endsWith('route-tree.gen.ts'));
    const layouts = {
      signedIn: closure([path.join(src, 'routes/_signed-in.tsx')]),
      visitor: closure([path.join(src, 'routes/_visitor.tsx')]),
    };
    const routes = walk(path.join(src, 'routes')).filter(
      (file) => file.endsWith('.tsx') && !/(__root|_signed-in|_visitor)\.tsx$/.test(file),
    );
    expect(routes.length).toBeGreaterThan(40);
    const unstyled = new Set<string>();
    for (const route of routes) {
      const own = closure([route]);
      const layout = route.includes('/_signed-in/')
        ? layouts.signedIn
        : route.includes('/_visitor/')
          ? layouts.visitor
          : new Set<string>();
      const loaded = new Set([...own, ...entry, ...layout]);
      for (const file of own)
        for (const block of blocksUsedIn(file))
          if (!owners(block).some((css) => loaded.has(css)))
            unstyled.add(`${path.relative(src, route)}: ${path.relative(src, file)} uses .${block}`);
    }
    expect([...unstyled]).toEqual([]);
  });
});
