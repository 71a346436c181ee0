import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const featureWords = /absence|chat|blackboard|publication|menu|language/i;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

describe('the sync engine', () => {
  it('names no feature, in code or comments: features register what it needs', () => {
    const named = ['src/sync', 'server/sync'].flatMap((folder) =>
      filesUnder(join(root, folder)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            featureWords.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      ),
    );
    expect(named).toEqual([]);
  });
});
