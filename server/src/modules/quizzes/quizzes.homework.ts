import { type quizPatch, scheduleProblem } from '@quizzical/common';
import type { z } from 'zod';
import { accommodationsAnonymous, scheduleInvalid } from './quizzes.errors';
import type { QuizRow } from './quizzes.table';

type QuizPatch = z.output<typeof quizPatch>;

/**
 * Homework's fields of a quiz (schedule and accommodations), apart from the other settings: they follow
 * their own rules, and stay editable while the quiz runs (a change reaches the running sessions).
 */
export function homeworkSettingsOf(input: QuizPatch) {
  return {
    ...(input.opens_at !== undefined && { opensAt: input.opens_at }),
    ...(input.closes_at !== undefined && { closesAt: input.closes_at }),
    ...(input.accommodations !== undefined && { accommodations: input.accommodations }),
  };
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Refuses a schedule or accommodations that cannot hold once `input` is applied to `stored` (undefined:
 * a new quiz): the deadline after the opening, a deadline being set in the future, and no listed
 * students on a quiz that is anonymous.
 */
export function assertHomework({
  stored,
  input,
  now,
}: {
  stored: QuizRow | undefined;
  input: QuizPatch;
  now: Date;
}) {
  const opensAt = input.opens_at !== undefined ? input.opens_at : (stored?.opensAt ?? null);
  const closesAt = input.closes_at !== undefined ? input.closes_at : (stored?.closesAt ?? null);
  const closesChanged = input.closes_at !== undefined && !sameTime(input.closes_at, stored?.closesAt ?? null);
  const problem = scheduleProblem({ opensAt, closesAt, closesChanged, now });
  if (problem) throw scheduleInvalid(problem);
  const anonymous = input.anonymous ?? stored?.anonymous ?? true;
  if (anonymous && input.accommodations?.length) throw accommodationsAnonymous();
}

/** The change moves the end of sessions already running: their factor or the deadline changed. */
export const movesSessionEnds = (input: QuizPatch, stored: QuizRow) =>
  (input.accommodations !== undefined &&
    JSON.stringify(input.accommodations) !== JSON.stringify(stored.accommodations)) ||
  (input.closes_at !== undefined && !sameTime(input.closes_at, stored.closesAt)) ||
  (input.anonymous !== undefined && input.anonymous !== stored.anonymous && stored.accommodations.length > 0);
