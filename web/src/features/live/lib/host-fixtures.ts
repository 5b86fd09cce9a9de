import type { HostState, PlayerState } from '@quizzical/common';

/** Host states of a two-question game for the tests (one per step); override what a test needs. */
const base: HostState = {
  code: 'ABC234',
  title: 'Capitals of Europe',
  language: 'en',
  status: 1,
  step: 'lobby',
  version: 1,
  scoring: 'accuracy',
  question_index: null,
  num_questions: 2,
  question: null,
  correct_answer: null,
  solution: null,
  question_time: 20,
  question_started_at: null,
  question_ends_at: null,
  time_left_ms: null,
  player_count: 3,
  players: [
    { id: 'a1', name: 'Ada' },
    { id: 'a2', name: 'Grace' },
    { id: 'a3', name: 'Alan' },
  ],
  answers_received: 0,
  distribution: null,
  answer_summary: null,
  leaderboard: [],
};

const question1 = {
  type: 'single' as const,
  time_limit: null,
  id: 11,
  text: 'What is the capital of Switzerland? $x^2$',
  answer1: 'Zurich',
  answer2: 'Bern',
  answer3: 'Geneva',
  answer4: '',
  smallImageUrl: '',
  bigImageUrl: '',
};

const top = [
  { id: 'a2', rank: 1, name: 'Grace', points: 2, answer_time_ms: 5200 },
  { id: 'a1', rank: 2, name: 'Ada', points: 2, answer_time_ms: 7100 },
  { id: 'a3', rank: 3, name: 'Alan', points: 1, answer_time_ms: 9000 },
  { id: 'a4', rank: 4, name: 'Edsger', points: 0, answer_time_ms: 0 },
];

export const hostFixtures = {
  lobby: (over: Partial<HostState> = {}): HostState => ({ ...base, ...over }),
  question: (over: Partial<HostState> = {}): HostState => ({
    ...base,
    step: 'question',
    version: 2,
    question_index: 0,
    question: question1,
    time_left_ms: 18_000,
    answers_received: 2,
    ...over,
  }),
  reveal: (over: Partial<HostState> = {}): HostState => ({
    ...base,
    step: 'reveal',
    version: 3,
    question_index: 0,
    question: question1,
    correct_answer: 2,
    answers_received: 3,
    distribution: [1, 2, 0, 0],
    leaderboard: top.slice(0, 3),
    ...over,
  }),
  podium: (over: Partial<HostState> = {}): HostState => ({
    ...base,
    step: 'podium',
    version: 6,
    question_index: 1,
    question: question1,
    correct_answer: 2,
    leaderboard: top,
    ...over,
  }),
};

/** A player's state of the same game for the tests: Ada in the lobby, nothing asked yet. */
const player: PlayerState = {
  code: 'ABC234',
  title: 'Capitals',
  language: 'en',
  status: 1,
  step: 'lobby',
  version: 1,
  name: 'Ada',
  question_index: null,
  num_questions: 3,
  question: null,
  answer_count: null,
  question_type: 'single',
  items: null,
  question_time: 20,
  question_started_at: null,
  question_ends_at: null,
  time_left_ms: null,
  answer: null,
  correct_answer: null,
  solution: null,
  fraction: null,
  correct: null,
  points_gained: null,
  points: 0,
  rank: null,
  player_count: 28,
  finished: false,
  score: null,
};

/** `player` with what a test needs changed. */
export const playerState = (over: Partial<PlayerState> = {}): PlayerState => ({ ...player, ...over });

/** A question as a phone shows it: single answer, no time of its own, three answers. */
export const playerQuestion = (over: Partial<NonNullable<PlayerState['question']>> = {}) => ({
  type: 'single' as const,
  time_limit: null,
  id: 41,
  text: 'Capital of Switzerland?',
  answer1: 'Bern',
  answer2: 'Zurich',
  answer3: 'Geneva',
  answer4: '',
  smallImageUrl: '',
  bigImageUrl: '',
  ...over,
});
