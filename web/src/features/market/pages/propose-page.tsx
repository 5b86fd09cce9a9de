import marketTexts from 'virtual:catalogue-part/market';
import { Button } from '@mui/material';
import { PageContainer } from '../../../components/page-container';
import { useAuth } from '../../../lib/auth';
import { useLanguage, useT } from '../../../lib/i18n';
import { Link as RouterLink, useNavigate } from '../../../lib/router';
import { useProposeQuestion } from '../api/propose-question';
import { MarketQuestionForm } from '../components/market-question-form';
import { emptyMarketForm } from '../lib/question-form';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [marketTexts];

/** /market/propose: anyone proposes a question for the market; success -> /market/confirm. */
export function ProposePage() {
  const t = useT();
  const navigate = useNavigate();
  const propose = useProposeQuestion();
  const { user } = useAuth();
  // a visitor's proposal is in the language of the page until they choose another
  const language = useLanguage();
  return (
    <PageContainer title={t('market.propose.title')} subtitle={t('market.propose.subtitle')}>
      <MarketQuestionForm
        defaultValues={emptyMarketForm(user?.language ?? language)}
        onSubmit={async (input) => {
          await propose.mutateAsync(input);
          navigate('/market/confirm');
        }}
        actions={
          <Button component={RouterLink} to="/market" color="inherit" size="large">
            {t('common.cancel')}
          </Button>
        }
      />
    </PageContainer>
  );
}
