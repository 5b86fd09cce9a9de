import { MESSAGES } from '@quizzical/common';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerJournalKey, takingSessionKey } from '../../../lib/storage-keys';
import { errorResponse } from '../../../test/error-response';
import { cleanUpAfterEach, jsonResponse, renderWithApp } from '../../../test/render-app';
import { sessionQuestion } from '../../../test/session-question';
import { RunQuizPage } from './run-quiz-page';

// a loaded CI machine renders the first MUI screen slowly: wait longer than the 1 s default
configure({ asyncUtilTimeout: 5_000 });

const CODE = 'ABC234';
const SID = 'sessionid_0123456789abcdefgh';

/** Two questions; the first one's answers are shuffled for this session (slot A shows stored answer 3). */
function sessionBody(
  overrides: { finished?: boolean; q2Answer?: number | null; revision?: number; q1Text?: string } = {},
) {
  const now = Date.now();
  return {
    response: {
      session_id: SID,
      finished: overrides.finished ?? false,
      start_date: new Date(now - 60_000).toISOString().replace('Z', '123Z'),
      end_date: new Date(now + 10 * 60_000).toISOString().replace('Z', '123Z'),
      first_name: 'Ada',
      last_name: 'Lovelace',
      score: null,
      comment: '',
      rating: null,
      questions: [
        sessionQuestion(11, {
          text: overrides.q1Text ?? 'Question 11',
          // in display order: A = stored 3 (Bern), B = stored 1 (Geneva), C = stored 2 (Zurich)
          answer1: 'Bern',
          answer2: 'Geneva',
          answer3: 'Zurich',
          answer_order: [3, 1, 2, 4],
        }),
        sessionQuestion(12, {
          answer1: 'Mars',
          answer2: 'Venus',
          answer3: 'Jupiter',
          answer4: 'Saturn',
          answer: overrides.q2Answer === undefined ? 2 : overrides.q2Answer,
        }),
      ],
    },
    quizz: {
      code: CODE,
      title: 'Cities',
      description: '',
      duration: 15,
      comment_allowed: true,
      rating_enabled: true,
      answers_available: true,
      review_after: 'close',
      status: 1,
      language: 'en',
      revision: overrides.revision ?? 0,
    },
    now_date: new Date(now).toISOString(),
  };
}

let saves: { key: number; answer: number }[];
/** The sequence each save carried (the server keeps the answer with the highest). */
let sequences: unknown[];
let ends: unknown[];
let saveStatus: number;

function stubServer(first = sessionBody()) {
  let body = first;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith(`/api/quizz/response/_start/${CODE}?session_id=${SID}`))
        return jsonResponse(200, body);
      if (url.startsWith(`/api/quizz/response/_time/${CODE}?session_id=${SID}`))
        return jsonResponse(200, {
          end_date: body.response.end_date,
          finished: false,
          now_date: new Date().toISOString(),
          revision: body.quizz.revision,
        });
      if (url.startsWith(`/api/quizz/response/_save/${CODE}?session_id=${SID}`)) {
        const { sequence, ...save } = JSON.parse(String(init?.body));
        saves.push(save);
        sequences.push(sequence);
        return saveStatus === 201
          ? jsonResponse(201, { detail: 'saved' })
          : errorResponse(saveStatus, 'taking.time_over', 'Time is over.');
      }
      if (url === `/api/quizz/response/_end/${CODE}/${SID}`) {
        ends.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, { ...body, response: { ...body.response, finished: true, score: 50 } });
      }
      return jsonResponse(404, { detail: 'Not found.' });
    }),
  );
  /** The teacher corrects the quiz: the server answers with `next` from now on. */
  return {
    correct: (next: ReturnType<typeof sessionBody>) => {
      body = next;
    },
  };
}

const render = () =>
  renderWithApp(<RunQuizPage />, { path: `/run_quizz/${CODE}`, routePath: '/run_quizz/:code' });

const slot = (letter: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[data-letter="${letter}"]`);
  if (!button) throw new Error(`no answer ${letter}`);
  return button;
};

beforeEach(() => {
  saves = [];
  sequences = [];
  ends = [];
  saveStatus = 201;
  window.scrollTo = () => {}; // jsdom has no layout
  localStorage.setItem(takingSessionKey(CODE), SID);
});

cleanUpAfterEach();

describe('run screen', { timeout: 20_000 }, () => {
  it('sends the stored answer number of the clicked slot, highlights it and moves on', async () => {
    stubServer();
    render();
    expect(screen.getByText('Loading...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Question 1 / 2' });
    expect(slot('A').textContent).toContain('Bern');

    fireEvent.click(slot('A')); // Bern is stored answer 3
    expect(slot('A').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(saves).toEqual([{ key: 11, answer: 3 }]));
    expect(sequences[0]).toBeGreaterThan(Date.now() - 60_000); // the server's clock in ms (the page knows its offset)
    await screen.findByText('All answers saved');
    // the saved answer of question 2 (stored 2 = Venus, slot B) is highlighted
    await screen.findByRole('heading', { name: 'Question 2 / 2' });
    expect(slot('B').getAttribute('aria-pressed')).toBe('true');
    expect(slot('A').getAttribute('aria-pressed')).toBe('false');
  });

  it("marks the question and its answers with the quiz's content language, not the page's", async () => {
    const body = sessionBody();
    stubServer({ ...body, quizz: { ...body.quizz, language: 'fr' } });
    render();
    await screen.findByRole('heading', { name: 'Question 1 / 2' });
    expect(slot('A').querySelector('.math-text')?.getAttribute('lang')).toBe('fr');
    expect(document.querySelector('.tk-question-text .math-text')?.getAttribute('lang')).toBe('fr');
    expect(screen.getByRole('heading', { name: 'Question 1 / 2' }).closest('[lang]')).toBe(
      document.documentElement,
    );
  });

  it('answers with the keyboard: 1–4 or A–D, arrows move', async () => {
    stubServer();
    render();
    await screen.findByRole('heading', { name: 'Question 1 / 2' });
    fireEvent.keyDown(window, { key: 'c' }); // slot C = Zurich = stored 2
    await waitFor(() => expect(saves).toEqual([{ key: 11, answer: 2 }]));
    await screen.findByRole('heading', { name: 'Question 2 / 2' });
    fireEvent.keyDown(window, { key: '4' });
    await waitFor(() => expect(saves).toContainEqual({ key: 12, answer: 4 }));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await screen.findByRole('heading', { name: 'Question 1 / 2' });
    expect(slot('C').getAttribute('aria-pressed')).toBe('true');
  });

  it('restores answers from the journal over the server ones and re-sends them on load', async () => {
    localStorage.setItem(
      answerJournalKey(SID),
      JSON.stringify({ v: 1, entries: [{ key: 12, answer: 4, seq: 1 }], last: { key: 12, answer: 4 } }),
    );
    stubServer(sessionBody({ q2Answer: 2 }));
    render();
    await screen.findByRole('heading', { name: 'Question 1 / 2' });
    await waitFor(() => expect(saves).toEqual([{ key: 12, answer: 4 }]));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('heading', { name: 'Question 2 / 2' });
    expect(slot('D').getAttribute('aria-pressed')).toBe('true'); // Saturn, from the journal
    expect(slot('B').getAttribute('aria-pressed')).toBe('false'); // the server still had Venus
  });

  it('opens the Time has ended dialog when the server refuses an answer, and ends the quizz from it', async () => {
    saveStatus = 403;
    stubServer();
    const { history } = render();
    await screen.findByRole('heading', { name: 'Question 1 / 2' });
    fireEvent.click(slot('B'));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.timeHasEnded });
    expect(dialog.textContent).toContain(MESSAGES.timeHasEndedText);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End the quizz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/end_quizz/${CODE}`));
    // the last click, with the sequence its save carried
    expect(ends).toEqual([{ key: 11, answer: 1, sequence: sequences[0] }]);
    expect(localStorage.getItem(answerJournalKey(SID))).toBeNull();
  });

  it("shows the teacher's corrected question text, keeping the answers given", async () => {
    const server = stubServer();
    render();
    await screen.findByText('Question 11');
    fireEvent.click(slot('A'));
    await waitFor(() => expect(saves).toEqual([{ key: 11, answer: 3 }]));
    server.correct(sessionBody({ revision: 1, q1Text: 'Question 11, corrected' }));
    // the run screen's poll of its end of time (also when the page comes back into view) sees the revision
    document.dispatchEvent(new Event('visibilitychange'));
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await screen.findByText('Question 11, corrected');
    expect(slot('A').getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a student without a session to the start screen, and a finished one to the end screen', async () => {
    localStorage.clear();
    stubServer();
    const first = render();
    await waitFor(() => expect(first.history.location.pathname).toBe(`/start_quizz/${CODE}`));
    cleanup();

    localStorage.setItem(takingSessionKey(CODE), SID);
    stubServer(sessionBody({ finished: true }));
    const second = render();
    await waitFor(() => expect(second.history.location.pathname).toBe(`/end_quizz/${CODE}`));
  });
});
