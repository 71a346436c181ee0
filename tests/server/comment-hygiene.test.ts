import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const self = path.relative(root, fileURLToPath(import.meta.url));

/** Where the code lives, and the configuration files at the top. Translations, docs and figures are not code. */
const codeFolders = ['src', 'server', 'sw', 'contract', 'tests', 'e2e', 'bench', 'scripts', 'public'];
const codeFile = /\.(ts|tsx|js|mjs|cjs|css|sql|html)$/;
const notSource = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);

/**
 * What a reader of the repository cannot follow: a tracker's issue numbers, documents kept outside the repository,
 * and the story of how the code came to be (that belongs in the commit; figures belong in bench/README.md).
 */
const forbidden: { name: string; pattern: RegExp }[] = [
  { name: 'an issue number', pattern: /\bissues? #?\d+/i },
  { name: 'a section of the spec', pattern: /\bspec(?:ification)?\s*§/i },
  { name: 'a section of the design notes', pattern: /\bDESIGN(?:\.md)?\s*§/i },
  { name: 'the pitfalls notes', pattern: /PITFALLS/ },
  { name: 'a notes file outside the repository', pattern: /\b(?:DESIGN|STYLE|PITFALLS)\.md\b|\/work\/shared\b/ },
  { name: 'history', pattern: /\b(?:before|after) this change\b|\bwe used to\b|\bthis used to\b|\bit used to\b/i },
  { name: 'benchmark narration', pattern: /\b(?:was|were) measured (?:at|to|as)\b|\bin run \d+/i },
];

function* filesUnder(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory() && !notSource.has(entry.name)) yield* filesUnder(relative);
    else if (entry.isFile() && codeFile.test(entry.name)) yield relative;
  }
}

function codeFiles(): string[] {
  const topLevel = fs
    .readdirSync(root)
    .filter((name) => codeFile.test(name) && fs.statSync(path.join(root, name)).isFile());
  const nested = codeFolders
    .filter((folder) => fs.existsSync(path.join(root, folder)))
    .flatMap((folder) => [...filesUnder(folder)]);
  return [...topLevel, ...nested].filter((file) => file !== self);
}

describe('comments say what the code cannot, in words a reader of this repository can follow', () => {
  it('scans the code of every part of the repository', () => {
    const files = codeFiles();
    for (const part of [
      'src/main.tsx',
      'server/app.ts',
      'sw/sw.ts',
      'contract/sync.ts',
      'eslint.config.js',
      'vite.config.ts',
    ]) {
      expect(files).toContain(part);
    }
  });

  it('names no issue numbers, outside documents, history or benchmark runs', () => {
    const found: string[] = [];
    for (const file of codeFiles()) {
      const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const { name, pattern } of forbidden) {
          if (pattern.test(line)) found.push(`${file}:${index + 1}: ${name}: ${line.trim()}`);
        }
      });
    }
    expect(found, 'say it as a fact about the code, or name the ADR (docs/decisions/NNNN)').toEqual([]);
  });
});
