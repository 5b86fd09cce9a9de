import { ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar-provider';
import { AuthProvider } from '../lib/auth';
import { theme } from './theme';

/** Theme (the baseline styles are app/shell.css), server state, notices and the signed-in user, for the app and for component tests. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    // no CssBaseline: its rules are static in shell.css (issue 13: emotion computed them at every first render)
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <SnackbarProvider>{children}</SnackbarProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
