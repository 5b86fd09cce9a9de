/** The columns every stored question has, a quiz's or the market's: its text, four answers and image. */
type QuestionColumns = Record<
  'text' | 'answer1' | 'answer2' | 'answer3' | 'answer4' | 'smallImageUrl' | 'bigImageUrl',
  string
> & { correctAnswer: number };

/** A question's fields as the API names them, with its correct answer (its author's, the staff's). */
export function questionWithAnswer(question: QuestionColumns) {
  const { text, answer1, answer2, answer3, answer4, smallImageUrl, bigImageUrl } = question;
  return {
    text,
    answer1,
    answer2,
    answer3,
    answer4,
    correct_answer: question.correctAnswer,
    smallImageUrl,
    bigImageUrl,
  };
}

/** The stored columns of a question type's own fields, a quiz's or the market's. */
interface TypeFieldColumns {
  correctAnswers: number[];
  partialCredit: boolean;
  acceptedAnswers: string[];
  caseSensitive: boolean;
  correctValue: number | null;
  tolerance: number;
}

/** A question type's own fields (beyond the four answers and `correct_answer`), as the API names them. */
export const typeFieldsOf = (question: TypeFieldColumns) => ({
  correct_answers: question.correctAnswers,
  partial_credit: question.partialCredit,
  accepted_answers: question.acceptedAnswers,
  case_sensitive: question.caseSensitive,
  correct_value: question.correctValue,
  tolerance: question.tolerance,
});
