import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Renders `element` at `path` with the app's providers and a memory router (component tests). */
export function renderWithApp(
  element: ReactNode,
  { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  return {
    router,
    ...render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
