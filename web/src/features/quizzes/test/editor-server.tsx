import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { session } from '../../../lib/api-client';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { QuizEditorPage } from '../pages/quiz-editor-page';

/* The quiz editor's tests: a signed-in teacher, a saved quiz, and the server as the editor sees it. */

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

export function textbox(container: HTMLElement, name: string) {
  return within(container).getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) });
}

/** A saved, started quiz as GET /api/quizz/{code} gives it (for the edit page). */
export const SAVED = {
  id: 4,
  code: 'LIVE42',
  share_code: 'SHARE42',
  title: 'Fractions',
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
  language: 'en',
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

/**
 * Stubs fetch before each test of the file: what the editor POSTs and PATCHes is kept, a POST is
 * answered by `answer` (a new quiz's code unless a test says otherwise), the quiz `SAVED.code` is
 * `saved`. Everything goes back after each test.
 */
export function editorServer() {
  const server = {
    posted: [] as unknown[],
    patched: [] as unknown[],
    answer: (): Response => jsonResponse(201, { code: 'NEW123' }),
    saved: SAVED as object,
  };
  beforeEach(() => {
    server.posted = [];
    server.patched = [];
    server.answer = () => jsonResponse(201, { code: 'NEW123' });
    server.saved = SAVED;
    session.setTokens({ access: 'token', refresh: 'refresh' });
    session.setUser(USER);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url === '/auth/users/me/') return jsonResponse(200, USER);
        if (url.startsWith('/api/quizz') && init?.method === 'POST') {
          server.posted.push(JSON.parse(String(init.body)));
          return server.answer();
        }
        if (url === `/api/quizz/${SAVED.code}` && init?.method === 'PATCH') {
          server.patched.push(JSON.parse(String(init.body)));
          return jsonResponse(200, server.saved);
        }
        if (url === `/api/quizz/${SAVED.code}`) return jsonResponse(200, server.saved);
        if (url.startsWith('/api/quizz')) return jsonResponse(200, []);
        if (url === '/api/themes?lang=en' || url === '/api/types?lang=en')
          return jsonResponse(200, [{ id: 1, name: 'One' }]);
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
  return server;
}

/** Opens the create page and writes a valid quiz of one question; returns the question's card. */
export async function fillValidQuiz() {
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
