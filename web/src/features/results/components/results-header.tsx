import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import SlideshowRounded from '@mui/icons-material/SlideshowRounded';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Box, Button, Card, Chip, Link, Stack, Typography } from '@mui/material';
import { QUIZ_STATUS, type Quiz, type ResultsReport } from '@quizzical/common';
import { useLinkBase } from '../../../lib/api/quizzes/get-link-base';
import { closedNotice, REOPEN, type StillAnswering } from '../../../lib/closing-texts';
import type { StreamStatus } from '../../../lib/event-stream';
import { useT } from '../../../lib/i18n';
import { qrCodeUrl, studentLink } from '../../../lib/quiz-links';
import { Link as RouterLink } from '../../../lib/router';
import { STATUS_LABELS } from '../results-texts';
import { CopyButton } from './copy-button';
import { ExportResultsButton } from './export-results-button';
import { LiveIndicator } from './live-indicator';

/** The header's framed parts: the closed notice, the join code and link, the QR code. */
const PANEL = {
  p: 2,
  borderRadius: '14px',
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'divider',
} as const;

interface ResultsHeaderProps {
  quizz: ResultsReport['quizz'];
  quiz: Quiz | undefined;
  liveStatus: StreamStatus;
  onPresent(): void;
  onStop(): void;
  /** A closed quiz: asks to start it again. */
  onReopen(): void;
  onExport(): void;
  exporting: boolean;
  /** the server's count of students still answering (they may after a close) and until when */
  stillAnswering: StillAnswering;
}

export function StatusChip({ status }: { status: number }) {
  const t = useT();
  const state = STATUS_LABELS[status];
  const label = state ? t(state.key) : t('results.status.other', { status });
  return <Chip label={label} color={state?.color ?? 'default'} size="small" sx={{ fontWeight: 700 }} />;
}

/** Title, status and freshness; how students join (code, link, QR code); the quiz's actions. */
export function ResultsHeader({
  quizz,
  quiz,
  liveStatus,
  onPresent,
  onStop,
  onReopen,
  onExport,
  exporting,
  stillAnswering,
}: ResultsHeaderProps) {
  const link = studentLink(quizz.code, useLinkBase().baseUrl);
  // a closed quiz takes no more students: no live badge, no join code, link or QR code
  const closed = quizz.status === QUIZ_STATUS.CLOSED;
  const t = useT();
  const questions = t('results.header.questions', { count: quizz.num_questions });

  return (
    <Box component="header">
      <Link
        component={RouterLink}
        to="/quizz"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
      >
        <ArrowBackRounded fontSize="small" aria-hidden="true" />
        {t('results.header.my_quizzes')}
      </Link>
      <Card sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
            gap: { xs: 3, md: 4 },
            p: { xs: 2.5, sm: 4 },
            background: 'linear-gradient(135deg, rgba(79,70,229,0.07) 0%, rgba(15,118,110,0.05) 100%)',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}
            >
              <Typography variant="overline" sx={{ color: 'primary.dark', fontWeight: 700, lineHeight: 2 }}>
                {t('results.quizz_results')}
              </Typography>
              {closed ? (
                <Chip
                  data-testid="closed-badge"
                  icon={<LockOutlined aria-hidden="true" />}
                  label={t('results.status.closed')}
                  sx={{ fontWeight: 700 }}
                />
              ) : (
                <LiveIndicator status={liveStatus} />
              )}
            </Stack>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
            >
              {quizz.title}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}
            >
              {!closed && <StatusChip status={quizz.status} />}
              <Chip label={questions} size="small" variant="outlined" />
              {quiz && (
                <Chip
                  icon={<TimerOutlined aria-hidden="true" />}
                  label={t('results.header.duration', { minutes: quiz.duration })}
                  size="small"
                  variant="outlined"
                />
              )}
            </Stack>
            {quiz?.description && (
              <Typography color="textSecondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
                {quiz.description}
              </Typography>
            )}

            {closed ? (
              <Typography data-testid="closed-notice" sx={{ ...PANEL, mt: 3 }}>
                {closedNotice(stillAnswering)}
              </Typography>
            ) : (
              <Box
                sx={{
                  mt: 3,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
                  gap: { xs: 1.5, sm: 3 },
                  ...PANEL,
                }}
              >
                <Box>
                  <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 600 }}>
                    {t('results.header.join_code')}
                  </Typography>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Typography
                      data-testid="join-code"
                      sx={{
                        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                        fontWeight: 800,
                        fontSize: '1.6rem',
                        letterSpacing: '0.12em',
                      }}
                    >
                      {quizz.code}
                    </Typography>
                    <CopyButton text={quizz.code} label={t('results.header.copy_code')} />
                  </Stack>
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 600 }}>
                    {t('results.header.student_link')}
                  </Typography>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Link
                      href={link}
                      target="_blank"
                      rel="noopener"
                      sx={{ overflowWrap: 'anywhere', fontSize: '1.05rem', minWidth: 0 }}
                    >
                      {link}
                    </Link>
                    <CopyButton text={link} label={t('results.header.copy_link')} />
                  </Stack>
                </Box>
              </Box>
            )}

            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              useFlexGap
              sx={{ mt: 3, flexWrap: 'wrap' }}
            >
              <Button variant="contained" size="large" startIcon={<SlideshowRounded />} onClick={onPresent}>
                {t('results.header.presentation')}
              </Button>
              {!closed && (
                // the host page starts the quiz if it is not started (the server's free-plan rules)
                <Button
                  component={RouterLink}
                  to={`/quizz/host/${quizz.code}`}
                  variant="outlined"
                  size="large"
                  startIcon={<CastForEducationOutlined />}
                >
                  {t('results.header.host_live')}
                </Button>
              )}
              {quizz.status === QUIZ_STATUS.STARTED && (
                <Button
                  variant="outlined"
                  color="error"
                  size="large"
                  startIcon={<StopCircleOutlined />}
                  onClick={onStop}
                >
                  {t('results.stop.button')}
                </Button>
              )}
              {closed && quiz && !quiz.hosted && (
                <Button variant="outlined" size="large" startIcon={<ReplayRounded />} onClick={onReopen}>
                  {REOPEN.button}
                </Button>
              )}
              {/* a started or closed quiz opens in the editor's correction mode; saving comes back here */}
              <Button
                component={RouterLink}
                to={`/edit_quizz/${quizz.code}?from=results`}
                variant="outlined"
                size="large"
                startIcon={<EditOutlined />}
              >
                {t('results.header.edit_questions')}
              </Button>
              <Button
                variant="text"
                size="large"
                startIcon={<FileDownloadOutlined />}
                onClick={onExport}
                loading={exporting}
                loadingPosition="start"
              >
                {t('results.header.export_excel')}
              </Button>
              <ExportResultsButton code={quizz.code} />
            </Stack>
          </Box>

          {!closed && (
            <Box
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1,
                ...PANEL,
                alignSelf: { xs: 'stretch', md: 'center' },
              }}
            >
              <Box
                component="img"
                src={qrCodeUrl(quizz.code, 5)}
                alt={t('results.qr_alt', { link })}
                sx={{ display: 'block', maxWidth: '100%', minHeight: 160, imageRendering: 'pixelated' }}
              />
              <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
                {t('results.header.scan')}
              </Typography>
            </Box>
          )}
        </Box>
      </Card>
    </Box>
  );
}
