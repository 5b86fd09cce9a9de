import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { MESSAGES, PASSWORD_RULES } from '@quizzical/common';
import { useState } from 'react';
import { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PasswordField } from '../../../components/password-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useBoundForm } from '../../../lib/form-fields';
import { useNavigate, useParams } from '../../../lib/router';
import { useResetPasswordConfirm } from '../api/reset-password-confirm';
import { AuthCard } from '../components/auth-card';

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
type ResetForm = z.infer<typeof resetFormSchema>;

/**
 * /password/reset/confirm/{uid}/{token}: choose a new password. Server errors of the two password
 * fields show at the fields; anything else (a used or broken link) shows the activation-failure text.
 */
export function ResetPasswordConfirmPage() {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useResetPasswordConfirm();
  const [failed, setFailed] = useState(false);
  const { handleSubmit, setError, field } = useBoundForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { new_password: '', re_new_password: '' },
  });

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
    <AuthCard title="Choose a new password" subtitle="Enter your new password twice.">
      <FormErrorBanner messages={failed ? MESSAGES.activationFailed : null} gutterBottom />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            autoFocus
            {...field('new_password', PASSWORD_RULES)}
          />
          <PasswordField
            label="Repeat the new password"
            autoComplete="new-password"
            {...field('re_new_password')}
          />
          <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
            Save the new password
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
