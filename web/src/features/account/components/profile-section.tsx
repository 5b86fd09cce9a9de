import { Box, Button, Grid, TextField } from '@mui/material';
import { DEFAULT_COUNTRY, MESSAGES, type User } from '@quizzical/common';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CountrySelect } from '../../../components/country-select';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { useSnackbar } from '../../../components/snackbar-provider';
import { applyServerErrors } from '../../../lib/form-errors';
import { type UpdateMeInput, useUpdateMe } from '../api/update-me';
import { SectionCard } from './section-card';

function formValues(user: User | null): UpdateMeInput {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    organization_name: user?.organization_name ?? '',
    country_code: user?.country_code || DEFAULT_COUNTRY,
  };
}

/** Profile: first name, last name, organisation, country (the sign-up form without its checks). */
export function ProfileSection({ user }: { user: User | null }) {
  const update = useUpdateMe();
  const { showSuccess } = useSnackbar();
  const [banner, setBanner] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<UpdateMeInput>({ defaultValues: formValues(user) });

  // the stored user is refreshed from the server at start: show the fresh values until edited
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the user changes
  useEffect(() => {
    if (!isDirty) reset(formValues(user));
  }, [user]);

  const onSubmit = handleSubmit((values) => {
    setBanner([]);
    update.mutate(
      {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        organization_name: values.organization_name.trim(),
        country_code: values.country_code,
      },
      {
        onSuccess: (saved) => {
          reset(formValues(saved));
          showSuccess(MESSAGES.profileSaved);
        },
        onError: (error) =>
          setBanner(
            applyServerErrors(error, setError, [
              'first_name',
              'last_name',
              'organization_name',
              'country_code',
            ]),
          ),
      },
    );
  });

  return (
    <SectionCard
      id="account-profile"
      title="Profile"
      description="These details appear on your quizzes and invoices."
    >
      <FormErrorBanner messages={banner} sx={{ mb: 2 }} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              label="Email"
              value={user?.email ?? ''}
              helperText="Your e-mail address is also your username. It cannot be changed."
              slotProps={{ htmlInput: { readOnly: true }, input: { sx: { bgcolor: 'action.hover' } } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="First name"
              autoComplete="given-name"
              error={!!errors.first_name}
              helperText={errors.first_name?.message}
              {...register('first_name')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={!!errors.last_name}
              helperText={errors.last_name?.message}
              {...register('last_name')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Organisation"
              autoComplete="organization"
              error={!!errors.organization_name}
              helperText={errors.organization_name?.message}
              {...register('organization_name')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="country_code"
              control={control}
              render={({ field, fieldState }) => (
                <CountrySelect
                  label="Country"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  autoComplete="country"
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
