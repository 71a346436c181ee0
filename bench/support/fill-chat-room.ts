import type { Page } from 'playwright-core';

/** Writes `count` messages of the room straight into IndexedDB (as a long-lived room's history would be). */
const fillRoom = (roomId: string, senderIds: string[], count: number) => `(async () => {
  const db = await new Promise((resolve, reject) => { const open = indexedDB.open('kita'); open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
  const start = Date.now() - ${count} * 60_000 - 86_400_000;
  await new Promise((resolve, reject) => {
    const tx = db.transaction('messages', 'readwrite');
    const store = tx.objectStore('messages');
    const senders = ${JSON.stringify(senderIds)};
    for (let i = 0; i < ${count}; i++) {
      const at = new Date(start + i * 60_000).toISOString();
      const id = '0190' + String(i).padStart(4, '0') + '-0000-7000-8000-' + String(i).padStart(12, '0');
      store.put({ id, room_id: ${JSON.stringify(roomId)}, sender_id: senders[i % senders.length], message: 'Nachricht ' + i + ' aus der Bench: heute Nachmittag Ausflug in den Park, bitte an Sonnencreme denken.', created_at: at, updated_at: at, version: 1, deleted_at: null });
    }
    tx.oncomplete = resolve; tx.onerror = () => reject(tx.error);
  });
  db.close();
})()`;

/**
 * On a signed-in, synced page: the user's first chat room in /chat gets `count` messages of its members on the device.
 * Returns the room's path.
 */
export async function fillFirstChatRoom(page: Page, count: number): Promise<string> {
  await page.goto('/chat');
  const row = page.locator('.chat-row[data-room-id]').first();
  await row.waitFor({ timeout: 60_000 });
  const roomId = (await row.getAttribute('data-room-id'))!;
  const senders = await page.evaluate<string[]>(`(async () => {
    const db = await new Promise((resolve) => { const open = indexedDB.open('kita'); open.onsuccess = () => resolve(open.result); });
    const rows = await new Promise((resolve) => { const request = db.transaction('room_members').objectStore('room_members').getAll(); request.onsuccess = () => resolve(request.result); });
    db.close();
    return rows.filter((row) => row.room_id === ${JSON.stringify(roomId)}).map((row) => row.user_id);
  })()`);
  await page.evaluate(fillRoom(roomId, senders, count));
  return `/chat/room/${roomId}`;
}
