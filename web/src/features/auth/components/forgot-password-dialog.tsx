import { TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { isApiError } from '../../../lib/api-client';
import { getT, useT } from '../../../lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { authText } from '../lib/field-text';

interface ForgotPasswordDialogProps {
  open: boolean;
  initialEmail?: string;
  onClose(): void;
  /** The reset mail was requested: the dialog closes and the page tells to check the mailbox. */
  onSent(email: string): void;
}

function errorText(error: unknown): string {
  if (isApiError(error) && error.data && typeof error.data === 'object') {
    const data = error.data as Record<string, unknown>;
    for (const key of ['email', 'non_field_errors']) {
      const value = data[key];
      if (Array.isArray(value) && typeof value[0] === 'string') return authText(value[0]);
    }
    if (typeof data.detail === 'string') return authText(data.detail);
  }
  return getT()('auth.forgot.failed');
}

/** 'Forgot password?': asks the e-mail, POST /auth/users/reset_password/; errors under the field. */
export function ForgotPasswordDialog({
  open,
  initialEmail = '',
  onClose,
  onSent,
}: ForgotPasswordDialogProps) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const mutation = useResetPassword();

  useEffect(() => {
    if (open) {
      setEmail(initialEmail);
      setError(null);
    }
  }, [open, initialEmail]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setError(t('auth.enter_email'));
      return;
    }
    mutation.mutate(
      { email: value },
      {
        onSuccess: () => onSent(value),
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      submitLabel={t('auth.forgot.submit')}
      submitting={mutation.isPending}
      onSubmit={handleSubmit}
    >
      <TextField
        autoFocus
        label={t('common.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error ?? ' '}
      />
    </FormDialog>
  );
}
