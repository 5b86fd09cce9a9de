import { Button } from '@mui/material';
import { PageContainer } from '../../../components/page-container';
import { Link as RouterLink, useNavigate } from '../../../lib/router';
import { useProposeQuestion } from '../api/propose-question';
import { MarketQuestionForm } from '../components/market-question-form';
import { emptyMarketForm } from '../lib/question-form';
import { MARKET_TEXTS } from '../market-texts';

/** /market/propose: anyone proposes a question for the market; success -> /market/confirm. */
export function ProposePage() {
  const navigate = useNavigate();
  const propose = useProposeQuestion();
  return (
    <PageContainer
      title={MARKET_TEXTS.propose}
      subtitle="Share a question with other teachers. Our team reviews every proposal before it appears in the market."
    >
      <MarketQuestionForm
        defaultValues={emptyMarketForm()}
        onSubmit={async (input) => {
          await propose.mutateAsync(input);
          navigate('/market/confirm');
        }}
        actions={
          <Button component={RouterLink} to="/market" color="inherit" size="large">
            Cancel
          </Button>
        }
      />
    </PageContainer>
  );
}
