import billingTexts from 'virtual:catalogue-part/billing';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { FREE_PLAN_ACTIVE_QUIZ_LIMIT } from '@quizzical/common';
import { LoadedLicenseTable } from '../../../components/license-table';
import { PageContainer } from '../../../components/page-container';
import { SectionCard } from '../../../components/section-card';
import { useLicenses } from '../../../lib/api/licenses/get-licenses';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import { TestModeNotice } from '../components/test-mode-notice';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [billingTexts];

/** /account/billing: the current plan, a way to Pro, and the licences (the spec only shows the route). */
export function AccountBillingPage() {
  const t = useT();
  const { hasPro } = useAuth();
  const licenses = useLicenses(false);

  return (
    <PageContainer title={t('billing.account.title')} subtitle={t('billing.account.subtitle')} maxWidth="md">
      <TestModeNotice />
      <Stack spacing={3}>
        <Card component="section" aria-labelledby="billing-plan">
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography id="billing-plan" variant="h6" component="h2" gutterBottom>
              {t('billing.account.current_plan', { plan: hasPro ? 'pro' : 'free' })}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2.5 }}>
              {hasPro
                ? t('billing.account.pro_text')
                : t('billing.account.free_text', { count: FREE_PLAN_ACTIVE_QUIZ_LIMIT })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button component={RouterLink} to={hasPro ? '/plans' : '/billing/plan'} variant="contained">
                {hasPro ? t('billing.account.see_plans') : t('common.get_pro')}
              </Button>
              <Button component={RouterLink} to="/account/license" variant="outlined">
                {t('billing.account.activate_code')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <SectionCard id="billing-licenses" title={t('billing.account.licences')}>
          <LoadedLicenseTable licenses={licenses} />
        </SectionCard>
      </Stack>
    </PageContainer>
  );
}
