import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The app's MUI theme around a page that draws with MUI. Not in the app's root: `routes.tsx` loads this
 * module with such a page's chunk, so that the pages drawn plainly (every page a student sees) load and
 * evaluate no MUI at all, about 40 KB brotli and 55 ms of a phone's script on their first load.
 * What renders outside a page's tree (header, footer, notices, error page) is plain and needs no theme.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
