import closingTexts from 'virtual:catalogue-part/closing';
import quizzesTexts from 'virtual:catalogue-part/quizzes';
import { Alert, Button } from '@mui/material';
import type { Quiz } from '@quizzical/common';
import { lazy, type MouseEvent, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useExportQuestionBank, useExportQuizzes } from '../../../lib/api/quizzes/export-quizzes';
import { useReopenQuiz } from '../../../lib/api/quizzes/reopen-quiz';
import { useStopQuiz } from '../../../lib/api/quizzes/stop-quiz';
import { REOPEN } from '../../../lib/closing-texts';
import { useT } from '../../../lib/i18n';
import { prefetch } from '../../../lib/prefetch';
import { Link as RouterLink, useNavigate } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useDeleteQuizzes } from '../api/delete-quizzes';
import { useDuplicateQuiz } from '../api/duplicate-quiz';
import { useQuizzes } from '../api/get-quizzes';
import { useStartQuiz } from '../api/start-quiz';
import { DashboardEmptyState } from '../components/dashboard-empty-state';
import { DashboardIcon } from '../components/dashboard-icons';
import { DashboardToolbar } from '../components/dashboard-toolbar';
import type { QuestionBankFormat } from '../components/export-formats-button';
import { FreePlanBanner, FreePlanCounter } from '../components/free-plan-banner';
import { type ImportKind, ImportMenuButton } from '../components/import-menu-button';
import { QuizNames } from '../components/quiz-names';
import { QuizzesTable } from '../components/quizzes-table';
import { errorMessage } from '../lib/error-message';
import { isFreePlanError, useFreePlan } from '../lib/use-free-plan';
import '../dashboard.css';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [quizzesTexts, closingTexts];

// opened on demand: their modules (MUI's Dialog, fields, switches, pagination...) stay out of the page's
// chunk, so they are neither downloaded nor evaluated before the dashboard's first render. They start
// loading at the first sign they are wanted (a quiz selected, the Import menu opened), so that the dialog
// rarely waits for its chunk when its button is pressed.
const loadShareDialog = () => import('../components/share-dialog');
const loadImportCodeDialog = () => import('../components/import-code-dialog');
const loadImportFileDialog = () => import('../components/import-file-dialog');
const loadPublicImportDialog = () => import('../components/public-import-dialog');
const loadImportDialogs = () =>
  Promise.all([loadImportCodeDialog(), loadImportFileDialog(), loadPublicImportDialog()]);
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));
const ImportCodeDialog = lazy(() => loadImportCodeDialog().then((m) => ({ default: m.ImportCodeDialog })));
const ImportFileDialog = lazy(() => loadImportFileDialog().then((m) => ({ default: m.ImportFileDialog })));
const PublicImportDialog = lazy(() =>
  loadPublicImportDialog().then((m) => ({ default: m.PublicImportDialog })),
);

type Pending = 'start' | 'reopen' | 'stop' | 'delete' | null;

const SEARCH_DELAY_MS = 250;

/** /quizz: the teacher's dashboard (spec §2 Dashboard, §4, §6, §8, §9). */
export function QuizzesPage() {
  const t = useT();
  useDocumentTitle(t('quizzes.dashboard.title'));
  const navigate = useNavigate();
  const { showSuccess, showError } = useSnackbar();
  const [search, setSearch] = useState('');
  // one search request per pause in typing
  const [deferredSearch] = useDebounce(search.trim(), SEARCH_DELAY_MS);
  const list = useQuizzes(deferredSearch);
  const all = useQuizzes('');
  const freePlan = useFreePlan();
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<Pending>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const [importDialog, setImportDialog] = useState<ImportKind | null>(null);
  const [freePlanBanner, setFreePlanBanner] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const anySelected = selected.length > 0;
  // a selected quiz can be shared next
  useEffect(() => {
    if (anySelected) prefetch(loadShareDialog);
  }, [anySelected]);

  const start = useStartQuiz();
  const stop = useStopQuiz();
  const reopen = useReopenQuiz();
  const duplicate = useDuplicateQuiz();
  const remove = useDeleteQuizzes();
  const exportQuizzes = useExportQuizzes();
  const exportQuestionBank = useExportQuestionBank();

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
          showSuccess(t('quizzes.dashboard.duplicated'));
        },
        onError: (error) =>
          isFreePlanError(error)
            ? showFreePlanBanner()
            : showError(errorMessage(error, t('quizzes.dashboard.duplicate_failed'))),
      }),
    );

  const onExport = () =>
    exportQuizzes.mutate(selected, {
      onError: (error) => showError(errorMessage(error, t('quizzes.dashboard.export_failed'))),
    });
  const onExportAs = (format: QuestionBankFormat) =>
    exportQuestionBank.mutate(
      { codes: selected, format },
      { onError: (error) => showError(errorMessage(error, t('quizzes.dashboard.export_failed'))) },
    );

  const confirmStart = () =>
    single &&
    start.mutate(single.code, {
      onSuccess: (quiz) => {
        setPending(null);
        navigate(`/quizz/detail/${quiz.code}`);
      },
      onError: (error) => {
        setPending(null);
        showError(errorMessage(error, t('quizzes.dashboard.start_failed')));
      },
    });

  const confirmReopen = () =>
    single &&
    reopen.mutate(single.code, {
      onSuccess: (quiz) => {
        setPending(null);
        navigate(`/quizz/detail/${quiz.code}`);
      },
      onError: (error) => {
        setPending(null);
        if (isFreePlanError(error)) showFreePlanBanner();
        else showError(errorMessage(error, REOPEN.failed));
      },
    });

  const confirmStop = () =>
    single &&
    stop.mutate(single.code, {
      onSuccess: () => {
        setPending(null);
        showSuccess(t('quizzes.dashboard.stopped'));
      },
      onError: (error) => {
        setPending(null);
        showError(errorMessage(error, t('quizzes.dashboard.stop_failed')));
      },
    });

  const confirmDelete = () =>
    remove.mutate(selected, {
      onSuccess: () => {
        setPending(null);
        setSelected([]);
        showSuccess(t('quizzes.dashboard.deleted', { count: selected.length }));
      },
      onError: (error) => {
        setPending(null);
        showError(errorMessage(error, t('quizzes.dashboard.delete_failed')));
      },
    });

  const onImported = (quiz: Quiz) => {
    setSelected([quiz.code]);
    showSuccess(t('quizzes.dashboard.imported'));
  };

  const shareOpened = useOpenedOnce(shareOpen && !!single);
  const codeOpened = useOpenedOnce(importDialog === 'code');
  const fileOpened = useOpenedOnce(importDialog === 'file');
  const publicOpened = useOpenedOnce(importDialog === 'public');

  const noQuizAtAll = all.data?.length === 0;
  const count = selected.length;

  return (
    <div className="ui-container ui-container--lg dash-page">
      <div className="dash-header">
        <div>
          <h1 className="dash-title">{t('quizzes.dashboard.title')}</h1>
          <p className="dash-intro">{t('quizzes.dashboard.intro')}</p>
          {!freePlan.hasPro &&
            (freePlan.known ? (
              <FreePlanCounter activeCount={freePlan.activeCount} />
            ) : (
              // its place is kept while the quizzes load, so the buttons and the table do not jump down
              <FreePlanCounter activeCount={0} hidden />
            ))}
        </div>
        <div className="dash-header-buttons">
          <ImportMenuButton
            onChoose={(kind) => guarded(() => setImportDialog(kind))}
            onOpen={() => prefetch(loadImportDialogs)}
          />
          <RouterLink to="/create_quizz" className="ui-button ui-button--contained" onClick={onCreate}>
            <span className="ui-button-start">
              <DashboardIcon name="add" />
            </span>
            {t('quizzes.dashboard.create')}
          </RouterLink>
        </div>
      </div>
      <div ref={bannerRef}>
        {freePlanBanner && <FreePlanBanner onClose={() => setFreePlanBanner(false)} sx={{ mb: 2 }} />}
      </div>

      {all.isError && !all.data && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => all.refetch()}>
              {t('common.try_again')}
            </Button>
          }
        >
          {t('quizzes.dashboard.load_failed')}
        </Alert>
      )}

      {noQuizAtAll ? (
        <DashboardEmptyState onCreate={onCreate} onImport={() => guarded(() => setImportDialog('code'))} />
      ) : (
        <div className="ui-card">
          <DashboardToolbar
            search={search}
            onSearchChange={setSearch}
            count={count}
            single={single}
            busy={{
              duplicate: duplicate.isPending,
              export: exportQuizzes.isPending || exportQuestionBank.isPending,
            }}
            actions={{
              start: () => setPending('start'),
              // one more active quiz: the free plan's banner instead when it is full
              reopen: () => guarded(() => setPending('reopen')),
              stop: () => setPending('stop'),
              hostLive: () => single && navigate(`/quizz/host/${single.code}`),
              duplicate: onDuplicate,
              share: () => setShareOpen(true),
              export: onExport,
              exportAs: onExportAs,
              delete: () => setPending('delete'),
            }}
          />
          <hr className="dash-divider" />
          <QuizzesTable
            quizzes={list.data}
            loading={list.isLoading}
            selected={selected}
            onSelectedChange={setSelected}
            emptyText={deferredSearch ? t('quizzes.dashboard.no_match') : t('quizzes.dashboard.none_yet')}
          />
        </div>
      )}

      <ConfirmDialog
        open={pending === 'start'}
        title={t('quizzes.dashboard.start_title')}
        text={single ? t('quizzes.dashboard.start_text', { title: single.title, code: single.code }) : ''}
        loading={start.isPending}
        onConfirm={confirmStart}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'reopen'}
        title={REOPEN.dialogTitle}
        text={single ? REOPEN.dialogText(single.title, single.code) : ''}
        loading={reopen.isPending}
        onConfirm={confirmReopen}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'stop'}
        title={t('quizzes.dashboard.stop_title')}
        text={t('closing.stop_confirm')}
        details={single && <QuizNames label={t('quizzes.dashboard.stop_names')} quizzes={[single]} />}
        loading={stop.isPending}
        onConfirm={confirmStop}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'delete'}
        title={t('quizzes.dashboard.delete_title')}
        text={t('quizzes.dashboard.delete_text')}
        details={
          <QuizNames
            label={t('quizzes.dashboard.delete_names', { count: selectedQuizzes.length })}
            quizzes={selectedQuizzes}
          />
        }
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setPending(null)}
      />
      {shareOpened && (
        <Suspense fallback={null}>
          <ShareDialog
            quiz={single ? (byCode.get(single.code) ?? null) : null}
            open={shareOpen && !!single}
            onClose={() => setShareOpen(false)}
          />
        </Suspense>
      )}
      {codeOpened && (
        <Suspense fallback={null}>
          <ImportCodeDialog
            open={importDialog === 'code'}
            onClose={() => setImportDialog(null)}
            onImported={onImported}
            onFreePlanLimit={showFreePlanBanner}
          />
        </Suspense>
      )}
      {fileOpened && (
        <Suspense fallback={null}>
          <ImportFileDialog
            open={importDialog === 'file'}
            onClose={() => setImportDialog(null)}
            onImported={(code) => setSelected([code])}
            // a quiz made from a file is not started: it opens where its questions can be checked
            onOpenQuiz={(code) => navigate(`/edit_quizz/${code}`)}
            onFreePlanLimit={showFreePlanBanner}
          />
        </Suspense>
      )}
      {publicOpened && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </div>
  );
}
