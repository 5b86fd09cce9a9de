import type { PlayerState } from '@quizzical/common';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveTapKey, takingQuizKey, takingSessionKey } from '../../../lib/storage-keys';
import { errorResponse } from '../../../test/error-response';
import { cleanUpAfterEach, jsonResponse, renderWithApp } from '../../../test/render-app';
import { playerState } from '../lib/host-fixtures';
import { PlayPage } from './play-page';

configure({ asyncUtilTimeout: 5_000 });

const CODE = 'ABC234';
const SESSION = 'sessionid_live_0123456789abcdef';
const ASKING = playerState({
  code: CODE,
  step: 'question',
  version: 2,
  question_index: 0,
  num_questions: 2,
  question_id: 41,
  answer_count: 4,
  question_time: null,
  question_started_at: '2026-11-24T10:00:00.000000Z',
  player_count: 3,
});

/** The server as the page sees it (the event stream is answered 404: the page polls, as without a stream). */
function serve(state: PlayerState) {
  const posted: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posted.push({ url, body });
        return jsonResponse(201, { detail: 'saved', answer: body.answer });
      }
      if (url === `/api/quizz/live/${CODE}?session_id=${SESSION}`) return jsonResponse(200, state);
      return jsonResponse(404, { detail: 'Not found.' });
    }),
  );
  return posted;
}

const render = () =>
  renderWithApp(<PlayPage />, { path: `/play_quizz/${CODE}`, routePath: '/play_quizz/:code' });

cleanUpAfterEach();

describe("the player's page", { timeout: 20_000 }, () => {
  it('sends a browser without a session for the code to the entry screen', async () => {
    const { history } = render();
    await waitFor(() => expect(history.location.pathname).toBe(`/start_quizz/${CODE}`));
  });

  it("answers from the keyboard (1–4, A–D) with the step's question id, once", async () => {
    localStorage.setItem(takingSessionKey(CODE), SESSION);
    localStorage.setItem(
      takingQuizKey(CODE),
      JSON.stringify({ code: CODE, title: 'Capitals', hosted: true }),
    );
    const posted = serve(ASKING);
    render();
    await screen.findByRole('heading', { name: 'Question 1 / 2' });
    // the key listener is attached by an effect after the question's first paint
    await waitFor(() => {
      fireEvent.keyDown(window, { key: 'c' });
      expect(posted).toHaveLength(1);
    });
    expect(await screen.findByText('Answer saved')).toBeTruthy();
    fireEvent.keyDown(window, { key: '1' });
    expect(posted).toEqual([
      { url: `/api/quizz/live/${CODE}/_answer?session_id=${SESSION}`, body: { key: 41, answer: 3 } },
    ]);
    expect(screen.getByRole('button', { pressed: true }).getAttribute('data-letter')).toBe('C');
  });

  it('sends again a tap the previous page left unacknowledged (a reload while offline), then forgets it', async () => {
    localStorage.setItem(takingSessionKey(CODE), SESSION);
    localStorage.setItem(liveTapKey(SESSION), JSON.stringify({ key: 41, answer: 2 }));
    const posted = serve(ASKING);
    render();
    expect(await screen.findByText('Answer saved')).toBeTruthy();
    expect(posted).toEqual([
      { url: `/api/quizz/live/${CODE}/_answer?session_id=${SESSION}`, body: { key: 41, answer: 2 } },
    ]);
    expect(localStorage.getItem(liveTapKey(SESSION))).toBeNull();
  });

  it('drops a stored tap of a question the game has left, without sending it', async () => {
    localStorage.setItem(takingSessionKey(CODE), SESSION);
    localStorage.setItem(liveTapKey(SESSION), JSON.stringify({ key: 40, answer: 2 }));
    const posted = serve(ASKING);
    render();
    await screen.findByRole('heading', { name: 'Question 1 / 2' });
    await waitFor(() => expect(localStorage.getItem(liveTapKey(SESSION))).toBeNull());
    expect(posted).toEqual([]);
  });

  it('says the host removed the player when the state is refused with 403, and offers no answer', async () => {
    localStorage.setItem(takingSessionKey(CODE), SESSION);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return errorResponse(403, 'live.player_removed', 'The host removed you from this game.');
      }),
    );
    const { history } = render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The host removed you from this game.' }),
    ).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(history.location.pathname).toBe(`/play_quizz/${CODE}`);
    expect(localStorage.getItem(takingSessionKey(CODE))).toBe(SESSION);
    // the state once, and the stream (refused with the same 403) at most once: neither asks again
    expect(asked.filter((url) => !url.includes('/_events'))).toHaveLength(1);
    expect(asked.filter((url) => url.includes('/_events')).length).toBeLessThanOrEqual(1);
  });
});
