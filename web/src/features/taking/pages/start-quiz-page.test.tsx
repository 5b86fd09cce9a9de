import { ERROR_CODE_HEADER, type ErrorCode, MESSAGES } from '@quizzical/common';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { takingQuizKey, takingSessionKey } from '../../../lib/storage-keys';
import { cleanUpAfterEach, jsonResponse, renderWithApp } from '../../../test/render-app';
import { StartQuizPage } from './start-quiz-page';

// a loaded CI machine renders the first MUI screen slowly: wait longer than the 1 s default
configure({ asyncUtilTimeout: 5_000 });

const CODE = 'ABC234';
const QUIZ = {
  code: CODE,
  title: 'Capitals',
  description: 'A warm-up',
  duration: 15,
  anonymous: false,
  random_questions: false,
  random_answers: false,
  comment_allowed: true,
  rating_enabled: false,
  answers_available: true,
  num_questions: 2,
  hosted: false,
  questions: [],
};

/** A plain-text error as the student calls answer it, its code in the header. */
function textResponse(status: number, text: string, code: ErrorCode) {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', [ERROR_CODE_HEADER]: code },
  });
}

function stub(handler: (url: string, init?: RequestInit) => Response | undefined) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
      return handler(url, init) ?? jsonResponse(404, { detail: 'Not found.' });
    }),
  );
  return posted;
}

const render = (path = `/start_quizz/${CODE.toLowerCase()}`) =>
  renderWithApp(<StartQuizPage />, {
    path,
    routePath: path.startsWith('/q/') ? '/q/:code' : '/start_quizz/:code',
  });

cleanUpAfterEach();

describe('student entry screen', { timeout: 20_000 }, () => {
  it('asks for the first and last name when the quiz is not anonymous, then starts a session', async () => {
    const posted = stub((url) => {
      if (url === `/api/quizz/_start/${CODE}`) return jsonResponse(200, QUIZ);
      if (url === `/api/quizz/response/_start/${CODE}`) {
        return jsonResponse(201, {
          response: {
            session_id: 'sessionid_0123456789abcdefgh',
            finished: false,
            start_date: '2025-01-01T10:00:00.000000Z',
            end_date: '2025-01-01T10:15:00.000000Z',
            first_name: 'Ada',
            last_name: 'Lovelace',
            score: null,
            comment: '',
            rating: null,
            questions: [],
          },
          now_date: '2025-01-01T10:00:00.000000Z',
        });
      }
    });
    const { history } = render();
    await screen.findByRole('heading', { level: 1, name: 'Capitals' });
    fireEvent.click(screen.getByRole('button', { name: 'Start the quizz' }));
    expect(await screen.findByText(MESSAGES.enterFirstName)).toBeTruthy();
    expect(screen.getByText(MESSAGES.enterLastName)).toBeTruthy();
    expect(posted).toEqual([]);
    // the first wrong field is marked invalid, takes the focus and is described by its message
    const firstName = screen.getByLabelText(/^First name/);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    const describedBy = firstName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.enterFirstName);
    expect(screen.getByLabelText(/^Student number/).getAttribute('aria-invalid')).toBeNull();

    fireEvent.input(screen.getByLabelText(/^First name/), { target: { value: 'Ada' } });
    fireEvent.input(screen.getByLabelText(/^Last name/), { target: { value: 'Lovelace' } });
    fireEvent.input(screen.getByLabelText(/^Student number/), { target: { value: 'S-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the quizz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/run_quizz/${CODE}`));
    expect(posted).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', studentNumber: 'S-1' }]);
    expect(localStorage.getItem(takingSessionKey(CODE))).toBe('sessionid_0123456789abcdefgh');
    expect(JSON.parse(localStorage.getItem(takingQuizKey(CODE)) ?? 'null')).toMatchObject({
      rating_enabled: false,
    });
  });

  it("shows the server's field errors under the fields", async () => {
    stub((url) => {
      if (url === `/api/quizz/_start/${CODE}`) return jsonResponse(200, QUIZ);
      if (url === `/api/quizz/response/_start/${CODE}`) {
        return jsonResponse(400, { firstName: ['Ensure this field has no more than 150 characters.'] });
      }
    });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Capitals' });
    fireEvent.input(screen.getByLabelText(/^First name/), { target: { value: 'Ada' } });
    fireEvent.input(screen.getByLabelText(/^Last name/), { target: { value: 'Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the quizz' }));
    expect(await screen.findByText('Ensure this field has no more than 150 characters.')).toBeTruthy();
  });

  it('tells when the quiz has not started yet, or has ended', async () => {
    stub(() => textResponse(403, MESSAGES.quizNotStarted, 'taking.quiz_not_started'));
    render();
    expect(await screen.findByText(MESSAGES.quizNotStarted)).toBeTruthy();
    cleanup();

    stub(() => textResponse(403, MESSAGES.quizEnded, 'taking.quiz_ended'));
    render(`/q/${CODE}`);
    expect(await screen.findByText(MESSAGES.quizEndedLong)).toBeTruthy();
  });

  it('goes straight to the run screen when this browser already holds a session for the code', async () => {
    localStorage.setItem(takingSessionKey(CODE), 'sessionid_0123456789abcdefgh');
    const posted = stub(() => undefined);
    const { history } = render();
    await waitFor(() => expect(history.location.pathname).toBe(`/run_quizz/${CODE}`));
    expect(posted).toEqual([]);
  });
});

describe('student entry screen of a quiz hosted live', { timeout: 20_000 }, () => {
  const HOSTED = { ...QUIZ, anonymous: true, hosted: true };
  const joined = {
    response: {
      session_id: 'sessionid_live_0123456789abcdef',
      finished: false,
      start_date: '2025-01-01T10:00:00.000000Z',
      end_date: '2025-01-02T10:00:00.000000Z',
      first_name: '',
      last_name: '',
      score: null,
      comment: '',
      rating: null,
      questions: [],
    },
    now_date: '2025-01-01T10:00:00.000000Z',
  };

  it("asks a nickname when anonymous, shows the server's refusal under it, then goes to the player's screen", async () => {
    let taken = true;
    const posted = stub((url) => {
      if (url === `/api/quizz/_start/${CODE}`) return jsonResponse(200, HOSTED);
      if (url === `/api/quizz/response/_start/${CODE}`) {
        if (taken) return jsonResponse(400, { nickname: ['This nickname is already taken.'] });
        return jsonResponse(201, joined);
      }
    });
    const { history } = render();
    await screen.findByRole('heading', { level: 1, name: 'Capitals' });
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start the quizz' }));
    expect(await screen.findByText('Please enter a nickname.')).toBeTruthy();
    expect(posted).toEqual([]);

    const nickname = screen.getByLabelText(/^Nickname/) as HTMLInputElement;
    expect(nickname.maxLength).toBe(20);
    fireEvent.input(nickname, { target: { value: '  Ada  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the quizz' }));
    expect(await screen.findByText('This nickname is already taken.')).toBeTruthy();

    taken = false;
    fireEvent.input(nickname, { target: { value: 'Ada L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the quizz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/play_quizz/${CODE}`));
    expect(posted).toEqual([{ nickname: 'Ada' }, { nickname: 'Ada L' }]);
    expect(localStorage.getItem(takingSessionKey(CODE))).toBe('sessionid_live_0123456789abcdef');
    expect(JSON.parse(localStorage.getItem(takingQuizKey(CODE)) ?? 'null')).toMatchObject({ hosted: true });
  });

  it('refuses a nickname with an invisible or text-direction character before sending it', async () => {
    const posted = stub((url) => {
      if (url === `/api/quizz/_start/${CODE}`) return jsonResponse(200, HOSTED);
    });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Capitals' });
    const nickname = screen.getByLabelText(/^Nickname/) as HTMLInputElement;
    for (const value of ['Ali\u200Dce', '\u202EecilA']) {
      fireEvent.input(nickname, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Start the quizz' }));
      expect(
        await screen.findByText('Your nickname cannot contain invisible or text-direction characters.'),
      ).toBeTruthy();
    }
    expect(posted).toEqual([]);
  });

  it('asks the names as usual when the hosted quiz is not anonymous', async () => {
    const posted = stub((url) => {
      if (url === `/api/quizz/_start/${CODE}`) return jsonResponse(200, { ...HOSTED, anonymous: false });
      if (url === `/api/quizz/response/_start/${CODE}`) return jsonResponse(201, joined);
    });
    const { history } = render();
    await screen.findByRole('heading', { level: 1, name: 'Capitals' });
    expect(screen.queryByLabelText(/^Nickname/)).toBeNull();
    fireEvent.input(screen.getByLabelText(/^First name/), { target: { value: 'Ada' } });
    fireEvent.input(screen.getByLabelText(/^Last name/), { target: { value: 'Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the quizz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/play_quizz/${CODE}`));
    expect(posted).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', studentNumber: '' }]);
  });

  it("resumes a hosted quiz's stored session on the player's screen", async () => {
    localStorage.setItem(takingSessionKey(CODE), 'sessionid_live_0123456789abcdef');
    localStorage.setItem(takingQuizKey(CODE), JSON.stringify({ ...HOSTED, questions: undefined }));
    const posted = stub(() => undefined);
    const { history } = render(`/q/${CODE}`);
    await waitFor(() => expect(history.location.pathname).toBe(`/play_quizz/${CODE}`));
    expect(posted).toEqual([]);
  });
});
