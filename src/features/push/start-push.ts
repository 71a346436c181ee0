import { beforeSignOut } from '../../pwa/before-sign-out.ts';
import { refreshPushTokenAfterPaint } from './refresh-push-after-paint.ts';

/** Push's part of every page: the token refresh after the first paint, and the clean-up at sign-out. */
export function startPush(): void {
  void refreshPushTokenAfterPaint();
  // On demand: the sign-out code of push (and Firebase, if this page loaded it) is not part of the first screen.
  beforeSignOut(async () => (await import('./forget-push-on-sign-out.ts')).forgetPushOnSignOut());
}
