import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { api } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** When the tokens cannot be refreshed the client has cleared the session: go to /login (spec §7). */
function useSessionExpiredRedirect() {
  useEffect(() => {
    api.setSessionExpiredHandler(() => {
      const { pathname, search } = router.state.location;
      if (pathname === '/login' || pathname.startsWith('/login/')) return;
      void router.navigate('/login', { state: { from: { pathname, search } } });
    });
    return () => api.setSessionExpiredHandler(undefined);
  }, []);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  useSessionExpiredRedirect();
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
