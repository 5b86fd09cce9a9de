import { Grid, TextField } from '@mui/material';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { fieldErrorText, useT } from '../lib/i18n';
import { CountrySelect } from './country-select';

const TEXT_FIELDS = [
  { name: 'first_name', label: 'components.person.first_name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'components.person.last_name', autoComplete: 'family-name' },
  { name: 'organization_name', label: 'components.person.organisation', autoComplete: 'organization' },
] as const;

/** A field's message (the shared schemas' or the API's English) in the language on screen. */
const shownError = (message: unknown) => (typeof message === 'string' ? fieldErrorText(message) : undefined);

/**
 * First name, last name, organisation and country as grid cells, for the sign-up form and the profile
 * (inside a FormProvider and a Grid container).
 */
export function PersonFields() {
  const t = useT();
  const { register } = useFormContext();
  const { errors } = useFormState();
  return (
    <>
      {TEXT_FIELDS.map(({ name, label, autoComplete }) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t(label)}
            autoComplete={autoComplete}
            error={!!errors[name]}
            helperText={shownError(errors[name]?.message)}
            {...register(name)}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="country_code"
          render={({ field, fieldState }) => (
            <CountrySelect
              label={t('components.person.country')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              autoComplete="country"
              error={!!fieldState.error}
              helperText={shownError(fieldState.error?.message)}
            />
          )}
        />
      </Grid>
    </>
  );
}
