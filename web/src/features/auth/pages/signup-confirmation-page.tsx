import authTexts from 'virtual:catalogue-part/auth';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Box, Button, Typography } from '@mui/material';
import { rich, useT } from '../../../lib/i18n';
import { Link as RouterLink, useLocation } from '../../../lib/router';
import { AuthCard } from '../components/auth-card';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [authTexts];

/** /signup_confirmation: the 'check your e-mail' step after sign-up. */
export function SignupConfirmationPage() {
  const t = useT();
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthCard title={t('auth.confirmation.title')}>
      <Box sx={{ textAlign: 'center' }}>
        <MarkEmailReadOutlined aria-hidden="true" sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} />
        <Typography sx={{ mb: 2 }}>
          {email
            ? rich(t('auth.confirmation.sent', { email }), { email: (text) => <strong>{text}</strong> })
            : t('auth.confirmation.sent_to_you')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('auth.confirmation.hint')}
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {t('auth.go_to_sign_in')}
        </Button>
      </Box>
    </AuthCard>
  );
}
