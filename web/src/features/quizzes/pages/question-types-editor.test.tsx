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
  language: 'en' as const,
  organization_name: '',
  is_staff: false,
  user_permissions: [],
};

function textbox(container: HTMLElement, name: string) {
  return within(container).getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) });
}

/** A saved, started quiz as GET /api/quizz/{code} gives it (for the edit page). */
const SAVED = {
  id: 4,
  code: 'LIVE42',
  share_code: 'SHARE42',
  title: 'Fractions',
  language: 'en',
  description: '',
  duration: 15,
  level: null,
  theme: null,
  type: null,
  status: 1,
  public: false,
  created_date: '2026-01-01T00:00:00Z',
  number_students: null,
  num_responses: 0,
  num_questions: 1,
  anonymous: true,
  random_questions: false,
  random_answers: false,
  comment_allowed: true,
  answers_available: true,
  review_after: 'close',
  rating_enabled: true,
  question_time: 45,
  scoring: 'speed',
  show_question_on_devices: false,
  hosted: false,
  opens_at: null,
  closes_at: null,
  accommodations: [],
  questions: [
    {
      id: 1,
      text: 'Half of 1?',
      answer1: '1/2',
      answer2: '2',
      answer3: '',
      answer4: '',
      correct_answer: 1,
      smallImageUrl: '',
      bigImageUrl: '',
    },
  ],
};

describe('quiz editor: question types', { timeout: 30_000 }, () => {
  let posted: unknown[];
  let patched: unknown[];
  let answer: () => Response;

  beforeEach(() => {
    posted = [];
    patched = [];
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
        if (url === `/api/quizz/${SAVED.code}` && init?.method === 'PATCH') {
          patched.push(JSON.parse(String(init.body)));
          return jsonResponse(200, SAVED);
        }
        if (url === `/api/quizz/${SAVED.code}`) return jsonResponse(200, SAVED);
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
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((posted[0] as { questions: unknown[] }).questions[0]).toMatchObject({
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
    expect(posted).toHaveLength(0);
    fireEvent.click(within(boxes).getByRole('checkbox', { name: 'B' }));
    fireEvent.click(within(boxes).getByRole('checkbox', { name: 'A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((posted[0] as { questions: unknown[] }).questions[0]).toMatchObject({
      type: 'multiple',
      correct_answers: [1, 2],
      partial_credit: true,
    });
  });

  it('sends the accepted answers of a typed question, and shows the server’s error on its field', async () => {
    answer = () =>
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
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((posted[0] as { questions: unknown[] }).questions[0]).toMatchObject({
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
        {
          ...SAVED.questions[0],
          type: 'multiple',
          answer3: '3',
          correct_answers: [1],
          partial_credit: true,
          accepted_answers: [],
          case_sensitive: false,
          correct_value: null,
          tolerance: 0,
          explanation: '',
          time_limit: null,
        },
      ],
    };
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/auth/users/me/') return jsonResponse(200, USER);
      if (url === `/api/quizz/${SAVED.code}` && init?.method === 'PATCH') {
        patched.push(JSON.parse(String(init.body)));
        return jsonResponse(200, saved);
      }
      if (url === `/api/quizz/${SAVED.code}`) return jsonResponse(200, saved);
      if (url === '/api/themes' || url === '/api/types') return jsonResponse(200, []);
      return jsonResponse(200, []);
    });
    renderWithApp(<QuizEditorPage mode="edit" />, {
      path: `/edit_quizz/${SAVED.code}`,
      routePath: '/edit_quizz/:code?',
    });
    const card = await screen.findByTestId('question-card');
    expect(within(card).getByRole('combobox', { name: 'Question type' })).toHaveProperty('disabled', true);
    fireEvent.click(within(card).getByRole('checkbox', { name: 'C' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect((patched[0] as { questions: unknown[] }).questions[0]).toMatchObject({
      id: 1,
      type: 'multiple',
      correct_answers: [1, 3],
    });
  });
});
