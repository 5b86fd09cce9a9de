import { createContext, type ReactNode, useContext } from 'react';
import type { Location, NavigationType, RouterHistory } from './history';
import type { Params } from './match';

/** What the router shares with its outlet, hooks and links. */

export interface RouteDefinition {
  /** `q/:code`, `create_quizz/:code?`, `*` (see match.ts). The first route that matches wins. */
  path: string;
  /** The page, shown at once. */
  element?: ReactNode;
  /** Or the page from its own chunk, fetched (once) the first time the route matches. */
  lazy?: () => Promise<ReactNode>;
  /** Anything the layout wants to know of the route (useRouteHandle). */
  handle?: unknown;
}

export type Page = { element: ReactNode } | { error: unknown };

export interface Committed {
  location: Location;
  route: RouteDefinition;
  params: Params;
  /** Undefined while the first page's chunk loads. */
  page?: Page;
  type: NavigationType;
}

export interface RouterValue {
  history: RouterHistory;
  committed: Committed;
  navigating: boolean;
  errorElement: ReactNode;
  loadingElement: ReactNode;
}

export const RouterContext = createContext<RouterValue | null>(null);
export const RouteErrorContext = createContext<unknown>(undefined);

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('router hooks must be used inside <Router>');
  return value;
}
