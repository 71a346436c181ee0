import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const rootDir = path.resolve(import.meta.dirname, '../../..');

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Set last, over the defaults below. */
  env?: Record<string, string>;
}

/**
 * The real server (what `npm start` runs: server/start.mjs, serving dist/ and the API) as a child process the chaos suite can
 * SIGKILL and start again on the same data. Resolves once it answers; rejects if it exits before.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  kills = 0;

  constructor(readonly options: ServerOptions) {}

  get origin(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  async start(): Promise<void> {
    const { port, dataDir, databaseUrl, env } = this.options;
    const child = spawn(process.execPath, [path.join(rootDir, 'server/start.mjs')], {
      cwd: rootDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SEED: 'demo',
        AUTH_RATE_LIMIT: '1000',
        AUTH_ACCOUNT_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    let listening = false;
    await new Promise<void>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4_000);
        if (!listening && output.includes('Kita is running at')) {
          listening = true;
          resolve();
        }
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      child.once('exit', (code, signal) => {
        if (!listening) reject(new Error(`server on ${port} exited (${code ?? signal}) before listening:\n${output}`));
        // Not by kill() or stop(): say why, the figures alone would not.
        else if (this.child === child)
          console.error(`server on ${port} exited by itself (${code ?? signal}):\n${output}`);
      });
    });
  }

  /** kill -9: no shutdown handler runs, whatever was in flight is cut off. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.kills++;
  }

  /** The end of a run: SIGTERM, so PGlite closes cleanly before the suite reads it. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
