import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { MuiTheme } from '../app/mui-theme';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { createMemoryHistory, Outlet, Router } from '../lib/router';

/**
 * Renders `element` at `path` with the app's providers and an in-memory history (component tests):
 * `history.location` tells where the page navigated. The MUI theme is there as routes.tsx puts it around
 * the pages that use MUI.
 */
export function renderWithApp(
  element: ReactNode,
  { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {},
) {
  const history = createMemoryHistory(path);
  const routes = [
    { path: routePath, element },
    { path: '*', element: <p>other page</p> },
  ];
  const queryClient = createQueryClient();
  return {
    history,
    ...render(
      <AppProviders queryClient={queryClient}>
        <MuiTheme>
          <Router history={history} routes={routes} errorElement={<p>error page</p>}>
            <Outlet />
          </Router>
        </MuiTheme>
      </AppProviders>,
    ),
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** After each test of the file: the page unmounted, fetch and the other stubbed globals back, localStorage empty. */
export function cleanUpAfterEach() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
