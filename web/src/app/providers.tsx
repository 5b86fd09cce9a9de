import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar-provider';
import { AuthProvider } from '../lib/auth';

/**
 * Server state, notices and the signed-in user, for the app and for component tests. No MUI theme here:
 * the pages that use MUI get it with their chunk (app/mui-theme.tsx, routes.tsx); the baseline styles
 * are app/shell.css.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SnackbarProvider>{children}</SnackbarProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
