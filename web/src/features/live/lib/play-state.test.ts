import { describe, expect, it } from 'vitest';
import { playerQuestion, playerState } from './host-fixtures';
import { announcement, newestState, questionKey, rankText, timeLeftMs } from './play-state';

const base = playerState({
  step: 'question',
  version: 3,
  question_index: 1,
  num_questions: 5,
  answer_count: 4,
  question_started_at: '2026-11-24T10:00:00.000000Z',
  question_ends_at: '2026-11-24T10:00:20.000000Z',
  time_left_ms: 15_000,
  points: 1,
});

describe('the newest state wins', () => {
  it('keeps a newer version over an older one that arrives late, and takes the same version again', () => {
    const v3 = { state: base, receivedAt: 1 };
    const v2 = { state: { ...base, version: 2, step: 'reveal' as const }, receivedAt: 2 };
    const v3again = { state: { ...base, player_count: 29 }, receivedAt: 3 };
    const v4 = { state: { ...base, version: 4 }, receivedAt: 4 };
    expect(newestState(null, v2)).toBe(v2);
    expect(newestState(v3, v2)).toBe(v3);
    expect(newestState(v3, v3again)).toBe(v3again);
    expect(newestState(v3, v4)).toBe(v4);
  });
});

describe('the question an answer goes to', () => {
  it("is the shown question's id, or the step's question id when the phones show letters only", () => {
    const question = playerQuestion({ text: 'Q', answer1: 'a', answer2: 'b', answer3: '' });

    expect(questionKey({ ...base, question, question_id: 41 })).toBe(41);
    expect(questionKey({ ...base, question: null, question_id: 41 })).toBe(41);
    expect(questionKey({ ...base, step: 'lobby', question: null, question_id: null })).toBe(null);
  });
});

describe('the countdown', () => {
  it("counts down from the server's time left when the state came, never below zero", () => {
    const received = { state: base, receivedAt: 1_000 };
    expect(timeLeftMs(received, 1_000)).toBe(15_000);
    expect(timeLeftMs(received, 6_500)).toBe(9_500);
    expect(timeLeftMs(received, 60_000)).toBe(0);
  });

  it('has none without a time limit, or outside a question', () => {
    expect(
      timeLeftMs({ state: { ...base, time_left_ms: null, question_time: null }, receivedAt: 0 }, 5),
    ).toBe(null);
    expect(timeLeftMs({ state: { ...base, step: 'reveal' }, receivedAt: 0 }, 5)).toBe(null);
  });
});

describe('ranks and announcements', () => {
  it('writes a rank among the players in English', () => {
    expect(rankText(3, 28)).toBe('3rd of 28');
  });

  it('announces each new question and each result', () => {
    expect(announcement(base)).toBe('Question 2 of 5');
    const reveal = { ...base, step: 'reveal' as const, answer: 2, correct_answer: 2, rank: 3 };
    expect(announcement({ ...reveal, correct: true, points_gained: 1 })).toBe(
      'Correct! +1 point. You are 3rd.',
    );
    expect(announcement({ ...reveal, correct: true, points_gained: 850 })).toBe(
      'Correct! +850 points. You are 3rd.',
    );
    expect(announcement({ ...reveal, correct: true, points_gained: 1_000 })).toBe(
      'Correct! +1,000 points. You are 3rd.',
    );
    expect(announcement({ ...reveal, answer: 1, correct: false, points_gained: 0 })).toBe(
      'Wrong. You are 3rd.',
    );
    expect(announcement({ ...reveal, answer: null, correct: false, points_gained: 0 })).toBe(
      'No answer. You are 3rd.',
    );
    expect(announcement({ ...base, step: 'lobby' })).toBe('You have joined as Ada.');
    expect(announcement({ ...base, step: 'podium', rank: 1, points: 3 })).toBe(
      'Final rank: 1st of 28. 3 points.',
    );
  });
});
