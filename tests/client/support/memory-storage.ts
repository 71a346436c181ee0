/** Node has no localStorage; the session keeps its token there (src/db/token-storage.ts). */
export function installMemoryStorage(): Map<string, string> {
  const storage = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, String(value)),
    removeItem: (key) => void storage.delete(key),
    clear: () => storage.clear(),
    key: (index) => [...storage.keys()][index] ?? null,
    get length() {
      return storage.size;
    },
  };
  return storage;
}
