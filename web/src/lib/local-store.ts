import type { StartQuizResult } from '@quizzical/common';
import { takingQuizKey, takingSessionKey } from './storage-keys';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null when the browser refuses it (privacy mode): the app then works from memory. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    const storage = browserStorage();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // quota or disabled storage: nothing else to do
  }
}

/** The session id this browser holds for a quiz code, if any. */
export const readSessionId = (code: string) => read(takingSessionKey(code));
export const storeSessionId = (code: string, sessionId: string) => write(takingSessionKey(code), sessionId);
export const forgetSessionId = (code: string) => write(takingSessionKey(code), null);

/** The few facts about the quiz the later screens need (the session envelope does not carry them). */
export type QuizFacts = Pick<
  StartQuizResult,
  'code' | 'title' | 'description' | 'comment_allowed' | 'rating_enabled' | 'answers_available'
> & {
  /** Hosted live: the session resumes on the player's screen (/play_quizz), not the run screen. */
  hosted?: boolean;
};

export function storeQuizFacts(code: string, quiz: StartQuizResult) {
  const facts: QuizFacts = {
    code: quiz.code,
    title: quiz.title,
    description: quiz.description,
    comment_allowed: quiz.comment_allowed,
    rating_enabled: quiz.rating_enabled,
    answers_available: quiz.answers_available,
    hosted: quiz.hosted,
  };
  write(takingQuizKey(code), JSON.stringify(facts));
}

export function readQuizFacts(code: string): QuizFacts | null {
  const raw = read(takingQuizKey(code));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' && typeof value.title === 'string'
      ? (value as QuizFacts)
      : null;
  } catch {
    return null;
  }
}
