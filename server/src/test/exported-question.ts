/** A question as the export writers take it: its text, two to four answers, the correct one (1-based). */
export const exportedQuestion = (text: string, answers: string[], correctAnswer: number) => ({
  text,
  answer1: answers[0] ?? '',
  answer2: answers[1] ?? '',
  answer3: answers[2] ?? '',
  answer4: answers[3] ?? '',
  correctAnswer,
});
