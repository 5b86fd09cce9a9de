import { Grid, TextField } from '@mui/material';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { CountrySelect } from './country-select';

const TEXT_FIELDS = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'organization_name', label: 'Organisation', autoComplete: 'organization' },
] as const;

/**
 * First name, last name, organisation and country as grid cells, for the sign-up form and the profile
 * (inside a FormProvider and a Grid container).
 */
export function PersonFields() {
  const { register } = useFormContext();
  const { errors } = useFormState();
  return (
    <>
      {TEXT_FIELDS.map(({ name, label, autoComplete }) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <TextField
            label={label}
            autoComplete={autoComplete}
            error={!!errors[name]}
            helperText={errors[name]?.message as string | undefined}
            {...register(name)}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="country_code"
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
    </>
  );
}
