import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, TextField, Typography } from '@mui/material';
import { PASSWORD_MAX, PASSWORD_MIN, type User } from '@quizzical/common';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { pageLinkTag } from '../../../components/page-link-tag';
import { PasswordField } from '../../../components/password-field';
import { PersonFields } from '../../../components/person-fields';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { bindFields, translatedFields } from '../../../lib/form-fields';
import { rich, useT } from '../../../lib/i18n';
import { useSignUp } from '../api/sign-up';
import { authText } from '../lib/field-text';
import { type SignupForm, signupFormDefaults, signupFormSchema } from './signup-form-schema';

const SERVER_FIELDS = {
  first_name: 'first_name',
  last_name: 'last_name',
  organization_name: 'organization_name',
  country_code: 'country_code',
  email: 'email',
  username: 'email',
  password: 'password',
} as const;

const EMAIL = { Input: TextField, type: 'email', autoComplete: 'email' } as const;
const NEW_PASSWORD = { Input: PasswordField, autoComplete: 'new-password' } as const;
/** The e-mail and the password, each typed twice. */
const ACCOUNT_FIELDS = [
  { name: 'email', label: 'common.email', ...EMAIL },
  { name: 'email_repeat', label: 'auth.signup.email_repeat', ...EMAIL },
  { name: 'password', label: 'common.password', ...NEW_PASSWORD },
  { name: 'password_repeat', label: 'auth.signup.password_repeat', ...NEW_PASSWORD },
] as const;

/** The sign-up form; `onCreated` runs once the account exists (the activation mail is on its way). */
export function SignupFormView({ onCreated }: { onCreated(user: User): void }) {
  const t = useT();
  const signUp = useSignUp();
  const [banner, setBanner] = useState<string[]>([]);
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: signupFormDefaults,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const field = translatedFields(bindFields(register, errors), authText);
  const hints: Partial<Record<keyof SignupForm, string>> = {
    password: t('common.password_rules', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
  };

  const onSubmit = handleSubmit((values) => {
    setBanner([]);
    signUp.mutate(
      {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        organization_name: values.organization_name.trim(),
        country_code: values.country_code,
        email: values.email.trim(),
        password: values.password,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const rest = applyServerErrors(error, setError, SERVER_FIELDS);
          if (rest.length > 0) setBanner(rest.map(authText));
          else if (!isApiError(error) || error.status !== 400) {
            setBanner([t('auth.signup.failed')]);
          }
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormErrorBanner messages={banner} gutterBottom />
        <Grid container spacing={2}>
          <PersonFields />
          {ACCOUNT_FIELDS.map(({ name, label, Input, ...input }) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <Input label={t(label)} required {...input} {...field(name, hints[name])} />
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 3, mb: 2 }}>
          {rich(t('auth.signup.terms'), {
            terms: pageLinkTag('/terms'),
          })}
        </Typography>
        <Button type="submit" variant="contained" size="large" fullWidth loading={signUp.isPending}>
          {t('auth.signup.submit')}
        </Button>
      </Box>
    </FormProvider>
  );
}
