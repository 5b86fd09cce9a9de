import { MESSAGES } from '@quizzical/common';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/api-client';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { QuizEditorPage } from './quiz-editor-page';

const USER = {
  id: 9,
  email: 't@example.com',
  username: 't@example.com',
  first_name: 'Tess',
  last_name: 'Teacher',
  country_code: 'CH',
  organization_name: '',
  is_staff: false,
  user_permissions: [],
};

function textbox(container: HTMLElement, name: string) {
  return within(container).getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) });
}

describe('quiz editor', { timeout: 30_000 }, () => {
  let posted: unknown[];
  let answer: () => Response;

  beforeEach(() => {
    posted = [];
    answer = () => jsonResponse(201, { code: 'NEW123' });
    session.setTokens({ access: 'token', refresh: 'refresh' });
    session.setUser(USER);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url === '/auth/users/me/') return jsonResponse(200, USER);
        if (url.startsWith('/api/quizz') && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return answer();
        }
        if (url.startsWith('/api/quizz')) return jsonResponse(200, []);
        if (url === '/api/themes' || url === '/api/types') return jsonResponse(200, [{ id: 1, name: 'One' }]);
        return jsonResponse(404, { detail: 'Not found.' });
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    session.clear();
    localStorage.clear();
  });

  async function fillValidQuiz() {
    renderWithApp(<QuizEditorPage mode="create" />, {
      path: '/create_quizz',
      routePath: '/create_quizz/:code?',
    });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    fireEvent.input(title, { target: { value: 'Algebra' } });
    const card = screen.getByTestId('question-card');
    fireEvent.input(textbox(card, 'Question'), { target: { value: 'Solve $x+1=2$' } });
    fireEvent.input(textbox(card, 'A'), { target: { value: '1' } });
    fireEvent.input(textbox(card, 'B'), { target: { value: '2' } });
    return card;
  }

  it('checks the questions on the client before sending anything', async () => {
    renderWithApp(<QuizEditorPage mode="create" />, {
      path: '/create_quizz',
      routePath: '/create_quizz/:code?',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.quizQuestionsInvalid)).toBeTruthy();
    // title, question, A and B
    expect(screen.getAllByText(MESSAGES.fieldCannotBeEmpty)).toHaveLength(4);
    expect(posted).toHaveLength(0);
  });

  it('sends the new quiz with the spec defaults', async () => {
    await fillValidQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
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
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ answers_available: true, review_after: 'end' });
  });

  it("shows the server's field errors under the right card field, with the banner", async () => {
    answer = () =>
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
    answer = () => jsonResponse(403, { detail: MESSAGES.freePlanLimit });
    await fillValidQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.freePlanLimit)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/plans');
  });
});
