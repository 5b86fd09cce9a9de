import type { Quiz } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import {
  answersPercent,
  formatAnswers,
  formatDate,
  formatDuration,
  formatStudents,
  isActive,
  parseServerDate,
  quizLink,
  sortQuizzes,
} from './quiz-format';

const quiz = (over: Partial<Quiz>): Quiz =>
  ({
    id: 1,
    code: 'ABC123',
    title: 'Quiz',
    status: 0,
    duration: 15,
    number_students: null,
    num_responses: 0,
    created_date: '2024-03-05T10:00:00.123456Z',
    ...over,
  }) as Quiz;

describe('dashboard formats (spec §9)', () => {
  it('reads server timestamps with microseconds', () => {
    expect(parseServerDate('2024-03-05T10:00:00.123456Z').toISOString()).toBe('2024-03-05T10:00:00.123Z');
  });

  it('shows dates as dd.MM.yyyy', () => {
    const local = new Date(2024, 2, 5, 12, 0, 0).toISOString();
    expect(formatDate(local)).toBe('05.03.2024');
    expect(formatDate('not a date')).toBe('');
  });

  it("shows durations as '{n} mn'", () => {
    expect(formatDuration(15)).toBe('15 mn');
  });

  it("shows answers as a rounded percentage, or '---' without a number of students", () => {
    expect(answersPercent({ num_responses: 1, number_students: 3 })).toBe(33);
    expect(formatAnswers({ num_responses: 2, number_students: 3 })).toBe('67%');
    expect(formatAnswers({ num_responses: 5, number_students: null })).toBe('---');
    expect(formatAnswers({ num_responses: 5, number_students: 0 })).toBe('---');
  });

  it('shows the number of participants in the students column, out of the class size when typed', () => {
    expect(formatStudents({ num_responses: 12, number_students: 30 })).toBe('12 / 30');
    expect(formatStudents({ num_responses: 3, number_students: null })).toBe('3');
    expect(formatStudents({ num_responses: 0, number_students: 0 })).toBe('0');
  });

  it('counts not started and started quizzes as active', () => {
    expect([0, 1, 2].map((status) => isActive({ status }))).toEqual([true, true, false]);
  });

  it('opens the editor while not started, the results otherwise', () => {
    expect(quizLink({ code: 'X', status: 0 })).toBe('/edit_quizz/X');
    expect(quizLink({ code: 'X', status: 1 })).toBe('/quizz/detail/X');
    expect(quizLink({ code: 'X', status: 2 })).toBe('/quizz/detail/X');
  });
});

describe('sortQuizzes', () => {
  const a = quiz({
    code: 'A',
    title: 'banana',
    created_date: '2024-01-02T00:00:00.000001Z',
    number_students: 10,
    num_responses: 5,
  });
  const b = quiz({
    code: 'B',
    title: 'Apple',
    created_date: '2024-01-03T00:00:00.000001Z',
    number_students: null,
  });
  const c = quiz({
    code: 'C',
    title: 'cherry',
    created_date: '2024-01-01T00:00:00.000001Z',
    number_students: 4,
    num_responses: 4,
  });

  it('sorts by created date, newest first by default', () => {
    expect(sortQuizzes([a, b, c], 'created_date', 'desc').map((q) => q.code)).toEqual(['B', 'A', 'C']);
  });

  it('sorts titles without regard to case', () => {
    expect(sortQuizzes([a, b, c], 'title', 'asc').map((q) => q.code)).toEqual(['B', 'A', 'C']);
  });

  it('sorts the students column by participants, whether or not a class size was typed', () => {
    expect(sortQuizzes([a, b, c], 'number_students', 'desc').map((q) => q.code)).toEqual(['A', 'C', 'B']);
  });

  it("puts '---' answers last when sorting by answers descending", () => {
    expect(sortQuizzes([a, b, c], 'answers', 'desc').map((q) => q.code)).toEqual(['C', 'A', 'B']);
  });
});
