import authTexts from 'virtual:catalogue-part/auth';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Link as RouterLink, useNavigate, useParams } from '../../../lib/router';
import { activateAccount } from '../api/activate-account';
import { AuthCard } from '../components/auth-card';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [authTexts];

/**
 * One activation request per link, even when React mounts the page twice (StrictMode, fast
 * refresh): a second POST would be refused because the account is already active.
 */
const pending = new Map<string, Promise<void>>();
function activateOnce(uid: string, token: string): Promise<void> {
  const key = `${uid}/${token}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = activateAccount({ uid, token });
    pending.set(key, promise);
    promise.catch(() => pending.delete(key));
  }
  return promise;
}

/** /activate/{uid}/{token}: activates on load; success -> /login/activate, failure -> the spec's text. */
export function ActivatePage() {
  const t = useT();
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    activateOnce(uid, token).then(
      () => {
        if (active) navigate('/login/activate', { replace: true });
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [uid, token, navigate]);

  return (
    <AuthCard title={t('auth.activate.title')}>
      {failed ? (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            {t('auth.activate.failed')}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/contact" variant="contained">
              {t('auth.activate.contact')}
            </Button>
            <Button component={RouterLink} to="/login" variant="outlined">
              {t('auth.go_to_sign_in')}
            </Button>
          </Box>
        </>
      ) : (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}
        >
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('auth.activate.activating')}</Typography>
        </Box>
      )}
    </AuthCard>
  );
}
