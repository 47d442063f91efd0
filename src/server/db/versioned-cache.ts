/**
 * Values kept in memory under a version that the caller reads from the database each time (a
 * stamp that the writes raise in their own transaction): a value is answered only for the version
 * it was made at, so no value outlives the change that makes it wrong, whichever process wrote it.
 * A value missing or at another version is made once, however many callers ask for it at once
 * (they wait on the same promise); the maker is handed the value kept before, so it may refresh
 * only what changed. The values are bounded by an estimate of their size in bytes: the least
 * recently used go first.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import { keyOfDb, type Db } from './database-types.ts';

interface Kept<V> {
  version: string;
  value: V;
  bytes: number;
}

export interface Making<V> {
  /** the value kept before, at another version, when there is one */
  previous?: { version: string; value: V };
}

export class VersionedCache<K, V> {
  /** in order of use, least recent first (a Map keeps insertion order) */
  private readonly kept = new Map<K, Kept<V>>();
  private readonly making = new Map<K, Map<string, Promise<V>>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: K, version: string, make: (making: Making<V>) => Promise<V>): Promise<V> {
    const entry = this.kept.get(key);
    if (entry && entry.version === version) {
      this.kept.delete(key);
      this.kept.set(key, entry);
      return Promise.resolve(entry.value);
    }
    const running = this.making.get(key)?.get(version);
    if (running) return running;
    const promise = make({ previous: entry && { version: entry.version, value: entry.value } }).then(
      (value) => {
        this.settle(key, version);
        this.keep(key, version, value);
        return value;
      },
      (error: unknown) => {
        this.settle(key, version);
        throw error;
      },
    );
    if (!this.making.has(key)) this.making.set(key, new Map());
    this.making.get(key)!.set(version, promise);
    return promise;
  }

  /** Bytes kept now (an estimate). */
  get size(): number {
    return this.bytes;
  }

  has(key: K): boolean {
    return this.kept.has(key);
  }

  clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }

  private settle(key: K, version: string): void {
    const versions = this.making.get(key);
    versions?.delete(version);
    if (versions?.size === 0) this.making.delete(key);
  }

  private keep(key: K, version: string, value: V): void {
    const before = this.kept.get(key);
    if (before) {
      this.kept.delete(key);
      this.bytes -= before.bytes;
    }
    const bytes = this.sizeOf(value);
    // a value larger than the whole budget is answered but not kept
    if (bytes > this.maxBytes) return;
    this.kept.set(key, { version, value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}

/**
 * One cache per database (a test process opens many), none within a transaction: what a
 * transaction reads may include its own writes, which may yet roll back.
 */
export function cachePerDatabase<K, V>(maxBytes: number, sizeOf: (value: V) => number): (db: Db) => VersionedCache<K, V> | undefined {
  const byDb = new WeakMap<Db, VersionedCache<K, V>>();
  return (db) => {
    if (db instanceof PgTransaction) return undefined;
    const key = keyOfDb(db);
    let cache = byDb.get(key);
    if (!cache) byDb.set(key, (cache = new VersionedCache(maxBytes, sizeOf)));
    return cache;
  };
}
