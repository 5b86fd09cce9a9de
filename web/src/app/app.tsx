import { useEffect, useState } from 'react';
import { api } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { createBrowserHistory, Router } from '../lib/router';
import { RouteErrorPage } from './error-page';
import { Layout, RouteLoadingFallback } from './layout';
import { AppProviders } from './providers';
import { routes } from './routes';

const history = createBrowserHistory();

/** When the tokens cannot be refreshed the client has cleared the session: go to /login (spec §7). */
function useSessionExpiredRedirect() {
  useEffect(() => {
    api.setSessionExpiredHandler(() => {
      const { pathname, search } = history.location;
      if (pathname === '/login' || pathname.startsWith('/login/')) return;
      history.navigate('/login', { state: { from: { pathname, search } } });
    });
    return () => api.setSessionExpiredHandler(undefined);
  }, []);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  useSessionExpiredRedirect();
  return (
    <AppProviders queryClient={queryClient}>
      <Router
        history={history}
        routes={routes}
        errorElement={<RouteErrorPage />}
        loadingElement={<RouteLoadingFallback />}
      >
        <Layout />
      </Router>
    </AppProviders>
  );
}
