import { Alert, Button } from '@mui/material';
import { MESSAGES, type Quiz } from '@quizzical/common';
import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar-provider';
import { prefetch } from '../../../lib/prefetch';
import { useNavigate } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuizzes } from '../api/get-quizzes';
import {
  DashboardImportDialogs,
  DashboardShareDialog,
  loadImportDialogs,
  loadShareDialog,
} from '../components/dashboard-dialogs';
import { CreateQuizLink, DashboardEmptyState } from '../components/dashboard-empty-state';
import { DashboardToolbar } from '../components/dashboard-toolbar';
import { FreePlanBanner, FreePlanCounter } from '../components/free-plan-banner';
import { type ImportKind, ImportMenuButton } from '../components/import-menu-button';
import { QuizNames } from '../components/quiz-names';
import { QuizzesTable } from '../components/quizzes-table';
import { useFreePlan } from '../lib/use-free-plan';
import { useQuizActions } from '../lib/use-quiz-actions';
import '../dashboard.css';

const SEARCH_DELAY_MS = 250;

/** /quizz: the teacher's dashboard (spec §2 Dashboard, §4, §6, §8, §9). */
export function QuizzesPage() {
  useDocumentTitle('My quizzes');
  const navigate = useNavigate();
  const { showSuccess } = useSnackbar();
  const [search, setSearch] = useState('');
  // one search request per pause in typing
  const [deferredSearch] = useDebounce(search.trim(), SEARCH_DELAY_MS);
  const list = useQuizzes(deferredSearch);
  const all = useQuizzes('');
  const freePlan = useFreePlan();
  const [selected, setSelected] = useState<string[]>([]);
  const [shareOpen, setShareOpen] = useState(false);
  const [importDialog, setImportDialog] = useState<ImportKind | null>(null);
  const [freePlanBanner, setFreePlanBanner] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const anySelected = selected.length > 0;
  // a selected quiz can be shared next
  useEffect(() => {
    if (anySelected) prefetch(loadShareDialog);
  }, [anySelected]);

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
  const actions = useQuizActions({ selected, single, setSelected, onFreePlanLimit: showFreePlanBanner });
  const { pending, setPending } = actions;

  const onCreate = (event: MouseEvent) => {
    if (freePlan.blocked) {
      event.preventDefault();
      showFreePlanBanner();
    }
  };

  const onImported = (quiz: Quiz) => {
    setSelected([quiz.code]);
    showSuccess(MESSAGES.quizImported);
  };

  const noQuizAtAll = all.data?.length === 0;
  const count = selected.length;

  return (
    <div className="ui-container ui-container--lg dash-page">
      <div className="dash-header">
        <div>
          <h1 className="dash-title">My quizzes</h1>
          <p className="dash-intro">Create, start and share your quizzes, and follow their results.</p>
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
          <CreateQuizLink onClick={onCreate} />
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
              Try again
            </Button>
          }
        >
          Your quizzes cannot be loaded right now.
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
            busy={actions.busy}
            actions={{
              start: () => setPending('start'),
              stop: () => setPending('stop'),
              hostLive: () => single && navigate(`/quizz/host/${single.code}`),
              duplicate: () => single && guarded(actions.duplicate),
              share: () => setShareOpen(true),
              export: actions.export,
              exportAs: actions.exportAs,
              delete: () => setPending('delete'),
            }}
          />
          <hr className="dash-divider" />
          <QuizzesTable
            quizzes={list.data}
            loading={list.isLoading}
            selected={selected}
            onSelectedChange={setSelected}
            emptyText={deferredSearch ? 'No quizz matches your search.' : 'You have no quizz yet.'}
          />
        </div>
      )}

      <ConfirmDialog
        open={pending === 'start'}
        title={MESSAGES.startQuizNow}
        text={
          single
            ? `“${single.title}” starts now: students can join with the code ${single.code}. Its questions can no longer be changed.`
            : ''
        }
        loading={actions.busy.start}
        onConfirm={actions.confirmStart}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'stop'}
        title="Close the quizz"
        text={MESSAGES.stopConfirm}
        details={single && <QuizNames label="The quizz to close" quizzes={[single]} />}
        loading={actions.busy.stop}
        onConfirm={actions.confirmStop}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'delete'}
        title="Are you sure?"
        text={MESSAGES.deleteConfirm}
        details={
          <QuizNames
            label={selectedQuizzes.length === 1 ? 'The quizz to delete' : 'The quizzes to delete'}
            quizzes={selectedQuizzes}
          />
        }
        danger
        loading={actions.busy.delete}
        onConfirm={actions.confirmDelete}
        onClose={() => setPending(null)}
      />
      <DashboardShareDialog quiz={single} open={shareOpen && !!single} onClose={() => setShareOpen(false)} />
      <DashboardImportDialogs
        open={importDialog}
        onClose={() => setImportDialog(null)}
        onImported={onImported}
        onFileImported={(code) => setSelected([code])}
        // a quiz made from a file is not started: it opens where its questions can be checked
        onOpenQuiz={(code) => navigate(`/edit_quizz/${code}`)}
        onFreePlanLimit={showFreePlanBanner}
        canImport={() => {
          if (!freePlan.blocked) return true;
          showFreePlanBanner();
          return false;
        }}
      />
    </div>
  );
}
