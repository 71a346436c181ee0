import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decideClientBuild,
  inspectClientBuild,
  newestModification,
} from '../../server/build/client-build-staleness.ts';

describe('deciding whether npm start must build the client', () => {
  it('skips the build when there are no client sources yet', () => {
    expect(decideClientBuild({ hasClientSources: false, builtAtMs: undefined, newestSourceMs: 5 }).action).toBe('skip');
  });

  it('builds when dist/index.html is missing', () => {
    expect(decideClientBuild({ hasClientSources: true, builtAtMs: undefined, newestSourceMs: 5 })).toEqual({
      action: 'build',
      reason: 'dist/index.html is missing',
    });
  });

  it('builds when a source is newer than the build, and not when the build is newer', () => {
    expect(decideClientBuild({ hasClientSources: true, builtAtMs: 1000, newestSourceMs: 1001 }).action).toBe('build');
    expect(decideClientBuild({ hasClientSources: true, builtAtMs: 1000, newestSourceMs: 1000 }).action).toBe('fresh');
    expect(decideClientBuild({ hasClientSources: true, builtAtMs: 1000, newestSourceMs: 999 }).action).toBe('fresh');
  });
});

describe('looking at a repository on disk', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  /** A repository with the given files, each touched `secondsAgo` before now. */
  function repository(files: Record<string, number>): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kita-build-'));
    roots.push(root);
    for (const [file, secondsAgo] of Object.entries(files)) {
      const full = path.join(root, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, file);
      const at = new Date(Date.now() - secondsAgo * 1000);
      fs.utimesSync(full, at, at);
    }
    return root;
  }

  it('skips when index.html or src/ is missing, so the API still starts', () => {
    expect(inspectClientBuild(repository({ 'package.json': 10, 'contract/user.ts': 10 })).action).toBe('skip');
    expect(inspectClientBuild(repository({ 'src/main.tsx': 10 })).action).toBe('skip');
  });

  it('builds a repository that was never built', () => {
    expect(inspectClientBuild(repository({ 'index.html': 50, 'src/main.tsx': 50 })).action).toBe('build');
  });

  it('is fresh when dist/index.html is newer than every source', () => {
    const root = repository({
      'index.html': 50,
      'src/app/deep/screen.tsx': 40,
      'locales/de/messages.po': 30,
      'dist/index.html': 5,
    });
    expect(inspectClientBuild(root).action).toBe('fresh');
  });

  it.each([
    'src/app/deep/screen.tsx',
    'locales/tr/messages.po',
    'sw/sw.ts',
    'contract/user.ts',
    'vite.config.ts',
    'lingui.config.ts',
    'package.json',
    'public/favicon.svg',
  ])('rebuilds after %s changed', (changed) => {
    const root = repository({ 'index.html': 50, 'src/main.tsx': 50, 'dist/index.html': 20, [changed]: 1 });
    expect(inspectClientBuild(root)).toEqual({
      action: 'build',
      reason: 'client sources changed since the last build',
    });
  });

  it('ignores files outside the client sources, such as server code and node_modules', () => {
    const root = repository({
      'index.html': 50,
      'src/main.tsx': 50,
      'dist/index.html': 20,
      'server/app.ts': 1,
      'src/node_modules/x/index.js': 1,
    });
    expect(inspectClientBuild(root).action).toBe('fresh');
  });

  it('finds the newest modification across nested directories and ignores missing paths', () => {
    const root = repository({ 'a/b/c.txt': 100, 'a/d.txt': 30, 'e.txt': 60 });
    const newest = newestModification([path.join(root, 'a'), path.join(root, 'e.txt'), path.join(root, 'missing')]);
    expect(Math.round((Date.now() - newest!) / 1000)).toBe(30);
    expect(newestModification([path.join(root, 'missing')])).toBeUndefined();
  });
});
