import marketTexts from 'virtual:catalogue-part/market';
import { Button, Stack } from '@mui/material';
import { ThanksPage } from '../../../components/thanks-page';
import { useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [marketTexts];

/** /market/confirm: thanks after a proposal, with links to propose another and to the homepage. */
export function MarketConfirmPage() {
  const t = useT();
  return (
    <ThanksPage
      title={t('market.confirm.title')}
      text={t('market.confirm.text')}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/market/propose" variant="contained" size="large">
            {t('market.confirm.another')}
          </Button>
          <Button component={RouterLink} to="/" variant="outlined" size="large">
            {t('common.back_home')}
          </Button>
        </Stack>
      }
    />
  );
}
