/** The bearer token lives in localStorage under `token`. */
const tokenKey = 'token';

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(tokenKey) ?? null;
  } catch {
    // Storage can be blocked (privacy modes); then nobody is signed in.
    return null;
  }
}

export function writeToken(token: string): void {
  globalThis.localStorage?.setItem(tokenKey, token);
}

export function removeToken(): void {
  globalThis.localStorage?.removeItem(tokenKey);
}
