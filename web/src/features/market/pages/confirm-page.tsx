import { Button, Stack } from '@mui/material';
import { ThanksPage } from '../../../components/thanks-page';
import { Link as RouterLink } from '../../../lib/router';
import { MARKET_TEXTS } from '../market-texts';

/** /market/confirm: thanks after a proposal, with links to propose another and to the homepage. */
export function MarketConfirmPage() {
  return (
    <ThanksPage
      title={MARKET_TEXTS.thanks}
      text={MARKET_TEXTS.submitted}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/market/propose" variant="contained" size="large">
            Propose another question
          </Button>
          <Button component={RouterLink} to="/" variant="outlined" size="large">
            Back to the home page
          </Button>
        </Stack>
      }
    />
  );
}
