import { followRoomsWhileConnected } from '../features/chat/realtime-rooms.ts';
import { sendLanguageWithEverySync } from '../features/languages/pending-language.ts';

/**
 * What features add to the sync engine: channels to follow while realtime is connected, sends before each pull.
 * Registered where the engine starts for a signed-in start (src/main.tsx, whatever the page) and by the signed-in
 * layout after a sign-in on the page. The engine takes a registration made after it started.
 */
export function registerSyncFeatures(): void {
  followRoomsWhileConnected();
  sendLanguageWithEverySync();
}
