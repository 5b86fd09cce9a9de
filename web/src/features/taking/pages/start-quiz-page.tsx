import '../taking.css';
import {
  hasInvisibleCharacters,
  MESSAGES,
  NAME_MAX,
  NICKNAME_MAX,
  normalizeCode,
  type StartQuizResult,
  TAKING_ERRORS,
} from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { MathText, useFormulasReady } from '../../../components/math-text';
import { ButtonSpinner } from '../../../components/spinner';
import { useStartQuiz } from '../../../lib/api/taking/get-start-quiz';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { readQuizFacts, readSessionId, storeQuizFacts, storeSessionId } from '../../../lib/local-store';
import { Navigate, useNavigate, useParams } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { parseServerDate, sessionQueryKey } from '../api/get-session';
import { useStartSession } from '../api/start-session';
import { NameField } from '../components/name-field';
import { NoticeButton, QuizNotice } from '../components/quiz-notice';
import { TakingIcon, type TakingIconName } from '../components/taking-icons';
import { studentErrorText } from '../lib/error-text';

const FIELDS = ['firstName', 'lastName', 'studentNumber', 'nickname'] as const;
type Field = (typeof FIELDS)[number];
type StartForm = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The names form is three inputs, kept in plain state rather than react-hook-form and zod: this page
 * is on the students' JavaScript budget (scripts/check-bundle-budgets.mjs), and the two would add
 * about 17 KB compressed. The inputs' maxLength caps the length; the server checks everything again.
 */
function namesProblems(values: StartForm, quiz: StartQuizResult): FieldErrors {
  const problems: FieldErrors = {};
  if (askNickname(quiz)) {
    if (values.nickname.trim() === '') problems.nickname = ENTER_NICKNAME;
    // the server refuses them too, and a name that looks like a player's (it alone knows the others)
    else if (hasInvisibleCharacters(values.nickname.trim()))
      problems.nickname = TAKING_ERRORS['taking.nickname_invisible'];
  } else if (!quiz.anonymous) {
    if (values.firstName.trim() === '') problems.firstName = MESSAGES.enterFirstName;
    if (values.lastName.trim() === '') problems.lastName = MESSAGES.enterLastName;
  }
  return problems;
}

/** What the session's start sends: the names, the nickname of a hosted anonymous quiz, or nothing. */
function startInput(values: StartForm, quiz: StartQuizResult) {
  if (askNickname(quiz)) return { nickname: values.nickname.trim() };
  if (quiz.anonymous) return {};
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    studentNumber: values.studentNumber.trim(),
  };
}

/** A hosted anonymous quiz asks a nickname for its leaderboard; the server checks no player's looks like it. */
const askNickname = (quiz: StartQuizResult) => quiz.hosted && quiz.anonymous;
const ENTER_NICKNAME = TAKING_ERRORS['taking.nickname_missing'];

/** Where a session of the quiz is played: the player's screen of a hosted game, else the run screen. */
const playPath = (code: string, hosted: boolean | undefined) =>
  hosted ? `/play_quizz/${code}` : `/run_quizz/${code}`;

/**
 * /start_quizz/{code} and /q/{code}: the quiz, the names when it is not anonymous (a nickname when it
 * is anonymous and hosted live), and the start button. A browser that already holds a session for the
 * code goes straight to the run screen (the player's screen when the quiz is hosted).
 */
export function StartQuizPage() {
  const { code: rawCode = '' } = useParams();
  const code = normalizeCode(rawCode);
  const [existing] = useState(() => readSessionId(code));
  if (existing) return <Navigate to={playPath(code, readQuizFacts(code)?.hosted)} replace />;
  return <StartQuizView code={code} />;
}

function StartQuizView({ code }: { code: string }) {
  const quiz = useStartQuiz(code);
  useDocumentTitle(quiz.data?.title ?? 'Start the quizz');
  const description = quiz.data?.description;
  const formulasReady = useFormulasReady(useMemo(() => [description], [description]));

  // plain elements styled by taking.css: a student's first screen without MUI's run-time styles
  return (
    <div className="tk-start">
      <div className="ui-container ui-container--sm tk-start-container">
        {quiz.isPending || !formulasReady ? (
          <div className="ui-card tk-start-card" aria-busy="true">
            <div className="tk-start-content">
              <h1 className="ui-visually-hidden">Loading...</h1>
              <Placeholder width="40%" height={20} />
              <Placeholder width="100%" height={36} />
              <Placeholder width="80%" height={20} />
              <Placeholder width="100%" height={48} top={24} />
            </div>
          </div>
        ) : quiz.isError ? (
          <>
            <h1 className="tk-h4 tk-start-heading">Quizz {code}</h1>
            <StartError error={quiz.error} onRetry={() => quiz.refetch()} />
          </>
        ) : (
          <StartCard quiz={quiz.data} code={code} />
        )}
      </div>
    </div>
  );
}

function StartError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const text = studentErrorText(error);
  if (hasErrorCode(error, 'taking.quiz_not_started')) {
    return (
      <QuizNotice
        tone="info"
        title={text}
        text="Stay on this page: it goes on by itself as soon as your teacher starts the quizz."
        action={<NoticeButton onClick={onRetry}>Try again</NoticeButton>}
      />
    );
  }
  if (hasErrorCode(error, 'taking.quiz_ended')) return <QuizNotice tone="warning" title={text} />;
  const network = !isApiError(error) || error.status === 0 || error.status >= 500;
  return (
    <QuizNotice
      title={text}
      text={network ? undefined : 'Check the code your teacher gave you.'}
      action={network ? <NoticeButton onClick={onRetry}>Try again</NoticeButton> : undefined}
    />
  );
}

/** A grey bar where text will be, while the quiz loads (same sizes as MUI's Skeleton, without its chunk). */
function Placeholder({ width, height, top = 4 }: { width: string; height: number; top?: number }) {
  return <div aria-hidden="true" className="tk-placeholder" style={{ width, height, marginTop: top }} />;
}

/** One of the quiz's facts (questions, time, anonymous) as a pill with its icon. */
function Fact({ icon, label }: { icon: TakingIconName; label: string }) {
  return (
    <span className="tk-fact">
      <TakingIcon name={icon} />
      {label}
    </span>
  );
}

function StartCard({ quiz, code }: { quiz: StartQuizResult; code: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useStartSession(code);
  const [banner, setBanner] = useState<string[]>([]);
  const [values, setValues] = useState<StartForm>({
    firstName: '',
    lastName: '',
    studentNumber: '',
    nickname: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };
  // after a first try each field is checked again as it is typed in, as the other forms do
  const field = (name: Field) => ({
    name,
    value: values[name],
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors((shown) => ({ ...shown, [name]: namesProblems(next, quiz)[name] }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = namesProblems(values, quiz);
    if (Object.keys(problems).length > 0) return showErrors(problems);
    setErrors({});
    setBanner([]);
    const sentAt = Date.now();
    start.mutate(startInput(values, quiz), {
      onSuccess: (envelope) => {
        const receivedAt = Date.now();
        const sessionId = envelope.response.session_id;
        storeSessionId(code, sessionId);
        storeQuizFacts(code, quiz);
        // the run screen starts from this answer instead of asking the server again (a hosted game's
        // screen reads its own state: a session left here would show the end page an unfinished one)
        if (!quiz.hosted) {
          queryClient.setQueryData(sessionQueryKey(code, sessionId), {
            ...envelope,
            clockOffsetMs: parseServerDate(envelope.now_date) - (sentAt + receivedAt) / 2,
          });
        }
        navigate(playPath(code, quiz.hosted));
      },
      onError: (error) => {
        const found: FieldErrors = {};
        const rest = applyServerErrors<StartForm>(
          error,
          (name, { message }) => {
            found[name as Field] = message;
          },
          FIELDS,
        );
        showErrors(found);
        if (rest.length > 0 || !isApiError(error) || error.status !== 400) {
          setBanner([studentErrorText(error)]);
        }
      },
    });
  };

  const minutes = `${quiz.duration} ${quiz.duration === 1 ? 'minute' : 'minutes'}`;
  const questions = `${quiz.num_questions} ${quiz.num_questions === 1 ? 'question' : 'questions'}`;

  return (
    <div className="ui-card tk-start-card">
      <div className="tk-start-content">
        <p className="tk-overline">Quizz {quiz.code}</p>
        <h1 className="tk-h4 tk-start-title">{quiz.title}</h1>
        {quiz.description && (
          <div className="tk-start-description ui-secondary">
            <MathText text={quiz.description} />
          </div>
        )}
        <div className="tk-facts">
          <Fact icon="listNumbered" label={questions} />
          {!quiz.hosted && <Fact icon="timer" label={minutes} />}
          {quiz.anonymous && <Fact icon="visibilityOff" label="Anonymous" />}
        </div>

        <FormErrorBanner messages={banner} gutterBottom />
        <form noValidate onSubmit={onSubmit}>
          {!quiz.anonymous && (
            <div className="tk-names">
              <NameField
                label="First name"
                autoComplete="given-name"
                required
                error={!!errors.firstName}
                helperText={errors.firstName}
                maxLength={NAME_MAX}
                {...field('firstName')}
              />
              <NameField
                label="Last name"
                autoComplete="family-name"
                required
                error={!!errors.lastName}
                helperText={errors.lastName}
                maxLength={NAME_MAX}
                {...field('lastName')}
              />
              <div className="tk-names-wide">
                <NameField
                  label="Student number"
                  autoComplete="off"
                  error={!!errors.studentNumber}
                  helperText={errors.studentNumber ?? 'Optional'}
                  maxLength={NAME_MAX}
                  {...field('studentNumber')}
                />
              </div>
            </div>
          )}
          {askNickname(quiz) && (
            <div className="tk-nickname">
              <NameField
                label="Nickname"
                autoComplete="nickname"
                required
                error={!!errors.nickname}
                helperText={errors.nickname ?? 'Shown on the leaderboard'}
                maxLength={NICKNAME_MAX}
                {...field('nickname')}
              />
            </div>
          )}
          {quiz.anonymous && !quiz.hosted && (
            <p className="ui-body2 ui-secondary tk-anonymous-note">
              This quizz is anonymous: your teacher will not see your name.
            </p>
          )}
          <button
            type="submit"
            className={`ui-button ui-button--contained ui-button--large ui-button--full${start.isPending ? ' ui-button--loading' : ''}`}
            disabled={start.isPending}
          >
            <span className="ui-button-start">
              <TakingIcon name="playArrow" />
            </span>
            Start the quizz
            {start.isPending && <ButtonSpinner label="Starting" />}
          </button>
          <p className="ui-body2 ui-secondary tk-start-note">
            {quiz.hosted
              ? 'Your teacher runs this quizz live: the questions come when they start them.'
              : `The countdown starts when you click. You have ${minutes}.`}
          </p>
        </form>
      </div>
    </div>
  );
}
