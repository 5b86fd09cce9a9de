import { ERROR_SNACKBAR_MS, SUCCESS_SNACKBAR_MS } from '@quizzical/common';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useT } from '../lib/i18n';
import { SvgIcon } from './svg-icon';

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

/** The paths of @mui/icons-material's CheckCircleOutlineRounded, ErrorOutlineRounded and InfoOutlined. */
const ICONS: Record<Severity, string> = {
  success:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m3.88-11.71L10 14.17l-1.88-1.88a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41l2.59 2.59c.39.39 1.02.39 1.41 0L17.3 9.7c.39-.39.39-1.02 0-1.41s-1.03-.39-1.42 0',
  error:
    'M12 7c.55 0 1 .45 1 1v4c0 .55-.45 1-1 1s-1-.45-1-1V8c0-.55.45-1 1-1m-.01-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m1-3h-2v-2h2z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
};
const CLOSE_ICON =
  'M18.3 5.71a.996.996 0 0 0-1.41 0L12 10.59 7.11 5.7a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41L10.59 12 5.7 16.89c-.39.39-.39 1.02 0 1.41s1.02.39 1.41 0L12 13.41l4.89 4.89c.39.39 1.02.39 1.41 0s.39-1.02 0-1.41L13.41 12l4.89-4.89c.38-.38.38-1.02 0-1.4';

/**
 * The notice at the bottom of the screen, filled in the severity's colour, until its time is up or it
 * is closed. Written here rather than MUI's Snackbar and Alert (their transitions, click-away listener
 * and slots were 2–3 KB brotli of every page's first load), and styled by app/shell.css
 * (.qz-notice) rather than MUI's sx, so that pages without MUI show it; it must show on the run screen
 * when the network is down, so it cannot wait for a chunk.
 */
function Notice({ notice, onClose }: { notice: Notice; onClose(): void }) {
  const t = useT();
  const error = notice.severity === 'error';
  useEffect(() => {
    const timer = setTimeout(onClose, error ? ERROR_SNACKBAR_MS : SUCCESS_SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [error, onClose]);
  return (
    <div role={error ? 'alert' : 'status'} className={`qz-notice qz-notice--${notice.severity}`}>
      <SvgIcon path={ICONS[notice.severity]} className="qz-notice-icon" />
      <div className="qz-notice-message">{notice.message}</div>
      <button
        type="button"
        className="ui-icon-button ui-icon-button--small ui-icon-button--inherit"
        aria-label={t('common.close')}
        onClick={onClose}
      >
        <SvgIcon path={CLOSE_ICON} className="qz-notice-icon" />
      </button>
    </div>
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
