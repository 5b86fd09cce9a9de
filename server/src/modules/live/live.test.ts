import { type HostState, LIVE_ERRORS, LIVE_TAP_ALLOWANCE_MS, TAKING_ERRORS } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWISS_CAPITAL, WATER_BOILS } from '../../test/questions';
import { createActiveUser, createTestApp, grantPro, type TestApp } from '../../test/test-app';
import { callerOf, createHostedQuiz, hostStateOf, joinQuiz, playerStateOf } from '../../test/test-calls';

// A hosted game through its real routes, with time decided by the controlled clock.

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createActiveUser>>;
let otherTeacher: Awaited<ReturnType<typeof createActiveUser>>;

beforeAll(async () => {
  // the game's clock moves by hours here: tokens must outlive it
  t = await createTestApp({ accessTokenTtlSeconds: 365 * 86_400 });
  teacher = await createActiveUser(t, 'host@example.com');
  otherTeacher = await createActiveUser(t, 'other-host@example.com');
  // many quizzes in one file: past the free plan's five active ones
  await grantPro(t, teacher.id, 'LIVEPRO');
});
afterAll(() => t.close());

const call = callerOf(() => t);

const QUESTIONS = [
  SWISS_CAPITAL,
  { text: '$2^3$ = ?', answer1: '6', answer2: '8', answer3: '9', answer4: '10', correct_answer: 2 },
  WATER_BOILS,
];

interface HostedQuiz {
  code: string;
  id: number;
  questions: { id: number }[];
}

/** A quiz with names (not anonymous) and these settings, hosted: in the lobby. */
async function hostedQuiz(
  settings: {
    question_time?: number | null;
    scoring?: 'accuracy' | 'speed';
    show_question_on_devices?: boolean;
  } = {},
  questions = QUESTIONS,
): Promise<HostedQuiz & { state: HostState }> {
  return createHostedQuiz(t, teacher.auth, { title: 'Live', anonymous: false, questions, ...settings });
}

/** Joins a millisecond after the previous player: join order is by join time (the clock stands still otherwise). */
const join = (code: string, firstName: string, lastName = 'Doe') =>
  joinQuiz(t, code, { firstName, lastName });
/** Players join one after another, each by their full name ('First Last'); their sessions in that order. */
async function joinAll(code: string, ...names: string[]) {
  const sessions: string[] = [];
  for (const name of names) {
    const [firstName, lastName] = name.split(' ');
    sessions.push(await join(code, firstName, lastName));
  }
  return sessions;
}

async function next(code: string, version: number): Promise<HostState> {
  const res = await call('POST', `/api/quizz/${code}/live/_next`, { version }, teacher.auth);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Presses 'Next' from the state the host sees now. */
async function advance(code: string) {
  return next(code, (await hostState(code)).version);
}

const hostState = (code: string) => hostStateOf(call, code, teacher.auth);

const playerState = (code: string, session: string) => playerStateOf(call, code, session);

const answer = (code: string, session: string, key: number, chosen: number) =>
  call('POST', `/api/quizz/live/${code}/_answer?session_id=${session}`, { key, answer: chosen });

describe('the game, step by step', () => {
  it('goes lobby -> question -> reveal -> ... -> podium, each step one version further', async () => {
    const quiz = await hostedQuiz();
    expect(quiz.state).toMatchObject({
      code: quiz.code,
      status: 1,
      step: 'lobby',
      version: 0,
      scoring: 'accuracy',
      question_index: null,
      num_questions: 3,
      question: null,
      player_count: 0,
      players: [],
      leaderboard: [],
    });
    const ada = await join(quiz.code, 'Ada', 'Lovelace');
    const alan = await join(quiz.code, 'Alan', 'Turing');
    expect(await hostState(quiz.code)).toMatchObject({
      player_count: 2,
      players: [{ name: 'Ada Lovelace' }, { name: 'Alan Turing' }],
    });
    expect(await playerState(quiz.code, ada)).toMatchObject({
      step: 'lobby',
      name: 'Ada Lovelace',
      question: null,
      points: 0,
      rank: null,
      player_count: 2,
      finished: false,
    });

    const first = await next(quiz.code, 0);
    expect(first).toMatchObject({
      step: 'question',
      version: 1,
      question_index: 0,
      question: { id: quiz.questions[0].id, text: 'Capital of Switzerland?', answer3: 'Geneva' },
      correct_answer: null,
      question_time: 20,
      time_left_ms: 20_000,
      answers_received: 0,
      distribution: null,
      // past the lobby the projector needs the count, not the names
      player_count: 2,
      players: [],
    });
    expect(JSON.stringify(first.question)).not.toContain('correct');
    expect(
      new Date(first.question_ends_at ?? '').getTime() - new Date(first.question_started_at ?? '').getTime(),
    ).toBe(20_000);
    expect(await playerState(quiz.code, alan)).toMatchObject({
      step: 'question',
      answer_count: 3,
      answer: null,
      correct_answer: null,
      correct: null,
    });

    expect((await answer(quiz.code, ada, quiz.questions[0].id, 1)).statusCode).toBe(201);
    t.clock.advance(3_000);
    expect((await answer(quiz.code, alan, quiz.questions[0].id, 2)).statusCode).toBe(201);
    expect(await hostState(quiz.code)).toMatchObject({ answers_received: 2, time_left_ms: 17_000 });

    const reveal = await next(quiz.code, 1);
    expect(reveal).toMatchObject({
      step: 'reveal',
      version: 2,
      correct_answer: 1,
      distribution: [1, 1, 0, 0],
      time_left_ms: null,
      leaderboard: [
        { rank: 1, name: 'Ada Lovelace', points: 1 },
        { rank: 2, name: 'Alan Turing', points: 0 },
      ],
    });
    expect(await playerState(quiz.code, ada)).toMatchObject({
      answer: 1,
      correct_answer: 1,
      correct: true,
      points_gained: 1,
      points: 1,
      rank: 1,
    });
    expect(await playerState(quiz.code, alan)).toMatchObject({ correct: false, points_gained: 0, rank: 2 });

    expect(await next(quiz.code, 2)).toMatchObject({
      step: 'question',
      question_index: 1,
      answers_received: 0,
    });
    expect(await next(quiz.code, 3)).toMatchObject({ step: 'reveal', question_index: 1 });
    expect(await next(quiz.code, 4)).toMatchObject({ step: 'question', question_index: 2 });
    const lastReveal = await next(quiz.code, 5);
    expect(lastReveal).toMatchObject({ step: 'reveal', question_index: 2, correct_answer: 2 });
    const podium = await next(quiz.code, 6);
    expect(podium).toMatchObject({
      step: 'podium',
      version: 7,
      question_index: 2,
      correct_answer: 2,
      distribution: null,
    });
    expect(podium.leaderboard.map((entry) => entry.name)).toEqual(['Ada Lovelace', 'Alan Turing']);
    // the podium is the end: pressing again changes nothing
    expect(await next(quiz.code, 7)).toMatchObject({ step: 'podium', version: 7 });
  });

  it('a stale version (a second press, a second tab) changes nothing and answers the current state', async () => {
    const quiz = await hostedQuiz();
    const first = await next(quiz.code, 0);
    const again = await next(quiz.code, 0);
    expect(again).toMatchObject({ step: 'question', version: 1, question_index: 0 });
    expect(again.question_started_at).toBe(first.question_started_at);
    const [a, b] = await Promise.all([next(quiz.code, 1), next(quiz.code, 1)]);
    expect([a.version, b.version]).toEqual([2, 2]);
    expect((await hostState(quiz.code)).step).toBe('reveal');
  });

  it("the end of the countdown reveals without the host: on any read, at the end time plus the taps' allowance", async () => {
    const quiz = await hostedQuiz({ question_time: 10 });
    const player = await join(quiz.code, 'Grace', 'Hopper');
    const question = await next(quiz.code, 0);
    t.clock.advance(10_000 + LIVE_TAP_ALLOWANCE_MS - 1);
    expect((await playerState(quiz.code, player)).step).toBe('question');
    t.clock.advance(1);
    const revealed = await playerState(quiz.code, player);
    expect(revealed).toMatchObject({ step: 'reveal', version: 2, correct_answer: 1, rank: 1 });
    expect(await hostState(quiz.code)).toMatchObject({
      step: 'reveal',
      version: 2,
      question_ends_at: question.question_ends_at,
    });
    // the host's 'Show results' pressed as the countdown ended: it was already done, nothing more happens
    expect(await next(quiz.code, 1)).toMatchObject({ step: 'reveal', version: 2 });
  });

  it("'No time limit': no countdown, the host reveals", async () => {
    const quiz = await hostedQuiz({ question_time: null });
    const started = await next(quiz.code, 0);
    expect(started).toMatchObject({ question_time: null, question_ends_at: null, time_left_ms: null });
    t.clock.advance(3_600_000);
    expect((await hostState(quiz.code)).step).toBe('question');
  });
});

describe('names and screens', () => {
  it("an anonymous game names its players by nickname; players who joined before 'Host live' are 'Player n'", async () => {
    const created = (
      await call('POST', '/api/quizz', { title: 'Anon', anonymous: true, questions: QUESTIONS }, teacher.auth)
    ).json() as HostedQuiz;
    await call('POST', `/api/quizz/_start_now/${created.code}`, undefined, teacher.auth);
    t.clock.advance(1);
    const early = (await call('POST', `/api/quizz/response/_start/${created.code}`, {})).json().response
      .session_id as string;
    await call('POST', `/api/quizz/${created.code}/live/_host`, undefined, teacher.auth);
    t.clock.advance(1);
    const joined = await call('POST', `/api/quizz/response/_start/${created.code}`, { nickname: 'Fox' });
    expect(joined.statusCode).toBe(201);
    expect((await hostState(created.code)).players.map((player) => player.name)).toEqual(['Player 1', 'Fox']);
    expect((await playerState(created.code, early)).name).toBe('Player 1');
    expect((await playerState(created.code, joined.json().response.session_id)).name).toBe('Fox');
  });

  it('without the question on devices, phones get the number of buttons only', async () => {
    const quiz = await hostedQuiz({ show_question_on_devices: false });
    const player = await join(quiz.code, 'Letters', 'Only');
    await next(quiz.code, 0);
    expect(await playerState(quiz.code, player)).toMatchObject({ question: null, answer_count: 3 });
    expect((await hostState(quiz.code)).question?.text).toBe('Capital of Switzerland?');
    await advance(quiz.code);
    await advance(quiz.code);
    expect((await playerState(quiz.code, player)).answer_count).toBe(4);
  });
});

describe('hosting', () => {
  it("'Host live' starts a quiz that is not started, and pressing it again keeps the game", async () => {
    const quiz = await hostedQuiz();
    expect(quiz.state.status).toBe(1);
    await next(quiz.code, 0);
    const again = await call('POST', `/api/quizz/${quiz.code}/live/_host`, undefined, teacher.auth);
    expect(again.json()).toMatchObject({ step: 'question', version: 1 });
    expect((await call('GET', `/api/quizz/_start/${quiz.code}`)).statusCode).toBe(200);
  });

  it("students see a running quiz become hosted at once (their quiz cache is dropped by 'Host live')", async () => {
    const created = (
      await call('POST', '/api/quizz', { title: 'Running', questions: QUESTIONS }, teacher.auth)
    ).json() as HostedQuiz;
    await call('POST', `/api/quizz/_start_now/${created.code}`, undefined, teacher.auth);
    expect((await call('GET', `/api/quizz/_start/${created.code}`)).json().hosted).toBe(false);
    await call('POST', `/api/quizz/${created.code}/live/_host`, undefined, teacher.auth);
    expect((await call('GET', `/api/quizz/_start/${created.code}`)).json().hosted).toBe(true);
  });

  it('a closed quiz or one without questions cannot be hosted; a quiz never hosted has no game', async () => {
    const created = (
      await call('POST', '/api/quizz', { title: 'Closed', questions: QUESTIONS }, teacher.auth)
    ).json() as HostedQuiz;
    expect((await call('GET', `/api/quizz/${created.code}/live`, undefined, teacher.auth)).statusCode).toBe(
      404,
    );
    await call('POST', `/api/quizz/_start_now/${created.code}`, undefined, teacher.auth);
    await call('POST', `/api/quizz/_stop_now/${created.code}`, undefined, teacher.auth);
    const closed = await call('POST', `/api/quizz/${created.code}/live/_host`, undefined, teacher.auth);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ non_field_errors: ['This quizz is already closed.'] });

    const empty = (await call('POST', '/api/quizz', { title: 'Empty', questions: [] }, teacher.auth)).json();
    const refused = await call('POST', `/api/quizz/${empty.code}/live/_host`, undefined, teacher.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      non_field_errors: ['A quizz without questions cannot be hosted live.'],
    });
  });

  it("the host's calls are refused to another teacher (404, as their quizzes) and to anonymous callers (401)", async () => {
    const quiz = await hostedQuiz();
    for (const [method, path, body] of [
      ['POST', '_host', undefined],
      ['GET', '', undefined],
      ['POST', '_next', { version: 0 }],
    ] as const) {
      const url = `/api/quizz/${quiz.code}/live${path ? `/${path}` : ''}`;
      expect((await call(method, url, body, otherTeacher.auth)).statusCode).toBe(404);
      expect((await call(method, url, body)).statusCode).toBe(401);
    }
    expect((await hostState(quiz.code)).version).toBe(0);
  });

  it('a closed game is still shown to its host, and cannot be advanced', async () => {
    const quiz = await hostedQuiz();
    await next(quiz.code, 0);
    await call('POST', `/api/quizz/_stop_now/${quiz.code}`, undefined, teacher.auth);
    const shown = await call('POST', `/api/quizz/${quiz.code}/live/_host`, undefined, teacher.auth);
    expect(shown.json()).toMatchObject({ status: 2, step: 'question' });
    expect(
      (await call('POST', `/api/quizz/${quiz.code}/live/_next`, { version: 1 }, teacher.auth)).statusCode,
    ).toBe(400);
  });

  it("closing a hosted game before the podium finishes its players' sessions and refuses their taps", async () => {
    const quiz = await hostedQuiz();
    const [early, late] = await joinAll(quiz.code, 'Early Tapper', 'Late Tapper');
    await advance(quiz.code);
    expect((await answer(quiz.code, early, quiz.questions[0].id, 1)).statusCode).toBe(201);
    const closed = await call('POST', `/api/quizz/_stop_now/${quiz.code}`, undefined, teacher.auth);
    expect(closed.statusCode).toBe(200);

    // the question is still on the screens, but the game is over: the tap is not taken
    expect((await answer(quiz.code, late, quiz.questions[0].id, 1)).statusCode).toBe(404);
    const report = await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, teacher.auth);
    expect(report.json().still_answering).toEqual({ count: 0, until: null });
    for (const session of [early, late]) {
      const res = await call('GET', `/api/quizz/response/_start/${quiz.code}?session_id=${session}`);
      expect(res.json().response.finished).toBe(true);
    }
  });
});

describe('answers', () => {
  it('the first answer locks: a second, different one gets the first back', async () => {
    const quiz = await hostedQuiz();
    const player = await join(quiz.code, 'Katherine', 'Johnson');
    await next(quiz.code, 0);
    const key = quiz.questions[0].id;
    const first = await answer(quiz.code, player, key, 2);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ detail: 'saved', answer: 2 });
    const second = await answer(quiz.code, player, key, 1);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ detail: 'saved', answer: 2 });
    expect((await playerState(quiz.code, player)).answer).toBe(2);
  });

  it('a tap within the allowance after the countdown counts; after it, or once the game moved on, it is refused', async () => {
    const quiz = await hostedQuiz({ question_time: 10 });
    const [late, tooLate, moved] = await joinAll(quiz.code, 'Late A', 'TooLate B', 'Moved C');
    await next(quiz.code, 0);
    const key = quiz.questions[0].id;
    t.clock.advance(10_000 + LIVE_TAP_ALLOWANCE_MS - 1);
    expect((await answer(quiz.code, late, key, 1)).statusCode).toBe(201);
    t.clock.advance(1);
    const refused = await answer(quiz.code, tooLate, key, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: LIVE_ERRORS['live.time_over'], code: 'live.time_over' });
    // the late tap counts
    expect(await playerState(quiz.code, late)).toMatchObject({ step: 'reveal', correct: true, points: 1 });

    await advance(quiz.code); // question 2
    const stale = await answer(quiz.code, moved, key, 1);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ detail: LIVE_ERRORS['live.time_over'], code: 'live.time_over' });
    // a question not yet asked is not taken either
    expect((await answer(quiz.code, moved, quiz.questions[2].id, 1)).statusCode).toBe(400);
  });

  it("a tap after the host revealed is refused, long before the countdown's end", async () => {
    const quiz = await hostedQuiz({ question_time: 60 });
    const player = await join(quiz.code, 'Barbara', 'Liskov');
    await next(quiz.code, 0);
    t.clock.advance(5_000);
    await next(quiz.code, 1); // revealed at 5 s, long before the countdown's end
    t.clock.advance(1);
    expect((await answer(quiz.code, player, quiz.questions[0].id, 1)).statusCode).toBe(400);
  });

  it('unknown, foreign or finished sessions are not found; empty slots and other quizzes questions are refused', async () => {
    const quiz = await hostedQuiz();
    const other = await hostedQuiz();
    const stranger = await join(other.code, 'Other', 'Game');
    await next(quiz.code, 0);
    const key = quiz.questions[0].id;
    const unknown = await answer(quiz.code, 'x'.repeat(32), key, 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      detail: TAKING_ERRORS['taking.session_not_found'],
      code: 'taking.session_not_found',
    });
    expect((await answer(quiz.code, stranger, key, 1)).statusCode).toBe(404);
    expect((await call('GET', `/api/quizz/live/${quiz.code}?session_id=${stranger}`)).statusCode).toBe(404);
    const player = await join(quiz.code, 'Edsger', 'Dijkstra');
    expect((await answer(quiz.code, player, key, 4)).json()).toEqual({
      answer: ['This answer does not exist for this question.'],
    });
    expect((await answer(quiz.code, player, other.questions[0].id, 1)).statusCode).toBe(400);
  });
});

describe('scoring', () => {
  it('speed: points fall with the time taken, from 1,000 to 500; a wrong answer earns 0', async () => {
    const quiz = await hostedQuiz({ scoring: 'speed', question_time: 20 });
    const players = await joinAll(quiz.code, 'At Once', 'Ten Seconds', 'Twenty Seconds', 'Wrong Fast');
    await next(quiz.code, 0);
    const key = quiz.questions[0].id;
    await answer(quiz.code, players[0], key, 1);
    await answer(quiz.code, players[3], key, 2);
    t.clock.advance(10_000);
    await answer(quiz.code, players[1], key, 1);
    t.clock.advance(9_999);
    await answer(quiz.code, players[2], key, 1);
    const reveal = await advance(quiz.code);
    expect(reveal.scoring).toBe('speed');
    expect(reveal.leaderboard).toMatchObject([
      { rank: 1, name: 'At Once', points: 1000, answer_time_ms: 0 },
      { rank: 2, name: 'Ten Seconds', points: 750, answer_time_ms: 10_000 },
      { rank: 3, name: 'Twenty Seconds', points: 500, answer_time_ms: 19_999 },
      { rank: 4, name: 'Wrong Fast', points: 0, answer_time_ms: 0 },
    ]);
    expect(await playerState(quiz.code, players[1])).toMatchObject({
      points_gained: 750,
      points: 750,
      rank: 2,
    });
  });

  it('speed without a time limit: points fall over the default 20 s', async () => {
    const quiz = await hostedQuiz({ scoring: 'speed', question_time: null });
    const player = await join(quiz.code, 'Slow', 'Thinker');
    await join(quiz.code, 'No', 'Answer');
    await next(quiz.code, 0);
    t.clock.advance(4_000);
    await answer(quiz.code, player, quiz.questions[0].id, 1);
    // without a countdown, an unanswered question counts the slowest answer's time
    expect((await advance(quiz.code)).leaderboard).toMatchObject([
      { rank: 1, name: 'Slow Thinker', points: 900, answer_time_ms: 4_000 },
      { rank: 2, name: 'No Answer', points: 0, answer_time_ms: 4_000 },
    ]);
  });

  it('ties go to the shorter total answer time; an unanswered question counts its full time', async () => {
    const quiz = await hostedQuiz({ question_time: 20 });
    const [slow, quick, silent] = await joinAll(quiz.code, 'Slow Right', 'Quick Right', 'Silent One');
    await next(quiz.code, 0);
    t.clock.advance(2_000);
    await answer(quiz.code, quick, quiz.questions[0].id, 1);
    t.clock.advance(6_000);
    await answer(quiz.code, slow, quiz.questions[0].id, 1);
    const reveal = await advance(quiz.code);
    expect(reveal.leaderboard).toMatchObject([
      { rank: 1, name: 'Quick Right', points: 1, answer_time_ms: 2_000 },
      { rank: 2, name: 'Slow Right', points: 1, answer_time_ms: 8_000 },
      { rank: 3, name: 'Silent One', points: 0, answer_time_ms: 20_000 },
    ]);
    expect((await playerState(quiz.code, silent)).correct).toBeNull();
    expect((await playerState(quiz.code, slow)).rank).toBe(2);
  });

  it("a tap within the allowance after the countdown counts in the countdown's reveal and in every later standing", async () => {
    const quiz = await hostedQuiz({ question_time: 20 });
    const [early, late] = await joinAll(quiz.code, 'Early Bird', 'Late Tap');
    await next(quiz.code, 0);
    t.clock.advance(1_000);
    await answer(quiz.code, early, quiz.questions[0].id, 1);
    t.clock.advance(19_000 + LIVE_TAP_ALLOWANCE_MS - 1);
    expect((await answer(quiz.code, late, quiz.questions[0].id, 1)).statusCode).toBe(201);
    t.clock.advance(1);
    expect(await playerState(quiz.code, late)).toMatchObject({
      step: 'reveal',
      correct: true,
      points_gained: 1,
      points: 1,
      rank: 2,
    });
    expect((await hostState(quiz.code)).leaderboard[1]).toMatchObject({
      rank: 2,
      name: 'Late Tap',
      points: 1,
      answer_time_ms: 20_000 + LIVE_TAP_ALLOWANCE_MS - 1,
    });
    await next(quiz.code, 2); // question 2: the first question's answers are final
    expect(await playerState(quiz.code, late)).toMatchObject({ step: 'question', points: 1, rank: 2 });
    expect(await playerState(quiz.code, early)).toMatchObject({ points: 1, rank: 1 });
  });

  it('a player who comes back (reload, another phone with the same session) keeps their points and rank', async () => {
    const quiz = await hostedQuiz();
    const player = await join(quiz.code, 'Margaret', 'Hamilton');
    await join(quiz.code, 'Someone', 'Else');
    await next(quiz.code, 0);
    await answer(quiz.code, player, quiz.questions[0].id, 1);
    await advance(quiz.code);
    await advance(quiz.code); // question 2: points so far, the current answer not yet counted
    const back = await playerState(quiz.code, player);
    expect(back).toMatchObject({ step: 'question', question_index: 1, points: 1, rank: 1, answer: null });
    await answer(quiz.code, player, quiz.questions[1].id, 1); // wrong: no change shown before the reveal
    expect(await playerState(quiz.code, player)).toMatchObject({
      points: 1,
      rank: 1,
      answer: 1,
      correct: null,
    });
  });
});

describe('the podium', () => {
  it("finishes every player's session with the spec's score, and the results see them", async () => {
    const quiz = await hostedQuiz();
    const [best, none] = await joinAll(quiz.code, 'All Right', 'No Answer');
    for (const [i, question] of quiz.questions.entries()) {
      await advance(quiz.code);
      await answer(quiz.code, best, question.id, QUESTIONS[i].correct_answer);
      await advance(quiz.code);
    }
    const podium = await advance(quiz.code);
    expect(podium.step).toBe('podium');
    expect(podium.leaderboard.map((entry) => [entry.rank, entry.name, entry.points])).toEqual([
      [1, 'All Right', 3],
      [2, 'No Answer', 0],
    ]);
    expect(await playerState(quiz.code, best)).toMatchObject({
      finished: true,
      score: 100,
      points: 3,
      rank: 1,
    });
    expect(await playerState(quiz.code, none)).toMatchObject({ finished: true, score: 0, rank: 2 });
    const session = await call('GET', `/api/quizz/response/_start/${quiz.code}?session_id=${best}`);
    expect(session.json().response).toMatchObject({ finished: true, score: 100 });
    // one who joins after the podium is finished on their first look at the game
    const latecomer = await join(quiz.code, 'Too', 'Late');
    expect(await playerState(quiz.code, latecomer)).toMatchObject({
      step: 'podium',
      finished: true,
      score: 0,
    });
  });
});
