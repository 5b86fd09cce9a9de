import type { Quiz } from '@quizzical/common';
import { lazy, type ReactNode, Suspense } from 'react';
import { useNavigate } from '../../../lib/router';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import type { ImportKind } from './import-menu-button';

// opened on demand: their modules (MUI's Dialog, fields, switches, pagination...) stay out of the page's
// chunk, so they are neither downloaded nor evaluated before the dashboard's first render. They start
// loading at the first sign they are wanted (a quiz selected, the Import menu opened), so that the dialog
// rarely waits for its chunk when its button is pressed.
export const loadShareDialog = () => import('./share-dialog');
const loadImportCodeDialog = () => import('./import-code-dialog');
const loadImportFileDialog = () => import('./import-file-dialog');
const loadPublicImportDialog = () => import('./public-import-dialog');
export const loadImportDialogs = () =>
  Promise.all([loadImportCodeDialog(), loadImportFileDialog(), loadPublicImportDialog()]);
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));
const ImportCodeDialog = lazy(() => loadImportCodeDialog().then((m) => ({ default: m.ImportCodeDialog })));
const ImportFileDialog = lazy(() => loadImportFileDialog().then((m) => ({ default: m.ImportFileDialog })));
const PublicImportDialog = lazy(() =>
  loadPublicImportDialog().then((m) => ({ default: m.PublicImportDialog })),
);

interface DashboardDialogsProps {
  /** The quiz the share dialog shows; the dialog is open when it is set and `shareOpen`. */
  shareQuiz: Quiz | null;
  shareOpen: boolean;
  onShareClose(): void;
  importDialog: ImportKind | null;
  onImportClose(): void;
  /** A quiz was imported: the dashboard selects it. */
  onImported(code: string, how: 'copied' | 'from-file'): void;
  /** The free plan is full: the dashboard's banner says so. */
  onFreePlanLimit(): void;
  /** Whether one more quiz may be imported (false: the banner has said why not). */
  canImport(): boolean;
}

/** The dashboard's share and import dialogs, each mounted at its first opening. */
export function DashboardDialogs({
  shareQuiz,
  shareOpen,
  onShareClose,
  importDialog,
  onImportClose,
  onImported,
  onFreePlanLimit,
  canImport,
}: DashboardDialogsProps) {
  const navigate = useNavigate();
  const copied = (quiz: Quiz) => onImported(quiz.code, 'copied');
  const shareOpens = shareOpen && !!shareQuiz;
  const importing = (kind: ImportKind) => ({ open: importDialog === kind, onClose: onImportClose });
  return (
    <>
      <MountedOnceOpen open={shareOpens}>
        <ShareDialog quiz={shareQuiz} open={shareOpens} onClose={onShareClose} />
      </MountedOnceOpen>
      <MountedOnceOpen open={importDialog === 'code'}>
        <ImportCodeDialog {...importing('code')} onImported={copied} onFreePlanLimit={onFreePlanLimit} />
      </MountedOnceOpen>
      <MountedOnceOpen open={importDialog === 'file'}>
        <ImportFileDialog
          {...importing('file')}
          onImported={(code) => onImported(code, 'from-file')}
          // a quiz made from a file is not started: it opens where its questions can be checked
          onOpenQuiz={(code) => navigate(`/edit_quizz/${code}`)}
          onFreePlanLimit={onFreePlanLimit}
        />
      </MountedOnceOpen>
      <MountedOnceOpen open={importDialog === 'public'}>
        <PublicImportDialog {...importing('public')} onImported={copied} canImport={canImport} />
      </MountedOnceOpen>
    </>
  );
}

/** A lazy dialog, mounted (its chunk loaded) at its first opening and kept for its closing transition. */
function MountedOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(open);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
