/**
 * What every import parser returns: the questions we can take, those left out with their reason, and the
 * error of a file that cannot be read as its format.
 */

/** One question we can take: a single correct answer among two to four. */
export interface ImportedQuestion {
  /** How the teacher finds it in the file (its name, else its place and first words). */
  name: string;
  text: string;
  answers: string[];
  /** 0-based index into `answers`. */
  correct: number;
  /** The first image of the question text (Moodle XML's embedded files). */
  image?: Buffer;
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
  numerical: 'numerical',
  shortAnswer: 'short answer',
  braceInFormula: 'a { inside a formula is not escaped as \\{',
  multipleResponse: 'multiple response',
  tooManyAnswers: 'more than four answers',
  tooFewAnswers: 'fewer than two answers',
  noSingleCorrect: 'no single correct answer',
  emptyText: 'no question text',
  emptyAnswer: 'an empty answer',
  description: 'description (no answers)',
  answerImage: 'image in an answer left out',
  otherType: (type: string) => `question type "${type}" is not imported`,
} as const;

export const isSkipped = (q: ImportedQuestion | SkippedQuestion): q is SkippedQuestion => 'reason' in q;

/**
 * A file's questions as a parser reads them, one by one (`add`): each is taken or reported as skipped.
 * `file` is the plain result (it crosses from the reading worker to the service).
 */
export function collectQuestions() {
  const file: ParsedFile = { questions: [], skipped: [] };
  return {
    file,
    add(question: ImportedQuestion | SkippedQuestion) {
      if (isSkipped(question)) file.skipped.push(question);
      else file.questions.push(question);
    },
  };
}
