import { inspectClientBuild, missingBuildReason, type ClientBuildDecision } from './client-build-staleness.ts';

/**
 * Makes `npm start` enough on a fresh machine: builds the web app with Vite's JS API when dist/ is missing
 * or stale, and otherwise starts at once. Without client sources the API still starts (logged).
 */
export async function ensureClientBuild(options: {
  rootDir: string;
  log: (line: string) => void;
}): Promise<ClientBuildDecision> {
  const decision = inspectClientBuild(options.rootDir);
  if (decision.action === 'skip') {
    options.log(`Not building the web app: ${decision.reason}; the API starts without it.`);
    return decision;
  }
  if (decision.action === 'fresh') {
    options.log(`Web app build: ${decision.reason}.`);
    return decision;
  }
  // Imported on demand: Vite and its plugins take a while to load and are not needed when dist/ is fresh. They are
  // dev dependencies: an operator's `npm ci --omit=dev` runs the web app as built.
  const vite = await import('vite').catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  });
  if (!vite) {
    if (decision.reason === missingBuildReason)
      throw new Error(
        'the web app is not built (dist/ is missing) and the build tools are not installed (npm ci --omit=dev). ' +
          'Run `npm ci && npm run build` (with the dev dependencies), or copy in a checkout built that way.',
      );
    options.log(`Serving the web app as built: ${decision.reason}, but the build tools are not installed.`);
    return decision;
  }
  options.log(`Building the web app (${decision.reason}) …`);
  const started = performance.now();
  const { build } = vite;
  await build({ root: options.rootDir, mode: 'production', logLevel: 'warn' });
  options.log(`Built the web app into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return decision;
}
