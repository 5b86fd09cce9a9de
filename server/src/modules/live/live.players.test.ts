import type { HostState, PlayerState } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sseClosedAfterEach } from '../../test/sse-client';
import { createActiveUser, listeningTestApp, type TestApp } from '../../test/test-app';
import { callerOf, createHostedQuiz, joinQuiz } from '../../test/test-calls';

// The host removes a player from their hosted game: through the real routes and a real listening
// server for the phone's event stream.

let t: TestApp, base: string;
const streams = sseClosedAfterEach();

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
});
afterAll(() => t.close());

const REMOVED = { detail: 'The host removed you from this game.', code: 'live.player_removed' };
const QUESTIONS = [1, 2].map((n) => ({
  text: `Question ${n}?`,
  answer1: 'right',
  answer2: 'wrong',
  correct_answer: 1,
}));

type Owner = Awaited<ReturnType<typeof createActiveUser>>;

const call = callerOf(() => t);

/** An anonymous quiz without a countdown. */
const ANONYMOUS_QUIZ = { title: 'Hosted', anonymous: true, question_time: null, questions: QUESTIONS };

/** The anonymous quiz hosted by a new teacher, in the lobby. */
async function hostedQuiz() {
  const owner = await createActiveUser(t);
  const quiz = await createHostedQuiz(t, owner.auth, ANONYMOUS_QUIZ);
  return { code: quiz.code, keys: quiz.questions.map((q) => q.id), owner };
}

/** Joins a millisecond after the previous player: ties go to who joined first. */
const join = (code: string, nickname: string) => joinQuiz(t, code, { nickname });

async function hostState(code: string, owner: Owner) {
  const res = await call('GET', `/api/quizz/${code}/live`, undefined, owner.auth);
  expect(res.statusCode).toBe(200);
  return res.json() as HostState;
}

async function next(code: string, owner: Owner) {
  const { version } = await hostState(code, owner);
  const moved = await call('POST', `/api/quizz/${code}/live/_next`, { version }, owner.auth);
  expect(moved.statusCode).toBe(200);
  return moved.json() as HostState;
}

const remove = (code: string, id: string, headers: Record<string, string>) =>
  call('DELETE', `/api/quizz/${code}/live/players/${id}`, undefined, headers);

const playerState = (code: string, session: string) =>
  call('GET', `/api/quizz/live/${code}?session_id=${session}`);

const tap = (code: string, session: string, key: number, answer: number) =>
  call('POST', `/api/quizz/live/${code}/_answer?session_id=${session}`, { key, answer });

/** The lobby's id of the player with this name. */
async function idOf(code: string, owner: Owner, name: string) {
  const player = (await hostState(code, owner)).players.find((p) => p.name === name);
  if (!player) throw new Error(`${name} is not in the lobby`);
  return player.id;
}

describe('the host removes a player from the lobby', () => {
  it('knows players by a public id that is not their session id', async () => {
    const { code, owner } = await hostedQuiz();
    const session = await join(code, 'Ada');
    const [player] = (await hostState(code, owner)).players;
    expect(player).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), name: 'Ada' });
    expect(player.id).not.toBe(session);
    expect(JSON.stringify(await hostState(code, owner))).not.toContain(session);
  });

  it('takes their name off the projector; their state and their stream say the host removed them', async () => {
    const { code, owner } = await hostedQuiz();
    const ada = await join(code, 'Ada');
    await join(code, 'Bob');
    const phone = await streams.open(`${base}/api/quizz/live/${code}/_events?session_id=${ada}`);
    await phone.waitForState<PlayerState>((s) => s.step === 'lobby');

    const res = await remove(code, await idOf(code, owner, 'Ada'), owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ step: 'lobby', player_count: 1, players: [{ name: 'Bob' }] });

    const removedEvent = await phone.waitFor((event) => event.type === 'removed');
    expect(JSON.parse(removedEvent.data)).toEqual(REMOVED);
    await phone.waitForEnd();
    const state = await playerState(code, ada);
    expect(state.statusCode).toBe(403);
    expect(state.json()).toEqual(REMOVED);
    const again = await streams.open(`${base}/api/quizz/live/${code}/_events?session_id=${ada}`);
    expect(again.status).toBe(403);
    expect(JSON.parse(again.body)).toEqual(REMOVED);
  });

  it('is for the owner only: another teacher gets 404, a visitor 401, and nobody is removed', async () => {
    const { code, owner } = await hostedQuiz();
    await join(code, 'Ada');
    const id = await idOf(code, owner, 'Ada');
    const other = await createActiveUser(t);
    const refused = await remove(code, id, other.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Not found.', code: 'quizzes.not_found' });
    expect((await remove(code, id, {})).statusCode).toBe(401);
    expect((await hostState(code, owner)).players.map((p) => p.name)).toEqual(['Ada']);
  });

  it('answers 404 for an id not of the game (a session id is none), and removes a removed player once', async () => {
    const { code, owner } = await hostedQuiz();
    const ada = await join(code, 'Ada');
    const other = await hostedQuiz();
    await join(other.code, 'Zed');
    const zed = await idOf(other.code, other.owner, 'Zed');
    expect((await remove(code, zed, owner.auth)).json()).toEqual({
      detail: 'This player is not in this game.',
      code: 'live.player_not_found',
    });
    expect((await remove(code, 'abcdef0123456789', owner.auth)).statusCode).toBe(404);
    expect((await remove(code, ada, owner.auth)).statusCode).toBe(400);

    const id = await idOf(code, owner, 'Ada');
    const first = (await remove(code, id, owner.auth)).json() as HostState;
    const second = await remove(code, id, owner.auth);
    expect(second.statusCode).toBe(200);
    expect((second.json() as HostState).version).toBe(first.version);
  });
});

describe('the host removes a player during the game', () => {
  it('takes their points out of the standings and refuses their next taps with 403', async () => {
    const { code, keys, owner } = await hostedQuiz();
    const ada = await join(code, 'Ada');
    const bob = await join(code, 'Bob');
    const cyd = await join(code, 'Cyd');
    const ids = Object.fromEntries((await hostState(code, owner)).players.map((p) => [p.name, p.id]));
    await next(code, owner);
    for (const session of [ada, bob]) expect((await tap(code, session, keys[0], 1)).statusCode).toBe(201);
    expect((await tap(code, cyd, keys[0], 2)).statusCode).toBe(201);
    const reveal = await next(code, owner);
    expect(reveal.leaderboard.map((e) => e.name)).toEqual(['Ada', 'Bob', 'Cyd']);
    expect(reveal.leaderboard[0].id).toBe(ids.Ada);

    const after = (await remove(code, ids.Ada, owner.auth)).json() as HostState;
    expect(after.version).toBe(reveal.version + 1);
    expect(after.leaderboard.map((e) => [e.rank, e.name, e.points])).toEqual([
      [1, 'Bob', 1],
      [2, 'Cyd', 0],
    ]);
    expect(after.distribution).toEqual([1, 1, 0, 0]);
    expect(after.player_count).toBe(2);
    expect((await playerState(code, bob)).json()).toMatchObject({ rank: 1, player_count: 2 });

    await next(code, owner);
    const refused = await tap(code, ada, keys[1], 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REMOVED);
    expect((await hostState(code, owner)).answers_received).toBe(0);

    await next(code, owner); // reveal
    const podium = await next(code, owner);
    expect(podium.step).toBe('podium');
    expect(podium.leaderboard.map((e) => e.name)).toEqual(['Bob', 'Cyd']);
    expect((await playerState(code, ada)).statusCode).toBe(403);
  });

  it('a player who joins after a reveal is on the next leaderboard', async () => {
    const { code, keys, owner } = await hostedQuiz();
    const ada = await join(code, 'Ada');
    await next(code, owner);
    expect((await tap(code, ada, keys[0], 1)).statusCode).toBe(201);
    expect((await next(code, owner)).leaderboard.map((e) => e.name)).toEqual(['Ada']);

    const eve = await join(code, 'Eve');
    await next(code, owner);
    expect((await tap(code, eve, keys[1], 1)).statusCode).toBe(201);
    const reveal = await next(code, owner);
    expect(reveal.leaderboard.map((e) => [e.name, e.points])).toEqual([
      ['Ada', 1],
      ['Eve', 1],
    ]);
  });

  it('can still remove a name from the podium', async () => {
    const { code, owner } = await hostedQuiz();
    await join(code, 'Ada');
    await join(code, 'Bob');
    for (let step = 0; step < 4; step++) await next(code, owner);
    const podium = await next(code, owner);
    expect(podium.step).toBe('podium');
    const bob = podium.leaderboard.find((e) => e.name === 'Bob');
    const after = (await remove(code, bob?.id ?? '', owner.auth)).json() as HostState;
    expect(after.leaderboard.map((e) => [e.rank, e.name])).toEqual([[1, 'Ada']]);
  });
});
