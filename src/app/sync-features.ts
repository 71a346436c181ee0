import { followRoomsWhileConnected } from '../features/chat/realtime-rooms.ts';
import { sendLanguageWithEverySync } from '../features/languages/pending-language.ts';

/**
 * What features add to the sync engine: channels to follow while realtime is connected, sends before each pull. The
 * engine takes a registration made after it started, so this may load after the first screen.
 */
export function registerSyncFeatures(): void {
  followRoomsWhileConnected();
  sendLanguageWithEverySync();
}
