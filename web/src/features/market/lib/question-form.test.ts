import type { MarketQuestion } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { emptyMarketForm, formToInput, marketFormSchema, questionToForm } from './question-form';

describe('market question form', () => {
  it('omits theme, level and type when not specified', () => {
    const input = formToInput({ ...emptyMarketForm(), theme: '0', level: '3', type: '0', correct_answer: 2 });
    expect(input).not.toHaveProperty('theme');
    expect(input).not.toHaveProperty('type');
    expect(input).toMatchObject({ level: 3, correct_answer: 2 });
  });

  it("sends the question's language, the author's for a new one", () => {
    expect(formToInput(emptyMarketForm()).language).toBe('en');
    expect(formToInput(emptyMarketForm('pt')).language).toBe('pt');
  });

  it('requires description, tags, the question and two answers', () => {
    const result = marketFormSchema.safeParse(formToInput(emptyMarketForm()));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['description', 'tags', 'text', 'answer1', 'answer2']));
    expect(result.error?.issues[0]?.message).toBe('This field cannot be empty');
  });

  it('refuses an empty correct answer', () => {
    const form = { ...emptyMarketForm(), description: 'd', tags: 't', text: 'Q', answer1: 'a', answer2: 'b' };
    expect(marketFormSchema.safeParse(formToInput({ ...form, correct_answer: 2 })).success).toBe(true);
    const wrong = marketFormSchema.safeParse(formToInput({ ...form, correct_answer: 3 }));
    expect(wrong.error?.issues[0]?.path).toEqual(['correct_answer']);
  });

  it('reads a stored question back into the form', () => {
    const q = {
      id: 4,
      description: 'D',
      tags: 'math, algebra',
      theme: 'Maths',
      level: null,
      type: null,
      theme_id: 2,
      level_id: null,
      type_id: null,
      language: 'en',
      text: '$x^2$',
      answer1: 'a',
      answer2: 'b',
      answer3: '',
      answer4: '',
      correct_answer: 2,
      smallImageUrl: '',
      bigImageUrl: '',
      explanation: 'because',
      explanationSmallImageUrl: '',
      explanationBigImageUrl: '',
      owner: null,
      status: 0,
    } satisfies MarketQuestion;
    expect(questionToForm(q)).toMatchObject({
      theme: '2',
      level: '0',
      tags: 'math, algebra',
      correct_answer: 2,
    });
  });

  it('carries the question type and its fields, numbers typed with a decimal comma', () => {
    const base = { ...emptyMarketForm(), description: 'd', tags: 't', text: 'g?' };
    const numeric = formToInput({
      ...base,
      question_type: 'numeric',
      correct_value: '9,81',
      tolerance: '0,1',
    });
    expect(numeric).toMatchObject({ question_type: 'numeric', correct_value: 9.81, tolerance: 0.1 });
    expect(marketFormSchema.safeParse(numeric).success).toBe(true);
    const text = marketFormSchema.safeParse(
      formToInput({ ...base, question_type: 'text', accepted_answers: [' '] }),
    );
    expect(text.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['accepted_answers', 'Give at least one accepted answer.'],
    ]);
    const multiple = marketFormSchema.safeParse(
      formToInput({ ...base, question_type: 'multiple', answer1: 'a', answer2: 'b', correct_answers: [] }),
    );
    expect(multiple.error?.issues[0]?.path).toEqual(['correct_answers']);
    // the market's `type` stays the lookup of question types
    expect(formToInput({ ...base, type: '2', question_type: 'poll' })).toMatchObject({
      type: 2,
      question_type: 'poll',
    });
  });
});
