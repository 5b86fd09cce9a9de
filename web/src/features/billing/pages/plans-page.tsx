import billingTexts from 'virtual:catalogue-part/billing';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { PRO_PRICE_PER_YEAR } from '@quizzical/common';
import { type ReactNode, useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { useAuth } from '../../../lib/auth';
import { type MessageKey, useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import { CurrencyToggle } from '../components/currency-toggle';
import { FeatureList, YearPrice } from '../components/feature-list';
import { TestModeNotice } from '../components/test-mode-notice';
import type { Currency } from '../lib/checkout-form';
import { FREE_FEATURES, PRO_FEATURES } from '../lib/plans';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [billingTexts];

function PlanCard({
  id,
  name,
  tagline,
  price,
  currency,
  highlighted,
  badge,
  features,
  action,
}: {
  id: string;
  name: string;
  tagline: string;
  price: number;
  currency: Currency;
  highlighted?: boolean;
  badge?: ReactNode;
  features: readonly MessageKey[];
  action: ReactNode;
}) {
  const _t = useT();
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(highlighted && {
          borderColor: 'primary.main',
          borderWidth: 2,
          boxShadow: '0 18px 40px -24px rgba(79,70,229,.55)',
        }),
      }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={id} variant="h5" component="h2">
            {name}
          </Typography>
          {badge}
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {tagline}
        </Typography>
        <YearPrice price={price} currency={currency} large />
        <Box sx={{ flexGrow: 1, mb: 3 }}>
          <FeatureList items={features} />
        </Box>
        {action}
      </CardContent>
    </Card>
  );
}

/** /plans: pricing cards for Pro and Free (spec §2). */
export function PlansPage() {
  const t = useT();
  const { isAuthenticated, hasPro } = useAuth();
  const [currency, setCurrency] = useState<Currency>('CHF');

  return (
    <PageContainer title={t('billing.plans.title')} subtitle={t('billing.plans.subtitle')} maxWidth="md">
      <TestModeNotice />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Typography variant="body2" color="textSecondary">
          {t('billing.plans.prices_in')}
        </Typography>
        <CurrencyToggle value={currency} onChange={setCurrency} />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlanCard
            id="plan-pro"
            name={t('components.license.tier.pro')}
            tagline={t('billing.plans.pro_tagline')}
            price={PRO_PRICE_PER_YEAR}
            currency={currency}
            highlighted
            badge={
              hasPro ? (
                <Chip label={t('billing.plans.your_plan')} color="success" size="small" />
              ) : (
                <Chip
                  icon={<WorkspacePremiumOutlined />}
                  label={t('billing.plans.recommended')}
                  color="primary"
                  size="small"
                />
              )
            }
            features={PRO_FEATURES}
            action={
              <Button
                component={RouterLink}
                to={isAuthenticated ? '/billing/plan' : '/signup'}
                state={isAuthenticated ? { currency } : undefined}
                variant="contained"
                size="large"
                fullWidth
              >
                {t('common.get_pro')}
              </Button>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlanCard
            id="plan-free"
            name={t('components.license.tier.free')}
            tagline={t('billing.plans.free_tagline')}
            price={0}
            currency={currency}
            badge={
              isAuthenticated && !hasPro ? (
                <Chip label={t('billing.plans.your_plan')} size="small" />
              ) : undefined
            }
            features={FREE_FEATURES}
            action={
              <Button
                component={RouterLink}
                to={isAuthenticated ? '/quizz' : '/signup'}
                variant="outlined"
                size="large"
                fullWidth
              >
                {isAuthenticated ? t('common.go_to_quizzes') : t('billing.plans.sign_up_free')}
              </Button>
            }
          />
        </Grid>
      </Grid>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
        {t('billing.plans.note')}
      </Typography>
    </PageContainer>
  );
}
