import { describe, expect, it } from 'vitest';
import type { QuestionRow } from '../quizzes/quizzes.table';
import type { PlayerRow } from './live.players.repository';
import { playerStateBase, playerStateEncoder, presentPlayerState } from './live.presenters';
import type { GameRow } from './live.repository';

// The streams' JSON text of a player state is built in two parts (the step's, once; the player's own):
// it must say what the state object says, for every step and every kind of player.

const question = {
  id: 7,
  text: 'Is "π" ≈ 3.14?\nSay \\yes\\',
  answer1: 'yes',
  answer2: 'no',
  answer3: '',
  answer4: '',
  smallImageUrl: '',
  bigImageUrl: '',
  correctAnswer: 1,
  type: 'single',
  timeLimit: null,
  correctAnswers: [],
  partialCredit: true,
  acceptedAnswers: [],
  caseSensitive: false,
  correctValue: null,
  tolerance: 0,
} as unknown as QuestionRow;

/** An ordering: each player's own items and answer are theirs alone in the text. */
const ordering = {
  ...question,
  id: 8,
  type: 'ordering',
  answer1: 'first',
  answer2: 'second',
  answer3: 'third',
  answer4: 'fourth',
} as unknown as QuestionRow;

const game = (step: GameRow['step']): GameRow => ({
  quizId: 1,
  step,
  version: 4,
  questionIndex: step === 'lobby' ? null : 0,
  questionStartedAt: new Date('2026-11-27T10:00:00Z'),
  questionEndsAt: new Date('2026-11-27T10:00:20Z'),
  revealedAt: null,
  code: 'ABC123',
  title: 'Quiz "one"',
  status: 1,
  ownerId: 1,
  questionTime: 20,
  scoring: 'speed',
  showQuestionOnDevices: true,
  anonymous: false,
  accommodations: [],
  language: 'en',
  revision: 0,
});

const player = (over: Partial<PlayerRow>): PlayerRow => ({
  id: 's1',
  removed: false,
  nickname: '',
  firstName: 'Zoé',
  lastName: 'O"Neil',
  studentNumber: '',
  finished: false,
  score: null,
  response: null,
  answer: null,
  points: null,
  ...over,
});

describe("a player state's JSON text", () => {
  const now = new Date('2026-11-27T10:00:05Z');
  const standing = {
    sessionId: 's1',
    playerId: 'p',
    name: 'Zoé',
    points: 1500,
    answerTimeMs: 900,
    joinOrder: 1,
    rank: 2,
  };
  const cases = [
    ['lobby', player({}), undefined],
    ['question', player({ answer: 2 }), standing],
    ['reveal', player({ answer: 1, points: 950 }), standing],
    ['reveal', player({}), undefined],
    ['podium', player({ finished: true, score: 0.5, answer: 2, points: 0 }), standing],
  ] as const;

  it.each(cases)('says what the state object says (%s)', (step, row, ranked) => {
    const base = playerStateBase(game(step), [question], 30, now);
    const text = playerStateEncoder(base)(row, 'Zoé "Z" O\u2028', ranked);
    expect(JSON.parse(text)).toStrictEqual(presentPlayerState(base, row, 'Zoé "Z" O\u2028', ranked));
  });

  it.each(['question', 'reveal'] as const)('says it for an ordering too (%s)', (step) => {
    const base = playerStateBase(game(step), [ordering], 30, now);
    const row = player({ answer: 0, response: '2143', points: 500 });
    const text = playerStateEncoder(base)(row, 'Zoé', standing);
    const state = presentPlayerState(base, row, 'Zoé', standing);
    expect(JSON.parse(text)).toStrictEqual(state);
    expect([...(state.items ?? [])].sort()).toEqual(['first', 'fourth', 'second', 'third']);
    expect(state.question?.answer1).toBe('');
    expect(state.fraction).toBe(step === 'reveal' ? 0 : null);
  });
});
