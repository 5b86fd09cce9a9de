import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import {
  coveredUntil,
  FREE_PLAN_ACTIVE_QUIZ_LIMIT,
  type License,
  licenseDayOf,
  MESSAGES,
} from '@quizzical/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoadedLicenseTable } from '../../../components/license-table';
import { SectionCard } from '../../../components/section-card';
import { useLicenses } from '../../../lib/api/licenses/get-licenses';
import { isApiError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/dates';
import { Link as RouterLink } from '../../../lib/router';
import { useActivateLicense } from '../api/activate-license';

const LICENSE_ACTIVATED = 'Your license has been activated';

/** License: the current plan, the user's licences and the activation of a licence code (spec §2, §7). */
export function LicenseSection({ hasPro }: { hasPro: boolean }) {
  const licenses = useLicenses();
  const activate = useActivateLicense();
  // the code just activated: its dates, which follow a running licence rather than overlap it
  const [activated, setActivated] = useState<License | null>(null);
  const proUntil = coveredUntil(licenses.data ?? [], licenseDayOf(new Date()));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = handleSubmit(({ code }) => {
    activate.mutate(code.trim(), {
      onSuccess: (license) => {
        reset({ code: '' });
        // said under the form, with the dates (a code activated during Pro starts later)
        setActivated(license);
      },
      onError: (error) => {
        setActivated(null);
        const message =
          isApiError(error) && error.status >= 500
            ? 'The code could not be checked. Please try again.'
            : MESSAGES.licenseCodeInvalid;
        setError('code', { type: 'server', message }, { shouldFocus: true });
      },
    });
  });

  return (
    <SectionCard id="account-license" title="License" description="Your current plan and your licences.">
      {hasPro ? (
        <Alert icon={<CheckCircleOutline />} severity="success">
          <Typography sx={{ fontWeight: 600 }}>
            {proUntil
              ? `You have an active Pro license until ${formatDay(proUntil)}.`
              : 'You have an active Pro license.'}
          </Typography>
          <Typography variant="body2">Create and run as many quizzes as you need.</Typography>
        </Alert>
      ) : (
        <Alert
          icon={<InfoOutlined />}
          severity="warning"
          action={
            <Button
              component={RouterLink}
              to="/plans"
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {MESSAGES.getProVersion}
            </Button>
          }
        >
          <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noActiveLicense}</Typography>
          <Typography variant="body2">
            You are on the Free plan: up to {FREE_PLAN_ACTIVE_QUIZ_LIMIT} active quizzes at a time.
          </Typography>
        </Alert>
      )}

      <Box component="section" aria-labelledby="activate-code" sx={{ mt: 4 }}>
        <Typography id="activate-code" variant="subtitle1" component="h3">
          Activate a license code
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          Got a code from your school or from us? Enter it here.
        </Typography>
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label="License code"
            placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
            autoComplete="off"
            error={!!errors.code}
            helperText={errors.code?.message}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            sx={{ flexGrow: 1 }}
            {...register('code', { validate: (v) => v.trim().length > 0 || MESSAGES.licenseCodeInvalid })}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={activate.isPending}
            sx={{ flexShrink: 0 }}
          >
            Activate
          </Button>
        </Stack>
        {activated && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {LICENSE_ACTIVATED}: valid from {formatDay(activated.valid_from)} to{' '}
            {formatDay(activated.valid_to)}.
          </Alert>
        )}
      </Box>

      <Divider sx={{ my: 4 }} />
      <Box component="section" aria-labelledby="license-list">
        <Typography id="license-list" variant="subtitle1" component="h3" sx={{ mb: 2 }}>
          Your licences
        </Typography>
        <LoadedLicenseTable licenses={licenses} />
      </Box>
    </SectionCard>
  );
}
