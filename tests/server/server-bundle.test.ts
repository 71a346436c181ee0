import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inspectServerBundle } from '../../server/build/server-bundle.mjs';

describe('deciding whether npm start must bundle the server first', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  /** A checkout with the given files, each touched `secondsAgo` before now; inputs.json lists `inputs`. */
  function checkout(files: Record<string, number>, inputs: string[] = []): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kita-server-bundle-'));
    roots.push(root);
    for (const [file, secondsAgo] of Object.entries(files)) {
      const full = path.join(root, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, file === 'dist-server/inputs.json' ? JSON.stringify({ inputs }) : file);
      const at = new Date(Date.now() - secondsAgo * 1000);
      fs.utimesSync(full, at, at);
    }
    return root;
  }

  const built = { 'dist-server/main.js': 20, 'dist-server/cli.js': 20, 'dist-server/inputs.json': 20 };
  const inputs = ['server/main.ts', 'contract/auth.ts'];

  it('bundles a checkout that was never built, or whose build did not finish', () => {
    const missing = { action: 'build', reason: 'dist-server/ is missing' };
    expect(inspectServerBundle(checkout({ 'server/main.ts': 50 }))).toEqual(missing);
    expect(inspectServerBundle(checkout({ 'server/main.ts': 50, 'dist-server/main.js': 20 }))).toEqual(missing);
    const { 'dist-server/cli.js': _cli, ...withoutCli } = built;
    expect(inspectServerBundle(checkout({ 'server/main.ts': 50, ...withoutCli }, inputs))).toEqual(missing);
  });

  it('runs the bundle when every source it read is older', () => {
    const root = checkout({ ...built, 'server/main.ts': 50, 'contract/auth.ts': 40, 'src/screen.tsx': 1 }, inputs);
    expect(inspectServerBundle(root)).toEqual({ action: 'fresh', reason: 'dist-server/ is up to date' });
  });

  it('bundles again when a source it read changed, and names it', () => {
    const root = checkout({ ...built, 'server/main.ts': 50, 'contract/auth.ts': 5 }, inputs);
    expect(inspectServerBundle(root)).toEqual({
      action: 'build',
      reason: 'contract/auth.ts changed since the last build',
    });
  });

  it('bundles again when a source it read is gone', () => {
    const root = checkout({ ...built, 'server/main.ts': 50 }, inputs);
    expect(inspectServerBundle(root).action).toBe('build');
  });
});
