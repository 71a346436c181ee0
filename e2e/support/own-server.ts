import { spawn } from 'node:child_process';
import { expect } from '@playwright/test';

/**
 * A Kita server of a journey's own, for what the journeys' server cannot show (another configuration, an account it
 * never makes), on `port` and the database `env.DATA_DIR` names. Resolves once it answers.
 */
export async function startOwnServer(
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<{ baseURL: string; stop: () => void }> {
  const baseURL = `http://127.0.0.1:${port}`;
  // A server left on this port would answer instead of this one.
  expect(await fetch(`${baseURL}/api/health`).catch(() => null), `port ${port} is taken`).toBeNull();
  // Where node_modules links to another checkout, its packages would otherwise resolve from that checkout's folders.
  const server = spawn('node', ['--preserve-symlinks', 'server/start.mjs'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status, { timeout: 150_000 })
    .toBe(200);
  return { baseURL, stop: () => void server.kill() };
}
