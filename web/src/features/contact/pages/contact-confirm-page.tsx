import { Button } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { ThanksPage } from '../../../components/thanks-page';
import { Link as RouterLink } from '../../../lib/router';

/** /contact/confirm: 'Thank you!' and the reply promise, with a link home. */
export function ContactConfirmPage() {
  return (
    <ThanksPage
      title={MESSAGES.contactThanks}
      text={MESSAGES.contactSent}
      actions={
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Back to the home page
        </Button>
      }
    />
  );
}
