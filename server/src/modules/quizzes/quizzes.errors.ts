import { MESSAGES } from '@quizzical/common';
import { HttpError } from '../../lib/http-errors';

/** Also for a quiz of another owner: codes of others' quizzes are not confirmed. */
export const quizNotFound = () => new HttpError(404, { detail: 'Not found.' }, 'quizzes.not_found');

export const questionsLocked = () =>
  new HttpError(
    400,
    { questions: ['The questions of a started quizz cannot be changed.'] },
    'quizzes.questions_locked',
  );

/** Neither a share code nor the code of a public quiz that is not running (spec §8's text). */
export const importCodeInvalid = () =>
  new HttpError(400, { non_field_errors: [MESSAGES.importCodeInvalid] }, 'quizzes.import_code_invalid');

export const alreadyStarted = () =>
  new HttpError(
    400,
    { non_field_errors: ['This quizz has already been started.'] },
    'quizzes.already_started',
  );

/** A hosted game ended with its podium and its sessions finished: reopening it would replay nothing. */
export const hostedNotReopened = () =>
  new HttpError(
    400,
    { non_field_errors: ['A quizz hosted live cannot be reopened: duplicate it to play it again.'] },
    'quizzes.hosted_not_reopened',
  );

export const alreadyClosed = () =>
  new HttpError(400, { non_field_errors: ['This quizz is already closed.'] }, 'quizzes.already_closed');

export const notStarted = () =>
  new HttpError(400, { non_field_errors: ['This quizz has not been started.'] }, 'quizzes.not_started');

export const exportCodesCount = (max: number) =>
  new HttpError(400, { non_field_errors: [`Give 1 to ${max} quizz codes.`] }, 'quizzes.export_codes_count');
