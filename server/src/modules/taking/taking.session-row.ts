import type { quizSessions } from './taking.table';

export type SessionRow = typeof quizSessions.$inferSelect;

/** A session's columns as the raw statements return them (named as drizzle names them: SessionRow). */
export const SESSION_COLUMNS = `s.id, s.quiz_id as "quizId", s.first_name as "firstName", s.last_name as "lastName",
  s.student_number as "studentNumber", s.start_date as "startDate", s.end_date as "endDate",
  s.finished, s.finished_at as "finishedAt", s.score, s.correct_count as "correctCount", s.final_answers as "finalAnswers",
  s.comment, s.rating, s.order_seed as "orderSeed", s.nickname, s.extra_minutes as "extraMinutes"`;
