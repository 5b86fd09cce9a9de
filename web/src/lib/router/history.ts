/**
 * Where the app is, and how it moves: the browser's history for the app, an in-memory one for
 * component tests. A location carries the state a page passed along (`navigate(to, { state })`) and a
 * key that is new for every entry (scroll positions are kept by key).
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type NavigationType = 'push' | 'replace' | 'pop';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface RouterHistory {
  readonly location: Location;
  navigate(to: string, options?: NavigateOptions): void;
  /** Calls `listener` after every change of location, with how it happened; returns the unsubscribe. */
  listen(listener: (type: NavigationType) => void): () => void;
}

interface EntryState {
  key: string;
  usr: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `to` (absolute, or relative to `base`'s path) split into path, query and fragment. */
export function parsePath(to: string, base = 'http://app/'): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function readBrowserLocation(): Location {
  const entry = window.history.state as Partial<EntryState> | null;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: entry?.usr ?? null,
    key: entry?.key ?? 'default',
  };
}

export function createBrowserHistory(): RouterHistory {
  const listeners = new Set<(type: NavigationType) => void>();
  let location = readBrowserLocation();
  const notify = (type: NavigationType) => {
    for (const listener of listeners) listener(type);
  };
  window.addEventListener('popstate', () => {
    location = readBrowserLocation();
    notify('pop');
  });
  return {
    get location() {
      return location;
    },
    navigate(to, { replace = false, state = null } = {}) {
      const entry: EntryState = { key: newKey(), usr: state };
      const url = new URL(to, window.location.href);
      if (replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
      location = readBrowserLocation();
      notify(replace ? 'replace' : 'push');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history that lives in memory (component tests): starts at `initial`, never touches the window. */
export function createMemoryHistory(initial = '/'): RouterHistory {
  const listeners = new Set<(type: NavigationType) => void>();
  let location: Location = { ...parsePath(initial), state: null, key: 'default' };
  return {
    get location() {
      return location;
    },
    navigate(to, { replace = false, state = null } = {}) {
      location = { ...parsePath(to, `http://app${location.pathname}`), state, key: newKey() };
      for (const listener of listeners) listener(replace ? 'replace' : 'push');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
