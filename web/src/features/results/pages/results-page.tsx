import closingTexts from 'virtual:catalogue-part/closing';
import resultsTexts from 'virtual:catalogue-part/results';
import { Alert, Box, Button, Card, Container, Skeleton, Stack, Typography } from '@mui/material';
import { QUIZ_STATUS, RESULTS_POLL_MS } from '@quizzical/common';
import { useCallback, useEffect, useState } from 'react';
import { AlertWithButton } from '../../../components/alert-with-button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useExportQuizzes } from '../../../lib/api/quizzes/export-quizzes';
import { useQuiz } from '../../../lib/api/quizzes/get-quiz';
import { useReopenQuiz } from '../../../lib/api/quizzes/reopen-quiz';
import { useStopQuiz } from '../../../lib/api/quizzes/stop-quiz';
import { isApiError } from '../../../lib/api-client';
import { closeDialogText, REOPEN } from '../../../lib/closing-texts';
import { errorText, useT } from '../../../lib/i18n';
import { Link as RouterLink, useParams } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResultsReport } from '../api/get-results-report';
import { ItemAnalysisTable } from '../components/item-analysis-table';
import { KeyNumbers } from '../components/key-numbers';
import { ParticipantsTable } from '../components/participants-table';
import { PresentationMode } from '../components/presentation-mode';
import { QuestionReports } from '../components/question-reports';
import { ResultsCharts } from '../components/results-charts';
import { ResultsHeader } from '../components/results-header';
import { useLiveResults } from '../live/use-live-results';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [resultsTexts, closingTexts];

function LoadingResults() {
  const t = useT();
  return (
    <Stack spacing={3} role="status" aria-label={t('results.page.loading')}>
      <Skeleton variant="rounded" height={260} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={300} />
    </Stack>
  );
}

function NotFound() {
  const t = useT();
  return (
    <Card sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('results.page.not_found_title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('results.page.not_found_text')}
      </Typography>
      <Button component={RouterLink} to="/quizz" variant="contained">
        {t('results.page.go_to_my_quizzes')}
      </Button>
    </Card>
  );
}

/**
 * Reads the report again when the last student still answering runs out of time: nothing is published
 * then (no answer, no end), yet the page must stop saying they are answering and call the results final.
 */
function useRefetchWhenTimeIsOver(until: string | null, refetch: () => unknown) {
  useEffect(() => {
    if (until === null) return;
    // a second after, so that the server's clock has passed it too; at most a day ahead (setTimeout's range)
    const delay = Math.min(Math.max(Date.parse(until) - Date.now() + 1_000, 1_000), 86_400_000);
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [until, refetch]);
}

/** /quizz/detail/{code}: the owner's live results (spec §2 Results, §3 Results report, §4). */
export function ResultsPage() {
  const { code = '' } = useParams();
  const liveStatus = useLiveResults(code);
  const reportQuery = useResultsReport(code, liveStatus === 'live' ? false : RESULTS_POLL_MS);
  const quizQuery = useQuiz(code);
  const report = reportQuery.data;
  const stop = useStopQuiz();
  const exporter = useExportQuizzes();
  const { showSuccess, showError } = useSnackbar();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const reopen = useReopenQuiz();
  const [reopenOpen, setReopenOpen] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const closePresentation = useCallback(() => setPresenting(false), []);
  const t = useT();

  useDocumentTitle(
    report ? t('results.page.document_title', { title: report.quizz.title }) : t('results.quizz_results'),
  );
  useRefetchWhenTimeIsOver(report?.still_answering.until ?? null, reportQuery.refetch);

  const confirmStop = () => {
    stop.mutate(code, {
      onSuccess: () => showSuccess(t('results.stop.done')),
      onError: (error) => showError(errorText(error, t('results.stop.failed'))),
      onSettled: () => setConfirmOpen(false),
    });
  };

  const confirmReopen = () => {
    reopen.mutate(code, {
      onSuccess: () => showSuccess(REOPEN.done),
      // the free plan's limit answers with its own text (403 detail), as for a new quiz
      onError: (error) => showError(errorText(error, REOPEN.failed)),
      onSettled: () => setReopenOpen(false),
    });
  };

  const exportFile = () => {
    exporter.mutate([code], {
      onError: () => showError(t('results.page.export_failed')),
    });
  };

  let content: React.ReactNode;
  if (!report) {
    if (reportQuery.isError) {
      const error = reportQuery.error;
      content =
        isApiError(error) && (error.status === 404 || error.status === 403) ? (
          <NotFound />
        ) : (
          <AlertWithButton
            severity="error"
            buttonLabel={t('common.retry')}
            onButtonClick={() => reportQuery.refetch()}
          >
            {t('results.page.load_failed')}
          </AlertWithButton>
        );
    } else {
      content = <LoadingResults />;
    }
  } else {
    content = (
      <>
        <ResultsHeader
          quizz={report.quizz}
          quiz={quizQuery.data}
          liveStatus={liveStatus}
          onPresent={() => setPresenting(true)}
          onStop={() => setConfirmOpen(true)}
          onReopen={() => setReopenOpen(true)}
          onExport={exportFile}
          exporting={exporter.isPending}
          stillAnswering={report.still_answering}
        />
        {report.quizz.status === QUIZ_STATUS.NOT_STARTED && (
          <Alert severity="info" sx={{ mt: 3 }}>
            {t('results.page.not_started')}
          </Alert>
        )}
        <KeyNumbers report={report} />
        <ResultsCharts report={report} />
        <ParticipantsTable
          code={code}
          participants={report.participants}
          closed={report.quizz.status === QUIZ_STATUS.CLOSED}
        />
        <QuestionReports report={report} />
        <ItemAnalysisTable analysis={report.item_analysis} questions={report.questions_report} />
        <ConfirmDialog
          open={confirmOpen}
          title={t('results.stop.dialog_title')}
          text={closeDialogText(report.still_answering)}
          danger
          loading={stop.isPending}
          onClose={() => setConfirmOpen(false)}
          onConfirm={confirmStop}
        />
        <ConfirmDialog
          open={reopenOpen}
          title={REOPEN.dialogTitle}
          text={REOPEN.dialogText(report.quizz.title, report.quizz.code)}
          loading={reopen.isPending}
          onClose={() => setReopenOpen(false)}
          onConfirm={confirmReopen}
        />
        <PresentationMode
          open={presenting}
          onClose={closePresentation}
          report={report}
          liveStatus={liveStatus}
        />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {content}
    </Container>
  );
}
