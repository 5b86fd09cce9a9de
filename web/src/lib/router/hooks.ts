import { useCallback, useContext } from 'react';
import { RouteErrorContext, useRouter } from './context';
import type { Location, NavigateOptions } from './history';
import type { Params } from './match';

/** The location of the page on screen (the previous one until the next page can render). */
export function useLocation(): Location {
  return useRouter().committed.location;
}

/** The current route's params (`q/:code` → `{ code }`). */
export function useParams(): Params {
  return useRouter().committed.params;
}

/** The `handle` of the current route. */
export function useRouteHandle<T>(): T | undefined {
  return useRouter().committed.route.handle as T | undefined;
}

/** True while a navigation waits for the next page's chunk. */
export function useNavigating(): boolean {
  return useRouter().navigating;
}

/** The error the error element is shown for. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useCallback((to: string, options?: NavigateOptions) => history.navigate(to, options), [history]);
}
