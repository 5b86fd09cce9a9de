import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { storedQuestion } from '../../../test/stored-question';
import { editorServer, fillValidQuiz, SAVED, textbox } from '../test/editor-server';
import { QuizEditorPage } from './quiz-editor-page';

const server = editorServer();

describe('quiz editor: question types', { timeout: 30_000 }, () => {
  const pick = (card: HTMLElement, type: string) =>
    fireEvent.change(within(card).getByRole('combobox', { name: 'Question type' }), {
      target: { value: type },
    });

  it('sends a number question with a decimal comma, its tolerance, explanation and live time', async () => {
    const card = await fillValidQuiz();
    pick(card, 'numeric');
    expect(within(card).queryByRole('textbox', { name: /^A/ })).toBeNull();
    fireEvent.input(textbox(card, 'Correct value'), { target: { value: '9,81' } });
    fireEvent.input(textbox(card, 'Tolerance \\(±\\)'), { target: { value: '0,05' } });
    fireEvent.input(textbox(card, 'Explanation'), { target: { value: 'g on Earth' } });
    fireEvent.change(within(card).getByRole('combobox', { name: /Time for this question/ }), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect((server.posted[0] as { questions: unknown[] }).questions[0]).toMatchObject({
      type: 'numeric',
      correct_value: 9.81,
      tolerance: 0.05,
      explanation: 'g on Earth',
      time_limit: 30,
    });
  });

  it('keeps a single correct answer as the first of several, and refuses none', async () => {
    const card = await fillValidQuiz();
    pick(card, 'multiple');
    const boxes = within(card).getByRole('group', { name: 'Correct answers' });
    expect(within(boxes).getByRole('checkbox', { name: 'A' })).toHaveProperty('checked', true);
    fireEvent.click(within(boxes).getByRole('checkbox', { name: 'A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Choose at least one correct answer.')).toBeTruthy();
    expect(server.posted).toHaveLength(0);
    fireEvent.click(within(boxes).getByRole('checkbox', { name: 'B' }));
    fireEvent.click(within(boxes).getByRole('checkbox', { name: 'A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect((server.posted[0] as { questions: unknown[] }).questions[0]).toMatchObject({
      type: 'multiple',
      correct_answers: [1, 2],
      partial_credit: true,
    });
  });

  it('sends the accepted answers of a typed question, and shows the server’s error on its field', async () => {
    server.answer = () =>
      jsonResponse(400, {
        questions: [{ accepted_answers: { 1: ['Ensure this field has no more than 200 characters.'] } }],
      });
    const card = await fillValidQuiz();
    pick(card, 'text');
    fireEvent.input(textbox(card, 'Accepted answer 1'), { target: { value: ' Paris ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add an accepted answer' }));
    fireEvent.input(textbox(card, 'Accepted answer 2'), { target: { value: 'Lutèce' } });
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Capital letters matter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect((server.posted[0] as { questions: unknown[] }).questions[0]).toMatchObject({
      type: 'text',
      accepted_answers: ['Paris', 'Lutèce'],
      case_sensitive: true,
    });
    expect(await within(card).findByText('Ensure this field has no more than 200 characters.')).toBeTruthy();
  });

  it("keeps the type of a started quiz's question and lets its key be corrected", async () => {
    const saved = {
      ...SAVED,
      questions: [
        storedQuestion({ ...SAVED.questions[0], type: 'multiple', answer3: '3', correct_answers: [1] }),
      ],
    };
    server.saved = saved;
    renderWithApp(<QuizEditorPage mode="edit" />, {
      path: `/edit_quizz/${SAVED.code}`,
      routePath: '/edit_quizz/:code?',
    });
    const card = await screen.findByTestId('question-card');
    expect(within(card).getByRole('combobox', { name: 'Question type' })).toHaveProperty('disabled', true);
    fireEvent.click(within(card).getByRole('checkbox', { name: 'C' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.patched).toHaveLength(1));
    expect((server.patched[0] as { questions: unknown[] }).questions[0]).toMatchObject({
      id: 1,
      type: 'multiple',
      correct_answers: [1, 3],
    });
  });
});
