import { fieldErrorsFromIssues } from '@quizzical/common';
import { detailError, errorText, fieldError, HttpError } from '../../lib/http-errors';

/** Also for a quiz of another owner: codes of others' quizzes are not confirmed. */
export const quizNotFound = () => detailError(404, 'quizzes.not_found');

/** A started or closed quiz takes corrections of its questions, never other questions. */
export const questionsAddedOrRemoved = () => fieldError(400, 'quizzes.started_questions_count', 'questions');

export const questionsReordered = () => fieldError(400, 'quizzes.started_questions_order', 'questions');

/** Under the answer that was added or emptied: `{"questions": [{}, {"answer3": ["..."]}]}`. */
export const questionKindChanged = (index: number, answerField: string) =>
  new HttpError(
    400,
    fieldErrorsFromIssues([
      { path: ['questions', index, answerField], message: errorText('quizzes.started_question_kind') },
    ]),
    'quizzes.started_question_kind',
  );

/** Neither a share code nor the code of a public quiz that is not running (spec §8's text). */
export const importCodeInvalid = () => fieldError(400, 'quizzes.import_code_invalid', 'non_field_errors');

export const alreadyStarted = () => fieldError(400, 'quizzes.already_started', 'non_field_errors');

/** A hosted game ended with its podium and its sessions finished: reopening it would replay nothing. */
export const hostedNotReopened = () => fieldError(400, 'quizzes.hosted_not_reopened', 'non_field_errors');

export const alreadyClosed = () => fieldError(400, 'quizzes.already_closed', 'non_field_errors');

export const notStarted = () => fieldError(400, 'quizzes.not_started', 'non_field_errors');

export const exportCodesCount = (max: number) =>
  fieldError(400, 'quizzes.export_codes_count', 'non_field_errors', { max });

/** Homework's schedule (common schedule.ts `scheduleProblem`), under the deadline's field. */
export const scheduleInvalid = (code: 'quizzes.closes_before_opens' | 'quizzes.closes_in_past') =>
  fieldError(400, code, 'closes_at');

/** Accommodations go by student number, which an anonymous quiz does not ask for. */
export const accommodationsAnonymous = () =>
  fieldError(400, 'quizzes.accommodations_anonymous', 'accommodations');
