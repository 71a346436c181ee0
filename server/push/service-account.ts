import fs from 'node:fs';

/** The three fields of a Google service account key that FCM needs. */
export type ServiceAccount = { projectId: string; clientEmail: string; privateKey: string };

/**
 * FIREBASE_SERVICE_ACCOUNT is either the key file's JSON itself (handy in container secrets) or a path to it.
 * Read once at start, so a wrong path or a truncated key stops the server with a clear message instead of
 * failing silently at the first notification.
 */
export function readServiceAccount(setting: string): ServiceAccount {
  const source = setting.startsWith('{') ? 'the JSON in FIREBASE_SERVICE_ACCOUNT' : setting;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(setting.startsWith('{') ? setting : fs.readFileSync(setting, 'utf8')) as Record<
      string,
      unknown
    >;
  } catch (error) {
    throw new Error(
      `FIREBASE_SERVICE_ACCOUNT: cannot read a service account key from ${source}: ${(error as Error).message}`,
    );
  }
  const field = (name: string) => {
    const value = parsed[name];
    if (typeof value !== 'string' || value === '')
      throw new Error(`FIREBASE_SERVICE_ACCOUNT: ${source} has no "${name}"`);
    return value;
  };
  return { projectId: field('project_id'), clientEmail: field('client_email'), privateKey: field('private_key') };
}
