import type { Quiz } from '@quizzical/common';
import { lazy, type ReactNode, Suspense } from 'react';
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

/** Mounts a lazy dialog at its first opening, and keeps it mounted for its closing transition. */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(open);
  return opened && <Suspense fallback={null}>{children}</Suspense>;
}

/** The dashboard's share dialog. */
export function DashboardShareDialog({
  quiz,
  open,
  onClose,
}: {
  quiz: Quiz | null;
  open: boolean;
  onClose(): void;
}) {
  return (
    <OnceOpened open={open}>
      <ShareDialog quiz={quiz} open={open} onClose={onClose} />
    </OnceOpened>
  );
}

/** The dashboard's three import dialogs: by a share code, from a file, from the public list. */
export function DashboardImportDialogs({
  open,
  onClose,
  onImported,
  onFileImported,
  onOpenQuiz,
  onFreePlanLimit,
  canImport,
}: {
  open: ImportKind | null;
  onClose(): void;
  /** A quiz was imported by its share code or from the public list. */
  onImported(quiz: Quiz): void;
  /** A quiz was made from a file (it is not started). */
  onFileImported(code: string): void;
  onOpenQuiz(code: string): void;
  onFreePlanLimit(): void;
  /** Asked before a public quiz is imported: false when the free plan is full. */
  canImport(): boolean;
}) {
  return (
    <>
      <OnceOpened open={open === 'code'}>
        <ImportCodeDialog
          open={open === 'code'}
          onClose={onClose}
          onImported={onImported}
          onFreePlanLimit={onFreePlanLimit}
        />
      </OnceOpened>
      <OnceOpened open={open === 'file'}>
        <ImportFileDialog
          open={open === 'file'}
          onClose={onClose}
          onImported={onFileImported}
          onOpenQuiz={onOpenQuiz}
          onFreePlanLimit={onFreePlanLimit}
        />
      </OnceOpened>
      <OnceOpened open={open === 'public'}>
        <PublicImportDialog
          open={open === 'public'}
          onClose={onClose}
          onImported={onImported}
          canImport={canImport}
        />
      </OnceOpened>
    </>
  );
}
