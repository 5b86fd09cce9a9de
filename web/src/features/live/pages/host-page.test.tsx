import type { HostState } from '@quizzical/common';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { hostFixtures as f } from '../lib/host-fixtures';
import { HostPage } from './host-page';

// a loaded CI machine renders the first MUI screen slowly: wait longer than the 1 s default
configure({ asyncUtilTimeout: 5_000 });

const CODE = 'ABC234';

/** The host's event stream as the test drives it: `push` writes one `event: state` frame. */
function eventStream(signal?: AbortSignal | null) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    push: (state: HostState) =>
      controller.enqueue(encoder.encode(`event: state\ndata: ${JSON.stringify(state)}\n\n`)),
  };
}

interface Server {
  /** What POST _host answers. */
  hosted: HostState | number;
  /** What each POST _next answers, in order. */
  steps: HostState[];
  nexts: unknown[];
  stops: number;
  gets: number;
  /** The player ids DELETE .../players/{id} was sent. */
  removals: string[];
  /** false: the stream answers 503 (the page polls). */
  streamWorks: boolean;
  streams: ReturnType<typeof eventStream>[];
  current: HostState;
}

let server: Server;

function stubServer(hosted: HostState | number, steps: HostState[] = [], streamWorks = true) {
  server = {
    hosted,
    steps,
    nexts: [],
    stops: 0,
    gets: 0,
    removals: [],
    streamWorks,
    streams: [],
    current: typeof hosted === 'number' ? f.lobby() : hosted,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url === '/api/quizz/_link_base')
        return jsonResponse(200, { base_url: 'http://192.168.1.20:8000', local_only: false });
      if (url === `/api/quizz/${CODE}/live/_host` && method === 'POST') {
        return typeof server.hosted === 'number'
          ? jsonResponse(server.hosted, { detail: 'You can only have 5 active quizzes on the free plan.' })
          : jsonResponse(200, server.hosted);
      }
      if (url === `/api/quizz/${CODE}/live/_events`) {
        if (!server.streamWorks) return jsonResponse(503, { detail: 'unavailable' });
        const stream = eventStream(init?.signal);
        server.streams.push(stream);
        return stream.response;
      }
      if (url === `/api/quizz/${CODE}/live` && method === 'GET') {
        server.gets++;
        return typeof server.hosted === 'number' && server.gets === 1
          ? jsonResponse(404, { detail: 'Not found.' })
          : jsonResponse(200, server.current);
      }
      if (url === `/api/quizz/${CODE}/live/_next` && method === 'POST') {
        server.nexts.push(JSON.parse(String(init?.body)));
        const next = server.steps.shift() ?? server.current;
        server.current = next;
        return jsonResponse(200, next);
      }
      const removal = url.match(new RegExp(`^/api/quizz/${CODE}/live/players/(\\w+)$`));
      if (removal && method === 'DELETE') {
        const id = removal[1];
        server.removals.push(id);
        const { players, leaderboard } = server.current;
        server.current = {
          ...server.current,
          version: server.current.version + 1,
          player_count: server.current.player_count - 1,
          players: players.filter((p) => p.id !== id),
          leaderboard: leaderboard.filter((e) => e.id !== id),
        };
        return jsonResponse(200, server.current);
      }
      if (url === `/api/quizz/_stop_now/${CODE}` && method === 'POST') {
        server.stops++;
        return jsonResponse(200, { code: CODE, status: 2 });
      }
      return jsonResponse(404, { detail: `unexpected ${method} ${url}` });
    }),
  );
}

const renderHost = () =>
  renderWithApp(<HostPage />, { path: `/quizz/host/${CODE}`, routePath: 'quizz/host/:code' });
const text = (element: Element) => element.textContent ?? '';
const mainButton = () => screen.getByTestId('host-main-button');
const announcer = () => screen.getByTestId('host-announcer');
const space = (target: Element = document.body) => fireEvent.keyDown(target, { key: ' ' });
const arrow = (target: Element = document.body) => fireEvent.keyDown(target, { key: 'ArrowRight' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('HostPage', () => {
  it('shows the lobby: the code, the link, the QR code, the players and Start', async () => {
    stubServer(f.lobby());
    renderHost();
    expect(text(await screen.findByTestId('lobby-code'))).toContain(CODE);
    expect(screen.getByRole('heading', { level: 1, name: 'Capitals of Europe' })).toBeTruthy();
    await waitFor(() =>
      expect(text(screen.getByTestId('lobby-link'))).toContain(`192.168.1.20:8000/q/${CODE}`),
    );
    const qr = screen.getByRole('img', {
      name: `QR code of the student link http://192.168.1.20:8000/q/${CODE}`,
    });
    expect(qr.getAttribute('src')).toBe(`/image/quizz/qrcode/${CODE}/10`);
    expect(text(screen.getByTestId('player-count'))).toContain('3 players');
    const names = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    // newest first: the student who just joined sees their name at once
    expect(names.map((n) => n.textContent)).toEqual(['Alan', 'Grace', 'Ada']);
    expect(text(mainButton())).toContain('Start');
    expect(text(announcer())).toContain('Waiting for players. Join with the code ABC234. 3 players joined.');
  });

  it('warns when phones cannot open the link (no network address found)', async () => {
    stubServer(f.lobby());
    const stubbed = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input) === '/api/quizz/_link_base'
          ? Promise.resolve(jsonResponse(200, { base_url: 'http://localhost:8000', local_only: true }))
          : stubbed(input, init),
      ),
    );
    renderHost();
    expect(await screen.findByText(/This link only works on this computer/)).toBeTruthy();
  });

  it('steps through a game by keyboard: space, → and the button each send the version on screen', async () => {
    stubServer(f.lobby(), [f.question(), f.reveal(), f.question({ version: 4, question_index: 1 })]);
    renderHost();
    await screen.findByTestId('lobby-code');

    space();
    await screen.findByText('Question 1 / 2');
    expect(server.nexts).toEqual([{ version: 1 }]);
    const answers = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    // only the filled answers, lettered in the stored order
    expect(answers.map((a) => a.getAttribute('data-testid'))).toEqual(['answer-A', 'answer-B', 'answer-C']);
    expect(text(answers[1])).toContain('Bern');
    expect(text(screen.getByTestId('answers-received'))).toContain('2 / 3 answers');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^1[78] seconds left$/);
    expect(text(mainButton())).toContain('Show results');
    expect(text(screen.getByTestId('join-hint'))).toContain(`192.168.1.20:8000/q/${CODE}`);
    expect(text(announcer())).toContain('Question 1 of 2. What is the capital of Switzerland?');

    arrow();
    await screen.findByRole('heading', { name: 'Top players' });
    expect(server.nexts).toEqual([{ version: 1 }, { version: 2 }]);
    expect(screen.getByTestId('answer-B').hasAttribute('data-correct')).toBe(true);
    expect(screen.getByTestId('answer-A').hasAttribute('data-correct')).toBe(false);
    expect(text(screen.getByTestId('answer-B'))).toContain('(correct answer)');
    expect(screen.getByTestId('bar-B').style.width).toBe('100%');
    expect(screen.getByTestId('bar-A').style.width).toBe('50%');
    expect(screen.getByTestId('bar-C').style.width).toBe('0%');
    expect(text(screen.getByTestId('answer-A'))).toContain('1 answer');
    expect(text(mainButton())).toContain('Next question');
    expect(text(announcer())).toContain('The correct answer is B: Bern.');

    // the button itself, focused and pressed with space: one step, not two
    mainButton().focus();
    space(mainButton());
    await new Promise((r) => setTimeout(r, 50));
    expect(server.nexts).toHaveLength(2);
    fireEvent.click(mainButton());
    await screen.findByText('Question 2 / 2');
    expect(server.nexts).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }]);
    // the same element through every step: the keyboard focus stays on it
    expect(document.activeElement).toBe(mainButton());
  });

  it('ignores held keys and keys typed into a field', async () => {
    stubServer(f.lobby(), [f.question()]);
    renderHost();
    await screen.findByTestId('lobby-code');
    fireEvent.keyDown(document.body, { key: 'ArrowRight', repeat: true });
    const input = document.createElement('input');
    document.body.append(input);
    space(input);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.nexts).toEqual([]);
    input.remove();
  });

  it('follows the event stream: answers coming in, then the podium and the leaderboard', async () => {
    stubServer(f.question({ answers_received: 0 }));
    renderHost();
    await screen.findByText('Question 1 / 2');
    await waitFor(() => expect(server.streams).toHaveLength(1));
    const spokenAtQuestion = announcer().textContent;

    act(() => server.streams[0].push(f.question({ answers_received: 3 })));
    await waitFor(() => expect(text(screen.getByTestId('answers-received'))).toContain('3 / 3 answers'));
    expect(announcer().textContent).toBe(spokenAtQuestion);
    // an older step arriving late does not move the screen back
    act(() => server.streams[0].push(f.lobby()));

    act(() => server.streams[0].push(f.podium()));
    await screen.findByRole('heading', { name: 'Podium' });
    const places = within(screen.getByTestId('podium')).getAllByRole('listitem');
    expect(places.map((p) => p.textContent)).toEqual([
      'Grace2 points1st',
      'Ada2 points2nd',
      'Alan1 point3rd',
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(text(rows[4])).toContain('4Edsger00 s');
    expect(text(mainButton())).toContain('Close the quizz');
    expect(text(announcer())).toContain('Podium. 1st Grace, 2 points.');
  });

  it('removes a player from the lobby after a confirmation naming them; No keeps them', async () => {
    stubServer(f.lobby());
    renderHost();
    const list = await screen.findByRole('list', { name: 'Players' });
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Grace' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Grace?' });
    // inside the dialog the host's keys do not start the game
    space(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.removals).toEqual([]);
    expect(server.nexts).toEqual([]);

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Grace' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Grace?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((n) => n.textContent),
      ).toEqual(['Alan', 'Ada']),
    );
    expect(server.removals).toEqual(['a2']);
    expect(text(screen.getByTestId('player-count'))).toContain('2 players');
  });

  it('removes a player from the podium leaderboard', async () => {
    stubServer(f.podium());
    renderHost();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Remove Edsger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Edsger?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText('Edsger')).toBeNull());
    expect(server.removals).toEqual(['a4']);
  });

  it("'Close the quizz' asks, stops the quiz and links back to the results", async () => {
    stubServer(f.podium());
    renderHost();
    await screen.findByRole('heading', { name: 'Podium' });
    space();
    const dialog = await screen.findByRole('dialog', { name: 'Close the quizz?' });
    // inside the dialog the keys are the dialog's: no second dialog, no step
    arrow(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await screen.findByTestId('host-closed');
    expect(server.stops).toBe(1);
    expect((await screen.findByRole('link', { name: 'See the results' })).getAttribute('href')).toBe(
      `/quizz/detail/${CODE}`,
    );
    expect(screen.queryByTestId('host-main-button')).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(text(announcer())).toContain('The quizz is closed.');
  });

  it('polls every 2 s while the stream is down', async () => {
    stubServer(f.question({ answers_received: 0 }), [], false);
    renderHost();
    await screen.findByText('Question 1 / 2');
    server.current = f.question({ answers_received: 2 });
    await waitFor(() => expect(text(screen.getByTestId('answers-received'))).toContain('2 / 3 answers'), {
      timeout: 4_000,
    });
    expect(server.gets).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
  });

  it("shows the server's refusal (the free plan) when the quiz cannot be hosted", async () => {
    stubServer(400);
    renderHost();
    expect(await screen.findByText('You can only have 5 active quizzes on the free plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Results page' }).getAttribute('href')).toBe(
      `/quizz/detail/${CODE}`,
    );
  });

  it('resumes a game that is already running (a reload)', async () => {
    stubServer(f.reveal({ question_index: 1 }));
    renderHost();
    await screen.findByText('Question 2 / 2');
    expect(text(mainButton())).toContain('Show podium');
  });

  it('counts down locally, and asks for the state once the countdown is over (the server reveals)', async () => {
    stubServer(f.question({ time_left_ms: 2_000 }), [], true);
    renderHost();
    await screen.findByText('Question 1 / 2');
    expect(screen.getByRole('timer', { name: '2 seconds left' }).textContent).toBe('2');
    await waitFor(() => expect(screen.getByRole('timer', { name: '1 second left' })).toBeTruthy());
    // the reveal's frame is lost: the page asks by itself 1.5 s after the end
    server.current = f.reveal();
    await screen.findByRole('heading', { name: 'Top players' }, { timeout: 6_000 });
    expect(server.gets).toBe(1);
  });

  it('shows a long countdown as a clock, and says it in seconds to screen readers', async () => {
    stubServer(f.question({ question_time: 240, time_left_ms: 240_000 }));
    renderHost();
    expect(await screen.findByText('4:00')).toBeTruthy();
    expect(screen.getByRole('timer', { name: '240 seconds left' })).toBeTruthy();
  });

  it("says 'No time limit' for a question without one", async () => {
    stubServer(f.question({ question_time: null, time_left_ms: null }));
    renderHost();
    expect(await screen.findByText('No time limit')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
