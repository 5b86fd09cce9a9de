import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, IconButton } from '@mui/material';
import { ERROR_SNACKBAR_MS, SUCCESS_SNACKBAR_MS } from '@quizzical/common';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

type Severity = 'success' | 'error' | 'info';
interface Notice {
  id: number;
  message: string;
  severity: Severity;
}

interface SnackbarValue {
  /** Green notice, 5 seconds. */
  showSuccess(message: string): void;
  /** Red notice, 6 seconds. */
  showError(message: string): void;
  showInfo(message: string): void;
}

const SnackbarContext = createContext<SnackbarValue | null>(null);
let nextId = 1;

const ICONS = { success: CheckCircleOutlineRounded, error: ErrorOutlineRounded, info: InfoOutlined };

/**
 * The notice at the bottom of the screen, filled in the severity's colour, until its time is up or it
 * is closed. Written here rather than MUI's Snackbar and Alert (their transitions, click-away listener
 * and slots were 2–3 KB brotli of every page's first load, issue 13); it must show on the run screen
 * when the network is down, so it cannot wait for a chunk.
 */
function Notice({ notice, onClose }: { notice: Notice; onClose(): void }) {
  const error = notice.severity === 'error';
  useEffect(() => {
    const timer = setTimeout(onClose, error ? ERROR_SNACKBAR_MS : SUCCESS_SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [error, onClose]);
  const Icon = ICONS[notice.severity];
  return (
    <Box
      role={error ? 'alert' : 'status'}
      sx={{
        position: 'fixed',
        zIndex: 1400,
        left: { xs: 8, sm: '50%' },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 24 },
        transform: { sm: 'translateX(-50%)' },
        minWidth: { sm: 288 },
        maxWidth: { sm: 560 },
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 0.75,
        pl: 2,
        pr: 1,
        borderRadius: '12px',
        bgcolor: notice.severity === 'info' ? 'info.dark' : `${notice.severity}.main`,
        color: '#fff',
        fontSize: '0.875rem',
        fontWeight: 500,
        boxShadow: '0 3px 5px -1px rgba(0,0,0,.2), 0 6px 10px rgba(0,0,0,.14)',
        '@media (prefers-reduced-motion: no-preference)': { animation: 'qz-notice-in 0.2s ease-out' },
        '@keyframes qz-notice-in': { from: { opacity: 0 } },
      }}
    >
      <Icon fontSize="small" aria-hidden="true" />
      <Box sx={{ flexGrow: 1, py: 1 }}>{notice.message}</Box>
      <IconButton size="small" color="inherit" aria-label="Close" onClick={onClose}>
        <CloseRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** One snackbar for the app: success notices stay 5 s, errors 6 s (spec §9). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: Severity) => {
    setNotice({ id: nextId++, message, severity });
    setOpen(true);
  }, []);

  const value = useMemo<SnackbarValue>(
    () => ({
      showSuccess: (m) => show(m, 'success'),
      showError: (m) => show(m, 'error'),
      showInfo: (m) => show(m, 'info'),
    }),
    [show],
  );

  const close = useCallback(() => setOpen(false), []);

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {open && notice && <Notice key={notice.id} notice={notice} onClose={close} />}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarValue {
  const value = useContext(SnackbarContext);
  if (!value) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return value;
}
