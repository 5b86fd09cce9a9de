/**
 * `quiz_sessions.final_answers`: a finished session's answers as one digit per question in question
 * order ('0' = unanswered), written by the statement that ends the session (taking.repository.ts) and read by the results report.
 * Questions cannot be added, removed or reordered once a quiz has started (a correction keeps them), so the order stays valid.
 */
export function decodeFinalAnswers(digits: string, questionCount: number): (number | null)[] {
  const answers = new Array<number | null>(questionCount).fill(null);
  for (let i = 0; i < questionCount && i < digits.length; i++) {
    const digit = digits.charCodeAt(i) - 48;
    if (digit >= 1 && digit <= 4) answers[i] = digit;
  }
  return answers;
}
