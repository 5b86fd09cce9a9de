import { decodeAnswer, type QuestionType, type StoredAnswer } from '@quizzical/common';

/**
 * `quiz_sessions.final_answers`: a finished session's answers in question order, written by the
 * statement that ends the session (taking.ends.repository.ts) and read by the results report and the review.
 * One digit per question ('0' = unanswered) when every question is answered by one choice (single,
 * true/false, poll); otherwise a JSON array of common's encoded answers (null = unanswered). Questions
 * cannot be added, removed, reordered or change type once a quiz has started (a correction keeps
 * them), so the order stays valid.
 */
export function decodeFinalAnswers(
  text: string,
  questions: readonly { type: QuestionType }[],
  // the i-th question's encoded answer decoded (the report shares each distinct answer's decoding)
  decode = (i: number, encoded: string) => decodeAnswer(questions[i].type, encoded),
): (StoredAnswer | null)[] {
  const answers = new Array<StoredAnswer | null>(questions.length).fill(null);
  if (text.startsWith('[')) {
    const encoded = JSON.parse(text) as (string | null)[];
    for (let i = 0; i < questions.length && i < encoded.length; i++) {
      const value = encoded[i];
      if (value !== null) answers[i] = decode(i, value);
    }
    return answers;
  }
  for (let i = 0; i < questions.length && i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit >= 1 && digit <= 4) answers[i] = digit;
  }
  return answers;
}

/** A saved answer row's stored answer: the digit of one choice, else the decoded text. */
export const storedAnswerOf = (
  type: QuestionType,
  row: { answer: number; response: string | null },
): StoredAnswer => (row.response === null ? row.answer : decodeAnswer(type, row.response));
