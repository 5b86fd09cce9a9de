import { OPENS_AT_HEADER } from '@quizzical/common';
import { isoMicro } from '../../lib/dates';
import { detailError, errorText, fieldError, HttpError, textError } from '../../lib/http-errors';

// The spec gives the student calls' quiz errors as plain text; the session calls answer `{detail}`.

export const quizNotFound = () => textError(404, 'taking.quiz_not_found');
/** With a schedule, when it opens goes in a header: the body stays the spec's text. */
export const quizNotStarted = (opensAt?: Date | null) =>
  opensAt
    ? new HttpError(403, errorText('taking.quiz_not_started'), 'taking.quiz_not_started', {
        [OPENS_AT_HEADER]: isoMicro(opensAt),
      })
    : textError(403, 'taking.quiz_not_started');
export const quizEnded = () => textError(403, 'taking.quiz_ended');

/** A quiz that is not anonymous needs the student's first and last name to join. */
export const namesMissing = (missing: { firstName: boolean; lastName: boolean }) =>
  new HttpError(
    400,
    {
      ...(missing.firstName && { firstName: [errorText('taking.first_name_missing')] }),
      ...(missing.lastName && { lastName: [errorText('taking.last_name_missing')] }),
    },
    'taking.names_missing',
  );

/** Hosted anonymous quizzes: the leaderboard needs a nickname. */
export const nicknameMissing = () => fieldError(400, 'taking.nickname_missing', 'nickname');
/** Another player of the game has this nickname, or one that looks like it (taking.nickname.ts). */
export const nicknameTaken = () => fieldError(400, 'taking.nickname_taken', 'nickname');
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
export const hostedLive = () => detailError(403, 'taking.hosted_live');

export const sessionNotFound = () => detailError(404, 'taking.session_not_found');

/** The session's time plus the save grace is over, or the session has ended. */
export const timeOver = () => detailError(403, 'taking.time_over');
export const isTimeOver = (error: unknown) => error instanceof HttpError && error.code === 'taking.time_over';

export const tooManyJoins = () => detailError(429, 'taking.too_many_joins');
export const tooManySaves = () => detailError(429, 'taking.too_many_saves');

export const questionNotInQuiz = () => fieldError(400, 'taking.question_not_in_quiz', 'key');
export const answerSlotEmpty = () => fieldError(400, 'taking.answer_slot_empty', 'answer');
/** An answer of another shape than the question's type takes (common acceptAnswer). */
export const answerInvalid = () => fieldError(400, 'taking.answer_invalid', 'answer');

export const notFinished = () => detailError(403, 'taking.not_finished');
export const surveyEmpty = () => fieldError(400, 'taking.survey_empty', 'non_field_errors');

/** The survey is answered once: a second one would overwrite what the teacher may already have read. */
export const surveyAlreadySent = () => detailError(409, 'taking.survey_already_sent');

export const reviewUnavailable = () => detailError(403, 'taking.review_unavailable');
/** `review_after: 'close'` and the quiz still open: a second session must not read the answers. */
export const answersHeldBack = () => detailError(403, 'taking.answers_held_back');
