import authTexts from 'virtual:catalogue-part/auth';
import { Alert, Box, Button, Collapse, Link, Stack, TextField } from '@mui/material';
import { MESSAGES, SUCCESS_SNACKBAR_MS } from '@quizzical/common';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { pageLinkTag } from '../../../components/page-link-tag';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { translatedFields, useZodForm } from '../../../lib/form-fields';
import { errorText, type MessageKey, rich, useT } from '../../../lib/i18n';
import { type Location, useLocation, useNavigate, useParams } from '../../../lib/router';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { authText } from '../lib/field-text';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [authTexts];

/** /login/{message}: the success banner each message selects (spec §2, §8). */
const LOGIN_BANNERS: Record<string, MessageKey> = {
  activate: 'auth.banner.activated',
  reset: 'auth.banner.reset',
  delete: 'auth.banner.deleted',
};

const loginFormSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.enterEmail),
  password: z.string().min(1, MESSAGES.enterPassword),
});

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
  const t = useT();
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

  const {
    handleSubmit,
    setError,
    getValues,
    field: bound,
  } = useZodForm(loginFormSchema, { email: '', password: '' });

  const field = translatedFields(bound, authText);
  const noticeKey = LOGIN_BANNERS[message ?? ''];

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
              if (rest.length > 0) setBanner([t('auth.login.failed')]);
            } else if (isApiError(error) && error.status === 429 && error.detail) {
              setBanner([errorText(error, error.detail)]);
            } else {
              setBanner([t('auth.login.failed')]);
            }
          },
        },
      );
    },
    () => setNoticeReplaced(true),
  );

  return (
    <AuthCard
      title={t('header.sign_in')}
      subtitle={t('auth.login.subtitle')}
      footer={rich(t('auth.login.no_account'), {
        signup: pageLinkTag('/signup'),
      })}
    >
      <SuccessBanner message={noticeKey && !noticeReplaced ? t(noticeKey) : undefined} />
      {resetSentTo && (
        <Alert severity="info" role="status" onClose={() => setResetSentTo(null)} sx={{ mb: 2 }}>
          {t('auth.login.reset_sent', { email: resetSentTo })}
        </Alert>
      )}
      <FormErrorBanner messages={banner} gutterBottom />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <TextField
            label={t('common.email')}
            type="email"
            autoComplete="username"
            autoFocus
            {...field('email')}
          />
          <PasswordField
            label={t('common.password')}
            autoComplete="current-password"
            {...field('password')}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '4px !important' }}>
            <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
              {t('auth.login.forgot')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            {t('header.sign_in')}
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
