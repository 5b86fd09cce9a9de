import { MESSAGES } from '@quizzical/common';
import { formMessages, type MessageKey } from '../../../lib/i18n';
import { NUMBER_STUDENTS_TEXT } from './quiz-form';

/** The editor's own client messages, by key (the others are the API's, translated by fieldErrorText). */
const EDITOR_TEXTS: Record<string, MessageKey> = {
  [MESSAGES.fieldCannotBeEmpty]: 'quizzes.editor.field_empty',
  [NUMBER_STUDENTS_TEXT]: 'quizzes.editor.whole_number',
};
const ownText = formMessages(EDITOR_TEXTS);

/** A message under a field of the editor, in the language on screen. */
export function formFieldText(message: string | undefined): string | undefined {
  return message && ownText(message);
}
