/**
 * The FCM token this browser last gave the server for the signed-in user. Kept so that a sign-out can ask the server
 * to drop it without loading Firebase (large, and maybe not loaded in this page at all).
 */
const sentTokenKey = 'kita-fcm-token';

export function rememberSentFcmToken(token: string): void {
  try {
    localStorage.setItem(sentTokenKey, token);
  } catch {
    // Storage blocked: the sign-out then drops the token only when Firebase is loaded in this page.
  }
}

export function sentFcmToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(sentTokenKey) ?? null;
  } catch {
    return null;
  }
}

export function forgetSentFcmToken(): void {
  try {
    globalThis.localStorage?.removeItem(sentTokenKey);
  } catch {
    // Nothing stored then.
  }
}
