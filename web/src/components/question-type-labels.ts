import type { QuestionType } from '@quizzical/common';
import type { MessageKey } from '../lib/i18n';

/** Each type's name, as the editor's picker and the results page say it. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, MessageKey> = {
  single: 'components.question_type.single',
  true_false: 'components.question_type.true_false',
  multiple: 'components.question_type.multiple',
  text: 'components.question_type.text',
  numeric: 'components.question_type.numeric',
  ordering: 'components.question_type.ordering',
  poll: 'components.question_type.poll',
};
