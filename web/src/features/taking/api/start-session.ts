import type { SessionResponse, sessionQuiz } from '@quizzical/common';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { api } from '../../../lib/api-client';

export interface StartSessionInput {
  firstName?: string;
  lastName?: string;
  studentNumber?: string;
  /** A hosted anonymous quiz's leaderboard name. */
  nickname?: string;
}

export interface SessionEnvelope {
  response: SessionResponse;
  /** What the end and review screens need to know about the quiz, even after it was closed. */
  quizz: z.infer<typeof sessionQuiz>;
  now_date: string;
}

/**
 * POST /api/quizz/response/_start/{code} (no auth) {firstName, lastName, studentNumber} or
 * {nickname} -> 201 {response, now_date}; 400 {firstName: [...], lastName: [...]} when the quiz is not
 * anonymous, {nickname: [...]} when a hosted anonymous quiz lacks one or it is taken.
 */
export function startSession(code: string, input: StartSessionInput): Promise<SessionEnvelope> {
  return api.post<SessionEnvelope>(`/api/quizz/response/_start/${quizPath(code)}`, input, { auth: false });
}

export function useStartSession(code: string) {
  return useMutation({ mutationFn: (input: StartSessionInput) => startSession(code, input) });
}
