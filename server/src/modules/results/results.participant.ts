import type { ParticipantAnswers, Question } from '@quizzical/common';
import type { ParticipantRow } from './results.repository';

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * One participant's answers, one per question in the authored order (`questions` as the owner reads
 * them): the saved answer, whether it is correct (null when unanswered) and when it was saved.
 */
export function presentParticipant(row: ParticipantRow, questions: Question[]): ParticipantAnswers {
  const saved = new Map<number, { answer: number; at: string }>();
  for (const entry of row.saved_answers ? row.saved_answers.split(',') : []) {
    // "questionId:answer:2025-01-01T10:00:00.000000Z": the time has colons of its own
    const [questionId, answer, ...at] = entry.split(':');
    saved.set(Number(questionId), { answer: Number(answer), at: at.join(':') });
  }
  const answers = questions.map((question) => {
    const found = saved.get(question.id);
    return {
      question_id: question.id,
      answer: found?.answer ?? null,
      correct: found ? found.answer === question.correct_answer : null,
      answered_at: found?.at ?? null,
    };
  });
  const correct = answers.filter((answer) => answer.correct === true).length;
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
    score: questions.length ? round1((100 * correct) / questions.length) : 0,
    extra_minutes: row.extra_minutes,
    answers,
  };
}
