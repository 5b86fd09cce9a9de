import { hasInvisibleCharacters, NAME_MAX, NICKNAME_MAX, type StartQuizResult } from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { LoadingButton } from '../../../components/loading-button';
import { MathText } from '../../../components/math-text';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { fieldErrorText, getT, type MessageKey, useT } from '../../../lib/i18n';
import { storeQuizFacts, storeSessionId } from '../../../lib/local-store';
import { useNavigate } from '../../../lib/router';
import { parseServerDate, sessionQueryKey } from '../api/get-session';
import { useStartSession } from '../api/start-session';
import { studentErrorText } from '../lib/error-text';
import { NameField } from './name-field';
import { TakingIcon, type TakingIconName } from './taking-icons';

/**
 * The start screen's card: the quiz's facts, the names it asks (which, how they are checked, what the
 * start sends) and the start button, with the form's state and submit.
 */
const FIELDS = ['firstName', 'lastName', 'studentNumber', 'nickname'] as const;
type Field = (typeof FIELDS)[number];
type StartForm = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

/** Each name field's label, how browsers fill it in, and its longest length. */
const NAME_INPUTS: Record<Field, { label: MessageKey; autoComplete: string; maxLength: number }> = {
  firstName: { label: 'taking.start.first_name', autoComplete: 'given-name', maxLength: NAME_MAX },
  lastName: { label: 'taking.start.last_name', autoComplete: 'family-name', maxLength: NAME_MAX },
  studentNumber: { label: 'taking.start.student_number', autoComplete: 'off', maxLength: NAME_MAX },
  nickname: { label: 'taking.start.nickname', autoComplete: 'nickname', maxLength: NICKNAME_MAX },
};

/**
 * The names form is three inputs, kept in plain state rather than react-hook-form and zod: this page
 * is on the students' JavaScript budget (scripts/check-bundle-budgets.mjs), and the two would add
 * about 17 KB compressed. The inputs' maxLength caps the length; the server checks everything again.
 */
function namesProblems(values: StartForm, quiz: StartQuizResult): FieldErrors {
  const t = getT();
  const problems: FieldErrors = {};
  if (askNickname(quiz)) {
    if (values.nickname.trim() === '') problems.nickname = t('errors.taking.nickname_missing');
    // the server refuses them too, and a name that looks like a player's (it alone knows the others)
    else if (hasInvisibleCharacters(values.nickname.trim()))
      problems.nickname = t('errors.taking.nickname_invisible');
  } else if (!quiz.anonymous) {
    if (values.firstName.trim() === '') problems.firstName = t('errors.taking.first_name_missing');
    if (values.lastName.trim() === '') problems.lastName = t('errors.taking.last_name_missing');
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

/** A hosted anonymous quiz asks a nickname for its leaderboard (the server checks it is like no player's). */
const askNickname = (quiz: StartQuizResult) => quiz.hosted && quiz.anonymous;

/** Where a session of the quiz is played: the player's screen of a hosted game, else the run screen. */
export const playPath = (code: string, hosted: boolean | undefined) =>
  hosted ? `/play_quizz/${code}` : `/run_quizz/${code}`;

/**
 * The start form of `quiz`: the names typed, their errors (checked here, then by the server), and the
 * submit that starts the session, keeps it in this browser and opens the quiz.
 */
function useStartForm(quiz: StartQuizResult, code: string) {
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
  /** The props of the input for `name`: its value, its error, else its `hint`. */
  const field = (name: Field, hint?: string) => ({
    name,
    value: values[name],
    error: !!errors[name],
    helperText: errors[name] ?? hint,
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
            found[name as Field] = message && fieldErrorText(message);
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

  return { field, banner, onSubmit, starting: start.isPending };
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

/** The quiz as the student sees it before starting: its facts, the names asked, the start button. */
export function StartCard({ quiz, code }: { quiz: StartQuizResult; code: string }) {
  const t = useT();
  const { field, banner, onSubmit, starting } = useStartForm(quiz, code);
  /** The props of the name field for `name`: its looks, its value and its error, else its `hint`. */
  const input = (name: Field, hint?: string) => {
    const { label, ...looks } = NAME_INPUTS[name];
    return { label: t(label), ...looks, ...field(name, hint) };
  };

  const minutes = t('taking.start.minutes', { count: quiz.duration });
  const questions = t('taking.start.questions', { count: quiz.num_questions });

  return (
    <div className="ui-card tk-start-card">
      <div className="tk-start-content">
        <p className="ui-overline">{t('taking.quiz_code', { code: quiz.code })}</p>
        <h1 className="tk-h4 tk-start-title">{quiz.title}</h1>
        {quiz.description && (
          <div className="tk-start-description ui-secondary">
            <MathText text={quiz.description} />
          </div>
        )}
        <div className="tk-facts">
          <Fact icon="listNumbered" label={questions} />
          {!quiz.hosted && <Fact icon="timer" label={minutes} />}
          {quiz.anonymous && <Fact icon="visibilityOff" label={t('taking.start.anonymous')} />}
        </div>

        <FormErrorBanner messages={banner} gutterBottom />
        <form noValidate onSubmit={onSubmit}>
          {!quiz.anonymous && (
            <div className="tk-names">
              <NameField required {...input('firstName')} />
              <NameField required {...input('lastName')} />
              <div className="tk-names-wide">
                <NameField {...input('studentNumber', t('common.optional'))} />
              </div>
            </div>
          )}
          {askNickname(quiz) && (
            <div className="tk-nickname">
              <NameField required {...input('nickname', t('taking.start.nickname_hint'))} />
            </div>
          )}
          {quiz.anonymous && !quiz.hosted && (
            <p className="ui-body2 ui-secondary tk-anonymous-note">{t('taking.start.anonymous_note')}</p>
          )}
          <LoadingButton
            type="submit"
            size="large"
            fullWidth
            startIcon={<TakingIcon name="playArrow" />}
            loading={starting}
            loadingLabel={t('taking.start.starting')}
          >
            {t('taking.start.submit')}
          </LoadingButton>
          <p className="ui-body2 ui-secondary tk-start-note">
            {quiz.hosted
              ? t('taking.start.hosted_note')
              : t('taking.start.countdown_note', { count: quiz.duration })}
          </p>
        </form>
      </div>
    </div>
  );
}
