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
