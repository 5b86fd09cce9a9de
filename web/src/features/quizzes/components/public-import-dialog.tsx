import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  DialogContent,
  Grid,
  Pagination,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { PAGINATION_BOUNDARY_COUNT, PUBLIC_QUIZ_PAGE_SIZE, type Quiz } from '@quizzical/common';
import { useDeferredValue, useId, useState } from 'react';
import { NativeSelectField } from '../../../components/native-select-field';
import { SearchField } from '../../../components/search-field';
import { lookupOptions } from '../../../components/select-options';
import { useLookupList } from '../../../lib/api/lookups/get-lookup-list';
import { useAuth } from '../../../lib/auth';
import { useLanguage, useT } from '../../../lib/i18n';
import { usePageOf } from '../../../lib/use-page-of';
import { useImportQuiz } from '../api/import-quiz';
import { useRemovePublicQuiz } from '../api/remove-public-quiz';
import { type PublicQuizSummary, useSearchPublicQuizzes } from '../api/search-public-quizzes';
import { formatDate } from '../lib/quiz-format';
import { ClosableDialog } from './closable-dialog';

/** The two lookup filters beside the keyword: the label and the choice that keeps all quizzes. */
const FILTERS = [
  { name: 'theme', label: 'quizzes.public.theme', all: 'quizzes.public.all_themes' },
  { name: 'type', label: 'quizzes.public.type', all: 'quizzes.public.all_types' },
] as const;

interface PublicImportDialogProps {
  open: boolean;
  onClose(): void;
  onImported(quiz: Quiz): void;
  /** Checked before each import: false when the free-plan limit is reached (the page says why). */
  canImport(): boolean;
}

/**
 * The public quizzes of all teachers (POST /api/quizz/_search, 10 a page), with keyword, theme and
 * type filters; import a copy, or (staff) take one off the list. Failures are only logged (spec §8).
 */
export function PublicImportDialog({ open, onClose, onImported, canImport }: PublicImportDialogProps) {
  const titleId = useId();
  const t = useT();
  useLanguage();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { isStaff } = useAuth();
  const themes = useLookupList('themes');
  const types = useLookupList('types');
  const [keyword, setKeyword] = useState('');
  const deferredKeyword = useDeferredValue(keyword.trim());
  // a lookup's id, '' for all of them
  const [filter, setFilter] = useState({ theme: '', type: '' });
  const lists = { theme: themes.data, type: types.data };
  const { theme, type } = filter;
  // a new filter starts again at the first page
  const [page, setPage] = usePageOf(JSON.stringify([deferredKeyword, theme, type]));
  const search = useSearchPublicQuizzes(
    { page, keyword: deferredKeyword, theme: theme ? Number(theme) : null, type: type ? Number(type) : null },
    open,
  );
  const importQuiz = useImportQuiz();
  const removePublic = useRemovePublicQuiz();
  const [busy, setBusy] = useState<string | null>(null);

  const nameOf = (list: typeof themes.data, id: number | null) => list?.find((x) => x.id === id)?.name;
  const count = search.data?.count ?? 0;
  const pages = Math.ceil(count / PUBLIC_QUIZ_PAGE_SIZE);

  const doImport = (item: PublicQuizSummary) => {
    if (!canImport()) {
      onClose();
      return;
    }
    setBusy(item.code);
    importQuiz.mutate(item.code, {
      onSuccess: (quiz) => {
        onClose();
        onImported(quiz);
      },
      onError: (error) => console.warn('Public quizz import failed', error),
      onSettled: () => setBusy(null),
    });
  };

  const doRemove = (item: PublicQuizSummary) => {
    setBusy(item.code);
    removePublic.mutate(item.code, {
      onSuccess: () => search.refetch(),
      onError: (error) => console.warn('Public quizz removal failed', error),
      onSettled: () => setBusy(null),
    });
  };

  return (
    <ClosableDialog
      open={open}
      onClose={onClose}
      title={t('quizzes.import.public')}
      titleId={titleId}
      fullScreen={fullScreen}
    >
      <DialogContent dividers>
        <Grid container spacing={1.5} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SearchField label={t('quizzes.public.search')} value={keyword} onSearch={setKeyword} />
          </Grid>
          {FILTERS.map(({ name, label, all }) => (
            <Grid key={name} size={{ xs: 6, sm: 3 }}>
              <NativeSelectField
                size="small"
                label={t(label)}
                value={filter[name]}
                onChange={(e) => setFilter({ ...filter, [name]: e.target.value })}
                emptyOption={t(all)}
                options={lookupOptions(lists[name])}
              />
            </Grid>
          ))}
        </Grid>

        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ fontWeight: 600 }}>
            {search.data ? t('quizzes.public.count', { count }) : ' '}
          </Typography>
          {search.isFetching && <CircularProgress size={16} aria-label={t('app.loading')} />}
        </Stack>

        {search.isError && <Alert severity="error">{t('quizzes.public.failed')}</Alert>}
        {search.data && search.data.results.length === 0 && (
          <Box sx={{ py: 5, textAlign: 'center' }}>
            <Typography color="textSecondary">{t('quizzes.public.no_match')}</Typography>
          </Box>
        )}

        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {search.data?.results.map((item) => {
            const owner = [item.owner.first_name, item.owner.last_name].filter(Boolean).join(' ');
            const themeName = nameOf(themes.data, item.theme);
            const typeName = nameOf(types.data, item.type);
            return (
              <Box
                component="li"
                key={item.code}
                sx={{
                  p: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 3,
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: 1.5,
                  alignItems: { sm: 'center' },
                }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {item.title}
                  </Typography>
                  {item.description && (
                    <Typography variant="body2" color="textSecondary">
                      {item.description}
                    </Typography>
                  )}
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
                    {themeName && <Chip size="small" label={themeName} />}
                    {typeName && <Chip size="small" label={typeName} variant="outlined" />}
                    <Typography variant="caption" color="textSecondary" sx={{ alignSelf: 'center' }}>
                      {t('quizzes.question_count', { count: item.num_questions })}
                      {owner && ` · ${t('quizzes.public.by', { owner })}`}
                      {` · ${formatDate(item.created_date)}`}
                    </Typography>
                  </Stack>
                </Box>
                <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
                  {isStaff && (
                    <Button
                      color="error"
                      size="small"
                      startIcon={<DeleteOutlineIcon />}
                      disabled={busy !== null}
                      onClick={() => doRemove(item)}
                      aria-label={t('quizzes.public.remove_label', { title: item.title })}
                    >
                      {t('quizzes.public.remove')}
                    </Button>
                  )}
                  <Button
                    variant="contained"
                    size="small"
                    startIcon={<DownloadIcon />}
                    loading={busy === item.code && importQuiz.isPending}
                    disabled={busy !== null}
                    onClick={() => doImport(item)}
                    aria-label={t('quizzes.public.import_label', { title: item.title })}
                  >
                    {t('quizzes.import.button')}
                  </Button>
                </Stack>
              </Box>
            );
          })}
        </Stack>

        {pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2.5 }}>
            <Pagination
              count={pages}
              page={page + 1}
              onChange={(_e, value) => setPage(value - 1)}
              boundaryCount={PAGINATION_BOUNDARY_COUNT}
              color="primary"
              size={fullScreen ? 'small' : 'medium'}
            />
          </Box>
        )}
      </DialogContent>
    </ClosableDialog>
  );
}
