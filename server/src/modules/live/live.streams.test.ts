import { type HostState, LIVE_TAP_ALLOWANCE_MS, type PlayerState } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseConfig } from '../../config';
import { openSse, sseClosedAfterEach } from '../../test/sse-client';
import { createActiveUser, createTestApp, listeningTestApp, type TestApp } from '../../test/test-app';
import { callerOf, createHostedQuiz, hostNext } from '../../test/test-calls';

// The hosted game's event streams through a real listening server and a real HTTP client (fetch):
// what a player's phone and the projector hear, when, and who is refused. Time is the controlled clock:
// a countdown's timer fires in real time, but the reveal happens only once the clock says it is over.

const HEARTBEAT_MS = 200;
const live = { ...baseConfig().live, heartbeatMs: HEARTBEAT_MS, streamsPerAccount: 3, streamsPerQuiz: 2 };
let t: TestApp, base: string;
const streams = sseClosedAfterEach();

beforeAll(async () => {
  ({ t, base } = await listeningTestApp({ live }));
});
afterAll(() => t.close());

const QUESTIONS = [1, 2, 3].map((n) => ({
  text: `Question ${n}?`,
  answer1: 'right',
  answer2: 'wrong',
  answer3: 'also wrong',
  correct_answer: 1,
}));

type Owner = Awaited<ReturnType<typeof createActiveUser>>;

const call = callerOf(() => t);

/** A quiz with three questions, hosted by a new teacher (a free plan has 5 active quizzes at most). */
async function hostedQuiz(questionTime?: number | null) {
  const owner = await createActiveUser(t);
  const created = await call(
    'POST',
    '/api/quizz',
    { title: 'Hosted', anonymous: false, questions: QUESTIONS },
    owner.auth,
  );
  const quiz = created.json() as { code: string; questions: { id: number }[] };
  if (questionTime !== undefined) {
    // set by hand: a countdown shorter than the form allows keeps the test quick
    await t.app.database.query('update quizzes set question_time = $1 where code = $2', [
      questionTime,
      quiz.code,
    ]);
  }
  const hosted = await call('POST', `/api/quizz/${quiz.code}/live/_host`, undefined, owner.auth);
  expect(hosted.statusCode).toBe(200);
  return { code: quiz.code, keys: quiz.questions.map((q) => q.id), owner };
}

async function join(code: string, firstName: string) {
  const joined = await call('POST', `/api/quizz/response/_start/${code}`, { firstName, lastName: 'Player' });
  expect(joined.statusCode).toBe(201);
  return joined.json().response.session_id as string;
}

/** The host's 'Next' from the state it sees now. */
const next = (code: string, owner: Owner) => hostNext(call, code, owner.auth);

async function playerStream(code: string, session: string) {
  return streams.open(`${base}/api/quizz/live/${code}/_events?session_id=${session}`);
}

async function hostStream(code: string, owner: Owner) {
  return streams.open(`${base}/api/quizz/${code}/live/_events`, owner.auth);
}

describe("a player's stream", () => {
  it('sends the current state at once, then each step in order, each with a newer version', async () => {
    const { code, keys, owner } = await hostedQuiz();
    const ada = await join(code, 'Ada');
    const bob = await join(code, 'Bob');
    const [a, b] = [await playerStream(code, ada), await playerStream(code, bob)];
    expect(a.status).toBe(200);
    const first = await a.waitForState<PlayerState>(() => true);
    expect(first).toMatchObject({ step: 'lobby', name: 'Ada Player', player_count: 2, points: 0 });

    await next(code, owner); // question 1
    const question = await a.waitForState<PlayerState>((s) => s.step === 'question');
    expect(question).toMatchObject({ question_index: 0, answer: null, answer_count: 3 });
    expect(question.question?.text).toBe('Question 1?');
    await b.waitForState<PlayerState>((s) => s.step === 'question');

    const answered = await call('POST', `/api/quizz/live/${code}/_answer?session_id=${ada}`, {
      key: keys[0],
      answer: 1,
    });
    expect(answered.statusCode).toBe(201);
    await next(code, owner); // reveal
    const reveal = await a.waitForState<PlayerState>((s) => s.step === 'reveal');
    expect(reveal).toMatchObject({ answer: 1, correct_answer: 1, correct: true, points: 1, rank: 1 });
    expect(await b.waitForState<PlayerState>((s) => s.step === 'reveal')).toMatchObject({
      answer: null,
      points: 0,
      rank: 2,
    });

    await next(code, owner); // question 2
    await a.waitForState<PlayerState>((s) => s.step === 'question' && s.question_index === 1);
    const steps = a.states<PlayerState>().map((s) => [s.step, s.question_index]);
    expect(steps).toEqual([
      ['lobby', null],
      ['question', 0],
      ['reveal', 0],
      ['question', 1],
    ]);
    const versions = a.states<PlayerState>().map((s) => s.version);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('opened by a whole class at once, gives each phone its own first state', async () => {
    const { code } = await hostedQuiz();
    const names = Array.from({ length: 12 }, (_, i) => `Kid${i}`);
    const sessions = await Promise.all(names.map((name) => join(code, name)));
    const streams = await Promise.all(sessions.map((session) => playerStream(code, session)));
    const firsts = await Promise.all(streams.map((stream) => stream.waitForState<PlayerState>(() => true)));
    expect(firsts.map((state) => state.name)).toEqual(names.map((name) => `${name} Player`));
    expect(streams.every((stream) => /^retry: [2-4]\d{3}$/m.test(stream.events[0].frame))).toBe(true);
  });

  it('in the lobby, hears the player count grow (at most every few seconds), not only on steps', async () => {
    const { code } = await hostedQuiz();
    const stream = await playerStream(code, await join(code, 'Lea'));
    expect(await stream.waitForState<PlayerState>(() => true)).toMatchObject({ player_count: 1 });
    await join(code, 'Max');
    await stream.waitForState<PlayerState>((s) => s.player_count === 2, 0, 3_000);
    await join(code, 'Ned');
    await join(code, 'Olo');
    // the next push waits for its interval, then carries both joins at once
    const four = await stream.waitForState<PlayerState>((s) => s.player_count === 4, 0, 5_000);
    expect(four.step).toBe('lobby');
    expect(stream.states<PlayerState>().some((s) => s.player_count === 3)).toBe(false);
  });

  it("sees 'Close the quizz' at once: the quiz's status 2", async () => {
    const { code, owner } = await hostedQuiz();
    const stream = await playerStream(code, await join(code, 'Cyd'));
    await stream.waitForState<PlayerState>((s) => s.step === 'lobby');
    await next(code, owner);
    await stream.waitForState<PlayerState>((s) => s.step === 'question');
    const stopped = await call('POST', `/api/quizz/_stop_now/${code}`, undefined, owner.auth);
    expect(stopped.statusCode).toBeLessThan(300);
    expect(await stream.waitForState<PlayerState>((s) => s.status === 2)).toMatchObject({ status: 2 });
  });

  it("ends, with the host's, when the quiz is deleted", async () => {
    const { code, owner } = await hostedQuiz();
    const player = await playerStream(code, await join(code, 'Ivy'));
    const host = await hostStream(code, owner);
    await Promise.all([player.waitForState(() => true), host.waitForState(() => true)]);
    expect((await call('DELETE', `/api/quizz/${code}`, undefined, owner.auth)).statusCode).toBeLessThan(300);
    await Promise.all([player.waitForEnd(), host.waitForEnd()]);
  });

  it('gets a heartbeat comment while nothing happens', async () => {
    const { code } = await hostedQuiz();
    const stream = await playerStream(code, await join(code, 'Dee'));
    await stream.waitForState<PlayerState>(() => true);
    const start = Date.now();
    while (!stream.events.some((e) => e.frame === ': heartbeat')) {
      expect(Date.now() - start).toBeLessThan(HEARTBEAT_MS * 5);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

describe("the host's stream", () => {
  it('sends the state at once, and the players joining and the answers received as they come', async () => {
    const { code, keys, owner } = await hostedQuiz();
    const host = await hostStream(code, owner);
    expect(host.status).toBe(200);
    expect(await host.waitForState<HostState>(() => true)).toMatchObject({ step: 'lobby', player_count: 0 });

    const ada = await join(code, 'Ada');
    const bob = await join(code, 'Bob');
    const lobby = await host.waitForState<HostState>((s) => s.player_count === 2, 0, 3_000);
    expect(lobby.players.map((player) => player.name).sort()).toEqual(['Ada Player', 'Bob Player']);

    await next(code, owner);
    await host.waitForState<HostState>((s) => s.step === 'question' && s.answers_received === 0);
    for (const [session, answer] of [
      [ada, 1],
      [bob, 2],
    ] as const) {
      await call('POST', `/api/quizz/live/${code}/_answer?session_id=${session}`, { key: keys[0], answer });
    }
    const counted = await host.waitForState<HostState>((s) => s.answers_received === 2, 0, 3_000);
    expect(counted.step).toBe('question');

    await next(code, owner);
    const reveal = await host.waitForState<HostState>((s) => s.step === 'reveal');
    expect(reveal.distribution).toEqual([1, 1, 0, 0]);
    expect(reveal.leaderboard.map((e) => [e.name, e.points])).toEqual([
      ['Ada Player', 1],
      ['Bob Player', 0],
    ]);
  });
});

describe("a question's countdown", () => {
  it("reveals at its end plus the taps' allowance without the host, by the service clock, and the timer goes with the last stream", async () => {
    const { code, owner } = await hostedQuiz(1);
    const player = await playerStream(code, await join(code, 'Eve'));
    await player.waitForState<PlayerState>((s) => s.step === 'lobby');
    const question = await next(code, owner);
    expect(question.question_time).toBe(1);
    await player.waitForState<PlayerState>((s) => s.step === 'question');
    expect(t.app.liveStreams.stats().timers).toBeGreaterThan(0);

    // the timer fires after a real second and the allowance, but the controlled clock has not moved:
    // no reveal yet, nor at the countdown's end
    await new Promise((resolve) => setTimeout(resolve, 1_400 + LIVE_TAP_ALLOWANCE_MS));
    expect(player.states<PlayerState>().at(-1)?.step).toBe('question');
    t.clock.advance(1_000);
    await new Promise((resolve) => setTimeout(resolve, LIVE_TAP_ALLOWANCE_MS + 400));
    expect(player.states<PlayerState>().at(-1)?.step).toBe('question');
    t.clock.advance(LIVE_TAP_ALLOWANCE_MS);
    const reveal = await player.waitForState<PlayerState>((s) => s.step === 'reveal', 0, 3_000);
    expect(reveal.version).toBe(question.version + 1);
    const host = (await call('GET', `/api/quizz/${code}/live`, undefined, owner.auth)).json() as HostState;
    expect(host.step).toBe('reveal');

    streams.closeAll();
    const start = Date.now();
    while (t.app.liveStreams.stats().games > 0 && Date.now() - start < 2_000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.app.liveStreams.stats()).toMatchObject({ games: 0, players: 0, timers: 0 });
  });
});

describe('refused streams', () => {
  it('refuses a session of another quiz, an unknown session, another teacher and anyone signed out', async () => {
    const { code } = await hostedQuiz();
    const other = await hostedQuiz();
    const stranger = await join(other.code, 'Fay');
    expect((await playerStream(code, stranger)).status).toBe(404);
    expect((await playerStream(code, 'x'.repeat(32))).status).toBe(404);
    expect((await playerStream('NOCODE', stranger)).status).toBe(404);
    expect((await playerStream(code, 'not a session')).status).toBe(400);

    const colleague = await createActiveUser(t);
    expect((await hostStream(code, colleague)).status).toBe(404);
    const signedOut = await openSse(`${base}/api/quizz/${code}/live/_events`);
    expect(signedOut.status).toBe(401);
  });

  it('caps the streams of a session and of a game, and a closed stream frees its place', async () => {
    const { code, owner } = await hostedQuiz();
    const session = await join(code, 'Gus');
    const tabs = [
      await playerStream(code, session),
      await playerStream(code, session),
      await playerStream(code, session),
    ];
    const fourth = await playerStream(code, session);
    expect(fourth.status).toBe(429);
    expect(JSON.parse(fourth.body).detail).toMatch(/Too many pages of this game are open \(3 at most\)/);
    tabs[0].close();
    const start = Date.now();
    let again = await playerStream(code, session);
    while (again.status === 429 && Date.now() - start < 2_000) again = await playerStream(code, session);
    expect(again.status).toBe(200);

    const hosts = [await hostStream(code, owner), await hostStream(code, owner)];
    expect(hosts.map((h) => h.status)).toEqual([200, 200]);
    expect((await hostStream(code, owner)).status).toBe(429);
  });
});

describe('closing the app', () => {
  it('ends the live streams with a retry hint', async () => {
    const closing = await createTestApp({ live });
    const address = await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await createActiveUser(closing, 'closing-host@example.com');
    const { code } = await createHostedQuiz(closing, owner.auth, {
      title: 'Closing',
      anonymous: false,
      questions: QUESTIONS,
    });
    const joined = await closing.app.inject({
      method: 'POST',
      url: `/api/quizz/response/_start/${code}`,
      payload: { firstName: 'Hal', lastName: 'Player' },
    });
    const session = joined.json().response.session_id as string;
    const player = await openSse(`${address}/api/quizz/live/${code}/_events?session_id=${session}`);
    const host = await openSse(`${address}/api/quizz/${code}/live/_events`, owner.auth);
    await Promise.all([player.waitForState(() => true), host.waitForState(() => true)]);
    await closing.close();
    await Promise.all([player.waitForEnd(), host.waitForEnd()]);
    expect(player.events.at(-1)?.frame).toMatch(/^retry: \d+\n: server shutting down$/);
  });
});
