import { HeaderSlotProvider } from '../components/header-slot';
import { PendingLogoutRunner } from '../lib/auth';
import { useT } from '../lib/i18n';
import { Outlet, useNavigating, useRouteHandle } from '../lib/router';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { Footer } from './footer';
import { Header } from './header';
import { RunHeader } from './run-header';

/** Which header a route uses: set with `handle: { header: 'run' }` on the route. */
export type HeaderVariant = 'default' | 'run';
export interface RouteHandle {
  header?: HeaderVariant;
}

function useHeaderVariant(): HeaderVariant {
  return useRouteHandle<RouteHandle>()?.header ?? 'default';
}

/**
 * The page area while a page's chunk loads on a first visit (routes.tsx): the header is already
 * there and stays, the area keeps the page's place, and a quiet spinner shows only if the load takes
 * longer than half a second (a fast load flashes nothing).
 * The footer comes with the page, not before it: shown under an empty area, it would be pushed down
 * when the page arrives, a layout shift of the whole footer (Lighthouse CLS 0.13 on a phone's home page).
 */
export function RouteLoadingFallback() {
  const t = useT();
  // shell.css hides the footer while this is on screen (#root:has(.qz-route-loading) footer)
  return (
    <div role="status" aria-label={t('app.loading')} className="qz-route-loading">
      <div className="qz-route-spinner" />
    </div>
  );
}

/**
 * While a navigation waits for the next page's chunk the current page stays on screen; this thin bar
 * over the top edge (fixed: it moves nothing) says that something is coming.
 */
function NavigationBar() {
  const loading = useNavigating();
  if (!loading) return null;
  return (
    <div aria-hidden="true" className="qz-navigation-bar">
      <div />
    </div>
  );
}

/** Page frame: skip link, header (per route), main landmark, footer. */
export function Layout() {
  const t = useT();
  const variant = useHeaderVariant();
  // the footer is under the page, never on a phone's first screen: it comes one task after the first paint
  const footer = useAfterFirstPaint();
  return (
    <HeaderSlotProvider>
      <NavigationBar />
      {/* plain elements styled by shell.css: every page's frame without run-time styles */}
      <div className="qz-frame">
        <a href="#main" className="qz-skip-link">
          {t('app.skip_to_content')}
        </a>
        {variant === 'run' ? <RunHeader /> : <Header />}
        <main id="main" tabIndex={-1} className="qz-main">
          <Outlet />
        </main>
        {footer && <Footer />}
      </div>
      <PendingLogoutRunner />
    </HeaderSlotProvider>
  );
}
