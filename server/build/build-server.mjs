// `npm run build`, after `vite build`: the server bundle in dist-server/, with what an earlier build left removed.
import { buildServerBundle, serverBundleDir } from './server-bundle.mjs';

const started = performance.now();
await buildServerBundle({ prune: true });
console.log(`Built the server into ${serverBundleDir} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
