import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Divider,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { normalizeCode } from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useHeaderSlot } from '../../../components/header-slot';
import { MathText } from '../../../components/math-text';
import { useDocumentTitle } from '../../../components/page-container';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isApiError } from '../../../lib/api-client';
import { answerJournalKey } from '../../../lib/storage-keys';
import { endSession } from '../api/end-session';
import { type LoadedSession, parseServerDate, sessionQueryKey, useSession } from '../api/get-session';
import { saveAnswer } from '../api/save-answer';
import { AnswerButton } from '../components/answer-button';
import { CountdownDisplay } from '../components/countdown-display';
import { PageLoading } from '../components/page-loading';
import { QuestionImage } from '../components/question-image';
import { QuestionNavigator } from '../components/question-navigator';
import { QuizNotice } from '../components/quiz-notice';
import { SaveStatus } from '../components/save-status';
import { TimeEndedDialog } from '../components/time-ended-dialog';
import { createAnswerJournal, withRetry } from '../lib/answer-journal';
import { isPastGrace, remainingMs, type ServerClock } from '../lib/countdown';
import { studentErrorText } from '../lib/error-text';
import { browserStorage, forgetSessionId, readQuizFacts, readSessionId } from '../lib/local-store';
import { answerSlots, mergeAnswers, resumeIndex } from '../lib/session-answers';

/** How long the chosen answer stays visible before the next question comes. */
const ADVANCE_DELAY_MS = 250;

/**
 * /run_quizz/{code}: 'Loading...', then the questions one by one with the countdown in the header.
 * No stored session -> /start_quizz/{code}; a finished session -> /end_quizz/{code}.
 */
export function RunQuizPage() {
  const { code: rawCode = '' } = useParams();
  const code = normalizeCode(rawCode);
  const navigate = useNavigate();
  const [sessionId] = useState(() => readSessionId(code));
  const session = useSession(code, sessionId);
  useDocumentTitle('Quizz');

  const unknownSession = isApiError(session.error) && session.error.status === 404;
  useEffect(() => {
    if (unknownSession) {
      forgetSessionId(code);
      navigate(`/start_quizz/${code}`, { replace: true });
    }
  }, [unknownSession, code, navigate]);

  if (!sessionId) return <Navigate to={`/start_quizz/${code}`} replace />;
  if (session.isPending || unknownSession) return <PageLoading />;
  if (session.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 7 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2, textAlign: 'center' }}>
          Quizz {code}
        </Typography>
        <QuizNotice
          title={studentErrorText(session.error)}
          text="Your answers are kept on this device. They will be sent as soon as the quizz is back."
          action={
            <Button variant="contained" onClick={() => session.refetch()}>
              Try again
            </Button>
          }
        />
      </Container>
    );
  }
  if (session.data.response.finished) return <Navigate to={`/end_quizz/${code}`} replace />;
  if (session.data.response.questions.length === 0) return <EmptyQuiz code={code} sessionId={sessionId} />;
  return <QuizRunner code={code} sessionId={sessionId} loaded={session.data} />;
}

/** A quiz without questions (the teacher started it empty): nothing to answer, only the end. */
function EmptyQuiz({ code, sessionId }: { code: string; sessionId: string }) {
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  const { showError } = useSnackbar();
  const end = () => {
    setEnding(true);
    withRetry(() => endSession(code, sessionId, null)).then(
      () => navigate(`/end_quizz/${code}`, { replace: true }),
      (error) => {
        setEnding(false);
        showError(studentErrorText(error));
      },
    );
  };
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 7 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, textAlign: 'center' }}>
        Quizz {code}
      </Typography>
      <QuizNotice
        tone="info"
        title="This quizz has no questions."
        action={
          <Button variant="contained" onClick={end} loading={ending}>
            End the quizz
          </Button>
        }
      />
    </Container>
  );
}

function QuizRunner({ code, sessionId, loaded }: { code: string; sessionId: string; loaded: LoadedSession }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showError } = useSnackbar();
  const questions = loaded.response.questions;
  const total = questions.length;
  const facts = useMemo(() => readQuizFacts(code), [code]);
  const clock = useMemo<ServerClock>(
    () => ({ offsetMs: loaded.clockOffsetMs, endMs: parseServerDate(loaded.response.end_date) }),
    [loaded],
  );

  const [timeEndedOpen, setTimeEndedOpen] = useState(false);
  const onTimeOver = useRef(() => {});
  onTimeOver.current = () => setTimeEndedOpen(true);

  // the journal of this session: every click lands there first (see lib/answer-journal.ts)
  const [journal] = useState(() =>
    createAnswerJournal({
      storageKey: answerJournalKey(sessionId),
      storage: browserStorage(),
      save: (entry) => saveAnswer(code, sessionId, entry),
      isExpired: () => isPastGrace(clock),
      onTimeOver: () => onTimeOver.current(),
      // the save sequences follow the server's clock: another device on this session continues above them
      now: () => Date.now() + clock.offsetMs,
    }),
  );
  const journalState = useSyncExternalStore(journal.subscribe, journal.getState);
  const [initial] = useState(() => {
    const answers = mergeAnswers(questions, journal.pending());
    return { answers, index: resumeIndex(questions, answers) };
  });
  const [answers, setAnswers] = useState(initial.answers);
  const [index, setIndex] = useState(initial.index);
  const [expired, setExpired] = useState(() => remainingMs(clock) <= 0);
  const [ending, setEnding] = useState(false);
  const [confirmEndOpen, setConfirmEndOpen] = useState(false);
  const endingRef = useRef(false);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => {
    journal.start(); // also re-sends what an earlier page left unsent
    const online = () => journal.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      journal.stop();
    };
  }, [journal]);

  useEffect(() => {
    const controller = new AbortController();
    aborter.current = controller;
    return () => controller.abort();
  }, []);

  // the countdown reaching zero opens the 'Time has ended' dialog
  useEffect(() => {
    if (expired) {
      setTimeEndedOpen(true);
      return;
    }
    const id = setInterval(() => {
      if (remainingMs(clock) <= 0) setExpired(true);
    }, 500);
    return () => clearInterval(id);
  }, [clock, expired]);

  const headerContent = useMemo(() => <CountdownDisplay clock={clock} />, [clock]);
  useHeaderSlot(headerContent);

  const advance = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(advance.current), []);
  const goTo = (next: number) => {
    clearTimeout(advance.current);
    setIndex(Math.max(0, Math.min(total - 1, next)));
  };

  const question = questions[index];
  const slots = useMemo(() => answerSlots(question), [question]);
  const chosen = answers.get(question.id);
  const isLast = index === total - 1;
  const answeredCount = questions.filter((q) => answers.has(q.id)).length;

  const choose = (stored: number) => {
    if (expired || journalState.status === 'timeOver') {
      setTimeEndedOpen(true);
      return;
    }
    if (endingRef.current) return;
    const id = question.id;
    setAnswers((prev) => new Map(prev).set(id, stored));
    journal.record(id, stored);
    if (!isLast) {
      clearTimeout(advance.current);
      const from = index;
      advance.current = setTimeout(() => setIndex((i) => (i === from ? from + 1 : i)), ADVANCE_DELAY_MS);
    }
  };

  const unanswered = total - answeredCount;
  /** 'End the quizz': with questions left unanswered, ask first (time over ends without asking). */
  const askToEnd = () => {
    if (unanswered > 0 && !expired) setConfirmEndOpen(true);
    else void end();
  };

  const end = async () => {
    setConfirmEndOpen(false);
    if (endingRef.current) return;
    endingRef.current = true;
    setEnding(true);
    const signal = aborter.current?.signal;
    try {
      // _end goes only after every answer reached the server (or the server refused them: time is over)
      await journal.flush();
      const ended = await withRetry(() => endSession(code, sessionId, journal.lastAnswer()), { signal });
      journal.clear();
      // the end page starts from the finished session (and checks it with the server)
      queryClient.setQueryData(sessionQueryKey(code, sessionId), { ...ended, clockOffsetMs: clock.offsetMs });
      navigate(`/end_quizz/${code}`, { replace: true });
    } catch (error) {
      if (signal?.aborted) return;
      if (isApiError(error) && error.status === 404) {
        // the session (or the whole quizz) was deleted: the entry screen tells what is left
        forgetSessionId(code);
        navigate(`/start_quizz/${code}`, { replace: true });
        return;
      }
      endingRef.current = false;
      setEnding(false);
      showError(studentErrorText(error));
    }
  };

  // keyboard: 1–4 or A–D answer, arrow keys move
  const onKey = useRef<(event: KeyboardEvent) => void>(() => {});
  onKey.current = (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
    if (timeEndedOpen) return;
    const key = event.key.toLowerCase();
    const slotIndex = '1234'.indexOf(key) >= 0 ? '1234'.indexOf(key) : 'abcd'.indexOf(key);
    if (key.length === 1 && slotIndex >= 0) {
      const slot = slots.find((s) => s.index === slotIndex);
      if (slot) {
        event.preventDefault();
        choose(slot.stored);
      }
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // a new question: bring its top into view and move the focus to its heading (screen readers read it)
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    const top = card.current?.getBoundingClientRect().top ?? 0;
    if (top < 72) window.scrollTo({ top: Math.max(0, window.scrollY + top - 84), behavior: 'smooth' });
  }, [index]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Grid container spacing={3}>
        <Grid size={{ md: 3 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Card sx={{ position: 'sticky', top: 92 }}>
            <CardContent sx={{ p: 2.5 }}>
              <QuestionNavigator
                total={total}
                current={index}
                isAnswered={(i) => answers.has(questions[i].id)}
                onSelect={goTo}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Card ref={card} sx={{ overflow: 'hidden' }}>
            <LinearProgress
              variant="determinate"
              value={total ? (answeredCount / total) * 100 : 0}
              aria-label={`${answeredCount} of ${total} questions answered`}
              sx={{ height: 6, bgcolor: 'rgba(79, 70, 229, 0.1)' }}
            />
            <CardContent sx={{ p: { xs: 2, sm: 3, md: 4 }, '&:last-child': { pb: { xs: 2, sm: 3, md: 4 } } }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
              >
                <Typography
                  ref={heading}
                  tabIndex={-1}
                  variant="subtitle1"
                  component="h1"
                  sx={{ color: 'primary.dark', fontWeight: 800, outline: 'none' }}
                >
                  Question {index + 1} / {total}
                </Typography>
                <SaveStatus state={journalState} />
              </Stack>
              {facts?.title && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
                  {facts.title}
                </Typography>
              )}

              <Box
                sx={{ fontSize: { xs: '1.125rem', md: '1.3rem' }, fontWeight: 600, lineHeight: 1.5, mb: 2.5 }}
              >
                <MathText text={question.text} component="div" />
              </Box>
              {(question.smallImageUrl || question.bigImageUrl) && (
                <Box sx={{ mb: 2.5 }}>
                  <QuestionImage
                    key={question.id}
                    small={question.smallImageUrl}
                    big={question.bigImageUrl}
                    label={`question ${index + 1}`}
                  />
                </Box>
              )}

              <Stack spacing={1.25} role="group" aria-label={`Answers of question ${index + 1}`}>
                {slots.map((slot) => (
                  <AnswerButton
                    key={`${question.id}-${slot.index}`}
                    letter={slot.letter}
                    text={slot.text}
                    selected={chosen === slot.stored}
                    disabled={ending}
                    onClick={() => choose(slot.stored)}
                  />
                ))}
              </Stack>

              <Divider sx={{ my: { xs: 2.5, md: 3 } }} />
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ justifyContent: 'space-between', alignItems: 'center' }}
              >
                <Button
                  variant="outlined"
                  startIcon={<ArrowBackRounded />}
                  onClick={() => goTo(index - 1)}
                  disabled={index === 0}
                >
                  Previous
                </Button>
                {isLast ? (
                  <Button variant="contained" startIcon={<FlagRounded />} onClick={askToEnd} loading={ending}>
                    End the quizz
                  </Button>
                ) : (
                  <Button
                    variant="contained"
                    endIcon={<ArrowForwardRounded />}
                    onClick={() => goTo(index + 1)}
                  >
                    Next
                  </Button>
                )}
              </Stack>
              {isLast && answeredCount < total && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'right' }}>
                  {total - answeredCount === 1
                    ? '1 question is not answered yet.'
                    : `${total - answeredCount} questions are not answered yet.`}
                </Typography>
              )}
            </CardContent>
          </Card>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: { xs: 'none', md: 'block' }, mt: 1.5, textAlign: 'center' }}
          >
            Keyboard: 1–4 or A–D to answer, ← and → to move between questions.
          </Typography>
        </Grid>
      </Grid>
      <TimeEndedDialog open={timeEndedOpen} ending={ending} onEnd={end} />
      <ConfirmDialog
        open={confirmEndOpen && !timeEndedOpen}
        title="End the quizz?"
        text={`${unanswered === 1 ? '1 question is' : `${unanswered} questions are`} not answered yet. Once the quizz is ended, you cannot change your answers.`}
        confirmLabel="End the quizz"
        cancelLabel="Back to the questions"
        onConfirm={() => void end()}
        onClose={() => setConfirmEndOpen(false)}
      />
    </Container>
  );
}
