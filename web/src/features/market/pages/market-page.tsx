import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  FormControlLabel,
  Grid,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Pagination,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { MARKET_PAGE_SIZE, type MarketQuestion } from '@quizzical/common';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageContainer, visuallyHidden } from '../../../components/page-container';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useAuth } from '../../../lib/auth';
import { useDeleteQuestion } from '../api/delete-question';
import { useDuplicateQuestion } from '../api/duplicate-question';
import { useExportLatex } from '../api/export-latex';
import { type LookupList, useLookupList } from '../api/get-lookups';
import { type MarketSearchParams, useMarketSearch } from '../api/search-market';
import { useApproveQuestion } from '../api/update-question';
import { BasketButton } from '../components/basket-button';
import { EditQuestionDialog } from '../components/edit-question-dialog';
import { MarketQuestionCard, type StaffAction } from '../components/market-question-card';
import { toBasketItem, useBasket } from '../lib/basket';
import { MARKET_TEXTS } from '../market-texts';

const KEYWORD_DEBOUNCE_MS = 400;

function FilterSelect({
  list,
  label,
  value,
  onChange,
}: {
  list: LookupList;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const { data = [] } = useLookupList(list);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={data.length ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">
        <em>All</em>
      </MenuItem>
      {data.map((item) => (
        <MenuItem key={item.id} value={String(item.id)}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Keeps the latest value once it has not changed for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const asId = (value: string) => (value ? Number(value) : undefined);

/** /market: the public market of questions (spec §2 Market browse). */
export function MarketPage() {
  const { isStaff } = useAuth();
  const basket = useBasket();
  const { showError, showSuccess } = useSnackbar();
  const [theme, setTheme] = useState('');
  const [level, setLevel] = useState('');
  const [type, setType] = useState('');
  const [approved, setApproved] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const debouncedKeyword = useDebounced(keyword.trim(), KEYWORD_DEBOUNCE_MS);
  const active = isStaff ? approved : true;

  const params: MarketSearchParams = {
    active,
    theme: asId(theme),
    level: asId(level),
    type: asId(type),
    keyword: debouncedKeyword || undefined,
    page,
  };
  const search = useMarketSearch(params);
  const count = search.data?.count ?? 0;
  const pages = Math.ceil(count / MARKET_PAGE_SIZE);

  // a new search starts on the first page
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when any criterion changes
  useEffect(() => setPage(0), [theme, level, type, active, debouncedKeyword]);
  // the last question of the last page was removed: go back one page
  useEffect(() => {
    if (search.data && page > 0 && page >= pages) setPage(Math.max(0, pages - 1));
  }, [search.data, page, pages]);

  const approve = useApproveQuestion();
  const remove = useDeleteQuestion();
  const duplicate = useDuplicateQuestion();
  const exportLatex = useExportLatex();
  const [confirm, setConfirm] = useState<{ action: 'approve' | 'delete'; question: MarketQuestion } | null>(
    null,
  );
  const [editing, setEditing] = useState<MarketQuestion | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: StaffAction } | null>(null);

  const onStaffAction = (question: MarketQuestion, action: StaffAction) => {
    switch (action) {
      case 'approve':
      case 'delete':
        setConfirm({ action, question });
        return;
      case 'edit':
        setEditing(question);
        return;
      case 'duplicate':
        // spec §8: a failed duplicate is not reported
        setBusy({ id: question.id, action });
        duplicate.mutate(question.id, {
          onSuccess: () => showSuccess('The question has been duplicated'),
          onSettled: () => setBusy(null),
        });
        return;
      case 'export':
        setBusy({ id: question.id, action });
        exportLatex.mutate(question.id, {
          onError: () => showError('The LaTeX file could not be exported.'),
          onSettled: () => setBusy(null),
        });
        return;
    }
  };

  const onConfirm = () => {
    if (!confirm) return;
    // spec §8: failures of approve and delete are ignored (the list is refreshed either way)
    if (confirm.action === 'approve') approve.mutate(confirm.question.id);
    else remove.mutate(confirm.question.id);
    setConfirm(null);
  };

  const results = search.data?.results ?? [];

  // phones and narrow tablets: search and results first, the filters in a panel behind a button, the
  // 'Contribute' card after the results (on desktop both sit in the left column)
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeFilters = [theme, level, type].filter(Boolean).length + (isStaff && !approved ? 1 : 0);

  const filterFields = (
    <Stack spacing={2}>
      <FilterSelect list="themes" label={MARKET_TEXTS.chooseTheme} value={theme} onChange={setTheme} />
      <FilterSelect list="levels" label={MARKET_TEXTS.chooseLevel} value={level} onChange={setLevel} />
      <FilterSelect list="types" label={MARKET_TEXTS.chooseType} value={type} onChange={setType} />
      {isStaff && (
        <FormControlLabel
          control={<Switch checked={approved} onChange={(e) => setApproved(e.target.checked)} />}
          label={approved ? MARKET_TEXTS.approved : MARKET_TEXTS.nonApproved}
        />
      )}
    </Stack>
  );

  const contribute = (
    <Card>
      <CardContent component="section" sx={{ p: 2.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {MARKET_TEXTS.contribute}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Share a question with every teacher. Our team reviews it before it is published.
        </Typography>
        <Button
          component={RouterLink}
          to="/market/propose"
          variant="contained"
          startIcon={<AddCircleOutlineIcon />}
          fullWidth
        >
          {MARKET_TEXTS.propose}
        </Button>
      </CardContent>
    </Card>
  );

  return (
    <PageContainer
      title="Market Quizz"
      subtitle="Ready-made questions checked by our team. Pick some for your next quizz, or share your own."
      maxWidth="lg"
    >
      <Grid container spacing={3}>
        {!compact && (
          <Grid size={{ md: 3 }}>
            <Stack spacing={2} sx={{ position: 'sticky', top: 88 }}>
              <Card>
                <CardContent component="section" aria-label="Filters" sx={{ p: 2.5 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
                    Filters
                  </Typography>
                  {filterFields}
                </CardContent>
              </Card>
              {contribute}
            </Stack>
          </Grid>
        )}

        <Grid size={compact ? 12 : 9}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
            <TextField
              type="search"
              label={MARKET_TEXTS.search}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden="true" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Box sx={{ display: 'flex', alignItems: 'stretch', gap: 1 }}>
              {compact && (
                <Button
                  variant="outlined"
                  startIcon={
                    <Badge badgeContent={activeFilters} color="primary">
                      <FilterListIcon />
                    </Badge>
                  }
                  aria-expanded={filtersOpen}
                  aria-controls={filtersId}
                  onClick={() => setFiltersOpen((open) => !open)}
                  sx={{ flexShrink: 0 }}
                >
                  Filters
                </Button>
              )}
              <BasketButton />
            </Box>
          </Stack>
          {compact && (
            <Collapse in={filtersOpen}>
              <Card id={filtersId} sx={{ mb: 1.5 }}>
                <CardContent component="section" aria-label="Filters" sx={{ p: 2 }}>
                  {filterFields}
                </CardContent>
              </Card>
            </Collapse>
          )}
          <Typography role="status" color="text.secondary" sx={{ mb: 1.5, fontWeight: 600 }}>
            {search.data
              ? active
                ? MARKET_TEXTS.certified(count)
                : MARKET_TEXTS.uncertified(count)
              : '\u00a0'}
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
                  onStaffAction={isStaff ? (action) => onStaffAction(q, action) : undefined}
                  busy={busy?.id === q.id ? busy.action : null}
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
                  setPage(value - 1);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            </Box>
          )}
          {compact && <Box sx={{ mt: 3 }}>{contribute}</Box>}
        </Grid>
      </Grid>

      <ConfirmDialog
        open={!!confirm}
        title={MARKET_TEXTS.areYouSure}
        text={confirm?.action === 'delete' ? MARKET_TEXTS.deleteConfirm : MARKET_TEXTS.approveConfirm}
        danger={confirm?.action === 'delete'}
        onConfirm={onConfirm}
        onClose={() => setConfirm(null)}
      />
      <EditQuestionDialog question={editing} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
