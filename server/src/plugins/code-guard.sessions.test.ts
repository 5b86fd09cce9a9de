import { randomBytes } from 'node:crypto';
import { TAKING_ERRORS } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../test/sse-client';
import { createActiveUser, createTestApp, type TestApp } from '../test/test-app';

// Every call that takes a quiz code and a session id (taking's and the hosted game's) must not tell a
// running quiz from an unknown code: a random session on an unknown code answers exactly as on a known
// one, and those misses count toward the unknown-code limit (plugins/code-guard.ts). A student whose
// session is valid keeps the answers the spec gives them, even from an address over the limit.

const LIMIT = 5;
let t: TestApp;
let base: string;
type Owner = Awaited<ReturnType<typeof createActiveUser>>;
let owner: Owner;
/** A started quiz (review after the close, the default) and a quiz hosted live, at its first question. */
const quiz = { code: '', key: 0 };
const game = { code: '', key: 0 };

const QUESTIONS = [{ text: 'Q?', answer1: 'right', answer2: 'wrong', correct_answer: 1 }];

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { codeMissesPerAddress: { max: LIMIT, timeWindow: 60_000 } } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createActiveUser(t);
  for (const [target, hosted] of [
    [quiz, false],
    [game, true],
  ] as const) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quizz',
      headers: owner.auth,
      payload: { title: 'Known', answers_available: true, questions: QUESTIONS },
    });
    const { code, questions } = created.json() as { code: string; questions: { id: number }[] };
    Object.assign(target, { code, key: questions[0]?.id });
    const url = hosted ? `/api/quizz/${code}/live/_host` : `/api/quizz/_start_now/${code}`;
    expect((await t.app.inject({ method: 'POST', url, headers: owner.auth })).statusCode).toBeLessThan(300);
  }
  const lobby = await t.app.inject({
    method: 'GET',
    url: `/api/quizz/${game.code}/live`,
    headers: owner.auth,
  });
  const next = await t.app.inject({
    method: 'POST',
    url: `/api/quizz/${game.code}/live/_next`,
    headers: owner.auth,
    payload: { version: lobby.json().version },
  });
  expect(next.json().step).toBe('question');
});
afterAll(() => t.close());

const randomSession = () => randomBytes(24).toString('base64url');
let codes = 0;
/** A well-formed code no quiz has. */
const unknownCode = () => `ZZ${String(++codes).padStart(4, '2').replace(/[01]/g, '9')}`;

let players = 0;
async function join(code: string, remoteAddress: string) {
  const joined = await t.app.inject({
    method: 'POST',
    url: `/api/quizz/response/_start/${code}`,
    // a hosted anonymous game names its players by nickname
    payload: { firstName: 'Valid', lastName: 'Student', nickname: `Player ${++players}` },
    remoteAddress,
  });
  expect(joined.statusCode).toBe(201);
  return joined.json().response.session_id as string;
}

interface SessionRoute {
  name: string;
  method: 'GET' | 'POST';
  url: (code: string, session: string) => string;
  /** the request body, given a question id of the route's own quiz */
  payload?: (key: number) => object;
  of: typeof quiz;
  /** what a student whose session is valid gets (a fresh session; `ended`: after its `_end`) */
  valid: { ended?: boolean; status: number; body?: object };
}

// Every route of taking.routes.ts, live.routes.ts and live.stream-routes.ts with a code and a session id.
const ROUTES: SessionRoute[] = [
  {
    name: 'GET /api/quizz/response/_start/{code}?session_id=',
    method: 'GET',
    url: (code, session) => `/api/quizz/response/_start/${code}?session_id=${session}`,
    of: quiz,
    valid: { status: 200 },
  },
  {
    name: 'POST /api/quizz/response/_save/{code}?session_id=',
    method: 'POST',
    url: (code, session) => `/api/quizz/response/_save/${code}?session_id=${session}`,
    payload: (key) => ({ key, answer: 1 }),
    of: quiz,
    valid: { status: 201, body: { detail: 'saved' } },
  },
  {
    name: 'POST /api/quizz/response/_end/{code}/{session}',
    method: 'POST',
    url: (code, session) => `/api/quizz/response/_end/${code}/${session}`,
    payload: (key) => ({ key, answer: 1 }),
    of: quiz,
    valid: { status: 201 },
  },
  {
    name: 'POST /api/quizz/response/_survey/{code}/{session}',
    method: 'POST',
    url: (code, session) => `/api/quizz/response/_survey/${code}/${session}`,
    payload: () => ({ comment: 'Nice', rating: 4 }),
    of: quiz,
    valid: { ended: true, status: 201, body: { comment: 'Nice', rating: 4 } },
  },
  {
    name: 'GET /api/quizz/_review/{code}?session_id=',
    method: 'GET',
    url: (code, session) => `/api/quizz/_review/${code}?session_id=${session}`,
    of: quiz,
    valid: {
      ended: true,
      status: 403,
      body: { detail: TAKING_ERRORS['taking.answers_held_back'], code: 'taking.answers_held_back' },
    },
  },
  {
    name: 'GET /api/quizz/live/{code}?session_id=',
    method: 'GET',
    url: (code, session) => `/api/quizz/live/${code}?session_id=${session}`,
    of: game,
    valid: { status: 200 },
  },
  {
    name: 'GET /api/quizz/live/{code}/_events?session_id=',
    method: 'GET',
    url: (code, session) => `/api/quizz/live/${code}/_events?session_id=${session}`,
    of: game,
    valid: { status: 200 },
  },
  {
    name: 'POST /api/quizz/live/{code}/_answer?session_id=',
    method: 'POST',
    url: (code, session) => `/api/quizz/live/${code}/_answer?session_id=${session}`,
    payload: (key) => ({ key, answer: 1 }),
    of: game,
    valid: { status: 201, body: { detail: 'saved', answer: 1 } },
  },
  {
    name: 'POST /api/quizz/live/{code}/_answer?session_id= (a question not in the game)',
    method: 'POST',
    url: (code, session) => `/api/quizz/live/${code}/_answer?session_id=${session}`,
    payload: () => ({ key: 999_999, answer: 1 }),
    of: game,
    valid: { status: 400, body: { key: ['This question is not part of this quizz.'] } },
  },
];

const isStream = (route: SessionRoute) => route.url('C', 'S').endsWith('_events?session_id=S');

async function probe(route: SessionRoute, code: string, session: string, remoteAddress: string) {
  const res = await t.app.inject({
    method: route.method,
    url: route.url(code, session),
    payload: route.payload?.(route.of.key),
    remoteAddress,
  });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
}

let addresses = 0;
const freshAddress = () => `203.0.113.${++addresses}`;

describe('a session call on an unknown code', () => {
  it.each(ROUTES)('$name answers exactly as a known code with an unknown session', async (route) => {
    const from = freshAddress();
    const other = route.of === quiz ? game : quiz;
    const answers = [
      await probe(route, unknownCode(), randomSession(), from),
      await probe(route, route.of.code, randomSession(), from),
      await probe(route, route.of.code.toLowerCase(), randomSession(), from),
      await probe(route, other.code, randomSession(), from),
      // a real session, of another quiz
      await probe(route, route.of.code, await join(other.code, from), from),
    ];
    expect(answers[0]).toEqual({
      status: 404,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({
        detail: TAKING_ERRORS['taking.session_not_found'],
        code: 'taking.session_not_found',
      }),
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it.each(ROUTES)(
    '$name counts its misses toward the unknown-code limit, then answers 429; a valid session still gets its answer',
    async (route) => {
      // the stream's valid player is a real HTTP client, from the loopback address
      const from = isStream(route) ? '127.0.0.1' : freshAddress();
      const valid = await join(route.of.code, from);
      if (route.valid.ended)
        await t.app.inject({
          method: 'POST',
          url: `/api/quizz/response/_end/${quiz.code}/${valid}`,
          payload: {},
        });
      for (let i = 0; i < LIMIT; i++) {
        const code = i % 2 ? unknownCode() : route.of.code;
        expect((await probe(route, code, randomSession(), from)).status).toBe(404);
      }
      for (const code of [unknownCode(), route.of.code]) {
        const limited = await probe(route, code, randomSession(), from);
        expect(limited).toMatchObject({ status: 429, body: TAKING_ERRORS['taking.too_many_unknown_codes'] });
      }
      // the join's lookups are refused as well: the misses are one count per address
      const join429 = await t.app.inject({
        method: 'GET',
        url: `/api/quizz/_start/${quiz.code}`,
        remoteAddress: from,
      });
      expect(join429.statusCode).toBe(429);

      if (isStream(route)) {
        const stream = await openSse(`${base}${route.url(route.of.code, valid)}`);
        try {
          expect(stream.status).toBe(route.valid.status);
          expect(await stream.waitForState(() => true)).toMatchObject({ step: 'question' });
        } finally {
          stream.close();
        }
      } else {
        const answer = await probe(route, route.of.code, valid, from);
        expect(answer.status).toBe(route.valid.status);
        if (route.valid.body) expect(JSON.parse(answer.body)).toMatchObject(route.valid.body);
      }
      // another address is not concerned
      expect((await probe(route, route.of.code, randomSession(), freshAddress())).status).toBe(404);
    },
  );

  it('answers at most the limit of misses in flight together, whatever their routes', async () => {
    const from = freshAddress();
    const probes = Array.from({ length: 4 * LIMIT }, (_, i) => {
      const route = ROUTES[i % ROUTES.length];
      return route ? probe(route, i % 2 ? route.of.code : unknownCode(), randomSession(), from) : undefined;
    });
    const statuses = (await Promise.all(probes)).map((answer) => answer?.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3 * LIMIT);
  });
});
