import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { RATING_LABELS, type ReviewResult } from '@quizzical/common';
import type { ReactNode } from 'react';
import { MathText } from '../../../components/math-text';
import { Link as RouterLink } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HELD_BACK_HINT, isAnswersHeldBack, useReview } from '../api/get-review';
import { PageLoading } from '../components/page-loading';
import { QuestionImage } from '../components/question-image';
import { QuizNotice } from '../components/quiz-notice';
import { type StoredSession, WithStoredSession } from '../components/stored-session';
import { isTransient, studentErrorText } from '../lib/error-text';

type Outcome = 'correct' | 'incorrect' | 'unanswered';

const OUTCOME: Record<Outcome, { text: string; icon: ReactNode; color: string; bg: string }> = {
  correct: {
    text: 'Correct',
    icon: <CheckCircleRounded fontSize="small" />,
    color: '#1b5e20',
    bg: '#e8f5e9',
  },
  incorrect: { text: 'Incorrect', icon: <CancelRounded fontSize="small" />, color: '#b71c1c', bg: '#fdecea' },
  unanswered: {
    text: 'Not answered',
    icon: <RemoveCircleOutlineRounded fontSize="small" />,
    color: '#4a4f6a',
    bg: '#eef0f5',
  },
};

function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const o = OUTCOME[outcome];
  return (
    <Box
      component="span"
      data-outcome={outcome}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.25,
        py: 0.5,
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: 700,
        color: o.color,
        bgcolor: o.bg,
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
        {o.icon}
      </Box>
      {o.text}
    </Box>
  );
}

function Tag({ children, color, bg }: { children: ReactNode; color: string; bg: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1.5,
        fontSize: '0.75rem',
        fontWeight: 700,
        color,
        bgcolor: bg,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}

type ReviewQuestion = ReviewResult['quizz']['questions'][number];

function ReviewAnswer({
  text,
  isCorrect,
  isChosen,
}: {
  text: string;
  isCorrect: boolean;
  isChosen: boolean;
}) {
  const wrongChoice = isChosen && !isCorrect;
  const borderColor = isCorrect ? 'success.main' : wrongChoice ? 'error.main' : 'divider';
  const bgcolor = isCorrect ? '#f1f8f1' : wrongChoice ? '#fdf3f3' : 'background.paper';
  return (
    <Box
      component="li"
      data-correct={isCorrect || undefined}
      data-chosen={isChosen || undefined}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.25,
        px: 1.5,
        py: 1.25,
        borderRadius: '14px',
        border: '2px solid',
        borderColor,
        bgcolor,
      }}
    >
      <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex', pt: '1px', flexShrink: 0 }}>
        {isCorrect ? (
          <CheckCircleRounded sx={{ color: 'success.main' }} />
        ) : wrongChoice ? (
          <CancelRounded sx={{ color: 'error.main' }} />
        ) : (
          <Box sx={{ width: 24, height: 24 }} />
        )}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <MathText text={text} />
        {(isCorrect || isChosen) && (
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ mt: 0.75, flexWrap: 'wrap' }}>
            {isChosen && (
              <Tag color={isCorrect ? '#1b5e20' : '#b71c1c'} bg={isCorrect ? '#dcefdc' : '#f9dcdc'}>
                Your answer
              </Tag>
            )}
            {isCorrect && (
              <Tag color="#1b5e20" bg="#dcefdc">
                Correct answer
              </Tag>
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
}

function ReviewQuestionCard({
  question,
  number,
  answer,
}: {
  question: ReviewQuestion;
  number: number;
  answer: number | null;
}) {
  const outcome: Outcome =
    answer === null ? 'unanswered' : answer === question.correct_answer ? 'correct' : 'incorrect';
  const texts = [question.answer1, question.answer2, question.answer3, question.answer4];
  return (
    <Card component="section" aria-labelledby={`review-q${number}`} data-testid="review-question">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
        >
          <Typography
            id={`review-q${number}`}
            variant="subtitle1"
            component="h2"
            sx={{ color: 'primary.dark', fontWeight: 800 }}
          >
            Question {number}
          </Typography>
          <OutcomeBadge outcome={outcome} />
        </Stack>
        <Box sx={{ fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.5, mb: 2 }}>
          <MathText text={question.text} component="div" />
        </Box>
        {(question.smallImageUrl || question.bigImageUrl) && (
          <Box sx={{ mb: 2 }}>
            <QuestionImage
              small={question.smallImageUrl}
              big={question.bigImageUrl}
              label={`question ${number}`}
            />
          </Box>
        )}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {texts.map((text, i) =>
            text.trim() ? (
              <ReviewAnswer
                // biome-ignore lint/suspicious/noArrayIndexKey: the four answer positions are fixed
                key={i}
                text={text}
                isCorrect={question.correct_answer === i + 1}
                isChosen={answer === i + 1}
              />
            ) : null,
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /review_quizz/{code}: the student's answers against the correct ones, with the comment and rating. */
export function ReviewQuizPage() {
  useDocumentTitle('Review your answers');
  return <WithStoredSession>{(stored) => <ReviewQuiz {...stored} />}</WithStoredSession>;
}

function ReviewQuiz({ code, sessionId }: StoredSession) {
  const review = useReview(code, sessionId);
  if (review.isPending) {
    return <PageLoading />;
  }
  if (review.isError) {
    const transient = isTransient(review.error);
    // held back until the teacher closes the quiz: the page asks again by itself and then shows them
    const heldBack = isAnswersHeldBack(review.error);
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 7 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2, textAlign: 'center' }}>
          Review your answers
        </Typography>
        <QuizNotice
          tone={transient ? 'error' : 'info'}
          title={studentErrorText(review.error)}
          text={heldBack ? HELD_BACK_HINT : undefined}
          action={
            transient ? (
              <Button variant="contained" onClick={() => review.refetch()}>
                Try again
              </Button>
            ) : (
              <Button component={RouterLink} to={`/end_quizz/${code}`} variant="contained">
                Back to my score
              </Button>
            )
          }
        />
      </Container>
    );
  }

  const { quizz, responses } = review.data;
  const answerOf = new Map(responses.questions.map((r) => [r.question, r.answer]));
  const correctCount = responses.questions.filter((r) => r.correct).length;
  const score = responses.score;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Button
        component={RouterLink}
        to={`/end_quizz/${code}`}
        startIcon={<ArrowBackRounded />}
        sx={{ mb: 1 }}
      >
        Back to my score
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        Review your answers
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        {quizz.title}
      </Typography>

      <Card sx={{ mt: 2.5, mb: 3 }}>
        <CardContent
          sx={{
            p: { xs: 2, sm: 3 },
            '&:last-child': { pb: { xs: 2, sm: 3 } },
            display: 'flex',
            flexWrap: 'wrap',
            gap: { xs: 2, sm: 4 },
          }}
        >
          <Box>
            <Typography variant="body2" color="textSecondary">
              Score
            </Typography>
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
              {score === null ? '—' : `${Number.isInteger(score) ? score : score.toFixed(1)}%`}
            </Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="textSecondary">
              Correct answers
            </Typography>
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
              {correctCount} / {quizz.questions.length}
            </Typography>
          </Box>
          {responses.rating !== null && (
            <Box>
              <Typography variant="body2" color="textSecondary">
                Your rating
              </Typography>
              <Typography sx={{ fontSize: '1.1rem', fontWeight: 700, mt: 0.5 }}>
                {responses.rating} – {RATING_LABELS[responses.rating - 1]}
              </Typography>
            </Box>
          )}
          {responses.comment && (
            <Box sx={{ flexBasis: '100%' }}>
              <Typography variant="body2" color="textSecondary">
                Your comment
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {responses.comment}
              </Typography>
            </Box>
          )}
        </CardContent>
      </Card>

      <Stack spacing={2}>
        {quizz.questions.map((question, i) => (
          <ReviewQuestionCard
            key={question.id}
            question={question}
            number={i + 1}
            answer={answerOf.get(question.id) ?? null}
          />
        ))}
      </Stack>
    </Container>
  );
}
