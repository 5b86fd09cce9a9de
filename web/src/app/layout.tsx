import { Global, keyframes } from '@emotion/react';
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { HeaderSlotProvider } from '../components/header-slot';
import { PendingLogoutRunner } from '../lib/auth';
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

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/**
 * The page area while a page's chunk loads on a first visit (routes.tsx): the header is already
 * there and stays, the area keeps the page's place, and a quiet spinner shows only if the load takes
 * longer than half a second (a fast load flashes nothing).
 * The footer comes with the page, not before it: shown under an empty area, it would be pushed down
 * when the page arrives, a layout shift of the whole footer (Lighthouse CLS 0.13 on a phone's home page).
 */
export function RouteLoadingFallback() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', py: 8 }}
    >
      <Global styles={{ 'body > #root footer': { display: 'none' } }} />
      <Box
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: 3,
          borderColor: 'divider',
          borderTopColor: 'primary.main',
          opacity: 0,
          animation: `${appear} 0.2s 0.5s forwards, ${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: `${appear} 0.2s 0.5s forwards` },
        }}
      />
    </Box>
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
    <Box
      aria-hidden="true"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 2100, overflow: 'hidden' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          opacity: 0,
          animation: `${appear} 0.1s 0.15s forwards, ${slide} 1.2s ease-in-out infinite`,
        }}
      />
    </Box>
  );
}

/** Page frame: skip link, header (per route), main landmark, footer. */
export function Layout() {
  const variant = useHeaderVariant();
  // the footer is under the page, never on a phone's first screen: it comes one task after the first paint
  const footer = useAfterFirstPaint();
  return (
    <HeaderSlotProvider>
      <NavigationBar />
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
        {footer && <Footer />}
      </Box>
      <PendingLogoutRunner />
    </HeaderSlotProvider>
  );
}
