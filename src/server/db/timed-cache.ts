/**
 * Values kept in memory for a short time, for the marking hot path. Hundreds of markers ask for
 * the same few values (a partition's definition, its progress counts): when one goes stale it
 * is reloaded once, in the background, while callers keep the value they had; a value nobody
 * has yet is loaded once however many callers wait for it.
 */
interface Entry<V> {
  /** when the value was loaded (ms); absent while the first load runs */
  at?: number;
  value?: V;
  loading?: Promise<V>;
}

export class TimedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(private readonly keepMs: number) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.at !== undefined) {
      if (Date.now() - entry.at >= this.keepMs && !entry.loading) {
        // a failed refresh keeps the old value; the next caller tries again
        this.reload(key, entry, load).catch(() => undefined);
      }
      return Promise.resolve(entry.value as V);
    }
    if (entry?.loading) return entry.loading;
    const fresh: Entry<V> = {};
    this.entries.set(key, fresh);
    return this.reload(key, fresh, load).catch((error: unknown) => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
      throw error;
    });
  }

  /** The kept value, if any (to change it in place). */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  forget(key: K): void {
    this.entries.delete(key);
  }

  private reload(key: K, entry: Entry<V>, load: () => Promise<V>): Promise<V> {
    const loading = load().then(
      (value) => {
        // a value forgotten meanwhile is not brought back
        if (this.entries.get(key) === entry) Object.assign(entry, { value, at: Date.now() });
        entry.loading = undefined;
        return value;
      },
      (error: unknown) => {
        entry.loading = undefined;
        throw error;
      },
    );
    entry.loading = loading;
    return loading;
  }
}
