import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  InputAdornment,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { MARKET_PAGE_SIZE } from '@quizzical/common';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { PageContainer } from '../../../components/page-container';
import { useAuth } from '../../../lib/auth';
import { useMarketSearch } from '../api/search-market';
import { BasketButton } from '../components/basket-button';
import { ContributeCard } from '../components/contribute-card';
import { CountBadge } from '../components/count-badge';
import { MarketFilters } from '../components/market-filters';
import { MarketResults } from '../components/market-results';
import { useMarketFilters } from '../lib/use-market-filters';
import { useStaffActions } from '../lib/use-staff-actions';
import { MARKET_TEXTS } from '../market-texts';

// staff only, and only once they press 'Edit': the question form (react-hook-form, zod, the fields)
// stays out of the page's chunk
const EditQuestionDialog = lazy(() =>
  import('../components/edit-question-dialog').then((m) => ({ default: m.EditQuestionDialog })),
);
// staff only, once they press 'Import a file'
const ImportFileDialog = lazy(() =>
  import('../components/import-file-dialog').then((m) => ({ default: m.ImportFileDialog })),
);

/** /market: the public market of questions (spec §2 Market browse). */
export function MarketPage() {
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
  // 'Contribute' card after the results (on desktop both sit in the left column)
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const filterFields = <MarketFilters filters={filters} isStaff={isStaff} />;
  // mounted from the first 'Edit' on, so that it closes with its transition as before
  const [editorWanted, setEditorWanted] = useState(false);
  if (staff.editing && !editorWanted) setEditorWanted(true);
  const [importOpen, setImportOpen] = useState(false);
  const [importWanted, setImportWanted] = useState(false);
  if (importOpen && !importWanted) setImportWanted(true);

  return (
    <PageContainer
      title="Market Quizz"
      subtitle="Ready-made questions checked by our team. Pick some for your next quizz, or share your own."
      maxWidth="lg"
    >
      {/* the filters' column (3 of 12) beside the results (9 of 12), as MUI's Grid with spacing 3 */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: compact ? 'minmax(0, 1fr)' : 'minmax(0, 3fr) minmax(0, 9fr)',
          gap: 3,
        }}
      >
        {/* keys: the results column stays the same element when the breakpoint flips */}
        {!compact && (
          <Box key="filters">
            <Stack spacing={2} sx={{ position: 'sticky', top: 88 }}>
              <Card>
                <CardContent component="section" aria-label="Filters" sx={{ p: 2.5 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
                    Filters
                  </Typography>
                  {filterFields}
                </CardContent>
              </Card>
              <ContributeCard />
            </Stack>
          </Box>
        )}

        <Box key="results">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
            <OutlinedField
              type="search"
              label={MARKET_TEXTS.search}
              value={filters.keyword}
              onChange={(e) => filters.setKeyword(e.target.value)}
              startAdornment={
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              }
            />
            <Box sx={{ display: 'flex', alignItems: 'stretch', gap: 1 }}>
              {compact && (
                <Button
                  variant="outlined"
                  startIcon={
                    <CountBadge count={filters.activeCount}>
                      <FilterListIcon />
                    </CountBadge>
                  }
                  aria-expanded={filtersOpen}
                  aria-controls={filtersId}
                  onClick={() => setFiltersOpen((open) => !open)}
                  sx={{ flexShrink: 0 }}
                >
                  Filters
                </Button>
              )}
              {isStaff &&
                (compact ? (
                  // a phone's row holds the filters and the basket: the icon alone, named for screen readers
                  <Button
                    variant="outlined"
                    aria-label="Import a file"
                    title="Import a file"
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
                    Import a file
                  </Button>
                ))}
              <BasketButton />
            </Box>
          </Stack>
          {compact && (
            // Collapse's opening drawn by CSS: the row's height goes from 0 to the card's (no MUI Collapse)
            <Box
              sx={{
                display: 'grid',
                gridTemplateRows: filtersOpen ? '1fr' : '0fr',
                visibility: filtersOpen ? 'visible' : 'hidden',
                transition: 'grid-template-rows 250ms, visibility 250ms',
              }}
            >
              <Box sx={{ overflow: 'hidden', minHeight: 0 }}>
                <Card id={filtersId} sx={{ mb: 1.5 }}>
                  <CardContent component="section" aria-label="Filters" sx={{ p: 2 }}>
                    {filterFields}
                  </CardContent>
                </Card>
              </Box>
            </Box>
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
            <Box sx={{ mt: 3 }}>
              <ContributeCard />
            </Box>
          )}
        </Box>
      </Box>

      <ConfirmDialog
        open={!!staff.confirm}
        title={MARKET_TEXTS.areYouSure}
        text={staff.confirm?.action === 'delete' ? MARKET_TEXTS.deleteConfirm : MARKET_TEXTS.approveConfirm}
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
    </PageContainer>
  );
}
