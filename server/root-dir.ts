import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root (where its package.json named "kita" is), found upwards from this module. The server also runs
 * bundled into one file elsewhere in the tree (server/start.mjs), where a path relative to a module's own URL would
 * point somewhere else.
 */
function findRootDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === 'kita')
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json named "kita" above ${from}`);
  }
}

export const rootDir = findRootDir(path.dirname(fileURLToPath(import.meta.url)));
