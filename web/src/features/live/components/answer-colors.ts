/**
 * The four answer slots of a hosted game, shared by the projector screen and the phones so that a
 * class can match "the blue one" between them. Each colour keeps white text at normal size above
 * WCAG AA's 4.5:1 (red 5.6, blue 5.8, amber 5.0, green 5.1): a projector washes colours out, so
 * none of them is light. The letter is always shown too: colour is never the only cue.
 */
export interface AnswerColor {
  letter: 'A' | 'B' | 'C' | 'D';
  /** background, with white text on it */
  color: string;
  /** a darker shade for hover and pressed states */
  dark: string;
}

export const ANSWER_COLORS: readonly AnswerColor[] = [
  { letter: 'A', color: '#c62828', dark: '#8e0000' },
  { letter: 'B', color: '#1565c0', dark: '#003c8f' },
  { letter: 'C', color: '#b45309', dark: '#7c3a06' },
  { letter: 'D', color: '#2e7d32', dark: '#005005' },
];
