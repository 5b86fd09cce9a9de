import { Box, Button, Stack } from '@mui/material';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@quizzical/common';
import { useState } from 'react';
import { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PasswordField } from '../../../components/password-field';
import { SectionCard } from '../../../components/section-card';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useAuth } from '../../../lib/auth';
import { applyServerErrors } from '../../../lib/form-errors';
import { translatedFields, useZodForm } from '../../../lib/form-fields';
import { useT } from '../../../lib/i18n';
import { type SetPasswordInput, useSetPassword } from '../api/set-password';
import { accountText } from '../lib/field-text';

const passwordFormSchema = z
  .object({ current_password: z.string(), new_password: z.string(), re_new_password: z.string() })
  .superRefine((values, ctx) => {
    if (!values.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: MESSAGES.enterPassword });
    }
    if (!values.new_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: MESSAGES.enterPassword });
    }
    if (values.new_password !== values.re_new_password) {
      ctx.addIssue({ code: 'custom', path: ['re_new_password'], message: MESSAGES.passwordsNotIdentical });
    }
  });

const EMPTY: SetPasswordInput = { current_password: '', new_password: '', re_new_password: '' };

/** Password: current, new, repeat; non-field errors as a banner, field errors at the fields. */
export function PasswordSection() {
  const t = useT();
  const { user } = useAuth();
  const change = useSetPassword(user?.email);
  const { showSuccess } = useSnackbar();
  const [banner, setBanner] = useState<string[]>([]);
  const { handleSubmit, reset, setError, field: bound } = useZodForm(passwordFormSchema, EMPTY);

  const field = translatedFields(bound, accountText);

  const onSubmit = handleSubmit((values) => {
    setBanner([]);
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        showSuccess(t('account.password.modified'));
      },
      onError: (error) =>
        setBanner(
          applyServerErrors(error, setError, ['current_password', 'new_password', 're_new_password']).map(
            accountText,
          ),
        ),
    });
  });

  return (
    <SectionCard
      id="account-password"
      title={t('account.password.title')}
      description={t('account.password.description')}
    >
      <FormErrorBanner messages={banner} gutterBottom />
      <Box component="form" noValidate onSubmit={onSubmit}>
        {/* lets password managers tie the new password to the account */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <PasswordField
            label={t('account.current_password')}
            autoComplete="current-password"
            {...field('current_password')}
          />
          <PasswordField
            label={t('common.new_password')}
            autoComplete="new-password"
            {...field('new_password', t('common.password_rules', { min: PASSWORD_MIN, max: PASSWORD_MAX }))}
          />
          <PasswordField
            label={t('common.repeat_new_password')}
            autoComplete="new-password"
            {...field('re_new_password')}
          />
          <Box>
            <Button type="submit" variant="contained" loading={change.isPending}>
              {t('account.password.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}
