import { emptyQuestionCard, MESSAGES } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { basketFromState, basketToQuestion, importedMarketIds, withQuestions } from './market-import';
import { emptyQuestionForm, writtenAnswersOf } from './question-form';
import { correctionFormSchema, formFromDraft, formToInput, newQuizForm, quizFormSchema } from './quiz-form';
import { mapServerErrors } from './server-errors';

describe('quiz form', () => {
  it('starts a new quiz with the defaults of spec §5', () => {
    const form = newQuizForm();
    expect(form.duration).toBe(15);
    expect([
      form.anonymous,
      form.random_questions,
      form.random_answers,
      form.answers_available,
      form.comment_allowed,
      form.rating_enabled,
    ]).toEqual([true, false, false, true, true, true]);
    expect(form.review_after).toBe('close');
    // hosted live
    expect([form.question_time, form.scoring, form.show_question_on_devices]).toEqual([20, 'accuracy', true]);
    expect(form.questions).toEqual([emptyQuestionForm()]);
    expect(form.questions[0].correct_answer).toBe(1);
  });

  it('asks for the question, answer A and answer B', () => {
    const form = { ...newQuizForm(), title: 'T' };
    const result = quizFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    const paths = (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(paths).toContain(`questions.0.text: ${MESSAGES.fieldCannotBeEmpty}`);
    expect(paths).toContain(`questions.0.answer1: ${MESSAGES.fieldCannotBeEmpty}`);
    expect(paths).toContain(`questions.0.answer2: ${MESSAGES.fieldCannotBeEmpty}`);
    expect(paths.some((p) => p.startsWith('questions.0.answer3'))).toBe(false);
  });

  it('limits the title to 60 and the description to 80 characters', () => {
    const question = { ...emptyQuestionCard(), text: 'Q', answer1: 'a', answer2: 'b' };
    const ok = {
      ...newQuizForm(),
      title: 'x'.repeat(60),
      description: 'y'.repeat(80),
      questions: [question],
    };
    expect(quizFormSchema.safeParse(ok).success).toBe(true);
    expect(quizFormSchema.safeParse({ ...ok, title: 'x'.repeat(61) }).success).toBe(false);
    expect(quizFormSchema.safeParse({ ...ok, description: 'y'.repeat(81) }).success).toBe(false);
    expect(quizFormSchema.safeParse({ ...ok, number_students: '-1' }).success).toBe(false);
    expect(quizFormSchema.safeParse({ ...ok, number_students: '' }).success).toBe(true);
  });

  it('sends empty number of students, theme and type as null, and the ids of a correction', () => {
    const form = { ...newQuizForm(), title: ' T ', number_students: '', theme: '3', type: '' };
    const input = formToInput(form);
    expect(input).toMatchObject({ title: 'T', number_students: null, theme: 3, type: null });
    expect(formToInput({ ...form, question_time: null, scoring: 'speed' })).toMatchObject({
      question_time: null,
      scoring: 'speed',
      show_question_on_devices: true,
    });
    expect(input.questions).toHaveLength(1);
    expect(input.questions?.[0]).not.toHaveProperty('id');
    expect(formToInput(form, { questionIds: [41] }).questions?.[0]).toMatchObject({ id: 41 });
    expect(formToInput({ ...form, number_students: '25' }).number_students).toBe(25);
  });

  it("writes a new quiz's content in the author's language, kept by a draft and sent", () => {
    expect(newQuizForm().language).toBe('en');
    const form = { ...newQuizForm('de'), title: 'T' };
    expect(form.language).toBe('de');
    expect(formToInput(form).language).toBe('de');
    expect(formFromDraft(JSON.parse(JSON.stringify(form)))?.language).toBe('de');
    // a draft from before the field, or with a language we do not have, takes the author's
    expect(formFromDraft({ title: 'x', questions: [] }, 'it')?.language).toBe('it');
    expect(formFromDraft({ title: 'x', questions: [], language: 'xx' }, 'fr')?.language).toBe('fr');
    expect(quizFormSchema.safeParse({ ...form, language: 'xx' }).success).toBe(false);
  });

  it("checks that a correction keeps each question's answers", () => {
    const form = { ...newQuizForm(), title: 'T' };
    form.questions = [{ ...form.questions[0], text: 'Q', answer1: 'a', answer2: 'b', answer3: 'c' }];
    const schema = correctionFormSchema(writtenAnswersOf(form.questions));
    expect(writtenAnswersOf(form.questions)).toEqual([[true, true, true, false]]);
    expect(schema.safeParse(form).success).toBe(true);
    const emptied = schema.safeParse({ ...form, questions: [{ ...form.questions[0], answer3: '' }] });
    expect(emptied.error?.issues.map((issue) => issue.path)).toEqual([['questions', 0, 'answer3']]);
    const added = schema.safeParse({ ...form, questions: [{ ...form.questions[0], answer4: 'd' }] });
    expect(added.error?.issues.map((issue) => issue.path)).toEqual([['questions', 0, 'answer4']]);
  });

  it('adds the market basket questions, replacing the untouched empty card', () => {
    const state = {
      importFromMarket: [
        {
          id: 7,
          description: 'd',
          text: 'Q?',
          answer1: 'a',
          answer2: 'b',
          correctAnswer: 2,
          smallImageUrl: '',
        },
        { nonsense: true },
      ],
    };
    const basket = basketFromState(state);
    expect(basket).toHaveLength(1);
    const form = withQuestions(newQuizForm(), basket.map(basketToQuestion));
    expect(form.questions).toHaveLength(1);
    expect(form.questions[0]).toMatchObject({ text: 'Q?', correct_answer: 2, answer3: '', bigImageUrl: '' });
    expect(basketFromState(null)).toEqual([]);
    expect(basketFromState({ importFromMarket: true })).toEqual([]);
  });

  it('remembers which market questions were imported, also after the state was replaced', () => {
    const state = {
      importFromMarket: [
        { id: 7, text: 'Q?', answer1: 'a', answer2: 'b', correctAnswer: 1 },
        { text: 'no id', answer1: 'a', answer2: 'b', correctAnswer: 1 },
      ],
    };
    expect(importedMarketIds(state)).toEqual([7]);
    expect(importedMarketIds({ importedMarketIds: [7, 9, 'x'] })).toEqual([7, 9]);
    expect(importedMarketIds(null)).toEqual([]);
  });

  it('reads back a stored draft and refuses what is not one', () => {
    const form = { ...newQuizForm(), title: 'Draft', duration: 30 };
    expect(formFromDraft(JSON.parse(JSON.stringify(form)))).toEqual(form);
    expect(
      formFromDraft({ title: 'x', questions: [{ text: 'q', correct_answer: 9 }], duration: 999 }),
    ).toMatchObject({ duration: 15, questions: [{ text: 'q', correct_answer: 1, answer1: '' }] });
    // a draft kept before review_after existed, or a bad value, takes the default
    expect(formFromDraft({ title: 'x', questions: [] })?.review_after).toBe('close');
    expect(formFromDraft({ title: 'x', questions: [], review_after: 'later' })?.review_after).toBe('close');
    expect(formFromDraft({ title: 'x', questions: [], review_after: 'end' })?.review_after).toBe('end');
    // the hosted-live settings: a draft from before them, null ('No time limit'), bad values
    expect(formFromDraft({ title: 'x', questions: [] })).toMatchObject({
      question_time: 20,
      scoring: 'accuracy',
      show_question_on_devices: true,
    });
    expect(
      formFromDraft({
        title: 'x',
        questions: [],
        question_time: null,
        scoring: 'speed',
        show_question_on_devices: false,
      }),
    ).toMatchObject({ question_time: null, scoring: 'speed', show_question_on_devices: false });
    expect(formFromDraft({ title: 'x', questions: [], question_time: 1, scoring: 'fast' })).toMatchObject({
      question_time: 20,
      scoring: 'accuracy',
    });
    expect(formFromDraft({ title: 'x', questions: [], question_time: 45 })?.question_time).toBe(45);
    expect(formFromDraft('nope')).toBeNull();
    expect(formFromDraft({ title: 1 })).toBeNull();
  });
});

describe('mapServerErrors', () => {
  it('puts field errors under the card fields and the rest in the banner', () => {
    const { fields, messages } = mapServerErrors({
      title: ['This field cannot be empty'],
      questions: [
        {},
        { text: ['This field cannot be empty'], correct_answer: ['The correct answer must not be empty.'] },
      ],
      non_field_errors: ['Something else'],
    });
    expect(fields).toEqual([
      { path: 'title', message: 'This field cannot be empty' },
      { path: 'questions.1.text', message: 'This field cannot be empty' },
      { path: 'questions.1.correct_answer', message: 'The correct answer must not be empty.' },
    ]);
    expect(messages).toEqual(['Something else']);
  });

  it('shows a message about the question list as a whole in the banner', () => {
    const { fields, messages } = mapServerErrors({
      questions: ['The questions of a started quizz cannot be changed.'],
    });
    expect(fields).toEqual([]);
    expect(messages).toEqual(['The questions of a started quizz cannot be changed.']);
  });

  it('takes a basket question with its type, key and explanation, a stored number shown as text', () => {
    const question = basketToQuestion({
      text: 'g?',
      answer1: '',
      answer2: '',
      correctAnswer: 1,
      type: 'numeric',
      correct_value: 9.81,
      tolerance: 0.1,
      explanation: 'On Earth',
    });
    expect(question).toMatchObject({
      type: 'numeric',
      correct_value: '9.81',
      tolerance: '0.1',
      explanation: 'On Earth',
    });
    const form = { ...newQuizForm(), title: 'T', questions: [question] };
    expect(formToInput(form).questions?.[0]).toMatchObject({
      type: 'numeric',
      correct_value: 9.81,
      tolerance: 0.1,
    });
    expect(basketToQuestion({ text: 'Q', answer1: 'a', answer2: 'b', correctAnswer: 2 })).toMatchObject({
      type: 'single',
      correct_answer: 2,
    });
  });
});
