import billingTexts from 'virtual:catalogue-part/billing';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { BILLING_POLL_MAX_TRIES, BILLING_POLL_MS } from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageLinkTag } from '../../../components/page-link-tag';
import { getLicenses, licenseKeys } from '../../../lib/api/licenses/get-licenses';
import { useAuth } from '../../../lib/auth';
import { rich, useT } from '../../../lib/i18n';
import { Link as RouterLink, useLocation } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getPayment } from '../api/get-payment';
import { TestModeNotice } from '../components/test-mode-notice';
import { useLicensePolling } from '../lib/use-license-polling';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [billingTexts];

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <TestModeNotice />
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>{icon}</Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

const BIG_ICON = { sx: { fontSize: 56 }, 'aria-hidden': true } as const;

/** The ends of the wait with one way on: the licence is active, or the payment failed. */
const ONE_WAY_ON = {
  active: {
    icon: <CelebrationOutlined color="success" {...BIG_ICON} />,
    text: 'billing.confirmation.active_text',
    to: '/quizz',
    action: 'common.go_to_quizzes',
  },
  failed: {
    icon: <ErrorOutline color="error" {...BIG_ICON} />,
    text: 'billing.confirmation.failed_text',
    to: '/billing/plan',
    action: 'common.try_again',
  },
} as const;

/**
 * /billing/confirmation: polls for an active licence every 2 s, at most 20 times (spec §4); then
 * refreshes the user so the header drops 'No active license'. The sandbox page passes the payment id
 * in route state, which lets a failed payment be told at once.
 */
export function ConfirmationPage() {
  const t = useT();
  const location = useLocation();
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const paymentId = (location.state as { paymentId?: unknown } | null)?.paymentId;
  const { state } = useLicensePolling({
    intervalMs: BILLING_POLL_MS,
    maxTries: BILLING_POLL_MAX_TRIES,
    // the header, the account page and the billing page show the new licence at once
    onActive: () =>
      Promise.all([refreshUser(), queryClient.invalidateQueries({ queryKey: licenseKeys.all })]),
    check: async (signal) => {
      const active = await getLicenses(true, signal);
      if (active.length > 0) return true;
      if (typeof paymentId === 'string') {
        const payment = await getPayment(paymentId, signal);
        if (payment.status === 'declined' || payment.status === 'failed') return 'failed';
      }
      return false;
    },
  });
  const title = t(
    (
      {
        waiting: 'billing.confirmation.waiting',
        active: 'billing.confirmation.active',
        failed: 'billing.confirmation.failed',
        'gave-up': 'billing.confirmation.gave_up',
      } as const
    )[state],
  );
  useDocumentTitle(title);

  if (state === 'active' || state === 'failed') {
    const { icon, text, to, action } = ONE_WAY_ON[state];
    return (
      <Panel icon={icon} title={title}>
        <Typography color="textSecondary">{t(text)}</Typography>
        <Button component={RouterLink} to={to} variant="contained" size="large">
          {t(action)}
        </Button>
      </Panel>
    );
  }
  if (state === 'gave-up') {
    return (
      <Panel icon={<HourglassEmptyOutlined color="warning" {...BIG_ICON} />} title={title}>
        <Typography color="textSecondary">{t('billing.confirmation.gave_up_text')}</Typography>
        <Typography color="textSecondary">
          {rich(t('billing.confirmation.gave_up_contact'), {
            contact: pageLinkTag('/contact'),
          })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/account/license" variant="contained">
            {t('billing.confirmation.see_licences')}
          </Button>
          <Button component={RouterLink} to="/quizz" variant="outlined">
            {t('common.go_to_quizzes')}
          </Button>
        </Stack>
      </Panel>
    );
  }
  return (
    <Panel
      icon={<CircularProgress size={48} aria-label={t('billing.confirmation.waiting_label')} />}
      title={title}
    >
      <Typography color="textSecondary" role="status">
        {t('billing.confirmation.waiting_text')}
      </Typography>
    </Panel>
  );
}
