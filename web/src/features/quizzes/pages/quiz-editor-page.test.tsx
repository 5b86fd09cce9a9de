import { MESSAGES } from '@quizzical/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../test/error-response';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { editorServer, fillValidQuiz, SAVED, textbox } from '../test/editor-server';
import { QuizEditorPage } from './quiz-editor-page';

const server = editorServer();

describe('quiz editor', { timeout: 30_000 }, () => {
  it('checks the questions on the client before sending anything', async () => {
    renderWithApp(<QuizEditorPage mode="create" />, {
      path: '/create_quizz',
      routePath: '/create_quizz/:code?',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.quizQuestionsInvalid)).toBeTruthy();
    // title, question, A and B
    expect(screen.getAllByText(MESSAGES.fieldCannotBeEmpty)).toHaveLength(4);
    expect(server.posted).toHaveLength(0);
  });

  it('sends the new quiz with the spec defaults', async () => {
    await fillValidQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect(server.posted[0]).toMatchObject({
      title: 'Algebra',
      duration: 15,
      number_students: null,
      anonymous: true,
      random_questions: false,
      random_answers: false,
      answers_available: true,
      review_after: 'close',
      comment_allowed: true,
      rating_enabled: true,
      question_time: 20,
      scoring: 'accuracy',
      show_question_on_devices: true,
      questions: [{ text: 'Solve $x+1=2$', answer1: '1', answer2: '2', answer3: '', correct_answer: 1 }],
    });
  });

  it("offers 'Show the correct answers' next to 'Answers available', disabled while that switch is off", async () => {
    await fillValidQuiz();
    const group = screen.getByRole('radiogroup', { name: 'Show the correct answers' });
    const atClose = within(group).getByRole('radio', {
      name: 'When the quizz is closed',
    }) as HTMLInputElement;
    const atEnd = within(group).getByRole('radio', { name: 'After the student ends' }) as HTMLInputElement;
    expect(atClose.checked).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /Answers available/ }));
    await waitFor(() => expect(atEnd.disabled).toBe(true));
    fireEvent.click(screen.getByRole('switch', { name: /Answers available/ }));
    await waitFor(() => expect(atEnd.disabled).toBe(false));
    fireEvent.click(atEnd);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect(server.posted[0]).toMatchObject({ answers_available: true, review_after: 'end' });
  });

  it('sends the hosted-live settings chosen: no time limit, speed, letters only on the phones', async () => {
    await fillValidQuiz();
    const group = screen.getByRole('group', { name: 'Hosted live' });
    const time = within(group).getByRole('combobox', { name: 'Time per question (hosted live)' });
    expect((time as HTMLSelectElement).value).toBe('20');
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '5 seconds',
      '10 seconds',
      '20 seconds',
      '30 seconds',
      '45 seconds',
      '1 minute',
      '90 seconds',
      '2 minutes',
      '3 minutes',
      '4 minutes',
      'No time limit',
    ]);
    fireEvent.change(time, { target: { value: 'none' } });
    const scoring = within(group).getByRole('combobox', { name: 'Scoring' });
    expect(
      within(scoring)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Accuracy (1 point per correct answer)', 'Speed (up to 1,000 points, faster earns more)']);
    fireEvent.change(scoring, { target: { value: 'speed' } });
    const onDevices = within(group).getByRole('switch', {
      name: /Show the question on students' devices/,
    }) as HTMLInputElement;
    expect(onDevices.checked).toBe(true);
    fireEvent.click(onDevices);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect(server.posted[0]).toMatchObject({
      question_time: null,
      scoring: 'speed',
      show_question_on_devices: false,
    });
  });

  it('shows the saved hosted-live settings of a started quiz and saves a change with PATCH', async () => {
    renderWithApp(<QuizEditorPage mode="edit" />, {
      path: `/edit_quizz/${SAVED.code}`,
      routePath: '/edit_quizz/:code?',
    });
    const time = (await screen.findByRole('combobox', {
      name: 'Time per question (hosted live)',
    })) as HTMLSelectElement;
    expect(time.value).toBe('45');
    expect((screen.getByRole('combobox', { name: 'Scoring' }) as HTMLSelectElement).value).toBe('speed');
    const onDevices = screen.getByRole('switch', {
      name: /Show the question on students' devices/,
    }) as HTMLInputElement;
    expect(onDevices.checked).toBe(false);
    fireEvent.change(time, { target: { value: '10' } });
    fireEvent.click(onDevices);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.patched).toHaveLength(1));
    expect(server.patched[0]).toMatchObject({
      question_time: 10,
      scoring: 'speed',
      show_question_on_devices: true,
    });
    // a started quiz's questions go as a correction: each with its id
    expect(server.patched[0]).toMatchObject({ questions: [{ id: 1, text: 'Half of 1?' }] });
  });

  it('opens a started quiz in correction mode: says so, no adding, moving or removing, keys can change', async () => {
    const { history } = renderWithApp(<QuizEditorPage mode="edit" />, {
      path: `/edit_quizz/${SAVED.code}?from=results`,
      routePath: '/edit_quizz/:code?',
    });
    expect((await screen.findByTestId('correction-notice')).textContent).toContain(
      'every answer already given is scored again',
    );
    expect(screen.getByRole('heading', { name: 'Correct the quizz' })).toBeTruthy();
    // back to the results page it came from
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/quizz/detail/LIVE42');
    expect(screen.queryByRole('button', { name: 'Add a question' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove question/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move question/ })).toBeNull();
    const card = screen.getByTestId('question-card');
    // the question has answers A and B: C and D stay empty and cannot be chosen
    expect(textbox(card, 'C: not in this question').hasAttribute('readonly')).toBe(true);
    expect((within(card).getByRole('radio', { name: 'C' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(card).getByRole('radio', { name: 'B' }));
    fireEvent.input(textbox(card, 'Question'), { target: { value: 'Half of one?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.patched).toHaveLength(1));
    expect(server.patched[0]).toMatchObject({
      questions: [{ id: 1, text: 'Half of one?', correct_answer: 2 }],
    });
    await waitFor(() => expect(history.location.pathname).toBe('/quizz/detail/LIVE42'));
  });

  it("shows the server's field errors under the right card field, with the banner", async () => {
    server.answer = () =>
      jsonResponse(400, {
        questions: [{ answer2: ['Ensure this field has no more than 1000 characters.'] }],
      });
    const card = await fillValidQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.quizQuestionsInvalid)).toBeTruthy();
    const b = textbox(card, 'B');
    await waitFor(() => expect(b.getAttribute('aria-invalid')).toBe('true'));
    expect(within(card).getByText('Ensure this field has no more than 1000 characters.')).toBeTruthy();
  });

  it('shows the free-plan message when the server refuses a sixth active quiz', async () => {
    server.answer = () => errorResponse(403, 'plans.free_plan_limit', MESSAGES.freePlanLimit);
    await fillValidQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.freePlanLimit)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/plans');
  });
});
