import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import InputIcon from '@mui/icons-material/InputOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import PlayArrowIcon from '@mui/icons-material/PlayArrowRounded';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SearchIcon from '@mui/icons-material/Search';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import StopIcon from '@mui/icons-material/StopRounded';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Divider,
  IconButton,
  InputAdornment,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { MESSAGES, QUIZ_STATUS, type Quiz } from '@quizzical/common';
import { type MouseEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../components/page-container';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isApiError } from '../../../lib/api-client';
import { useDeleteQuizzes } from '../api/delete-quizzes';
import { useDuplicateQuiz } from '../api/duplicate-quiz';
import { useExportQuizzes } from '../api/export-quizzes';
import { useQuizzes } from '../api/get-quizzes';
import { useStartQuiz } from '../api/start-quiz';
import { useStopQuiz } from '../api/stop-quiz';
import { FreePlanBanner, FreePlanCounter } from '../components/free-plan-banner';
import { ImportCodeDialog } from '../components/import-code-dialog';
import { PublicImportDialog } from '../components/public-import-dialog';
import { QuizzesTable } from '../components/quizzes-table';
import { ShareDialog } from '../components/share-dialog';
import { isFreePlanError, useFreePlan } from '../lib/use-free-plan';

type Pending = 'start' | 'stop' | 'delete' | null;

const SEARCH_DELAY_MS = 250;

/** `value`, once it has stopped changing for `delay` ms (one search request per pause in typing). */
function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The first message of a 4xx answer, for a snackbar. */
function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const data = error.data as { non_field_errors?: unknown } | undefined;
    if (Array.isArray(data?.non_field_errors) && typeof data.non_field_errors[0] === 'string') {
      return data.non_field_errors[0];
    }
    if (error.detail) return error.detail;
  }
  return fallback;
}

function ToolbarAction({
  label,
  icon,
  disabled,
  onClick,
  color,
}: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick(): void;
  color?: 'error';
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          disabled={disabled}
          onClick={onClick}
          color={color}
          sx={{ p: { xs: 0.75, sm: 1 } }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** /quizz: the teacher's dashboard (spec §2 Dashboard, §4, §6, §8, §9). */
export function QuizzesPage() {
  useDocumentTitle('My quizzes');
  const navigate = useNavigate();
  const { showSuccess, showError } = useSnackbar();
  const [search, setSearch] = useState('');
  const deferredSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useQuizzes(deferredSearch);
  const all = useQuizzes('');
  const freePlan = useFreePlan();
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<Pending>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const [importMenu, setImportMenu] = useState<HTMLElement | null>(null);
  const [importDialog, setImportDialog] = useState<'code' | 'public' | null>(null);
  const [freePlanBanner, setFreePlanBanner] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const importMenuId = useId();

  const start = useStartQuiz();
  const stop = useStopQuiz();
  const duplicate = useDuplicateQuiz();
  const remove = useDeleteQuizzes();
  const exportQuizzes = useExportQuizzes();

  // the selection only holds quizzes that still exist
  useEffect(() => {
    if (!all.data) return;
    const codes = new Set(all.data.map((q) => q.code));
    setSelected((current) =>
      current.every((c) => codes.has(c)) ? current : current.filter((c) => codes.has(c)),
    );
  }, [all.data]);

  const byCode = useMemo(() => new Map((all.data ?? []).map((q) => [q.code, q])), [all.data]);
  const selectedQuizzes = selected.map((c) => byCode.get(c)).filter((q): q is Quiz => !!q);
  const single = selectedQuizzes.length === 1 ? selectedQuizzes[0] : null;

  const showFreePlanBanner = () => {
    setFreePlanBanner(true);
    requestAnimationFrame(() => bannerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }));
  };
  /** Runs `action` unless the free plan is full (then the banner says so instead). */
  const guarded = (action: () => void) => {
    if (freePlan.blocked) showFreePlanBanner();
    else action();
  };

  const onCreate = (event: MouseEvent) => {
    if (freePlan.blocked) {
      event.preventDefault();
      showFreePlanBanner();
    }
  };

  const onDuplicate = () =>
    single &&
    guarded(() =>
      duplicate.mutate(single.code, {
        onSuccess: (copy) => {
          setSelected([copy.code]);
          showSuccess(MESSAGES.quizDuplicated);
        },
        onError: (error) =>
          isFreePlanError(error)
            ? showFreePlanBanner()
            : showError(errorMessage(error, 'The quizz could not be duplicated.')),
      }),
    );

  const onExport = () =>
    exportQuizzes.mutate(selected, {
      onError: (error) => showError(errorMessage(error, 'The export failed. Please try again.')),
    });

  const confirmStart = () =>
    single &&
    start.mutate(single.code, {
      onSuccess: (quiz) => {
        setPending(null);
        navigate(`/quizz/detail/${quiz.code}`);
      },
      onError: (error) => {
        setPending(null);
        showError(errorMessage(error, 'The quizz could not be started.'));
      },
    });

  const confirmStop = () =>
    single &&
    stop.mutate(single.code, {
      onSuccess: () => {
        setPending(null);
        showSuccess(MESSAGES.quizStopped);
      },
      onError: (error) => {
        setPending(null);
        showError(errorMessage(error, 'The quizz could not be stopped.'));
      },
    });

  const confirmDelete = () =>
    remove.mutate(selected, {
      onSuccess: () => {
        setPending(null);
        setSelected([]);
        showSuccess(selected.length === 1 ? 'The quizz has been deleted' : 'The quizzes have been deleted');
      },
      onError: (error) => {
        setPending(null);
        showError(errorMessage(error, 'The quizzes could not be deleted.'));
      },
    });

  const onImported = (quiz: Quiz) => {
    setSelected([quiz.code]);
    showSuccess(MESSAGES.quizImported);
  };

  const noQuizAtAll = all.data?.length === 0;
  const count = selected.length;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 2, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            My quizzes
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Create, start and share your quizzes, and follow their results.
          </Typography>
          {!freePlan.hasPro &&
            (freePlan.known ? (
              <FreePlanCounter activeCount={freePlan.activeCount} sx={{ mt: 1 }} />
            ) : (
              // its place is kept while the quizzes load, so the buttons and the table do not jump down
              <FreePlanCounter activeCount={0} sx={{ mt: 1, visibility: 'hidden' }} />
            ))}
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={<InputIcon />}
            endIcon={<KeyboardArrowDown />}
            aria-controls={importMenu ? importMenuId : undefined}
            aria-haspopup="menu"
            aria-expanded={!!importMenu}
            onClick={(e) => setImportMenu(e.currentTarget)}
          >
            Import
          </Button>
          <Button
            component={RouterLink}
            to="/create_quizz"
            variant="contained"
            startIcon={<AddIcon />}
            onClick={onCreate}
          >
            Create a quizz
          </Button>
        </Stack>
      </Stack>
      <Menu
        id={importMenuId}
        anchorEl={importMenu}
        open={!!importMenu}
        onClose={() => setImportMenu(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            setImportMenu(null);
            guarded(() => setImportDialog('code'));
          }}
        >
          <ListItemIcon>
            <InputIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Import with a code" secondary="A share code from another teacher" />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setImportMenu(null);
            guarded(() => setImportDialog('public'));
          }}
        >
          <ListItemIcon>
            <PublicIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Import from the public list" secondary="Quizzes shared by all teachers" />
        </MenuItem>
      </Menu>

      <Box ref={bannerRef}>
        {freePlanBanner && <FreePlanBanner onClose={() => setFreePlanBanner(false)} sx={{ mb: 2 }} />}
      </Box>

      {all.isError && !all.data && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => all.refetch()}>
              Try again
            </Button>
          }
        >
          Your quizzes cannot be loaded right now.
        </Alert>
      )}

      {noQuizAtAll ? (
        <EmptyState onCreate={onCreate} onImport={() => guarded(() => setImportDialog('code'))} />
      ) : (
        <Card>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{
              gap: 1,
              p: { xs: 1.5, sm: 2 },
              alignItems: { md: 'center' },
              bgcolor: count > 0 ? 'rgba(79, 70, 229, 0.06)' : undefined,
              transition: 'background-color 150ms',
            }}
          >
            <TextField
              size="small"
              type="search"
              label="Search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              sx={{ maxWidth: { md: 320 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" aria-hidden="true" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Box sx={{ flexGrow: 1 }} />
            <Stack
              direction="row"
              role="toolbar"
              aria-label="Actions on the selected quizzes"
              sx={{ alignItems: 'center', gap: { xs: 0, sm: 0.25 } }}
            >
              <Typography
                variant="body2"
                aria-live="polite"
                sx={{
                  fontWeight: 600,
                  mr: 1,
                  whiteSpace: 'nowrap',
                  flexGrow: { xs: 1, md: 0 },
                  color: count ? 'primary.dark' : 'text.secondary',
                }}
              >
                {count === 0 ? 'Select a quizz' : count === 1 ? '1 selected' : `${count} selected`}
              </Typography>
              <ToolbarAction
                label={MESSAGES.startQuizNow}
                icon={<PlayArrowIcon />}
                disabled={!single || single.status !== QUIZ_STATUS.NOT_STARTED}
                onClick={() => setPending('start')}
              />
              <ToolbarAction
                label="Stop the quizz"
                icon={<StopIcon />}
                disabled={!single || single.status !== QUIZ_STATUS.STARTED}
                onClick={() => setPending('stop')}
              />
              <ToolbarAction
                label="Duplicate"
                icon={<ContentCopyIcon />}
                disabled={!single || duplicate.isPending}
                onClick={onDuplicate}
              />
              <ToolbarAction
                label="Share"
                icon={<ShareIcon />}
                disabled={!single}
                onClick={() => setShareOpen(true)}
              />
              <ToolbarAction
                label="Export to Excel"
                icon={<FileDownloadIcon />}
                disabled={count === 0 || exportQuizzes.isPending}
                onClick={onExport}
              />
              <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
              <ToolbarAction
                label="Delete"
                icon={<DeleteOutlineIcon />}
                color="error"
                disabled={count === 0}
                onClick={() => setPending('delete')}
              />
            </Stack>
          </Stack>
          <Divider />
          <QuizzesTable
            quizzes={list.data}
            loading={list.isLoading}
            selected={selected}
            onSelectedChange={setSelected}
            emptyText={deferredSearch ? 'No quizz matches your search.' : 'You have no quizz yet.'}
          />
        </Card>
      )}

      <ConfirmDialog
        open={pending === 'start'}
        title={MESSAGES.startQuizNow}
        text={
          single
            ? `“${single.title}” starts now: students can join with the code ${single.code}. Its questions can no longer be changed.`
            : ''
        }
        loading={start.isPending}
        onConfirm={confirmStart}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'stop'}
        title="Close the quizz"
        text={MESSAGES.stopConfirm}
        loading={stop.isPending}
        onConfirm={confirmStop}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'delete'}
        title="Are you sure?"
        text={MESSAGES.deleteConfirm}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setPending(null)}
      />
      <ShareDialog
        quiz={single ? (byCode.get(single.code) ?? null) : null}
        open={shareOpen && !!single}
        onClose={() => setShareOpen(false)}
      />
      <ImportCodeDialog
        open={importDialog === 'code'}
        onClose={() => setImportDialog(null)}
        onImported={onImported}
        onFreePlanLimit={showFreePlanBanner}
      />
      <PublicImportDialog
        open={importDialog === 'public'}
        onClose={() => setImportDialog(null)}
        onImported={onImported}
        canImport={() => {
          if (!freePlan.blocked) return true;
          showFreePlanBanner();
          return false;
        }}
      />
    </Container>
  );
}

function EmptyState({ onCreate, onImport }: { onCreate(event: MouseEvent): void; onImport(): void }) {
  return (
    <Card>
      <CardContent sx={{ py: { xs: 6, md: 8 }, px: 3, textAlign: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 2,
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(79, 70, 229, 0.1)',
            color: 'primary.main',
          }}
        >
          <QuizOutlinedIcon sx={{ fontSize: 40 }} />
        </Box>
        <Typography variant="h5" component="h2" gutterBottom>
          Create your first quizz
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
          Write multiple-choice questions with formulas and images, start the quizz and share its code with
          your students. It only takes a few minutes.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to="/create_quizz"
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
            onClick={onCreate}
          >
            Create a quizz
          </Button>
          <Button variant="outlined" size="large" startIcon={<InputIcon />} onClick={onImport}>
            Import a quizz
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
