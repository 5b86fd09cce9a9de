import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { coveredUntil, FREE_PLAN_ACTIVE_QUIZ_LIMIT, type License, licenseDayOf } from '@quizzical/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoadedLicenseTable } from '../../../components/license-table';
import { SectionCard } from '../../../components/section-card';
import { useLicenses } from '../../../lib/api/licenses/get-licenses';
import { isApiError } from '../../../lib/api-client';
import { formatDate, useLanguage, useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import { useActivateLicense } from '../api/activate-license';

/** License: the current plan, the user's licences and the activation of a licence code (spec §2, §7). */
export function LicenseSection({ hasPro }: { hasPro: boolean }) {
  const t = useT();
  useLanguage();
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
            ? t('account.license.check_failed')
            : t('errors.licenses.code_invalid');
        setError('code', { type: 'server', message }, { shouldFocus: true });
      },
    });
  });

  return (
    <SectionCard
      id="account-license"
      title={t('account.license.title')}
      description={t('account.license.description')}
    >
      {hasPro ? (
        <Alert icon={<CheckCircleOutline />} severity="success">
          <Typography sx={{ fontWeight: 600 }}>
            {proUntil
              ? t('account.license.pro_until', { date: formatDate(proUntil) })
              : t('account.license.pro')}
          </Typography>
          <Typography variant="body2">{t('account.license.pro_text')}</Typography>
        </Alert>
      ) : (
        <Alert
          icon={<InfoOutlined />}
          severity="warning"
          // on a phone the button goes under the text rather than squeezing it into a column
          sx={{ flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 14rem' } }}
          action={
            <Button
              component={RouterLink}
              to="/plans"
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('common.get_pro')}
            </Button>
          }
        >
          <Typography sx={{ fontWeight: 600 }}>{t('header.no_active_license')}</Typography>
          <Typography variant="body2">
            {t('account.license.free', { count: FREE_PLAN_ACTIVE_QUIZ_LIMIT })}
          </Typography>
        </Alert>
      )}

      <Box component="section" aria-labelledby="activate-code" sx={{ mt: 4 }}>
        <Typography id="activate-code" variant="subtitle1" component="h3">
          {t('account.license.activate_title')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t('account.license.activate_hint')}
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
            label={t('account.license.code')}
            placeholder={t('account.license.code_placeholder')}
            autoComplete="off"
            error={!!errors.code}
            helperText={errors.code?.message}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            sx={{ flexGrow: 1 }}
            {...register('code', {
              validate: (v) => v.trim().length > 0 || t('errors.licenses.code_invalid'),
            })}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={activate.isPending}
            sx={{ flexShrink: 0 }}
          >
            {t('account.license.activate')}
          </Button>
        </Stack>
        {activated && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('account.license.activated', {
              from: formatDate(activated.valid_from),
              to: formatDate(activated.valid_to),
            })}
          </Alert>
        )}
      </Box>

      <Divider sx={{ my: 4 }} />
      <Box component="section" aria-labelledby="license-list">
        <Typography id="license-list" variant="subtitle1" component="h3" sx={{ mb: 2 }}>
          {t('components.license.yours')}
        </Typography>
        <LoadedLicenseTable licenses={licenses} />
      </Box>
    </SectionCard>
  );
}
