import { MESSAGES, QUIZ_STATUS } from '@quizzical/common';

/** Labels, explanations and advice of the results page (spec wording comes from MESSAGES). */

export const STATUS_LABELS: Record<number, { label: string; color: 'default' | 'success' | 'error' }> = {
  [QUIZ_STATUS.NOT_STARTED]: { label: 'Not started', color: 'default' },
  [QUIZ_STATUS.STARTED]: { label: 'Started', color: 'success' },
  [QUIZ_STATUS.CLOSED]: { label: 'Closed', color: 'error' },
};

export const STOP = {
  button: 'Close the quizz',
  dialogTitle: 'Close the quizz?',
  confirm: MESSAGES.stopConfirm,
  done: MESSAGES.quizStopped,
  failed: 'The quizz could not be stopped. Please try again.',
};

/** To the editor's correction mode: wording, images and keys; the answers already given are scored again. */
export const EDIT_QUESTIONS = { button: 'Edit questions' };

/**
 * A closed quiz's results page and presentation screen: nobody can join any more. The notice and the
 * dialog say whether anybody is still answering: lib/closing-texts.ts.
 */
export const CLOSED = {
  badge: 'Closed',
  presentationTitle: 'This quizz is closed',
  presentationText: 'Thank you for taking part.',
};

export type ItemFlag = 'too_easy' | 'too_hard' | 'low_discrimination';

/** The flags of docs/STATISTICS.md §4, with what a teacher can do about them. */
export const FLAG_TEXTS: Record<ItemFlag, { label: string; rule: string; advice: string }> = {
  too_easy: {
    label: 'Too easy',
    rule: 'Facility above 0.95',
    advice:
      'Almost everybody got it right, so it does not tell students apart. Keep it as a warm-up, or make the wrong answers more plausible.',
  },
  too_hard: {
    label: 'Too hard',
    rule: 'Facility below 0.2',
    advice:
      'Fewer students got it right than guessing would give. Check the correct answer and the wording, and whether the topic was taught.',
  },
  low_discrimination: {
    label: 'Low discrimination',
    rule: 'Point-biserial below 0.2',
    advice:
      'Success on this question hardly relates to success on the rest of the quiz. Look for an ambiguous wording or a wrong key, then rewrite or replace it.',
  },
};

export const STAT_HELP = {
  n: 'How many finished participants each statistic is computed over (an unanswered question counts as wrong). Flags are tentative below 10.',
  facility: 'Share of finished participants who answered correctly (0 to 1; higher is easier).',
  discrimination:
    'Share correct in the strongest 27% minus share correct in the weakest 27% (−1 to 1; 0.3 and above is good).',
  pointBiserial:
    'Correlation between this question and the score on the rest of the quiz (0.2 and above is acceptable, negative suggests a wrong key).',
  distractors: 'Share of finished participants who chose each answer; the correct answer is marked.',
  meanScore: 'Average percentage of correct answers of the participants who finished.',
  standardDeviation: 'How spread out the scores are, in percentage points.',
  kr20: 'KR-20 reliability: how consistently the quiz ranks students, from 0 (noise) to 1. About 0.7 and above is good for a class test.',
  sem: 'Standard error of measurement: the typical distance between a student’s score and their “true” score. Differences smaller than this are not meaningful.',
};

/** 'More time' for one student still answering, and the view of one student's answers. */
export const EXTRA_TIME = {
  button: 'More time',
  title: (name: string) => `More time for ${name}`,
  text: 'Their countdown grows within a few seconds, without a reload. Their answers are taken until the new end.',
  minutesLabel: 'Minutes',
  confirm: (name: string, minutes: number) =>
    `Give ${name} ${minutes} more minute${minutes === 1 ? '' : 's'}`,
  confirmAny: (name: string) => `Give ${name} more time`,
  done: (name: string, minutes: number) => `${name} has ${minutes} more minute${minutes === 1 ? '' : 's'}.`,
  failed: 'The time could not be extended. Please try again.',
  granted: (minutes: number) => `+${minutes} min`,
};

export const PARTICIPANT = {
  open: 'Answers',
  openLabel: (name: string) => `Answers of ${name}`,
  back: 'Back to the results',
  print: 'Print',
  notFound: 'This participant cannot be found.',
  unanswered: 'Not answered',
  right: 'Right',
  wrong: 'Wrong',
};
