import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { MemorySample } from '../server-child.ts';

export type ServerProcess = {
  child: ChildProcess;
  /** The server's memory after a full garbage collection (server-child.ts answers over IPC). */
  memory: () => Promise<MemorySample>;
  /** Lines the server logged at warn level or above (pino JSON on its stdout). */
  logged: string[];
  stop: () => Promise<void>;
};

/**
 * server-child.ts in its own process on `port`, on the database the caller prepared (SEED_DEMO=0), with `--expose-gc`
 * and an IPC channel for memory samples, logging warnings and errors: the load suite counts them as failures.
 */
export function startServerProcess(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    SEED_DEMO: '0',
    SERVER_LOG_LEVEL: 'warn',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, '..', 'server-child.ts')],
    {
      env,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const logged: string[] = [];
  let samples = Promise.resolve<unknown>(undefined);
  const memory = () => {
    const next = samples.then(
      () =>
        new Promise<MemorySample>((resolve) => {
          child.once('message', (sample) => resolve(sample as MemorySample));
          child.send('memory');
        }),
    );
    samples = next;
    return next;
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line === 'listening') resolve({ child, memory, logged, stop });
        else if (line.trim()) logged.push(line.slice(0, 500));
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before listening: ${logged.join('\n')}`)),
    );
  });
}
