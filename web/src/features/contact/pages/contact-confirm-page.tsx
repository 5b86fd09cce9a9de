import contactTexts from 'virtual:catalogue-part/contact';
import { Button } from '@mui/material';
import { ThanksPage } from '../../../components/thanks-page';
import { useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [contactTexts];

/** /contact/confirm: 'Thank you!' and the reply promise, with a link home. */
export function ContactConfirmPage() {
  const t = useT();
  return (
    <ThanksPage
      title={t('contact.confirm.title')}
      text={t('contact.confirm.text')}
      actions={
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {t('common.back_home')}
        </Button>
      }
    />
  );
}
