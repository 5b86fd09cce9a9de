import { MESSAGES, NICKNAME_MESSAGES, TAKING_MESSAGES } from '@quizzical/common';
import { HttpError } from '../../lib/http-errors';

// The spec gives the student calls' quiz errors as plain text; the session calls answer `{detail}`.

export const quizNotFound = () => new HttpError(404, TAKING_MESSAGES.notFound, 'taking.quiz_not_found');
export const quizNotStarted = () => new HttpError(403, TAKING_MESSAGES.notStarted, 'taking.quiz_not_started');
export const quizEnded = () => new HttpError(403, TAKING_MESSAGES.ended, 'taking.quiz_ended');

/** A quiz that is not anonymous needs the student's first and last name to join. */
export const namesMissing = (missing: { firstName: boolean; lastName: boolean }) =>
  new HttpError(
    400,
    {
      ...(missing.firstName && { firstName: [MESSAGES.enterFirstName] }),
      ...(missing.lastName && { lastName: [MESSAGES.enterLastName] }),
    },
    'taking.names_missing',
  );

/** Hosted anonymous quizzes: the leaderboard needs a nickname. */
export const nicknameMissing = () =>
  new HttpError(400, { nickname: ['Please enter a nickname.'] }, 'taking.nickname_missing');
/** Another player of the game has this nickname, or one that looks like it (taking.nickname.ts). */
export const nicknameTaken = () =>
  new HttpError(400, { nickname: [NICKNAME_MESSAGES.taken] }, 'taking.nickname_taken');
const NICKNAME_INDEXES = new Set([
  'quiz_sessions_nickname_idx',
  'quiz_sessions_nickname_key_idx',
  'quiz_sessions_nickname_skeleton_idx',
]);
/** The session insert hit a nickname's unique index: unique_violation, on pg's error or drizzle's wrapper. */
export const isNicknameTaken = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (('code' in error &&
    error.code === '23505' &&
    'constraint' in error &&
    typeof error.constraint === 'string' &&
    NICKNAME_INDEXES.has(error.constraint)) ||
    ('cause' in error && isNicknameTaken(error.cause)));

/** A hosted game's players answer by tapping on its current question (modules/live), not by saves. */
export const hostedLive = () =>
  new HttpError(
    403,
    { detail: "This quizz is hosted live: answer on the game's screen." },
    'taking.hosted_live',
  );

export const sessionNotFound = () =>
  new HttpError(404, { detail: TAKING_MESSAGES.sessionNotFound }, 'taking.session_not_found');

/** The session's time plus the save grace is over, or the session has ended. */
export const timeOver = () => new HttpError(403, { detail: TAKING_MESSAGES.timeOver }, 'taking.time_over');
export const isTimeOver = (error: unknown) => error instanceof HttpError && error.code === 'taking.time_over';

export const tooManyJoins = () =>
  new HttpError(
    429,
    { detail: 'Too many students are joining right now. Try again in a few seconds.' },
    'taking.too_many_joins',
  );
export const tooManySaves = () =>
  new HttpError(429, { detail: 'Too many saves. Slow down.' }, 'taking.too_many_saves');

export const questionNotInQuiz = () =>
  new HttpError(400, { key: ['This question is not part of this quizz.'] }, 'taking.question_not_in_quiz');
export const answerSlotEmpty = () =>
  new HttpError(
    400,
    { answer: ['This answer does not exist for this question.'] },
    'taking.answer_slot_empty',
  );

export const notFinished = () =>
  new HttpError(403, { detail: TAKING_MESSAGES.notFinished }, 'taking.not_finished');
export const surveyEmpty = () =>
  new HttpError(400, { non_field_errors: [TAKING_MESSAGES.surveyEmpty] }, 'taking.survey_empty');

/** The survey is answered once: a second one would overwrite what the teacher may already have read. */
export const surveyAlreadySent = () =>
  new HttpError(409, { detail: TAKING_MESSAGES.surveyAlreadySent }, 'taking.survey_already_sent');

export const reviewUnavailable = () =>
  new HttpError(403, { detail: TAKING_MESSAGES.reviewUnavailable }, 'taking.review_unavailable');
/** `review_after: 'close'` and the quiz still open: a second session must not read the answers. */
export const answersHeldBack = () =>
  new HttpError(403, { detail: TAKING_MESSAGES.answersHeldBack }, 'taking.answers_held_back');
