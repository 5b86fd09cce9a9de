import type { User } from '@quizzical/common';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface Session {
  access: string | null;
  refresh: string | null;
  user: User | null;
}

export interface SessionStore {
  get(): Session;
  setTokens(tokens: TokenPair): void;
  setUser(user: User | null): void;
  clear(): void;
  /** Re-reads the storage (another tab may have rotated the tokens a moment ago). */
  reload(): void;
  subscribe(listener: () => void): () => void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safeStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): the session lives in memory only
  }
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' && typeof value.email === 'string' ? (value as User) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in state (tokens and user) kept in localStorage, with an in-memory snapshot that React
 * reads through useSyncExternalStore. The API client and the auth hook share one store, so a token
 * rotated by the client is seen by everyone, and a logout in another tab logs this tab out too.
 */
export function createSessionStore(storage: KeyValueStorage | null = safeStorage()): SessionStore {
  const read = (): Session => ({
    access: storage?.getItem(STORAGE_KEYS.accessToken) ?? null,
    refresh: storage?.getItem(STORAGE_KEYS.refreshToken) ?? null,
    user: parseUser(storage?.getItem(STORAGE_KEYS.user) ?? null),
  });
  let snapshot = read();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // quota or disabled storage: keep the in-memory snapshot
    }
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) {
        snapshot = read();
        emit();
      }
    });
  }

  return {
    get: () => snapshot,
    setTokens(tokens) {
      write(STORAGE_KEYS.accessToken, tokens.access);
      write(STORAGE_KEYS.refreshToken, tokens.refresh);
      snapshot = { ...snapshot, access: tokens.access, refresh: tokens.refresh };
      emit();
    },
    setUser(user) {
      write(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
      snapshot = { ...snapshot, user };
      emit();
    },
    clear() {
      for (const key of SESSION_KEYS) write(key, null);
      snapshot = { access: null, refresh: null, user: null };
      emit();
    },
    reload() {
      const fresh = read();
      if (fresh.access !== snapshot.access || fresh.refresh !== snapshot.refresh) {
        snapshot = fresh;
        emit();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
