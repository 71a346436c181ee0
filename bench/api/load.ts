import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadOptions, LoadSummary } from './load-child.ts';

export type { LoadOptions, LoadSummary } from './load-child.ts';

const childFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-child.ts');

/** Runs autocannon against `options.url` for `options.seconds` from a child process and returns its summary. */
export function load(options: LoadOptions): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const child = fork(childFile, [JSON.stringify(options)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let summary: LoadSummary | undefined;
    child.on('message', (message) => (summary = message as LoadSummary));
    child.on('error', reject);
    child.on('exit', (code) =>
      summary ? resolve(summary) : reject(new Error(`autocannon exited with ${code} and no summary`)),
    );
  });
}
