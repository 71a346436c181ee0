import fs from 'node:fs';
import path from 'node:path';

/** Everything `vite build` reads: a change to any of these makes dist/ stale. */
export const clientSourcePaths = [
  'src',
  'locales',
  'sw',
  'public',
  'contract',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package.json',
] as const;

export const missingBuildReason = 'dist/index.html is missing';

export type ClientBuildDecision =
  { action: 'build'; reason: string } | { action: 'fresh'; reason: string } | { action: 'skip'; reason: string };

/**
 * The staleness rule on its own, over modification times (ms): build when the client sources exist and
 * dist/index.html is missing or older than the newest source file.
 */
export function decideClientBuild(input: {
  hasClientSources: boolean;
  builtAtMs: number | undefined;
  newestSourceMs: number | undefined;
}): ClientBuildDecision {
  if (!input.hasClientSources) return { action: 'skip', reason: 'no client sources (index.html and src/) yet' };
  if (input.builtAtMs === undefined) return { action: 'build', reason: missingBuildReason };
  if (input.newestSourceMs !== undefined && input.newestSourceMs > input.builtAtMs) {
    return { action: 'build', reason: 'client sources changed since the last build' };
  }
  return { action: 'fresh', reason: 'dist/ is up to date' };
}

function mtimeMs(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time of the files under `paths` (files or directories), ignoring missing ones. */
export function newestModification(paths: string[]): number | undefined {
  let newest: number | undefined;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) if (name !== 'node_modules') visit(path.join(entry, name));
    } else if (newest === undefined || stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  paths.forEach(visit);
  return newest;
}

/** Looks at the repository at `rootDir` and decides whether `npm start` must build the client first. */
export function inspectClientBuild(rootDir: string): ClientBuildDecision {
  const hasClientSources = fs.existsSync(path.join(rootDir, 'index.html')) && fs.existsSync(path.join(rootDir, 'src'));
  return decideClientBuild({
    hasClientSources,
    builtAtMs: mtimeMs(path.join(rootDir, 'dist', 'index.html')),
    newestSourceMs: newestModification(clientSourcePaths.map((p) => path.join(rootDir, p))),
  });
}
