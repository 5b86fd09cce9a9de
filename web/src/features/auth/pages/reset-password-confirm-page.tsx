import authTexts from 'virtual:catalogue-part/auth';
import { Box, Button, Stack } from '@mui/material';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@quizzical/common';
import { useState } from 'react';
import { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PasswordField } from '../../../components/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { translatedFields, useZodForm } from '../../../lib/form-fields';
import { useT } from '../../../lib/i18n';
import { useNavigate, useParams } from '../../../lib/router';
import { useResetPasswordConfirm } from '../api/reset-password-confirm';
import { AuthCard } from '../components/auth-card';
import { authText } from '../lib/field-text';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [authTexts];

const resetFormSchema = z
  .object({ new_password: z.string(), re_new_password: z.string() })
  .superRefine((values, ctx) => {
    if (!values.new_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: MESSAGES.enterPassword });
    }
    if (values.new_password !== values.re_new_password) {
      ctx.addIssue({ code: 'custom', path: ['re_new_password'], message: MESSAGES.passwordsNotIdentical });
    }
  });

/**
 * /password/reset/confirm/{uid}/{token}: choose a new password. Server errors of the two password
 * fields show at the fields; anything else (a used or broken link) shows the activation-failure text.
 */
export function ResetPasswordConfirmPage() {
  const t = useT();
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useResetPasswordConfirm();
  const [failed, setFailed] = useState(false);
  const {
    handleSubmit,
    setError,
    field: bound,
  } = useZodForm(resetFormSchema, { new_password: '', re_new_password: '' });

  const field = translatedFields(bound, authText);

  const onSubmit = handleSubmit((values) => {
    setFailed(false);
    confirm.mutate(
      { uid, token, ...values },
      {
        onSuccess: () => navigate('/login/reset', { replace: true }),
        onError: (error) => {
          const rest = applyServerErrors(error, setError, ['new_password', 're_new_password']);
          if (rest.length > 0) setFailed(true);
        },
      },
    );
  });

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <FormErrorBanner messages={failed ? t('auth.activate.failed') : null} gutterBottom />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <PasswordField
            label={t('common.new_password')}
            autoComplete="new-password"
            autoFocus
            {...field('new_password', t('common.password_rules', { min: PASSWORD_MIN, max: PASSWORD_MAX }))}
          />
          <PasswordField
            label={t('common.repeat_new_password')}
            autoComplete="new-password"
            {...field('re_new_password')}
          />
          <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
