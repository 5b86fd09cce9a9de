import { describe, expect, it } from 'vitest';
import { questionInput } from './quizzes';

const problems = (input: unknown) => {
  const result = questionInput.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a question of each type', () => {
  it('keeps the spec single-answer question as it was, type single by default', () => {
    const parsed = questionInput.parse({ text: 'Q', answer1: 'a', answer2: 'b', correct_answer: 2 });
    expect(parsed).toMatchObject({ type: 'single', correct_answer: 2, explanation: '', time_limit: null });
    expect(problems({ text: 'Q', answer1: 'a', answer2: '', correct_answer: 1 })).toEqual({
      answer2: 'This field cannot be empty',
    });
    expect(problems({ text: 'Q', answer1: 'a', answer2: 'b', correct_answer: 3 })).toEqual({
      correct_answer: 'The correct answer must not be empty.',
    });
  });

  it('says what each type misses, under its field', () => {
    expect(problems({ type: 'multiple', text: 'Q', answer1: 'a', answer2: 'b' })).toEqual({
      correct_answers: 'Choose at least one correct answer.',
    });
    expect(
      problems({ type: 'multiple', text: 'Q', answer1: 'a', answer2: 'b', correct_answers: [1, 3] }),
    ).toEqual({
      correct_answers: 'A correct answer must not be empty.',
    });
    expect(problems({ type: 'numeric', text: 'Q' })).toEqual({ correct_value: 'Give the correct value.' });
    expect(problems({ type: 'text', text: 'Q', accepted_answers: [] })).toEqual({
      accepted_answers: 'Give at least one accepted answer.',
    });
    expect(problems({ type: 'ordering', text: 'Q', answer1: 'a' })).toEqual({
      answer2: 'This field cannot be empty',
    });
    expect(problems({ type: 'ordering', text: 'Q', answer1: 'a', answer2: 'b', answer4: 'd' })).toEqual({
      answer3: 'Write the items one after another, without an empty one between them.',
    });
    expect(problems({ type: 'true_false', text: 'Q', correct_answer: 3 })).toEqual({
      correct_answer: 'Choose true (1) or false (2).',
    });
    expect(problems({ type: 'numeric', text: 'Q', correct_value: 1, tolerance: -1 })).toEqual({
      tolerance: 'Ensure this value is greater than or equal to 0.',
    });
    expect(problems({ type: 'essay', text: 'Q', answer1: 'a', answer2: 'b' })).toMatchObject({
      type: 'Choose a question type: single, true_false, multiple, text, numeric, ordering or poll.',
    });
  });

  it('ignores the fields of other types and stores their defaults', () => {
    const numeric = questionInput.parse({
      type: 'numeric',
      text: 'Q',
      answer1: 'left over',
      correct_answer: 3,
      accepted_answers: ['x'],
      correct_value: 9.81,
      tolerance: 0.01,
    });
    expect(numeric).toMatchObject({
      answer1: '',
      correct_answer: 1,
      accepted_answers: [],
      correct_value: 9.81,
      tolerance: 0.01,
    });
    const trueFalse = questionInput.parse({
      type: 'true_false',
      text: 'Q',
      correct_answer: 2,
      correct_value: 3,
    });
    expect(trueFalse).toMatchObject({ correct_answer: 2, correct_value: null, answer1: '', answer2: '' });
    const text = questionInput.parse({
      type: 'text',
      text: 'Q',
      accepted_answers: [' Paris '],
      case_sensitive: true,
    });
    expect(text).toMatchObject({ accepted_answers: ['Paris'], case_sensitive: true, partial_credit: true });
  });
});
