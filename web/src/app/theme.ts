import { alpha, createTheme } from '@mui/material/styles';

/** System fonts only: nothing is fetched (the CSP allows no font host, and it is faster). */
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

const primary = '#4f46e5';
const ink = '#1f2340';

/**
 * The keyboard's focus ring, as plain-ui.css draws it on the plain pages: WCAG 2.2's focus appearance
 * (2 px, 6:1 against white). MUI's own focus sign is a faint ripple or a 16 % halo, under 3:1.
 */
const focusRing = { outline: `2px solid ${primary}`, outlineOffset: 2 };
/** The same ring inside the element: a menu, a list or a tab bar clips what goes beyond its edges. */
const focusRingInside = { ...focusRing, outlineOffset: -2 };

/**
 * A clean, friendly look: indigo brand colour, warm amber accent, soft surfaces, rounded shapes.
 * Every text colour keeps a contrast of at least 4.5:1 on its background (WCAG AA).
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: primary, dark: '#4338ca', light: '#818cf8', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: ink, secondary: '#4a4f6a' },
    divider: '#e3e5ef',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontWeight: 800, letterSpacing: '-0.03em' },
    h2: { fontWeight: 800, letterSpacing: '-0.025em' },
    h3: { fontWeight: 750, letterSpacing: '-0.02em' },
    h4: { fontWeight: 750, letterSpacing: '-0.02em' },
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 700 },
    button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
    subtitle1: { fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        '#main:focus': { outline: 'none' },
      },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': focusRingInside } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusRingInside } } },
    MuiAccordionSummary: { styleOverrides: { root: { '&.Mui-focusVisible': focusRingInside } } },
    MuiTab: {
      styleOverrides: {
        root: {
          textTransform: 'none',
          fontWeight: 600,
          minHeight: 48,
          '&.Mui-focusVisible': focusRingInside,
        },
      },
    },
    // the switch's track clips its thumb's button: the ring stays inside that button's circle
    MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-focusVisible': focusRingInside } } },
    MuiSlider: { styleOverrides: { thumb: { '&.Mui-focusVisible': focusRing } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, paddingInline: 18 },
        sizeLarge: { paddingBlock: 11, paddingInline: 24, fontSize: '1rem' },
      },
    },
    MuiPaper: {
      styleOverrides: {
        rounded: { borderRadius: 16 },
        outlined: { borderColor: '#e3e5ef' },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: {
          borderRadius: 16,
          boxShadow: `0 1px 2px ${alpha(ink, 0.04)}, 0 8px 24px ${alpha(ink, 0.04)}`,
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: { root: { backgroundColor: '#ffffff', borderRadius: 10 } },
    },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiAccordion: {
      defaultProps: { disableGutters: true, elevation: 0 },
      styleOverrides: {
        root: {
          border: '1px solid #e3e5ef',
          borderRadius: 12,
          '&:before': { display: 'none' },
          '&:not(:last-of-type)': { marginBottom: 8 },
          '&.Mui-expanded': { boxShadow: `0 8px 24px ${alpha(ink, 0.06)}` },
        },
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: {
        root: { fontWeight: 500, '&:focus-visible, &.Mui-focusVisible': { ...focusRing, borderRadius: 2 } },
      },
    },
    MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 4 } } } },
  },
});
