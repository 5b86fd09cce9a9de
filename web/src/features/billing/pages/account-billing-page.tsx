import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { FREE_PLAN_ACTIVE_QUIZ_LIMIT, MESSAGES } from '@quizzical/common';
import { LoadedLicenseTable } from '../../../components/license-table';
import { PageContainer } from '../../../components/page-container';
import { SectionCard } from '../../../components/section-card';
import { useLicenses } from '../../../lib/api/licenses/get-licenses';
import { useAuth } from '../../../lib/auth';
import { Link as RouterLink } from '../../../lib/router';
import { TestModeNotice } from '../components/test-mode-notice';

/** /account/billing: the current plan, a way to Pro, and the licences (the spec only shows the route). */
export function AccountBillingPage() {
  const { hasPro } = useAuth();
  const licenses = useLicenses(false);

  return (
    <PageContainer title="Billing" subtitle="Your plan and your licences." maxWidth="md">
      <TestModeNotice />
      <Stack spacing={3}>
        <Card component="section" aria-labelledby="billing-plan">
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography id="billing-plan" variant="h6" component="h2" gutterBottom>
              Current plan: {hasPro ? 'Pro' : 'Free'}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2.5 }}>
              {hasPro
                ? 'Unlimited active quizzes until your licence ends.'
                : `Up to ${FREE_PLAN_ACTIVE_QUIZ_LIMIT} active quizzes at a time.`}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button component={RouterLink} to={hasPro ? '/plans' : '/billing/plan'} variant="contained">
                {hasPro ? 'See the plans' : MESSAGES.getProVersion}
              </Button>
              <Button component={RouterLink} to="/account/license" variant="outlined">
                Activate a license code
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <SectionCard id="billing-licenses" title="Licences">
          <LoadedLicenseTable licenses={licenses} />
        </SectionCard>
      </Stack>
    </PageContainer>
  );
}
