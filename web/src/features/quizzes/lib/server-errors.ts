import { ANSWER_FIELDS } from '@quizzical/common';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { errorText, fieldErrorText, getT } from '../../../lib/i18n';
import { QUESTION_KEY_FIELDS } from '../../../lib/question-key-form';
import { SWITCHES } from './quiz-form';

/** The form fields a 400 answer of POST/PATCH /api/quizz may name. */
const SETTINGS_FIELDS = [
  'title',
  'description',
  'duration',
  'number_students',
  ...SWITCHES.map((s) => s.name),
  'review_after',
  'theme',
  'type',
  'opens_at',
  'closes_at',
  'accommodations',
] as const;
const QUESTION_FIELDS = [
  'type',
  'text',
  ...ANSWER_FIELDS,
  'correct_answer',
  'smallImageUrl',
  'bigImageUrl',
  ...QUESTION_KEY_FIELDS,
  'explanation',
  'time_limit',
] as const;

export interface ServerFieldError {
  /** A react-hook-form path: 'title', 'questions.2.answer1'… */
  path: string;
  message: string;
}

/** The first message of a field: its list of texts, or (a list's entry, `accepted_answers`) nested deeper. */
const first = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(first).find(Boolean);
  if (value && typeof value === 'object') return Object.values(value).map(first).find(Boolean);
  return undefined;
};

/**
 * Splits a 400 body (`{"title": [...], "questions": [{}, {"text": [...]}]}`) into errors for the
 * form's fields and messages for the banner (non-field errors, list-level question errors, others).
 * The banner's messages are in the language on screen; the fields' stay as sent (shown through formFieldText).
 */
export function mapServerErrors(data: unknown): { fields: ServerFieldError[]; messages: string[] } {
  const fields: ServerFieldError[] = [];
  const messages: string[] = [];
  const t = getT();
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    if (typeof data === 'string' && data) messages.push(fieldErrorText(data));
    return { fields, messages };
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key === 'questions' && Array.isArray(value) && value.some((v) => v && typeof v === 'object')) {
      value.forEach((entry, index) => {
        if (!entry || typeof entry !== 'object') return;
        for (const [field, messagesOf] of Object.entries(entry as Record<string, unknown>)) {
          const message = first(messagesOf);
          if (!message) continue;
          if ((QUESTION_FIELDS as readonly string[]).includes(field)) {
            fields.push({ path: `questions.${index}.${field}`, message });
          } else {
            messages.push(
              t('quizzes.editor.question_error', { number: index + 1, message: fieldErrorText(message) }),
            );
          }
        }
      });
      continue;
    }
    const message = first(value);
    if (!message) continue;
    if ((SETTINGS_FIELDS as readonly string[]).includes(key)) fields.push({ path: key, message });
    else messages.push(fieldErrorText(message));
  }
  return { fields, messages };
}

/** What the editor shows above the form after a failed save. */
export type SaveBanner = { kind: 'freePlan' } | { kind: 'messages'; messages: string[] };

/**
 * A failed save as the editor shows it: the free-plan banner (403 at the limit), the server's
 * field errors on their fields with the spec's summary (400), or one message.
 */
export function saveFailure(error: unknown): { banner: SaveBanner; fields: ServerFieldError[] } {
  if (hasErrorCode(error, 'plans.free_plan_limit')) return { banner: { kind: 'freePlan' }, fields: [] };
  const t = getT();
  if (isApiError(error) && error.status === 403 && error.detail) {
    return { banner: { kind: 'messages', messages: [errorText(error)] }, fields: [] };
  }
  if (isApiError(error) && error.status === 400) {
    const { fields, messages } = mapServerErrors(error.data);
    return {
      banner: { kind: 'messages', messages: [t('quizzes.editor.questions_invalid'), ...messages] },
      fields,
    };
  }
  const message =
    !isApiError(error) || error.status >= 500 || !error.detail
      ? t('quizzes.editor.save_failed')
      : errorText(error);
  return { banner: { kind: 'messages', messages: [message] }, fields: [] };
}
