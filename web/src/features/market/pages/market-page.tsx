import marketTexts from 'virtual:catalogue-part/market';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Button, useMediaQuery } from '@mui/material';
import { MARKET_PAGE_SIZE } from '@quizzical/common';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PlainField } from '../../../components/plain-field';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMarketSearch } from '../api/search-market';
import { BasketButton } from '../components/basket-button';
import { ContributeCard } from '../components/contribute-card';
import { CountBadge } from '../components/count-badge';
import { MarketFilters } from '../components/market-filters';
import { MarketIcon } from '../components/market-icons';
import { MarketResults } from '../components/market-results';
import { useMarketFilters } from '../lib/use-market-filters';
import { useStaffActions } from '../lib/use-staff-actions';
import '../market.css';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [marketTexts];

// staff only, and only once they press 'Edit': the question form (react-hook-form, zod, the fields)
// stays out of the page's chunk
const EditQuestionDialog = lazy(() =>
  import('../components/edit-question-dialog').then((m) => ({ default: m.EditQuestionDialog })),
);
// staff only, once they press 'Import a file'
const ImportFileDialog = lazy(() =>
  import('../components/import-file-dialog').then((m) => ({ default: m.ImportFileDialog })),
);

/**
 * /market: the public market of questions (spec §2 Market browse). Its first screen is plain elements
 * styled by market.css (MUI's components computed their styles at each first render); the
 * staff's buttons and the dialogs are MUI's.
 */
export function MarketPage() {
  const t = useT();
  const title = t('market.page.title');
  useDocumentTitle(title);
  const { isStaff } = useAuth();
  const filters = useMarketFilters(isStaff);
  const search = useMarketSearch(filters.params);
  const pages = Math.ceil((search.data?.count ?? 0) / MARKET_PAGE_SIZE);
  const { page, setPage } = filters;
  const staff = useStaffActions();

  // the last question of the last page was removed: go back one page
  useEffect(() => {
    if (search.data && page > 0 && page >= pages) setPage(Math.max(0, pages - 1));
  }, [search.data, page, pages, setPage]);

  // phones and narrow tablets: search and results first, the filters in a panel behind a button, the
  // 'Contribute' card after the results (on desktop both sit in the left column). Read at the first
  // render (noSsr): a phone no longer renders the desktop layout first and then its own
  const compact = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const filterFields = <MarketFilters filters={filters} isStaff={isStaff} />;
  // mounted from the first 'Edit' on, so that it closes with its transition as before
  const [editorWanted, setEditorWanted] = useState(false);
  if (staff.editing && !editorWanted) setEditorWanted(true);
  const [importOpen, setImportOpen] = useState(false);
  const [importWanted, setImportWanted] = useState(false);
  if (importOpen && !importWanted) setImportWanted(true);

  const searchId = useId();

  return (
    // PageContainer's frame (Container maxWidth="lg", the h1 and its subtitle)
    <div className="ui-container ui-container--lg mk-page">
      <div className="mk-intro">
        <h1 className="mk-title">{title}</h1>
        <p className="mk-subtitle">{t('market.page.subtitle')}</p>
      </div>
      <div className={compact ? 'mk-layout' : 'mk-layout mk-layout--wide'}>
        {/* keys: the results column stays the same element when the breakpoint flips */}
        {!compact && (
          <div key="filters">
            <div className="mk-side">
              <div className="ui-card">
                <section aria-label={t('market.filters.title')} className="mk-panel">
                  <h2 className="mk-panel-title">{t('market.filters.title')}</h2>
                  {filterFields}
                </section>
              </div>
              <ContributeCard />
            </div>
          </div>
        )}

        <div key="results">
          <div className="mk-toolbar">
            {/* MUI's outlined field with a start adornment: its label always raised */}
            <PlainField
              id={searchId}
              label={t('market.search')}
              raised
              startAdornment={<MarketIcon name="search" />}
            >
              <input
                id={searchId}
                type="search"
                className="ui-field-input"
                value={filters.keyword}
                onChange={(e) => filters.setKeyword(e.currentTarget.value)}
              />
            </PlainField>
            <div className="mk-toolbar-buttons">
              {compact && (
                <button
                  type="button"
                  className="ui-button mk-button ui-button--outlined"
                  aria-expanded={filtersOpen}
                  aria-controls={filtersId}
                  onClick={() => setFiltersOpen((open) => !open)}
                >
                  <span className="ui-button-start">
                    <CountBadge count={filters.activeCount}>
                      <MarketIcon name="filterList" />
                    </CountBadge>
                  </span>
                  {t('market.filters.title')}
                </button>
              )}
              {isStaff &&
                (compact ? (
                  // a phone's row holds the filters and the basket: the icon alone, named for screen readers
                  <Button
                    variant="outlined"
                    aria-label={t('market.import.open')}
                    title={t('market.import.open')}
                    onClick={() => setImportOpen(true)}
                    sx={{ flexShrink: 0, minWidth: 0, px: 1.5 }}
                  >
                    <UploadFileIcon />
                  </Button>
                ) : (
                  <Button
                    variant="outlined"
                    startIcon={<UploadFileIcon />}
                    onClick={() => setImportOpen(true)}
                    sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                  >
                    {t('market.import.open')}
                  </Button>
                ))}
              <BasketButton />
            </div>
          </div>
          {compact && (
            // Collapse's opening drawn by CSS: the row's height goes from 0 to the card's (no MUI Collapse)
            <div className={filtersOpen ? 'mk-collapse mk-collapse--open' : 'mk-collapse'}>
              <div className="mk-collapse-inner">
                <div id={filtersId} className="ui-card mk-filters-card">
                  <section aria-label={t('market.filters.title')} className="mk-panel">
                    {filterFields}
                  </section>
                </div>
              </div>
            </div>
          )}
          <MarketResults
            search={search}
            active={filters.active}
            page={page}
            pages={pages}
            onPage={setPage}
            staff={isStaff ? staff : undefined}
          />
          {compact && (
            <div className="mk-after">
              <ContributeCard />
            </div>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={!!staff.confirm}
        title={t('market.staff.confirm_title')}
        text={t(
          staff.confirm?.action === 'delete' ? 'market.staff.delete_confirm' : 'market.staff.approve_confirm',
        )}
        danger={staff.confirm?.action === 'delete'}
        onConfirm={staff.confirmAction}
        onClose={staff.cancelConfirm}
      />
      {importWanted && (
        <Suspense fallback={null}>
          <ImportFileDialog open={importOpen} onClose={() => setImportOpen(false)} />
        </Suspense>
      )}
      {editorWanted && (
        <Suspense fallback={null}>
          <EditQuestionDialog question={staff.editing} onClose={staff.stopEditing} />
        </Suspense>
      )}
    </div>
  );
}
