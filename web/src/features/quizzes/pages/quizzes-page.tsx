import closingTexts from 'virtual:catalogue-part/closing';
import quizzesTexts from 'virtual:catalogue-part/quizzes';
import type { Quiz } from '@quizzical/common';
import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { AlertWithButton } from '../../../components/alert-with-button';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useT } from '../../../lib/i18n';
import { prefetch } from '../../../lib/prefetch';
import { useNavigate } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuizzes } from '../api/get-quizzes';
import { DashboardConfirmations } from '../components/dashboard-confirmations';
import { DashboardDialogs, loadImportDialogs, loadShareDialog } from '../components/dashboard-dialogs';
import { CreateQuizLink, DashboardEmptyState } from '../components/dashboard-empty-state';
import { DashboardToolbar } from '../components/dashboard-toolbar';
import { FreePlanBanner, FreePlanCounter } from '../components/free-plan-banner';
import { type ImportKind, ImportMenuButton } from '../components/import-menu-button';
import { QuizzesTable } from '../components/quizzes-table';
import { useDashboardActions } from '../lib/use-dashboard-actions';
import { useFreePlan } from '../lib/use-free-plan';
import '../dashboard.css';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [quizzesTexts, closingTexts];

const SEARCH_DELAY_MS = 250;

/** /quizz: the teacher's dashboard (spec §2 Dashboard, §4, §6, §8, §9). */
export function QuizzesPage() {
  const t = useT();
  useDocumentTitle(t('quizzes.dashboard.title'));
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
  const actions = useDashboardActions({ selected, setSelected, single, showFreePlanBanner });

  const onCreate = (event: MouseEvent) => {
    if (freePlan.blocked) {
      event.preventDefault();
      showFreePlanBanner();
    }
  };

  const onImported = (code: string, how: 'copied' | 'from-file') => {
    setSelected([code]);
    if (how === 'copied') showSuccess(t('quizzes.dashboard.imported'));
  };

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
          <CreateQuizLink onClick={onCreate} />
        </div>
      </div>
      <div ref={bannerRef}>
        {freePlanBanner && <FreePlanBanner onClose={() => setFreePlanBanner(false)} sx={{ mb: 2 }} />}
      </div>

      {all.isError && !all.data && (
        <AlertWithButton
          severity="error"
          sx={{ mb: 2 }}
          buttonLabel={t('common.try_again')}
          onButtonClick={() => all.refetch()}
        >
          {t('quizzes.dashboard.load_failed')}
        </AlertWithButton>
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
              start: () => actions.setPending('start'),
              // one more active quiz: the free plan's banner instead when it is full
              reopen: () => guarded(() => actions.setPending('reopen')),
              stop: () => actions.setPending('stop'),
              hostLive: () => single && navigate(`/quizz/host/${single.code}`),
              duplicate: () => single && guarded(() => actions.duplicate(single)),
              share: () => setShareOpen(true),
              export: actions.exportWorkbook,
              exportAs: actions.exportAs,
              delete: () => actions.setPending('delete'),
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

      <DashboardConfirmations
        pending={actions.pending}
        single={single}
        selectedQuizzes={selectedQuizzes}
        loading={actions.loading}
        confirm={actions.confirm}
        onClose={() => actions.setPending(null)}
      />
      <DashboardDialogs
        shareQuiz={single}
        shareOpen={shareOpen}
        onShareClose={() => setShareOpen(false)}
        importDialog={importDialog}
        onImportClose={() => setImportDialog(null)}
        onImported={onImported}
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
