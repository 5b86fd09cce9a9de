/**
 * The app's router: a route table matched on the path, pages in lazy chunks, the history state pages
 * pass along, links that navigate without a reload, and scroll restoration. The links are in
 * links.tsx; `index.ts` is what the app imports.
 *
 * Why not React Router: its data router was 28 of the 159 KB brotli a student downloaded from
 * /q/{code} to the run screen (the budget is 120,
 * docs/decisions/0002-page-chunks-and-javascript-budget.md), and the app uses ten of its exports. This
 * folder keeps their names and behaviour where the app relies on them:
 * - a page's chunk is fetched before the navigation commits: the old page (and `useLocation`) stays
 *   until the new one can render, `useNavigating()` says that a navigation waits meanwhile;
 * - `navigate(to, { replace, state })`, `useLocation().state`, `<Navigate>`, `<Link>`, `<NavLink>`
 *   (class `active`, aria-current="page");
 * - a page that throws, or whose chunk cannot be fetched, renders the error element (`useRouteError`)
 *   under the same layout; the next navigation clears it;
 * - a new page starts at the top (or at its #fragment), Back and Forward restore the scroll position.
 */
import {
  Component,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useState,
} from 'react';
import type { Location, NavigateOptions, NavigationType, RouterHistory } from './history';
import { matchPath, type Params } from './match';

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

type Page = { element: ReactNode } | { error: unknown };

interface Committed {
  location: Location;
  route: RouteDefinition;
  params: Params;
  /** Undefined while the first page's chunk loads. */
  page?: Page;
  type: NavigationType;
}

interface RouterValue {
  history: RouterHistory;
  committed: Committed;
  navigating: boolean;
  errorElement: ReactNode;
  loadingElement: ReactNode;
}

const RouterContext = createContext<RouterValue | null>(null);
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('router hooks must be used inside <Router>');
  return value;
}

/**
 * The app's router: a route table matched on the path, pages in lazy chunks, the history state pages
 * pass along, links that navigate without a reload, and scroll restoration. This file holds the
 * <Router> itself (matching, fetching a page's chunk before committing, scroll restoration); the
 * outlet, the hooks and the links are beside it, and `index.ts` is what the app imports.
 *
 * Why not React Router: its data router was 28 of the 159 KB brotli a student downloaded from
 * /q/{code} to the run screen (the budget is 120), and the app uses ten of its exports. This
 * folder keeps their names and behaviour where the app relies on them:
 * - a page's chunk is fetched before the navigation commits: the old page (and `useLocation`) stays
 *   until the new one can render, `useNavigating()` says that a navigation waits meanwhile;
 * - `navigate(to, { replace, state })`, `useLocation().state`, `<Navigate>`, `<Link>`, `<NavLink>`
 *   (class `active`, aria-current="page");
 * - a page that throws, or whose chunk cannot be fetched, renders the error element (`useRouteError`)
 *   under the same layout; the next navigation clears it;
 * - a new page starts at the top (or at its #fragment), Back and Forward restore the scroll position.
 */

const loadedPages = new WeakMap<RouteDefinition, Promise<Page>>();

/** The route's page, its chunk fetched once per route (a failed fetch is tried again next time). */
function loadPage(route: RouteDefinition): Promise<Page> {
  if (!route.lazy) return Promise.resolve({ element: route.element });
  let page = loadedPages.get(route);
  if (!page) {
    page = route.lazy().then(
      (element) => ({ element }),
      (error: unknown) => {
        loadedPages.delete(route);
        return { error };
      },
    );
    loadedPages.set(route, page);
  }
  return page;
}

/** What a route shows when it is known without waiting (a plain element, or a chunk already here). */
const settledPages = new WeakMap<RouteDefinition, Page>();
const settledPage = (route: RouteDefinition): Page | undefined =>
  route.lazy ? settledPages.get(route) : { element: route.element };

function match(routes: RouteDefinition[], location: Location) {
  for (const route of routes) {
    const params = matchPath(route.path, location.pathname);
    if (params) return { route, params };
  }
  throw new Error(`no route matches ${location.pathname}: add a '*' route`);
}

/** Scroll positions by history entry, for Back and Forward. */
const scrollPositions = new Map<string, number>();

export function Router({
  history,
  routes,
  errorElement,
  loadingElement = null,
  children,
}: {
  history: RouterHistory;
  routes: RouteDefinition[];
  /** Shown in the outlet when a page throws or its chunk cannot be fetched (useRouteError). */
  errorElement: ReactNode;
  /** Shown in the outlet while the first page's chunk loads. */
  loadingElement?: ReactNode;
  /** The layout around the pages: it renders <Outlet />. */
  children: ReactNode;
}) {
  const [committed, setCommitted] = useState<Committed>(() => {
    const location = history.location;
    const { route, params } = match(routes, location);
    return { location, route, params, page: settledPage(route), type: 'pop' };
  });
  const [navigating, setNavigating] = useState(false);

  // the first page's chunk (or a navigation made before the subscription): read once, when subscribing
  const catchUp = useEffectEvent((go: (type: NavigationType) => void) => {
    if (history.location !== committed.location || !committed.page) go(committed.type);
  });
  useEffect(() => {
    let latest = 0;
    const go = (type: NavigationType) => {
      const location = history.location;
      const { route, params } = match(routes, location);
      const id = ++latest;
      const commit = (page: Page) => {
        if (id !== latest) return; // a newer navigation started meanwhile
        settledPages.set(route, page);
        setNavigating(false);
        setCommitted((current) => {
          scrollPositions.set(current.location.key, window.scrollY);
          return { location, route, params, page, type };
        });
      };
      const settled = settledPage(route);
      if (settled && !('error' in settled)) return commit(settled);
      setNavigating(true);
      void loadPage(route).then(commit);
    };
    const unlisten = history.listen(go);
    catchUp(go);
    return unlisten;
  }, [history, routes]);

  useLayoutEffect(() => {
    const { location, type } = committed;
    if (!committed.page) return;
    if (type === 'pop') {
      const top = scrollPositions.get(location.key);
      if (top !== undefined) window.scrollTo(0, top);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [committed]);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  return (
    <RouterContext.Provider value={{ history, committed, navigating, errorElement, loadingElement }}>
      {children}
    </RouterContext.Provider>
  );
}

/** Catches a page that throws while rendering; the next navigation (a new `resetKey`) tries again. */
class RouteErrorBoundary extends Component<
  { fallback: ReactNode; resetKey: string; children: ReactNode },
  { error: unknown }
> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) {
      this.setState({ error: undefined });
    }
  }
  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

/** Where the layout shows the current page. */
export function Outlet() {
  const { committed, errorElement, loadingElement } = useRouter();
  const { page, location, route } = committed;
  if (!page) return <>{loadingElement}</>;
  if ('error' in page) {
    return <RouteErrorContext.Provider value={page.error}>{errorElement}</RouteErrorContext.Provider>;
  }
  // a new route mounts its page afresh; within a route (/account/profile → /account/password, or a
  // replace that clears the state) the page stays mounted and gets the new params, as with React Router
  return (
    <RouteErrorBoundary key={route.path} resetKey={location.key} fallback={errorElement}>
      {page.element}
    </RouteErrorBoundary>
  );
}

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
