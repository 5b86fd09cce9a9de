import { Alert } from '@mui/material';
import type { MarketQuestion } from '@quizzical/common';
import { toBasketItem, useBasket } from '../../../lib/basket';
import { useT } from '../../../lib/i18n';
import type { useMarketSearch } from '../api/search-market';
import '../market.css';
import { MarketIcon } from './market-icons';
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
  const t = useT();
  const basket = useBasket();
  const count = search.data?.count ?? 0;
  const results = search.data?.results ?? [];
  return (
    <>
      <p role="status" className="mk-count ui-secondary">
        {search.data
          ? t(active ? 'market.results.certified' : 'market.results.uncertified', { count })
          : '\u00a0'}
      </p>
      <div className="mk-progress-slot">
        {search.isFetching && search.data && (
          <div role="progressbar" aria-label={t('market.results.loading')} className="mk-progress" />
        )}
      </div>

      {/* the cards' titles are h3: the results need an h2 (on phones the filters have none) */}
      <h2 className="ui-visually-hidden">{t('market.results.heading')}</h2>
      {search.isError && !search.data ? (
        <Alert severity="error">{t('market.results.failed')}</Alert>
      ) : search.isPending ? (
        <div className="mk-list">
          {[0, 1, 2].map((i) => (
            <div key={i} className="mk-skeleton" />
          ))}
        </div>
      ) : results.length === 0 ? (
        <div className="ui-card">
          <div className="mk-card-content mk-empty">
            <MarketIcon name="searchOff" />
            <p>{t('market.results.none')}</p>
          </div>
        </div>
      ) : (
        <div className="mk-list">
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
        </div>
      )}

      {pages > 1 && (
        <div className="mk-pages">
          <MarketPagination
            count={pages}
            page={page + 1}
            onChange={(value) => {
              onPage(value - 1);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </div>
      )}
    </>
  );
}
