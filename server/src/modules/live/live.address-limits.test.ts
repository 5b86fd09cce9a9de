import type { PlayerState } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseConfig, defaultRateLimits } from '../../config';
import { openSse, type SseClient } from '../../test/sse-client';
import { configFromEnv, createActiveUser, createTestApp, type TestOverrides } from '../../test/test-app';
import { createHostedQuiz } from '../../test/test-calls';

// One address (the client's, from X-Forwarded-For behind the proxy: TRUST_PROXY) opening streams and
// joining: capped far below what an instance holds, and far above a school behind one NAT address.
// Real listening servers, a real HTTP client.

const QUESTIONS = [{ text: 'Question?', answer1: 'right', answer2: 'wrong', correct_answer: 1 }];

/** An app behind a proxy, listening, and what its tests opened. */
async function proxiedApp(overrides: TestOverrides) {
  const t = await createTestApp({ trustProxy: true, ...overrides });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await createActiveUser(t);
  const streams: SseClient[] = [];

  async function hostedQuiz() {
    const { code } = await createHostedQuiz(t, owner.auth, {
      title: 'Hosted',
      anonymous: false,
      questions: QUESTIONS,
    });
    return code;
  }

  const join = (code: string, firstName: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/quizz/response/_start/${code}`,
      headers: { 'x-forwarded-for': address },
      payload: { firstName, lastName: 'Player' },
    });

  async function session(code: string, firstName: string, address: string) {
    const joined = await join(code, firstName, address);
    expect(joined.statusCode).toBe(201);
    return joined.json().response.session_id as string;
  }

  async function playerStream(code: string, sessionId: string, address: string) {
    const stream = await openSse(`${base}/api/quizz/live/${code}/_events?session_id=${sessionId}`, {
      'x-forwarded-for': address,
    });
    streams.push(stream);
    return stream;
  }

  async function close() {
    for (const stream of streams) stream.close();
    await t.close();
  }
  return { t, hostedQuiz, join, session, playerStream, close };
}

describe('small caps, to see them work', () => {
  let app: Awaited<ReturnType<typeof proxiedApp>>;
  beforeAll(async () => {
    app = await proxiedApp({
      live: { ...baseConfig().live, playerStreamsPerAddress: { perGame: 3, total: 4 } },
      rateLimits: { joinsPerAddress: { max: 5, timeWindow: 60_000 } },
    });
  });
  afterAll(() => app.close());

  it("caps one address's player streams per game and over all games; other addresses, and a closed stream, get their place", async () => {
    const [gameA, gameB] = [await app.hostedQuiz(), await app.hostedQuiz()];
    const inA = [];
    for (const name of ['Ann', 'Ben', 'Cat', 'Dan']) inA.push(await app.session(gameA, name, '10.0.0.1'));
    const inB = [await app.session(gameB, 'Eve', '10.0.0.2'), await app.session(gameB, 'Fay', '10.0.0.2')];
    const school = '203.0.113.7';

    const firstThree = await Promise.all(inA.slice(0, 3).map((s) => app.playerStream(gameA, s, school)));
    expect(firstThree.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const fourth = await app.playerStream(gameA, inA[3], school);
    expect(fourth.status).toBe(429);
    expect(JSON.parse(fourth.body)).toEqual({
      detail: 'Too many pages of this game are open from your network (3 at most). Close some and try again.',
      code: 'live.too_many_player_streams_for_address',
    });
    // the same phone from another address is not this address's
    expect((await app.playerStream(gameA, inA[3], '198.51.100.9')).status).toBe(200);

    // another game: one more from this address fits its total of 4, the next does not
    expect((await app.playerStream(gameB, inB[0], school)).status).toBe(200);
    const fifth = await app.playerStream(gameB, inB[1], school);
    expect(fifth.status).toBe(429);
    expect(JSON.parse(fifth.body).detail).toBe(
      'Too many pages of live games are open from your network (4 at most). Close some and try again.',
    );

    // a closed stream frees its place
    firstThree[0].close();
    const start = Date.now();
    let again = await app.playerStream(gameB, inB[1], school);
    while (again.status === 429 && Date.now() - start < 2_000)
      again = await app.playerStream(gameB, inB[1], school);
    expect(again.status).toBe(200);
    expect(await again.waitForState<PlayerState>(() => true)).toMatchObject({ name: 'Fay Player' });
  });

  it('limits joins per address with the throttle answer of every per-address limit; other addresses still join', async () => {
    const code = await app.hostedQuiz();
    for (let i = 0; i < 5; i++) expect((await app.join(code, `Kid${i}`, '192.0.2.1')).statusCode).toBe(201);
    const refused = await app.join(code, 'Kid5', '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Request was throttled. Expected available in 60 seconds.',
      code: 'request.rate_limited',
    });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await app.join(code, 'Kid5', '192.0.2.2')).statusCode).toBe(201);
  });
});

describe('the default caps', () => {
  let app: Awaited<ReturnType<typeof proxiedApp>>;
  beforeAll(async () => {
    app = await proxiedApp({ rateLimits: { joinsPerAddress: defaultRateLimits.joinsPerAddress } });
  });
  afterAll(() => app.close());

  it('let a school hall of 300 behind one address join at once and open a stream on every phone', async () => {
    const code = await app.hostedQuiz();
    const school = '203.0.113.50';
    const joined = await Promise.all(
      Array.from({ length: 300 }, (_, i) => app.join(code, `Pupil${i}`, school)),
    );
    expect(joined.filter((res) => res.statusCode === 201)).toHaveLength(300);
    const sessions = joined.map((res) => res.json().response.session_id as string);
    const streams = await Promise.all(sessions.map((s) => app.playerStream(code, s, school)));
    expect(streams.filter((stream) => stream.status === 200)).toHaveLength(300);
    expect(app.t.app.liveStreams.stats().players).toBe(300);
  }, 60_000);
});

describe('the caps from the environment', () => {
  it('are the defaults unless an operator whose schools share fewer addresses raises them', () => {
    const defaults = configFromEnv({});
    expect(defaults.rateLimits.joinsPerAddress).toEqual({ max: 3_000, timeWindow: 10 * 60_000 });
    expect(defaults.live.playerStreamsPerAddress).toEqual({ perGame: 500, total: 2_000 });
    const raised = configFromEnv({
      JOINS_PER_ADDRESS: '50000',
      LIVE_STREAMS_PER_ADDRESS_PER_GAME: '5000',
      LIVE_STREAMS_PER_ADDRESS: '9000',
    });
    expect(raised.rateLimits.joinsPerAddress).toEqual({ max: 50_000, timeWindow: 10 * 60_000 });
    expect(raised.live.playerStreamsPerAddress).toEqual({ perGame: 5_000, total: 9_000 });
    expect(() => configFromEnv({ JOINS_PER_ADDRESS: '0' })).toThrow(/JOINS_PER_ADDRESS/);
  });
});
