import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { QUIZ_STATUS, TAKING_MESSAGES } from '@quizzical/common';
import { useMemo } from 'react';
import { useStartQuiz } from '../../../lib/api/taking/get-start-quiz';
import { readQuizFacts } from '../../../lib/local-store';
import { Navigate, Link as RouterLink } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HELD_BACK_HINT, isAnswersHeldBack, useReview } from '../api/get-review';
import { useSession } from '../api/get-session';
import { PageLoading } from '../components/page-loading';
import { QuizNotice } from '../components/quiz-notice';
import { ScoreGauge } from '../components/score-gauge';
import { type StoredSession, useLeaveUnknownSession, WithStoredSession } from '../components/stored-session';
import { SurveyForm } from '../components/survey-form';
import { studentErrorText } from '../lib/error-text';

/** /end_quizz/{code}: thank-you, the score (percentage of correct answers), the survey, the review link. */
export function EndQuizPage() {
  useDocumentTitle('End of the quizz');
  return <WithStoredSession>{(stored) => <EndQuiz {...stored} />}</WithStoredSession>;
}

function EndQuiz({ code, sessionId }: StoredSession) {
  const session = useSession(code, sessionId, { fresh: true });
  // the survey flags come from the start screen; ask the server only when this browser lost them
  const storedFacts = useMemo(() => readQuizFacts(code), [code]);
  const quiz = useStartQuiz(code, { enabled: !storedFacts });
  const facts = storedFacts ?? quiz.data;
  // with review_after 'close' the review link waits for the close: ask the review until it answers
  const envelopeQuiz = session.data?.quizz;
  const waitsForClose =
    !!session.data?.response.finished &&
    !!envelopeQuiz?.answers_available &&
    envelopeQuiz.review_after === 'close' &&
    envelopeQuiz.status !== QUIZ_STATUS.CLOSED;
  const review = useReview(code, sessionId, { enabled: waitsForClose });
  const unknownSession = useLeaveUnknownSession(code, session.error);

  if (session.isPending || unknownSession || (!facts && quiz.isPending)) {
    return <PageLoading />;
  }
  if (session.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 7 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2, textAlign: 'center' }}>
          End of the quizz
        </Typography>
        <QuizNotice
          title={studentErrorText(session.error)}
          action={
            <Button variant="contained" onClick={() => session.refetch()}>
              Try again
            </Button>
          }
        />
      </Container>
    );
  }
  const response = session.data.response;
  if (!response.finished) return <Navigate to={`/run_quizz/${code}`} replace />;

  // without the quiz's flags (closed quiz, other browser), offer everything: the server ignores what it disables
  const commentAllowed = facts?.comment_allowed ?? true;
  const ratingEnabled = facts?.rating_enabled ?? true;
  const answersAvailable = session.data.quizz.answers_available;
  const heldBack = waitsForClose && (review.isPending || isAnswersHeldBack(review.error));
  const score = response.score ?? 0;
  const total = response.questions.length;
  const correct = Math.round((score / 100) * total);
  const name = response.first_name;

  return (
    <Box sx={{ flexGrow: 1, background: 'linear-gradient(160deg, #eef0ff 0%, #f6f7fb 50%, #fff7e6 100%)' }}>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
        <Stack spacing={3}>
          <Card sx={{ boxShadow: '0 24px 48px rgba(31, 35, 64, 0.10)' }}>
            <CardContent sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 52,
                  height: 52,
                  mx: 'auto',
                  mb: 1.5,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: '#fff4d6',
                  color: '#a15c07',
                }}
              >
                <EmojiEventsRounded />
              </Box>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
                {name ? `Thank you, ${name}!` : 'Thank you!'}
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
                {facts?.title ? `You have finished “${facts.title}”.` : 'You have finished the quizz.'}
              </Typography>
              <ScoreGauge score={score} />
              <Typography sx={{ mt: 2, fontWeight: 600 }}>
                Your score: {Number.isInteger(score) ? score : score.toFixed(1)}% of correct answers
              </Typography>
              {total > 0 && (
                <Typography variant="body2" color="textSecondary">
                  {correct} of {total} {total === 1 ? 'question' : 'questions'} answered correctly
                </Typography>
              )}
              {/* announced when it changes: the link replaces the note once the teacher closes the quiz */}
              <Box aria-live="polite" sx={{ mt: 3 }}>
                {answersAvailable && heldBack && (
                  <Box
                    data-testid="answers-held-back"
                    sx={{
                      display: 'flex',
                      alignItems: 'flex-start',
                      gap: 1.25,
                      textAlign: 'left',
                      px: 2,
                      py: 1.5,
                      borderRadius: 3,
                      bgcolor: 'rgba(79, 70, 229, 0.08)',
                      color: 'primary.dark',
                    }}
                  >
                    <LockClockOutlined aria-hidden="true" sx={{ mt: '1px' }} />
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{TAKING_MESSAGES.answersHeldBack}</Typography>
                      <Typography variant="body2" color="textSecondary">
                        {HELD_BACK_HINT}
                      </Typography>
                    </Box>
                  </Box>
                )}
                {answersAvailable && !heldBack && (
                  <Button
                    component={RouterLink}
                    to={`/review_quizz/${code}`}
                    variant="outlined"
                    size="large"
                    startIcon={<FactCheckOutlined />}
                  >
                    Review your answers
                  </Button>
                )}
              </Box>
            </CardContent>
          </Card>

          {(commentAllowed || ratingEnabled) && (
            <Card>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Typography variant="h6" component="h2">
                  Your feedback
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mb: 2.5 }}>
                  Tell your teacher how this quizz went for you.
                </Typography>
                <SurveyForm
                  code={code}
                  sessionId={sessionId}
                  commentAllowed={commentAllowed}
                  ratingEnabled={ratingEnabled}
                  initialComment={response.comment}
                  initialRating={response.rating}
                />
              </CardContent>
            </Card>
          )}

          <Box sx={{ textAlign: 'center' }}>
            <Button component={RouterLink} to="/">
              Back to the home page
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
