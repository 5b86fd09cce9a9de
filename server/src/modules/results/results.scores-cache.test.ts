import { describe, expect, it } from 'vitest';
import { reportQuestion } from '../../test/questions';
import type { SessionResultRow } from './results.repository';
import { createScoresCache } from './results.scores-cache';

const questions = [
  reportQuestion({ id: 1, correct_answer: 2 }),
  reportQuestion({ id: 2, type: 'text', accepted_answers: ['Paris'] }),
];
const session = (id: string, stored: Partial<SessionResultRow>) =>
  ({ id, final_answers: null, open_answers: null, ...stored }) as SessionResultRow;
const ended = (id: string, answers: (string | null)[]) =>
  session(id, { final_answers: JSON.stringify(answers) });

describe("the sessions' scores kept between reports", () => {
  it('scores each session by its stored answers, ended or still open', () => {
    const scores = createScoresCache({ maxSessions: 100 });
    const [ada, bob] = scores.scoreAll(7, questions, [
      ended('ada', ['2', 'paris']),
      session('bob', { open_answers: JSON.stringify([[1, 3, null]]) }),
    ]);
    expect(ada).toEqual({ answers: [2, 'paris'], fractions: [1, 1], total: 2 });
    expect(bob).toEqual({ answers: [3, null], fractions: [0, null], total: 0 });
  });

  it('reuses the scores of the sessions that did not change, and rescores the one that did', () => {
    const scores = createScoresCache({ maxSessions: 100 });
    const [ada, bob] = scores.scoreAll(7, questions, [
      ended('ada', ['2', 'Lyon']),
      ended('bob', ['1', null]),
    ]);
    const [adaAgain, bobAgain] = scores.scoreAll(7, questions, [
      ended('ada', ['2', 'Lyon']),
      ended('bob', ['2', 'Paris']),
    ]);
    expect(adaAgain).toBe(ada);
    expect(bobAgain).not.toBe(bob);
    expect(bobAgain.total).toBe(2);
  });

  it('rescores every session once a correction changed the questions', () => {
    const scores = createScoresCache({ maxSessions: 100 });
    const rows = [ended('ada', ['2', 'Lyon'])];
    const [before] = scores.scoreAll(7, questions, rows);
    const corrected = [questions[0], { ...questions[1], accepted_answers: ['Paris', 'Lyon'] }];
    const [after] = scores.scoreAll(7, corrected, rows);
    expect(before.total).toBe(1);
    expect(after.total).toBe(2);
  });

  it('keeps quizzes apart, and forgets the least recently reported one past its bound', () => {
    const scores = createScoresCache({ maxSessions: 2 });
    const [a] = scores.scoreAll(1, questions, [ended('a1', ['2', null])]);
    const [b] = scores.scoreAll(2, questions, [ended('b1', ['2', null])]);
    expect(scores.scoreAll(1, questions, [ended('a1', ['2', null])])[0]).toBe(a);
    scores.scoreAll(3, questions, [ended('c1', ['2', null])]);
    // quiz 2 was the least recently reported: its sessions are scored afresh, quiz 1's are kept
    expect(scores.scoreAll(1, questions, [ended('a1', ['2', null])])[0]).toBe(a);
    expect(scores.scoreAll(2, questions, [ended('b1', ['2', null])])[0]).not.toBe(b);
  });
});
