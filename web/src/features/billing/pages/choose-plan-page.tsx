import billingTexts from 'virtual:catalogue-part/billing';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import { PRO_PRICE_PER_YEAR } from '@quizzical/common';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { useT } from '../../../lib/i18n';
import { useLocation, useNavigate } from '../../../lib/router';
import { CurrencyToggle } from '../components/currency-toggle';
import { FeatureList, YearPrice } from '../components/feature-list';
import { TestModeNotice } from '../components/test-mode-notice';
import { type Currency, currencyFromState } from '../lib/checkout-form';
import { PRO_FEATURES } from '../lib/plans';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [billingTexts];

/** A selected choice (the only one offered today): a card with a tick. */
function ChoiceCard({ title, detail }: { title: string; detail: string }) {
  return (
    <Card sx={{ borderColor: 'primary.main', borderWidth: 2, bgcolor: 'rgba(79, 70, 229, 0.04)' }}>
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <CheckCircle color="primary" aria-hidden="true" sx={{ mt: 0.25 }} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          <Typography variant="body2" color="textSecondary">
            {detail}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** /billing/plan: plan (Pro), licence type (Personal) and currency; continue -> /billing/checkout. */
export function ChoosePlanPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [currency, setCurrency] = useState<Currency>(() => currencyFromState(location.state));

  return (
    <PageContainer title={t('billing.choose.title')} subtitle={t('billing.choose.subtitle')} maxWidth="md">
      <TestModeNotice />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Box component="section" aria-labelledby="choose-plan">
              <Typography id="choose-plan" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t('billing.plan')}
              </Typography>
              <ChoiceCard title={t('components.license.tier.pro')} detail={t('billing.choose.pro_detail')} />
            </Box>
            <Box component="section" aria-labelledby="choose-license">
              <Typography id="choose-license" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t('billing.license_type')}
              </Typography>
              <ChoiceCard
                title={t('billing.choose.personal_title')}
                detail={t('billing.choose.personal_detail')}
              />
            </Box>
            <Box component="section" aria-labelledby="choose-currency">
              <Typography id="choose-currency" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t('billing.currency')}
              </Typography>
              <CurrencyToggle value={currency} onChange={setCurrency} />
            </Box>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card component="aside" aria-labelledby="plan-summary">
            <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
              <Typography id="plan-summary" variant="h6" component="h2">
                {t('billing.choose.summary')}
              </Typography>
              <YearPrice price={PRO_PRICE_PER_YEAR} currency={currency} />
              <Divider sx={{ mb: 1.5 }} />
              <FeatureList items={PRO_FEATURES} />
              <Button
                variant="contained"
                size="large"
                fullWidth
                sx={{ mt: 3 }}
                onClick={() => navigate('/billing/checkout', { state: { currency } })}
              >
                {t('common.continue')}
              </Button>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
