import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { MarketQuestion } from '@quizzical/common';
import { visuallyHidden } from '../../../components/page-container';
import { toBasketItem, useBasket } from '../../../lib/basket';
import type { useMarketSearch } from '../api/search-market';
import { MARKET_TEXTS } from '../market-texts';
import { MarketPagination } from './market-pagination';
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
        {search.isFetching && search.data && (
          // an indeterminate LinearProgress's look: a bar sliding along a pale track (no MUI LinearProgress)
          <Box
            role="progressbar"
            aria-label="Loading questions"
            sx={{
              position: 'relative',
              height: 4,
              overflow: 'hidden',
              bgcolor: 'rgba(79, 70, 229, 0.24)',
              '@keyframes market-progress': {
                from: { transform: 'translateX(-100%)' },
                to: { transform: 'translateX(250%)' },
              },
              '&::before': {
                content: '""',
                position: 'absolute',
                inset: 0,
                width: '40%',
                bgcolor: 'primary.main',
                animation: 'market-progress 1.4s ease-in-out infinite',
              },
            }}
          />
        )}
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
            // a rounded Skeleton's look: a pulsing grey block (no MUI Skeleton on the route)
            <Box
              key={i}
              sx={{
                height: 220,
                borderRadius: '12px',
                bgcolor: 'rgba(31, 35, 64, 0.11)',
                '@keyframes market-pulse': { '50%': { opacity: 0.4 } },
                animation: 'market-pulse 2s ease-in-out 0.5s infinite',
              }}
            />
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
          <MarketPagination
            count={pages}
            page={page + 1}
            onChange={(value) => {
              onPage(value - 1);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </Box>
      )}
    </>
  );
}
