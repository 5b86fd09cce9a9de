import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, Link, TextField, Typography } from '@mui/material';
import { PASSWORD_RULES, type User } from '@quizzical/common';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PasswordField } from '../../../components/password-field';
import { PersonFields } from '../../../components/person-fields';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { bindFields } from '../../../lib/form-fields';
import { Link as RouterLink } from '../../../lib/router';
import { useSignUp } from '../api/sign-up';
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

/** The sign-up form; `onCreated` runs once the account exists (the activation mail is on its way). */
export function SignupFormView({ onCreated }: { onCreated(user: User): void }) {
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
  const field = bindFields(register, errors);

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
          if (rest.length > 0) setBanner(rest);
          else if (!isApiError(error) || error.status !== 400) {
            setBanner(['Your account could not be created. Please try again.']);
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
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Repeat the email"
              type="email"
              autoComplete="email"
              required
              {...field('email_repeat')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              required
              {...field('password', PASSWORD_RULES)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              label="Repeat the password"
              autoComplete="new-password"
              required
              {...field('password_repeat')}
            />
          </Grid>
        </Grid>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 3, mb: 2 }}>
          By clicking Sign Up you accept the{' '}
          <Link component={RouterLink} to="/terms">
            terms
          </Link>
          .
        </Typography>
        <Button type="submit" variant="contained" size="large" fullWidth loading={signUp.isPending}>
          Sign Up
        </Button>
      </Box>
    </FormProvider>
  );
}
