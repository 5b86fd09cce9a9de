import { LRUCache } from 'lru-cache';

/**
 * A small in-memory cache of computed values by key (lru-cache): concurrent requests for a key share
 * one load, a failed load is not kept, entries expire after `maxAgeMs` (none when not finite), and the
 * least recently used entry goes first once `maxEntries` are held.
 */
export function createTtlCache<T extends {}>(options: { maxEntries: number; maxAgeMs: number }) {
  const cache = new LRUCache<string, T, () => Promise<T>>({
    max: options.maxEntries,
    ...(Number.isFinite(options.maxAgeMs) && { ttl: options.maxAgeMs }),
    fetchMethod: (_key, _stale, { context }) => context(),
    // clear() during a load: its callers still get the value, and the cache does not keep it
    ignoreFetchAbort: true,
  });

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const value = await cache.fetch(key, { context: load });
      // fetch answers undefined only for a load that answered it, which T excludes
      if (value === undefined) throw new Error(`no value loaded for ${key}`);
      return value;
    },
    /** Forgets everything (after a write that may change any value); loads in flight are not kept. */
    clear: () => cache.clear(),
    size: () => cache.size,
  };
}
