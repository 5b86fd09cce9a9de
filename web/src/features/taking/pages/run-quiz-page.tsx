import type { AnswerValue } from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useHeaderSlot } from '../../../components/header-slot';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useT } from '../../../lib/i18n';
import { readQuizFacts } from '../../../lib/local-store';
import { Navigate, useNavigate } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { endSession } from '../api/end-session';
import { type LoadedSession, parseServerDate, sessionQueryKey, useSession } from '../api/get-session';
import { CountdownDisplay } from '../components/countdown-display';
import { EndQuizButton } from '../components/end-quiz-button';
import { PageLoading } from '../components/page-loading';
import { QuestionCard } from '../components/question-card';
import { QuestionNavigator } from '../components/question-navigator';
import { NoticeButton, QuizNotice } from '../components/quiz-notice';
import { type StoredSession, useLeaveUnknownSession, WithStoredSession } from '../components/stored-session';
import { TimeEndedDialog } from '../components/time-ended-dialog';
import { useEndQuiz } from '../hooks/use-end-quiz';
import { useQuestionFocus } from '../hooks/use-question-focus';
import { useRunnerJournal } from '../hooks/use-runner-journal';
import { useRunnerKeys } from '../hooks/use-runner-keys';
import { useSessionEnd } from '../hooks/use-session-end';
import { withRetry } from '../lib/answer-journal';
import { remainingMs, type ServerClock } from '../lib/countdown';
import { studentErrorText } from '../lib/error-text';
import { answerSlots, hasAnswer, mergeAnswers, resumeIndex, toggleChoice } from '../lib/session-answers';
import '../taking.css';

/** How long the chosen answer stays visible before the next question comes. */
const ADVANCE_DELAY_MS = 250;

/**
 * /run_quizz/{code}: 'Loading...', then the questions one by one with the countdown in the header.
 * No stored session -> /start_quizz/{code}; a finished session -> /end_quizz/{code}; a hosted game's
 * session -> /play_quizz/{code}.
 */
export function RunQuizPage() {
  const t = useT();
  useDocumentTitle(t('taking.run.document_title'));
  // a session of a game hosted live is played on the player's screen, paced by the teacher
  return (
    <WithStoredSession>
      {(stored) =>
        readQuizFacts(stored.code)?.hosted ? (
          <Navigate to={`/play_quizz/${stored.code}`} replace />
        ) : (
          <RunQuiz {...stored} />
        )
      }
    </WithStoredSession>
  );
}

function RunQuiz({ code, sessionId }: StoredSession) {
  const t = useT();
  const session = useSession(code, sessionId);
  const unknownSession = useLeaveUnknownSession(code, session.error);
  // no wait for KaTeX here (the start page waits for it): the countdown runs, so the question shows at
  // once, a formula as its source until KaTeX is there
  if (session.isPending || unknownSession) return <PageLoading />;
  if (session.isError) {
    return (
      <Notice code={code}>
        <QuizNotice
          title={studentErrorText(session.error)}
          text={t('taking.run.kept_offline')}
          action={<NoticeButton onClick={() => session.refetch()}>{t('common.try_again')}</NoticeButton>}
        />
      </Notice>
    );
  }
  if (session.data.response.finished) return <Navigate to={`/end_quizz/${code}`} replace />;
  if (session.data.response.questions.length === 0) return <EmptyQuiz code={code} sessionId={sessionId} />;
  return <QuizRunner code={code} sessionId={sessionId} loaded={session.data} />;
}

function Notice({ code, children }: { code: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="ui-container ui-container--sm tk-start-container">
      <h1 className="tk-h4 tk-start-heading">{t('taking.quiz_code', { code })}</h1>
      {children}
    </div>
  );
}

/** A quiz without questions (the teacher started it empty): nothing to answer, only the end. */
function EmptyQuiz({ code, sessionId }: StoredSession) {
  const t = useT();
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
    <Notice code={code}>
      <QuizNotice
        tone="info"
        title={t('taking.run.no_questions')}
        action={<EndQuizButton ending={ending} onEnd={end} />}
      />
    </Notice>
  );
}

function QuizRunner({ code, sessionId, loaded }: StoredSession & { loaded: LoadedSession }) {
  const t = useT();
  const questions = loaded.response.questions;
  const total = questions.length;
  const facts = useMemo(() => readQuizFacts(code), [code]);
  const queryClient = useQueryClient();
  // the end moves when the teacher gives this student more time; a correction of the questions reloads
  // them (same ids and order: the answers and the current question stay)
  const endMs = useSessionEnd(code, sessionId, parseServerDate(loaded.response.end_date), {
    loadedRevision: loaded.quizz.revision,
    onCorrected: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey(code, sessionId) }),
  });
  const clock = useMemo<ServerClock>(() => ({ offsetMs: loaded.clockOffsetMs, endMs }), [loaded, endMs]);

  const [timeEndedOpen, setTimeEndedOpen] = useState(false);
  const { journal, state: journalState } = useRunnerJournal({
    code,
    sessionId,
    clock,
    onTimeOver: () => setTimeEndedOpen(true),
  });
  const { ending, end, isEnding } = useEndQuiz({ code, sessionId, journal, clockOffsetMs: clock.offsetMs });
  const [initial] = useState(() => {
    const answers = mergeAnswers(questions, journal.pending());
    return { answers, index: resumeIndex(questions, answers) };
  });
  const [answers, setAnswers] = useState(initial.answers);
  const [index, setIndex] = useState(initial.index);
  const [expired, setExpired] = useState(() => remainingMs(clock) <= 0);
  const [confirmEndOpen, setConfirmEndOpen] = useState(false);

  // the countdown reaching zero opens the 'Time has ended' dialog; more time given then closes it
  useEffect(() => {
    if (expired) {
      if (remainingMs(clock) > 0 && journalState.status !== 'timeOver') {
        setExpired(false);
        setTimeEndedOpen(false);
      } else setTimeEndedOpen(true);
      return;
    }
    const id = setInterval(() => {
      if (remainingMs(clock) <= 0) setExpired(true);
    }, 500);
    return () => clearInterval(id);
  }, [clock, expired, journalState.status]);

  const headerContent = useMemo(() => <CountdownDisplay clock={clock} />, [clock]);
  useHeaderSlot(headerContent);

  const advance = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(advance.current), []);
  const goTo = (next: number) => {
    clearTimeout(advance.current);
    setIndex(Math.max(0, Math.min(total - 1, next)));
  };

  const question = questions[index];
  const trueText = t('taking.types.true');
  const falseText = t('taking.types.false');
  const slots = useMemo(
    () => answerSlots(question, { true: trueText, false: falseText }),
    [question, trueText, falseText],
  );
  const isAnswered = (i: number) => hasAnswer(answers.get(questions[i].id));
  const answeredCount = questions.filter((_, i) => isAnswered(i)).length;
  const unanswered = total - answeredCount;

  /** An answer of any type; `advance`: one choice made, the next question comes after a moment. */
  const answer = (value: AnswerValue, goOn: boolean) => {
    if (expired || journalState.status === 'timeOver') {
      setTimeEndedOpen(true);
      return;
    }
    if (isEnding()) return;
    const id = question.id;
    setAnswers((prev) => new Map(prev).set(id, value));
    journal.record(id, value);
    if (goOn && index < total - 1) {
      clearTimeout(advance.current);
      const from = index;
      advance.current = setTimeout(() => setIndex((i) => (i === from ? from + 1 : i)), ADVANCE_DELAY_MS);
    }
  };

  /** 'End the quizz': with questions left unanswered, ask first (time over ends without asking). */
  const askToEnd = () => {
    if (unanswered > 0 && !expired) setConfirmEndOpen(true);
    else void end();
  };
  const endNow = () => {
    setConfirmEndOpen(false);
    void end();
  };

  useRunnerKeys({
    paused: timeEndedOpen,
    answer: (slotIndex) => {
      const slot = slots.find((s) => s.index === slotIndex);
      if (!slot) return false;
      if (question.type === 'multiple') answer(toggleChoice(answers.get(question.id), slot.stored), false);
      else if (question.type === 'ordering') return false;
      else answer(slot.stored, true);
      return true;
    },
    move: (by) => goTo(index + by),
  });
  const focus = useQuestionFocus(index);

  return (
    <div className="ui-container ui-container--lg tk-page">
      <div className="tk-layout">
        <div className="tk-side">
          <div className="ui-card tk-card--sticky">
            <div className="ui-card-content">
              <QuestionNavigator total={total} current={index} isAnswered={isAnswered} onSelect={goTo} />
            </div>
          </div>
        </div>
        <div>
          <QuestionCard
            question={question}
            index={index}
            total={total}
            answeredCount={answeredCount}
            title={facts?.title}
            lang={loaded.quizz.language}
            slots={slots}
            answer={answers.get(question.id)}
            saveState={journalState}
            ending={ending}
            headingRef={focus.heading}
            cardRef={focus.card}
            onAnswer={answer}
            onMove={goTo}
            onEnd={askToEnd}
          />
          <p className="tk-hint">{t('taking.run.keyboard_hint')}</p>
        </div>
      </div>
      <TimeEndedDialog open={timeEndedOpen} ending={ending} onEnd={endNow} />
      <ConfirmDialog
        open={confirmEndOpen && !timeEndedOpen}
        title={t('taking.run.confirm_end.title')}
        text={t('taking.run.confirm_end.text', { count: unanswered })}
        confirmLabel={t('taking.end_quiz')}
        cancelLabel={t('taking.run.confirm_end.back')}
        onConfirm={endNow}
        onClose={() => setConfirmEndOpen(false)}
      />
    </div>
  );
}
