import { Alert, Snackbar } from '@mui/material';
import { ERROR_SNACKBAR_MS, SUCCESS_SNACKBAR_MS } from '@quizzical/common';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

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

  const handleClose = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <Snackbar
        key={notice?.id}
        open={open}
        onClose={handleClose}
        autoHideDuration={notice?.severity === 'error' ? ERROR_SNACKBAR_MS : SUCCESS_SNACKBAR_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={handleClose}
          severity={notice?.severity ?? 'info'}
          variant="filled"
          role={notice?.severity === 'error' ? 'alert' : 'status'}
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarValue {
  const value = useContext(SnackbarContext);
  if (!value) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return value;
}
