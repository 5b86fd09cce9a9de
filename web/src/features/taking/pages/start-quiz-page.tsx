import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { MESSAGES, NAME_MAX, NICKNAME_MAX, normalizeCode, type StartQuizResult } from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, type ReactElement, useMemo, useRef, useState } from 'react';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { MathText, useFormulasReady } from '../../../components/math-text';
import { OutlinedField } from '../../../components/outlined-field';
import { useDocumentTitle, visuallyHidden } from '../../../components/page-container';
import { useStartQuiz } from '../../../lib/api/taking/get-start-quiz';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { readQuizFacts, readSessionId, storeQuizFacts, storeSessionId } from '../../../lib/local-store';
import { Navigate, useNavigate, useParams } from '../../../lib/router';
import { parseServerDate, sessionQueryKey } from '../api/get-session';
import { useStartSession } from '../api/start-session';
import { QuizNotice } from '../components/quiz-notice';
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

/** A hosted anonymous quiz asks a nickname for its leaderboard (issue 14); the server checks it is unique. */
const askNickname = (quiz: StartQuizResult) => quiz.hosted && quiz.anonymous;
const ENTER_NICKNAME = 'Please enter a nickname.';

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

  return (
    <Box
      sx={{
        flexGrow: 1,
        background: 'linear-gradient(160deg, #eef0ff 0%, #f6f7fb 50%, #fff7e6 100%)',
      }}
    >
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 7 } }}>
        {quiz.isPending || !formulasReady ? (
          <Card aria-busy="true">
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Typography component="h1" sx={visuallyHidden}>
                Loading...
              </Typography>
              <Placeholder width="40%" height={20} />
              <Placeholder width="100%" height={36} />
              <Placeholder width="80%" height={20} />
              <Placeholder width="100%" height={48} mt={3} />
            </CardContent>
          </Card>
        ) : quiz.isError ? (
          <>
            <Typography variant="h4" component="h1" sx={{ mb: 2, textAlign: 'center' }}>
              Quizz {code}
            </Typography>
            <StartError error={quiz.error} onRetry={() => quiz.refetch()} />
          </>
        ) : (
          <StartCard quiz={quiz.data} code={code} />
        )}
      </Container>
    </Box>
  );
}

function StartError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const text = studentErrorText(error);
  if (text === MESSAGES.quizNotStarted) {
    return (
      <QuizNotice
        tone="info"
        title={text}
        text="Stay on this page: it goes on by itself as soon as your teacher starts the quizz."
        action={
          <Button variant="contained" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  if (text === MESSAGES.quizEndedLong) return <QuizNotice tone="warning" title={text} />;
  const network = !isApiError(error) || error.status === 0 || error.status >= 500;
  return (
    <QuizNotice
      title={text}
      text={network ? undefined : 'Check the code your teacher gave you.'}
      action={
        network ? (
          <Button variant="contained" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    />
  );
}

/** A grey bar where text will be, while the quiz loads (same sizes as MUI's Skeleton, without its chunk). */
function Placeholder({ width, height, mt = 0.5 }: { width: string; height: number; mt?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ width, height, mt, mb: 0.5, borderRadius: '6px', bgcolor: 'rgba(31, 35, 64, 0.11)' }}
    />
  );
}

/** One of the quiz's facts (questions, time, anonymous) as a pill with its icon. */
function Fact({ icon, label }: { icon: ReactElement; label: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        height: 32,
        px: 1.5,
        borderRadius: 999,
        bgcolor: 'rgba(79, 70, 229, 0.08)',
        color: 'primary.dark',
        fontSize: '0.8125rem',
        fontWeight: 600,
        '& svg': { fontSize: 18 },
      }}
    >
      {icon}
      {label}
    </Box>
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
    <Card sx={{ boxShadow: '0 24px 48px rgba(31, 35, 64, 0.10)' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.12em' }}
        >
          Quizz {quiz.code}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1 }}>
          {quiz.title}
        </Typography>
        {quiz.description && (
          <Typography color="text.secondary" component="div" sx={{ mb: 2 }}>
            <MathText text={quiz.description} />
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
          <Fact icon={<FormatListNumberedRounded />} label={questions} />
          {!quiz.hosted && <Fact icon={<TimerOutlined />} label={minutes} />}
          {quiz.anonymous && <Fact icon={<VisibilityOffOutlined />} label="Anonymous" />}
        </Stack>

        <FormErrorBanner messages={banner} sx={{ mb: 2 }} />
        <Box component="form" noValidate onSubmit={onSubmit}>
          {!quiz.anonymous && (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 3 }}>
              <div>
                <OutlinedField
                  label="First name"
                  autoComplete="given-name"
                  required
                  error={!!errors.firstName}
                  helperText={errors.firstName}
                  inputProps={{ maxLength: NAME_MAX }}
                  {...field('firstName')}
                />
              </div>
              <div>
                <OutlinedField
                  label="Last name"
                  autoComplete="family-name"
                  required
                  error={!!errors.lastName}
                  helperText={errors.lastName}
                  inputProps={{ maxLength: NAME_MAX }}
                  {...field('lastName')}
                />
              </div>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <OutlinedField
                  label="Student number"
                  autoComplete="off"
                  error={!!errors.studentNumber}
                  helperText={errors.studentNumber ?? 'Optional'}
                  inputProps={{ maxLength: NAME_MAX }}
                  {...field('studentNumber')}
                />
              </Box>
            </Box>
          )}
          {askNickname(quiz) && (
            <Box sx={{ mb: 3 }}>
              <OutlinedField
                label="Nickname"
                autoComplete="nickname"
                required
                error={!!errors.nickname}
                helperText={errors.nickname ?? 'Shown on the leaderboard'}
                inputProps={{ maxLength: NICKNAME_MAX }}
                {...field('nickname')}
              />
            </Box>
          )}
          {quiz.anonymous && !quiz.hosted && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              This quizz is anonymous: your teacher will not see your name.
            </Typography>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            startIcon={<PlayArrowRounded />}
            loading={start.isPending}
          >
            Start the quizz
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
            {quiz.hosted
              ? 'Your teacher runs this quizz live: the questions come when they start them.'
              : `The countdown starts when you click. You have ${minutes}.`}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
