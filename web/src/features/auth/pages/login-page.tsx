import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Collapse, Link, Stack, TextField } from '@mui/material';
import { MESSAGES, SUCCESS_SNACKBAR_MS } from '@quizzical/common';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useBoundForm } from '../../../lib/form-fields';
import { type Location, Link as RouterLink, useLocation, useNavigate, useParams } from '../../../lib/router';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';

/** /login/{message}: the success banner each message selects (spec §2, §8). */
const LOGIN_BANNERS: Record<string, string> = {
  activate: MESSAGES.bannerActivated,
  reset: MESSAGES.bannerReset,
  delete: MESSAGES.bannerDeleted,
};

const loginFormSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.enterEmail),
  password: z.string().min(1, MESSAGES.enterPassword),
});
type LoginForm = z.infer<typeof loginFormSchema>;

/** Where to go after signing in: the page that sent the user here, else the dashboard. */
function targetAfterLogin(location: Location): string {
  const from = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from;
  if (from?.pathname && !from.pathname.startsWith('/login')) return `${from.pathname}${from.search ?? ''}`;
  return '/quizz';
}

function SuccessBanner({ message }: { message: string | undefined }) {
  const [visible, setVisible] = useState(!!message);
  useEffect(() => {
    setVisible(!!message);
    if (!message) return;
    const timer = setTimeout(() => setVisible(false), SUCCESS_SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <Collapse in={visible} unmountOnExit>
      <Alert severity="success" role="status" onClose={() => setVisible(false)} sx={{ mb: 2 }}>
        {message}
      </Alert>
    </Collapse>
  );
}

export function LoginPage() {
  const { message } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const [banner, setBanner] = useState<string[]>([]);
  // the notice of the link that led here (account activated, password reset...) is old news once a
  // sign-in fails: the error takes its place, never both at once
  const [noticeReplaced, setNoticeReplaced] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  const { handleSubmit, setError, getValues, field } = useBoundForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(
    (values) => {
      setBanner([]);
      login.mutate(
        { email: values.email.trim(), password: values.password },
        {
          onSuccess: () => navigate(targetAfterLogin(location), { replace: true }),
          onError: (error) => {
            setNoticeReplaced(true);
            if (isApiError(error) && error.status === 400) {
              const rest = applyServerErrors(error, setError, {
                username: 'email',
                email: 'email',
                password: 'password',
              });
              if (rest.length > 0) setBanner([MESSAGES.loginFailed]);
            } else if (isApiError(error) && error.status === 429 && error.detail) {
              setBanner([error.detail]);
            } else {
              setBanner([MESSAGES.loginFailed]);
            }
          },
        },
      );
    },
    () => setNoticeReplaced(true),
  );

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back! Sign in to manage your quizzes."
      footer={
        <>
          No account yet?{' '}
          <Link component={RouterLink} to="/signup">
            Sign up
          </Link>
        </>
      }
    >
      <SuccessBanner message={message && !noticeReplaced ? LOGIN_BANNERS[message] : undefined} />
      {resetSentTo && (
        <Alert severity="info" role="status" onClose={() => setResetSentTo(null)} sx={{ mb: 2 }}>
          If an account exists for {resetSentTo}, we have sent it a link to reset your password. Please check
          your e-mail, including your SPAM folder.
        </Alert>
      )}
      <FormErrorBanner messages={banner} gutterBottom />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <TextField label="Email" type="email" autoComplete="username" autoFocus {...field('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '4px !important' }}>
            <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            Sign in
          </Button>
        </Stack>
      </Box>
      <ForgotPasswordDialog
        open={forgotOpen}
        initialEmail={forgotOpen ? getValues('email') : ''}
        onClose={() => setForgotOpen(false)}
        onSent={(email) => {
          setForgotOpen(false);
          setResetSentTo(email);
        }}
      />
    </AuthCard>
  );
}
