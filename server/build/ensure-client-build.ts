import { inspectClientBuild, type ClientBuildDecision } from './client-build-staleness.ts';

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
  options.log(`Building the web app (${decision.reason}) …`);
  const started = performance.now();
  // Imported on demand: Vite and its plugins take a while to load and are not needed when dist/ is fresh.
  const { build } = await import('vite');
  await build({ root: options.rootDir, mode: 'production', logLevel: 'warn' });
  options.log(`Built the web app into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return decision;
}
