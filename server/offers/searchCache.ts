/** A search answer as the JSON text sent to the client: a cached answer is not serialised again on every hit. */
export type SerializedSearch = string;

/**
 * A small in-process cache of public search answers. Popular searches repeat far more often than offers
 * change, so identical queries share one database round trip:
 * - concurrent identical requests wait for the same promise (no stampede on a cold entry);
 * - a write that can change what is public empties it in every process (server/db/cacheChanges.ts, 'search');
 * - the TTL is a backstop should a notification ever be missed.
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The answer cached (or being loaded) for `key`, if any and not expired. */
  peek(key: string): Promise<T> | undefined {
    const cached = this.enabled ? this.entries.get(key) : undefined;
    return cached && cached.expires > Date.now() ? cached.value : undefined;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.value;
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
