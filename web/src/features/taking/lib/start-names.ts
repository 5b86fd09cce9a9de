import { hasInvisibleCharacters, MESSAGES, NICKNAME_MESSAGES, type StartQuizResult } from '@quizzical/common';

/** The start screen's names: which are asked, how they are checked, and what the start sends. */

export const FIELDS = ['firstName', 'lastName', 'studentNumber', 'nickname'] as const;
export type Field = (typeof FIELDS)[number];
export type StartForm = Record<Field, string>;
export type FieldErrors = Partial<Record<Field, string>>;

/**
 * The names form is three inputs, kept in plain state rather than react-hook-form and zod: this page
 * is on the students' JavaScript budget (scripts/check-bundle-budgets.mjs), and the two would add
 * about 17 KB compressed. The inputs' maxLength caps the length; the server checks everything again.
 */
export function namesProblems(values: StartForm, quiz: StartQuizResult): FieldErrors {
  const problems: FieldErrors = {};
  if (askNickname(quiz)) {
    if (values.nickname.trim() === '') problems.nickname = ENTER_NICKNAME;
    // the server refuses them too, and a name that looks like a player's (it alone knows the others)
    else if (hasInvisibleCharacters(values.nickname.trim())) problems.nickname = NICKNAME_MESSAGES.invisible;
  } else if (!quiz.anonymous) {
    if (values.firstName.trim() === '') problems.firstName = MESSAGES.enterFirstName;
    if (values.lastName.trim() === '') problems.lastName = MESSAGES.enterLastName;
  }
  return problems;
}

/** What the session's start sends: the names, the nickname of a hosted anonymous quiz, or nothing. */
export function startInput(values: StartForm, quiz: StartQuizResult) {
  if (askNickname(quiz)) return { nickname: values.nickname.trim() };
  if (quiz.anonymous) return {};
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    studentNumber: values.studentNumber.trim(),
  };
}

/** A hosted anonymous quiz asks a nickname for its leaderboard; the server checks no player's looks like it. */
export const askNickname = (quiz: StartQuizResult) => quiz.hosted && quiz.anonymous;
const ENTER_NICKNAME = 'Please enter a nickname.';

/** Where a session of the quiz is played: the player's screen of a hosted game, else the run screen. */
export const playPath = (code: string, hosted: boolean | undefined) =>
  hosted ? `/play_quizz/${code}` : `/run_quizz/${code}`;
