import { TAKING_ERRORS } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createTestApp, type TestApp } from '../test/test-app';

/** Quiz codes must not be guessable, and a school behind one address must still join. */
let t: TestApp;
let teacher: Awaited<ReturnType<typeof createActiveUser>>;
let code: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { codeMissesPerAddress: { max: 20, timeWindow: 60_000 } } });
  teacher = await createActiveUser(t);
  code = (
    await t.app.inject({
      method: 'POST',
      url: '/api/quizz',
      headers: teacher.auth,
      payload: { title: 'Known', questions: [{ text: 'Q', answer1: 'a', answer2: 'b', correct_answer: 1 }] },
    })
  ).json().code;
  await t.app.inject({ method: 'POST', url: `/api/quizz/_start_now/${code}`, headers: teacher.auth });
});
afterAll(() => t.close());

const lookup = (quizCode: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: `/api/quizz/_start/${quizCode}`, remoteAddress });
const unknownCode = (i: number) => `ZZ${String(i).padStart(4, '2').replace(/[01]/g, '9')}`;

describe('unknown quiz codes', () => {
  it('answers 429 with a clear text after 20 unknown codes a minute from one address, only to that address', async () => {
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await lookup(unknownCode(i), '203.0.113.50')).statusCode);
    expect(statuses).toEqual(Array(20).fill(404));
    const limited = await lookup(unknownCode(20), '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toBe(TAKING_ERRORS['taking.too_many_unknown_codes']);
    expect(limited.headers['retry-after']).toBe('60');
    // a known code too: answering hits would keep the oracle open
    expect((await lookup(code, '203.0.113.50')).statusCode).toBe(429);
    // other addresses are unaffected
    expect((await lookup(unknownCode(21), '203.0.113.51')).statusCode).toBe(404);
    expect((await lookup(code, '203.0.113.51')).statusCode).toBe(200);
    // the misses age out
    t.clock.advance(60_001);
    expect((await lookup(code, '203.0.113.50')).statusCode).toBe(200);
    expect((await lookup(unknownCode(22), '203.0.113.50')).statusCode).toBe(404);
  });

  it('lets 300 students behind one address open and join a known quiz, with a few mistyped codes among them', async () => {
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    for (let i = 0; i < 300; i++) {
      if (i % 30 === 0) count((await lookup(unknownCode(100 + i), '192.0.2.10')).statusCode);
      count((await lookup(code.toLowerCase(), '192.0.2.10')).statusCode);
      const join = await t.app.inject({
        method: 'POST',
        url: `/api/quizz/response/_start/${code}`,
        payload: { firstName: `Student ${i}`, lastName: 'School' },
        remoteAddress: '192.0.2.10',
      });
      count(join.statusCode);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 300, 201: 300, 404: 10 });
  });

  it('counts misses of the join, QR and import routes too', async () => {
    const from = '203.0.113.60';
    const joined = (
      await t.app.inject({
        method: 'POST',
        url: `/api/quizz/response/_start/${code}`,
        payload: { firstName: 'Already', lastName: 'Joined' },
        remoteAddress: from,
      })
    ).json().response;
    for (let i = 0; i < 7; i++) {
      const join = await t.app.inject({
        method: 'POST',
        url: `/api/quizz/response/_start/${unknownCode(200 + i)}`,
        payload: { firstName: 'A', lastName: 'B' },
        remoteAddress: from,
      });
      expect(join.statusCode).toBe(404);
      const qr = await t.app.inject({
        method: 'GET',
        url: `/image/quizz/qrcode/${unknownCode(300 + i)}/5`,
        remoteAddress: from,
      });
      expect(qr.statusCode).toBe(404);
    }
    for (let i = 0; i < 6; i++) {
      const imported = await t.app.inject({
        method: 'POST',
        url: `/api/quizz/_import/${unknownCode(400 + i)}AAAA`,
        headers: teacher.auth,
        remoteAddress: from,
      });
      expect(imported.statusCode).toBe(400);
    }
    const qr = await t.app.inject({
      method: 'GET',
      url: `/image/quizz/qrcode/${code}/5`,
      remoteAddress: from,
    });
    expect(qr.statusCode).toBe(429);
    // session calls are not lookups: a student who already joined keeps saving from that address
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/quizz/response/_save/${code}?session_id=${joined.session_id}`,
      payload: { key: joined.questions[0].id, answer: 1 },
      remoteAddress: from,
    });
    expect(save.statusCode).toBe(201);
  });
});
