import { Box } from '@mui/material';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { HeaderSlotProvider } from '../components/header-slot';
import { PendingLogoutRunner } from '../lib/auth';
import { Footer } from './footer';
import { Header } from './header';
import { RunHeader } from './run-header';

/** Which header a route uses: set with `handle: { header: 'run' }` on the route. */
export type HeaderVariant = 'default' | 'run';
export interface RouteHandle {
  header?: HeaderVariant;
}

function useHeaderVariant(): HeaderVariant {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.header) return handle.header;
  }
  return 'default';
}

/** Page frame: skip link, header (per route), main landmark, footer. */
export function Layout() {
  const variant = useHeaderVariant();
  return (
    <HeaderSlotProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 2000,
            px: 2,
            py: 1,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 600,
            textDecoration: 'none',
            '&:focus': { top: 8 },
          }}
        >
          Skip to content
        </Box>
        {variant === 'run' ? <RunHeader /> : <Header />}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}
        >
          <Outlet />
        </Box>
        <Footer />
      </Box>
      <ScrollRestoration />
      <PendingLogoutRunner />
    </HeaderSlotProvider>
  );
}
