import type { ExportNotice, Question, QuestionType } from '@quizzical/common';

/** A question as the writers take it: the API's shape of the owner's read (every type's fields). */
export type ExportedQuestion = Omit<Question, 'id'>;

/** A quiz as the writers take it: its title and its questions in order. */
export interface ExportedQuiz {
  title: string;
  questions: ExportedQuestion[];
}

/** What a writer could not put in its file, gathered while it writes (the export's `notices`). */
export function createNotes() {
  const notices: ExportNotice[] = [];
  let images = 0;
  let explanations = 0;
  return {
    /** The question is left out: the format has no such type. */
    notHeld: (quiz: ExportedQuiz, index: number, type: QuestionType) =>
      notices.push({ code: 'export.type_not_held', quiz: quiz.title, question: index + 1, type }),
    /** Something of the question is written otherwise than we score it. */
    changed: (
      code: 'export.partial_credit_only' | 'export.case_not_held',
      quiz: ExportedQuiz,
      index: number,
    ) => notices.push({ code, quiz: quiz.title, question: index + 1 }),
    /** The format has no images: one more left out (counted once per question that has one). */
    imageLeftOut: (question: ExportedQuestion) => {
      if (question.bigImageUrl || question.smallImageUrl) images += 1;
    },
    /** The format has no feedback: one more explanation left out. */
    explanationLeftOut: (question: ExportedQuestion) => {
      if (question.explanation) explanations += 1;
    },
    list(): ExportNotice[] {
      return [
        ...notices,
        ...(images ? [{ code: 'export.images_left_out' as const, count: images }] : []),
        ...(explanations ? [{ code: 'export.explanations_left_out' as const, count: explanations }] : []),
      ];
    },
  };
}
export type Notes = ReturnType<typeof createNotes>;

/** A question's filled-in options in A–D order, each with its stored number (1..4). */
export function optionsOf(question: ExportedQuestion) {
  return [question.answer1, question.answer2, question.answer3, question.answer4].flatMap((text, i) =>
    text === '' ? [] : [{ text, slot: i + 1 }],
  );
}

/** A single-answer question's options with whether each is the correct one (A–D order kept). */
export const answersOf = (question: ExportedQuestion) =>
  optionsOf(question).map((option) => ({ ...option, correct: question.correct_answer === option.slot }));

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

/**
 * Moodle's fractions (in percent) of a several-answers question: each right option 100 ÷ the right
 * ones, each wrong one −100 ÷ the wrong ones, so that Moodle's sum, floored at 0, is our partial credit
 * (right chosen ÷ all right − wrong chosen ÷ all wrong). Five decimals, as Moodle's grade list has them.
 */
export function multipleFractions(question: ExportedQuestion) {
  const options = optionsOf(question);
  const right = options.filter((option) => question.correct_answers.includes(option.slot)).length;
  const wrong = options.length - right;
  return options.map((option) => {
    const isRight = question.correct_answers.includes(option.slot);
    return { ...option, percent: isRight ? round5(100 / right) : round5(-100 / wrong) };
  });
}
