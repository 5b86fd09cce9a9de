import {
  answerFraction,
  isScored,
  type ParticipantAnswers,
  type Question,
  type StoredAnswer,
} from '@quizzical/common';
import { storedAnswerOf } from '../../lib/final-answers';
import type { ParticipantRow } from './results.repository';

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * One participant's answers, one per question in the authored order (`questions` as the owner reads
 * them): the saved answer, whether it is correct (null when unanswered) and when it was saved.
 */
export function presentParticipant(row: ParticipantRow, questions: Question[]): ParticipantAnswers {
  const saved = new Map<number, { answer: number; response: string | null; at: string }>();
  const entries = row.saved_answers
    ? (JSON.parse(row.saved_answers) as [number, number, string | null, string][])
    : [];
  for (const [questionId, answer, response, at] of entries) saved.set(questionId, { answer, response, at });
  const answers = questions.map((question) => {
    const found = saved.get(question.id);
    const answer: StoredAnswer | null = found ? storedAnswerOf(question.type, found) : null;
    const fraction = answer === null ? null : answerFraction(question, answer);
    return {
      question_id: question.id,
      answer,
      correct: answer === null ? null : fraction === 1,
      fraction,
      answered_at: found?.at ?? null,
    };
  });
  // 100 × the sum of the fractions ÷ the scored questions, as the session's score
  const scored = questions.filter((question) => isScored(question.type)).length;
  const sum = answers.reduce((total, answer) => total + (answer.fraction ?? 0), 0);
  return {
    id: row.participant_id,
    first_name: row.first_name,
    last_name: row.last_name,
    student_number: row.student_number,
    nickname: row.nickname,
    start_date: row.start_date,
    end_date: row.end_date,
    finished: row.finished,
    finished_at: row.finished_at,
    score: scored ? round1((100 * sum) / scored) : 0,
    extra_minutes: row.extra_minutes,
    answers,
  };
}
