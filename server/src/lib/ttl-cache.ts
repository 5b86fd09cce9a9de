/**
 * A small in-memory cache of computed values by key: concurrent requests for a key share one load, a
 * failed load is not kept, entries expire after `maxAgeMs`, and the least recently used entry goes
 * first once `maxEntries` are held.
 */
export function createTtlCache<T>(options: { maxEntries: number; maxAgeMs: number }) {
  const entries = new Map<string, { value: Promise<T>; createdAt: number }>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      entries.delete(key);
      if (cached && Date.now() - cached.createdAt < options.maxAgeMs) {
        entries.set(key, cached); // most recently used last
        return cached.value;
      }
      const entry = { value: load(), createdAt: Date.now() };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return entry.value;
    },
    /** Forgets everything (after a write that may change any value); loads in flight are not kept. */
    clear() {
      entries.clear();
    },
    size: () => entries.size,
  };
}
