/**
 * The key of a question's type as a form holds it, shared by the quiz editor's cards and the market's
 * form. Numbers a teacher types (a numeric question's value and tolerance) stay text until the save,
 * so a comma written as the decimal separator is read as one.
 */
export interface QuestionKeyForm {
  /** multiple: the stored numbers (1..4) of the right options. */
  correct_answers: number[];
  /** multiple and ordering. */
  partial_credit: boolean;
  /** text: as typed, one field each (1 to 10). */
  accepted_answers: string[];
  case_sensitive: boolean;
  /** numeric: as typed ('' = not given). */
  correct_value: string;
  tolerance: string;
  explanation: string;
}

/** No key yet: partial credit on, one empty accepted answer to type in. */
export const emptyQuestionKeyForm = (): QuestionKeyForm => ({
  correct_answers: [],
  partial_credit: true,
  accepted_answers: [''],
  case_sensitive: false,
  correct_value: '',
  tolerance: '',
  explanation: '',
});

/** The key's fields the server may answer errors for (explanation apart: each form places it). */
export const QUESTION_KEY_FIELDS = [
  'correct_answers',
  'partial_credit',
  'accepted_answers',
  'case_sensitive',
  'correct_value',
  'tolerance',
] as const satisfies readonly (keyof QuestionKeyForm)[];
