import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from '../../../lib/router';
import { AuthCard } from '../components/auth-card';

/** /signup_confirmation: the 'check your e-mail' step after sign-up. */
export function SignupConfirmationPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthCard title="Check your e-mail">
      <Box sx={{ textAlign: 'center' }}>
        <MarkEmailReadOutlined aria-hidden="true" sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} />
        <Typography sx={{ mb: 2 }}>
          Your account has been created. We have sent an activation link to{' '}
          {email ? <strong>{email}</strong> : 'your e-mail address'}.
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          Click the link in the e-mail to activate your account. If you do not see it within a few minutes,
          please check your SPAM folder.
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          Go to sign in
        </Button>
      </Box>
    </AuthCard>
  );
}
