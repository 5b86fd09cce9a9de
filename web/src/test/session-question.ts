import type { SessionQuestion } from '@quizzical/common';

/** A question as a session shows it: three answers in stored order, none chosen yet, unless `extra` says otherwise. */
export const sessionQuestion = (id: number, extra: Partial<SessionQuestion> = {}): SessionQuestion => ({
  id,
  type: 'single',
  time_limit: null,
  text: `Question ${id}`,
  answer1: 'Paris',
  answer2: 'Rome',
  answer3: 'Berlin',
  answer4: '',
  smallImageUrl: '',
  bigImageUrl: '',
  answer_order: [1, 2, 3, 4],
  answer: null,
  ...extra,
});
