interface Entry {
  url: Promise<string>;
  /** How many mounted components show this file right now. */
  users: number;
  /** When it was last released (LRU order of idle entries). */
  releasedAt: number;
}

export interface BlobUrlCacheOptions {
  /** Idle (unshown) files kept for a quick return; beyond that the oldest idle one is revoked. */
  maxIdle: number;
  load: (fileId: string) => Promise<Blob>;
  createUrl?: (blob: Blob) => string;
  revokeUrl?: (url: string) => void;
}

/**
 * Blob URLs of files, shared by every image that shows the same file and bounded in memory: a URL still shown is
 * never revoked (the image would break); of the idle ones only the `maxIdle` most recently used stay.
 */
export class BlobUrlCache {
  private readonly entries = new Map<string, Entry>();
  private clock = 0;

  constructor(private readonly options: BlobUrlCacheOptions) {}

  /** Takes a file for showing; call `release` when it is no longer shown. */
  acquire(fileId: string): Promise<string> {
    let entry = this.entries.get(fileId);
    if (!entry) {
      const createUrl = this.options.createUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
      const url = this.options.load(fileId).then(createUrl);
      entry = { url, users: 0, releasedAt: 0 };
      this.entries.set(fileId, entry);
      // A failed load is forgotten, so the next showing tries again (e.g. back online).
      url.catch(() => {
        if (this.entries.get(fileId) === entry) this.entries.delete(fileId);
      });
    }
    entry.users += 1;
    return entry.url;
  }

  release(fileId: string): void {
    const entry = this.entries.get(fileId);
    if (!entry || entry.users === 0) return;
    entry.users -= 1;
    if (entry.users === 0) {
      entry.releasedAt = ++this.clock;
      this.evict();
    }
  }

  /** How many files are held (shown or idle). */
  get size(): number {
    return this.entries.size;
  }

  private evict(): void {
    const idle = [...this.entries]
      .filter(([, entry]) => entry.users === 0)
      .sort(([, a], [, b]) => a.releasedAt - b.releasedAt);
    const revokeUrl = this.options.revokeUrl ?? ((url: string) => URL.revokeObjectURL(url));
    for (const [fileId, entry] of idle.slice(0, Math.max(0, idle.length - this.options.maxIdle))) {
      this.entries.delete(fileId);
      entry.url.then(revokeUrl, () => undefined);
    }
  }
}
