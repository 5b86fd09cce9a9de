import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions {
  maxEntries: number;
  /** How long a loaded value is served; not finite: until it is evicted, deleted or cleared. */
  maxAgeMs: number;
  /** The clock that ages entries (the app's injected clock); real time otherwise. */
  now?: () => number;
}

/**
 * The app's in-memory cache of loaded values by key (lru-cache's `ttl` and `fetchMethod`): concurrent
 * requests for a key share one load, a failed load is not kept, an entry is served for `maxAgeMs` after
 * its load answered, and the least recently used entry goes first once `maxEntries` are held. A value
 * deleted or cleared while it loads still reaches its callers, and is not kept.
 */
export function createTtlCache<K extends {}, T extends {}>(options: TtlCacheOptions) {
  const { now } = options;
  const cache = new LRUCache<K, T, () => Promise<T>>({
    max: options.maxEntries,
    ...(Number.isFinite(options.maxAgeMs) && { ttl: options.maxAgeMs }),
    // an injected clock jumps: its time is read afresh each time, never reused for a millisecond
    ...(now && { perf: { now }, ttlResolution: 0 }),
    fetchMethod: (_key, _stale, { context }) => context(),
    ignoreFetchAbort: true,
  });

  return {
    /**
     * The value of `key`, loaded by `load` when none is held or it is too old; `fresh` loads it again
     * even if one is held (unless a load of it is already under way, which then answers).
     */
    async get(key: K, load: () => Promise<T>, { fresh = false } = {}): Promise<T> {
      const value = await cache.fetch(key, { context: load, forceRefresh: fresh });
      // fetch answers undefined only for a load that answered it, which T excludes
      if (value === undefined) throw new Error(`no value loaded for ${String(key)}`);
      return value;
    },
    /** Forgets the value of `key` (it changed); a load of it under way is not kept. */
    delete: (key: K) => {
      cache.delete(key);
    },
    /** Forgets everything (after a write that may change any value); loads in flight are not kept. */
    clear: () => cache.clear(),
    size: () => cache.size,
  };
}
