import { gunzipSync } from 'node:zlib';
import type { Quiz } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTeacher, createActiveUser, type TestApp } from '../../test/test-app';
import { callerOf, createStartedQuiz, startAndAnswer } from '../../test/test-calls';

// The report is built once per change and sent as stored bytes: the same bytes to every reload, its ETag
// for a browser's revalidation, never compressed again per request.

let t: TestApp, teacher: Awaited<ReturnType<typeof createActiveUser>>;

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('etag-teacher@example.com'));
});
afterAll(() => t.close());

const call = callerOf(() => t);
const QUESTIONS = [
  { text: 'Q1', answer1: 'a', answer2: 'b', correct_answer: 1 },
  { text: 'Q2', answer1: 'a', answer2: 'b', correct_answer: 2 },
];

async function answeredQuiz() {
  const quiz = await createStartedQuiz(t, teacher.auth, { title: 'Revalidated', questions: QUESTIONS });
  const session = await startAndAnswer(call, quiz, { firstName: 'Ada', lastName: 'Test' }, [1, 1]);
  await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {});
  return quiz;
}

const report = (quiz: Quiz, headers: Record<string, string> = {}) =>
  call('GET', `/api/quizz/${quiz.code}/responses`, undefined, { ...teacher.auth, ...headers });

describe('the results report as stored bytes', () => {
  it('sends every reload the same bytes with one ETag, gzipped or not, and 304 while unchanged', async () => {
    const quiz = await answeredQuiz();
    const plain = await report(quiz);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).toMatch(/^W\/".+"$/);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(plain.json().num_finished).toBe(1);

    const zipped = await report(quiz, { 'accept-encoding': 'gzip, deflate, br' });
    const again = await report(quiz, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(again.rawPayload.equals(zipped.rawPayload)).toBe(true);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);

    // a client taking brotli only gets the stored JSON, not a brotli made for it on every request
    const brOnly = await report(quiz, { 'accept-encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.rawPayload.equals(plain.rawPayload)).toBe(true);

    const unchanged = await report(quiz, { 'if-none-match': String(plain.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(plain.headers.etag);
  });

  it('answers a new ETag once a student ends, and never 304 to another teacher', async () => {
    const quiz = await answeredQuiz();
    const before = await report(quiz);
    const etag = String(before.headers.etag);
    const intruder = await createActiveUser(t, 'etag-intruder@example.com');
    const intruding = await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, {
      ...intruder.auth,
      'if-none-match': etag,
    });
    expect(intruding.statusCode).toBe(404);

    const session = await startAndAnswer(call, quiz, { firstName: 'Ben', lastName: 'Test' }, [2, 2]);
    await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {});
    const after = await report(quiz, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().num_finished).toBe(2);
  });
});
