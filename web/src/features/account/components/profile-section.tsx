import { Box, Button, Grid, TextField } from '@mui/material';
import { DEFAULT_COUNTRY, type User } from '@quizzical/common';
import { useEffect, useEffectEvent, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PersonFields } from '../../../components/person-fields';
import { SectionCard } from '../../../components/section-card';
import { useSnackbar } from '../../../components/snackbar-provider';
import { applyServerErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { type UpdateMeInput, useUpdateMe } from '../api/update-me';
import { accountText } from '../lib/field-text';

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
  const t = useT();
  const update = useUpdateMe();
  const { showSuccess } = useSnackbar();
  const [banner, setBanner] = useState<string[]>([]);
  const form = useForm<UpdateMeInput>({ defaultValues: formValues(user) });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = form;

  // the stored user is refreshed from the server at start: show the fresh values until edited
  // an event of the effect, not a dependency: a form going dirty or clean resets nothing
  const showFresh = useEffectEvent((fresh: typeof user) => {
    if (!isDirty) reset(formValues(fresh));
  });
  useEffect(() => showFresh(user), [user]);

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
          showSuccess(t('account.profile.saved'));
        },
        onError: (error) =>
          setBanner(
            applyServerErrors(error, setError, [
              'first_name',
              'last_name',
              'organization_name',
              'country_code',
            ]).map(accountText),
          ),
      },
    );
  });

  return (
    <SectionCard
      id="account-profile"
      title={t('account.profile.title')}
      description={t('account.profile.description')}
    >
      <FormErrorBanner messages={banner} gutterBottom />
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Grid container spacing={2}>
            <Grid size={12}>
              <TextField
                label={t('common.email')}
                value={user?.email ?? ''}
                helperText={t('account.profile.email_help')}
                slotProps={{ htmlInput: { readOnly: true }, input: { sx: { bgcolor: 'action.hover' } } }}
              />
            </Grid>
            <PersonFields />
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" loading={update.isPending}>
              {t('account.profile.save')}
            </Button>
          </Box>
        </Box>
      </FormProvider>
    </SectionCard>
  );
}
