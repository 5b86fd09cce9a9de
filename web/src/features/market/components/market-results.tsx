import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Pagination,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { MarketQuestion } from '@quizzical/common';
import { visuallyHidden } from '../../../components/page-container';
import { toBasketItem, useBasket } from '../../../lib/basket';
import type { useMarketSearch } from '../api/search-market';
import { MARKET_TEXTS } from '../market-texts';
import { MarketQuestionCard, type StaffAction } from './market-question-card';

interface MarketResultsProps {
  search: ReturnType<typeof useMarketSearch>;
  /** Approved questions are listed (the count's wording says which). */
  active: boolean;
  page: number;
  pages: number;
  onPage(page: number): void;
  /** Staff only: the actions on each card, and the one under way. */
  staff?: {
    run(question: MarketQuestion, action: StaffAction): void;
    busyOn(id: number): StaffAction | null;
  };
}

/** The market's answer: how many questions, their cards (each in or out of the basket), the pages. */
export function MarketResults({ search, active, page, pages, onPage, staff }: MarketResultsProps) {
  const basket = useBasket();
  const count = search.data?.count ?? 0;
  const results = search.data?.results ?? [];
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ mb: 1.5, fontWeight: 600 }}>
        {search.data ? (active ? MARKET_TEXTS.certified(count) : MARKET_TEXTS.uncertified(count)) : '\u00a0'}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {search.isFetching && search.data && <LinearProgress aria-label="Loading questions" />}
      </Box>

      {/* the cards' titles are h3: the results need an h2 (on phones the filters have none) */}
      <Box component="h2" sx={visuallyHidden}>
        Questions
      </Box>
      {search.isError && !search.data ? (
        <Alert severity="error">The questions could not be loaded. Please try again later.</Alert>
      ) : search.isPending ? (
        <Stack spacing={2}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Stack>
      ) : results.length === 0 ? (
        <Card>
          <CardContent sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
            <SearchOffIcon sx={{ fontSize: 40, mb: 1 }} aria-hidden="true" />
            <Typography>{MARKET_TEXTS.noQuestion}</Typography>
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={2}>
          {results.map((q) => (
            <MarketQuestionCard
              key={q.id}
              question={q}
              selected={basket.has(q.id)}
              onToggle={() => (basket.has(q.id) ? basket.removeId(q.id) : basket.add(toBasketItem(q)))}
              onStaffAction={staff ? (action) => staff.run(q, action) : undefined}
              busy={staff?.busyOn(q.id) ?? null}
            />
          ))}
        </Stack>
      )}

      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={page + 1}
            boundaryCount={2}
            color="primary"
            onChange={(_, value) => {
              onPage(value - 1);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </Box>
      )}
    </>
  );
}
