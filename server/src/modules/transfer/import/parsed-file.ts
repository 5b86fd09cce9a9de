import { ACCEPTED_ANSWERS_MAX, type QuestionType } from '@quizzical/common';

/**
 * What every import parser returns: the questions we can take, those left out with their reason, and the
 * error of a file that cannot be read as its format.
 */

/**
 * One question we can take, in any of our types: its text, its options (single, true/false with empty
 * texts, multiple, ordering in the correct order, poll; none for text and numeric), which options are
 * right, and the type's other fields as the API names them.
 */
export interface ImportedQuestion {
  /** How the teacher finds it in the file (its name, else its place and first words). */
  name: string;
  type: QuestionType;
  text: string;
  answers: string[];
  /** 0-based indexes into `answers` of the right options (single and true/false: exactly one). */
  correct: number[];
  /** The fields of text, numeric, multiple and ordering questions beyond the options. */
  fields?: TypeFields;
  /** Shown with the correct answer in the review (Moodle's general feedback). */
  explanation?: string;
  /** Seconds for this question in a hosted game (Kahoot's time limit). */
  timeLimit?: number;
  /** The first image of the question text (Moodle XML's embedded files). */
  image?: Buffer;
}

/** A type's fields beyond its options, named as the API names them. */
export interface TypeFields {
  partial_credit?: boolean;
  accepted_answers?: string[];
  case_sensitive?: boolean;
  correct_value?: number;
  tolerance?: number;
}

export interface SkippedQuestion {
  name: string;
  reason: string;
}

export interface ParsedFile {
  /** The first category of the file, when it names one. */
  title?: string;
  questions: ImportedQuestion[];
  /** Questions left out, and questions taken with something left out (an image in an answer). */
  skipped: SkippedQuestion[];
}

/** The file cannot be read as its format: `where` is a line or an element, shown to the teacher. */
export class UnreadableFileError extends Error {
  constructor(
    readonly where: string,
    readonly problem: string,
  ) {
    super(`${where}: ${problem}`);
  }
}

export const REASONS = {
  essay: 'essay',
  matching: 'matching',
  braceInFormula: 'a { inside a formula is not escaped as \\{',
  tooManyAnswers: 'more than four answers',
  tooManyAccepted: `more than ${ACCEPTED_ANSWERS_MAX} accepted answers`,
  noAccepted: 'no fully right answer',
  noCorrect: 'no correct answer',
  notANumber: 'the right value is not a number',
  tooFewAnswers: 'fewer than two answers',
  noSingleCorrect: 'no single correct answer',
  emptyText: 'no question text',
  emptyAnswer: 'an empty answer',
  description: 'description (no answers)',
  answerImage: 'image in an answer left out',
  partialLeftOut: 'answers worth part of the mark left out',
  otherType: (type: string) => `question type "${type}" is not imported`,
} as const;

/** A question as a parser reads it: taken, or skipped with its reason. */
export type TakenQuestion = ImportedQuestion | SkippedQuestion;

export const isSkipped = (q: TakenQuestion): q is SkippedQuestion => 'reason' in q;

/**
 * A file's questions as a parser reads them, one by one (`add`): each is taken or reported as skipped.
 * `file` is the plain result (it crosses from the reading worker to the service).
 */
export function collectQuestions() {
  const file: ParsedFile = { questions: [], skipped: [] };
  return {
    file,
    add(question: TakenQuestion) {
      if (isSkipped(question)) file.skipped.push(question);
      else file.questions.push(question);
    },
  };
}
