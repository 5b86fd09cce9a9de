import resultsTexts from 'virtual:catalogue-part/results';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import MoreTimeRounded from '@mui/icons-material/MoreTimeRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import { Alert, Box, Button, Card, Chip, Container, Skeleton, Stack, Typography } from '@mui/material';
import type { ParticipantAnswers, Question } from '@quizzical/common';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { getLanguage, useLanguage, useT } from '../../../lib/i18n';
import { Link as RouterLink, useParams } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResultsReport } from '../api/get-results-report';
import { useParticipant } from '../api/participants';
import { AnswerView, ExplanationView, KeyView } from '../components/answer-views';
import { ExtraTimeDialog } from '../components/extra-time-dialog';
import { participantName } from '../components/participant-parts';
import { formatPercent, formatShare } from '../format';
import './participant-print.css';
import { QuestionText } from '../components/question-text';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [resultsTexts];

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };
/** A moment in the language on screen (the page calls useLanguage() to re-render on a change). */
const when = (iso: string | null, options = DATE_TIME) =>
  iso ? new Intl.DateTimeFormat(getLanguage(), options).format(new Date(iso)) : '—';

type Answer = ParticipantAnswers['answers'][number];

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Box>
      <Typography
        variant="caption"
        color="textSecondary"
        sx={{ fontWeight: 700, textTransform: 'uppercase' }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** How an answer went: right, partly right (its share of the point), wrong, a poll's answer, or none. */
function useVerdict(question: Question, answer: Answer) {
  const t = useT();
  if (answer.answer === null)
    return { label: t('results.participant.unanswered'), color: 'default' as const };
  if (question.type === 'poll')
    return { label: t('results.participant.answered'), color: 'default' as const };
  if (answer.correct)
    return {
      label: t('results.participant.right'),
      color: 'success' as const,
      icon: <CheckCircleRounded aria-hidden="true" />,
    };
  if (answer.fraction !== null && answer.fraction > 0)
    return {
      label: t('results.participant.partly_right', { share: formatShare(answer.fraction) }),
      color: 'warning' as const,
    };
  return {
    label: t('results.participant.wrong'),
    color: 'error' as const,
    icon: <CancelRounded aria-hidden="true" />,
  };
}

/** One question with the student's answer, right or wrong, and when it was saved. */
function AnswerCard({ index, question, answer }: { index: number; question: Question; answer: Answer }) {
  const t = useT();
  const verdict = useVerdict(question, answer);
  return (
    <Card component="li" className="rs-participant-question" sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('results.question_number', { number: index + 1 })}
        </Typography>
        <Chip size="small" color={verdict.color} icon={verdict.icon} label={verdict.label} />
      </Box>
      <QuestionText question={question} number={index + 1} imageWidth={140} />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75 }}
      >
        <Typography component="dt" color="textSecondary">
          {t('results.participant.answer')}
        </Typography>
        <Box component="dd" sx={{ m: 0, fontWeight: 600, minWidth: 0 }}>
          {answer.answer === null ? (
            t('results.participant.unanswered')
          ) : (
            <AnswerView question={question} answer={answer.answer} />
          )}
        </Box>
        {answer.correct !== true && question.type !== 'poll' && (
          <>
            <Typography component="dt" color="textSecondary">
              {t('results.correct_answer')}
            </Typography>
            <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
              <KeyView question={question} />
            </Box>
          </>
        )}
        <Typography component="dt" color="textSecondary">
          {t('results.participant.answered_at')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          {when(answer.answered_at, TIME)}
        </Box>
      </Box>
      <ExplanationView text={question.explanation} />
    </Card>
  );
}

/**
 * /quizz/detail/{code}/participant/{id}: one student's answers, question by question (owner only),
 * printable: participant-print.css leaves the app's header, footer and buttons off the paper.
 */
export function ParticipantPage() {
  const { code = '', id = '' } = useParams();
  const participant = useParticipant(code, id);
  // the questions as the owner reads them come with the report (already loaded by the results page)
  const report = useResultsReport(code, false);
  const [moreTimeOpen, setMoreTimeOpen] = useState(false);
  const t = useT();
  useLanguage();
  const data = participant.data;
  const inReport = report.data?.participants.find((p) => p.id === id);
  const name = data
    ? participantName({ first_name: data.first_name || data.nickname, last_name: data.last_name }, t)
    : '';
  useDocumentTitle(data ? t('results.participant.document_title', { name }) : t('results.answers'));

  let content: React.ReactNode;
  const error = participant.error ?? report.error;
  if (error) {
    content = (
      <Alert severity="error">
        {isApiError(error) && error.status === 404
          ? t('results.participant.not_found')
          : t('results.participant.load_failed')}
      </Alert>
    );
  } else if (!data || !report.data) {
    content = <Skeleton variant="rounded" height={320} aria-label={t('results.participant.loading')} />;
  } else {
    const questions = new Map(report.data.questions_report.map((q) => [q.question.id, q.question]));
    content = (
      <>
        <Card sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }}>
          <Typography variant="overline" color="textSecondary">
            {report.data.quizz.title}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {data.student_number && <Typography color="textSecondary">{data.student_number}</Typography>}
          <Box
            sx={{
              mt: 2,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(6, auto)' },
            }}
          >
            <Fact
              label={t('results.participant.score')}
              value={
                data.finished
                  ? formatPercent(data.score)
                  : t('results.so_far', { score: formatPercent(data.score) })
              }
            />
            <Fact
              label={t('results.participant.status')}
              value={data.finished ? t('results.participant.finished') : t('results.in_progress')}
            />
            <Fact label={t('results.participant.started')} value={when(data.start_date)} />
            <Fact
              label={data.finished ? t('results.participant.ended') : t('results.participant.time_ends')}
              value={when(data.finished_at ?? data.end_date)}
            />
            <Fact
              label={t('results.participant.extra_time')}
              value={
                data.extra_minutes
                  ? t('results.participant.extra_minutes', { minutes: data.extra_minutes })
                  : t('results.participant.none')
              }
            />
          </Box>
        </Card>
        <Stack
          component="ol"
          spacing={2}
          sx={{ p: 0, m: 0 }}
          aria-label={t('results.participant.answers_list')}
        >
          {data.answers.map((answer, i) => {
            const question = questions.get(answer.question_id);
            return question ? (
              <AnswerCard key={answer.question_id} index={i} question={question} answer={answer} />
            ) : null;
          })}
        </Stack>
        {inReport && (
          <ExtraTimeDialog
            code={code}
            participant={moreTimeOpen ? inReport : null}
            onClose={() => {
              setMoreTimeOpen(false);
              void participant.refetch();
            }}
          />
        )}
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} className="rs-participant-page">
      <Box className="rs-no-print" sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={`/quizz/detail/${encodeURIComponent(code)}`}
          startIcon={<ArrowBackRounded />}
        >
          {t('results.participant.back')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {data && !data.finished && inReport && (
          <Button variant="outlined" startIcon={<MoreTimeRounded />} onClick={() => setMoreTimeOpen(true)}>
            {t('results.extra_time.button')}
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<PrintRounded />}
          onClick={() => window.print()}
          disabled={!data}
        >
          {t('results.participant.print')}
        </Button>
      </Box>
      {content}
    </Container>
  );
}
