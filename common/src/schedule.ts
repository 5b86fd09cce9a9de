/**
 * Homework rules, pure, shared by the server (sessions, live points) and the web (the editor): a
 * quiz's schedule and its accommodations. No zod here: the run screen's pages may import it.
 */

/** One listed student: their duration is the quiz's times `time_factor` (1 to 4). */
export interface Accommodation {
  student_number: string;
  time_factor: number;
}

/** How a student number is compared (trimmed, case folded): '12a' and ' 12A' are one student. */
export const studentNumberKey = (studentNumber: string) => studentNumber.trim().toLowerCase();

/**
 * The time factor of a student of the quiz: theirs when their number is listed, else 1. An anonymous
 * quiz has no student numbers, so none applies there.
 */
export function timeFactorOf(
  quiz: { anonymous: boolean; accommodations: readonly Accommodation[] },
  studentNumber: string,
): number {
  if (quiz.anonymous || quiz.accommodations.length === 0) return 1;
  const key = studentNumberKey(studentNumber);
  if (!key) return 1;
  return (
    quiz.accommodations.find((entry) => studentNumberKey(entry.student_number) === key)?.time_factor ?? 1
  );
}

/**
 * When a session's time ends: its start plus the duration times the student's factor, never past the
 * quiz's deadline (`closesAt`). Minutes a teacher grants one student come on top (taking's extra time).
 */
export function sessionEndOf({
  start,
  durationMinutes,
  timeFactor = 1,
  closesAt = null,
}: {
  start: Date;
  durationMinutes: number;
  timeFactor?: number;
  closesAt?: Date | null;
}): Date {
  const own = start.getTime() + Math.round(durationMinutes * timeFactor * 60_000);
  return new Date(closesAt ? Math.min(own, closesAt.getTime()) : own);
}

/** Which schedule fields are wrong, by field; both texts are the catalogue's (quizzes.*) codes. */
export type ScheduleProblem = 'quizzes.closes_before_opens' | 'quizzes.closes_in_past';

/**
 * The schedule's rules: `closes_at` after `opens_at`, and a deadline being set (changed) must be in the
 * future. A deadline left as it was is not checked against the clock: the editor saves a whole form,
 * and a homework past its deadline must still take a new title.
 */
export function scheduleProblem({
  opensAt,
  closesAt,
  closesChanged,
  now,
}: {
  opensAt: Date | null;
  closesAt: Date | null;
  closesChanged: boolean;
  now: Date;
}): ScheduleProblem | undefined {
  if (!closesAt) return undefined;
  if (opensAt && closesAt.getTime() <= opensAt.getTime()) return 'quizzes.closes_before_opens';
  if (closesChanged && closesAt.getTime() <= now.getTime()) return 'quizzes.closes_in_past';
  return undefined;
}
