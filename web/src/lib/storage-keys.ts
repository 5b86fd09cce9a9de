import { normalizeCode } from '@quizzical/common';

/** Every key this app writes to localStorage, in one place so nothing collides or is forgotten at logout. */
export const STORAGE_KEYS = {
  accessToken: 'quizzical.auth.access',
  refreshToken: 'quizzical.auth.refresh',
  user: 'quizzical.auth.user',
  /** The market's selected-questions basket (spec §3): kept across reloads and sign-in, not cleared at logout. */
  marketBasket: 'quizzical.market.basket',
  /** The language a visitor chose in a language menu: kept at logout, it wins over the account's. */
  language: 'quizzical.language',
} as const;

/** Keys that belong to the signed-in user and are removed at logout. */
export const SESSION_KEYS = [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user] as const;

/**
 * Student side (no account): the session id of a quiz is kept under a key made from the quiz code
 * (spec §3 Response), so a reload or the /q link brings the student back into the same session.
 * These keys are not cleared at logout: a student's attempt does not belong to a signed-in user.
 */
export const takingSessionKey = (code: string) => `quizzical.taking.session.${normalizeCode(code)}`;
/** What the start screen learned about the quiz (title and survey flags), for the run and end screens. */
export const takingQuizKey = (code: string) => `quizzical.taking.quiz.${normalizeCode(code)}`;
/** The answer journal of a session: answers clicked but not yet acknowledged by the server. */
export const answerJournalKey = (sessionId: string) => `quizzical.taking.journal.${sessionId}`;
/** A hosted game's tap not yet acknowledged: a reload sends it again. */
export const liveTapKey = (sessionId: string) => `quizzical.live.tap.${sessionId}`;
