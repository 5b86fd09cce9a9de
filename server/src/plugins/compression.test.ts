import http from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createTestApp, type TestApp } from '../test/test-app';
import { createStartedQuiz } from '../test/test-calls';

// JSON above 1 KB is compressed as the client accepts it (app.ts), without touching what must
// stay as it is: small replies (the answer save), the results report (gzipped by its own route), images,
// and the results event stream.

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createActiveUser>>;
let code: string;
let questionId: number;
let session: string;

const BR_GZIP = { 'accept-encoding': 'gzip, deflate, br' };

beforeAll(async () => {
  t = await createTestApp();
  teacher = await createActiveUser(t, 'compress-teacher@example.com');
  const quiz = await createStartedQuiz(t, teacher.auth, {
    title: 'Compressed',
    anonymous: false,
    questions: Array.from({ length: 12 }, (_, i) => ({
      text: `Question ${i + 1}: how much is ${i} + ${i}?`,
      answer1: String(2 * i),
      answer2: String(2 * i + 1),
      correct_answer: 1,
    })),
  });
  code = quiz.code;
  questionId = quiz.questions[0].id;
  session = (
    await t.app.inject({
      method: 'POST',
      url: `/api/quizz/response/_start/${code}`,
      payload: { firstName: 'Ada', lastName: 'Test' },
    })
  ).json().response.session_id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('JSON compression', () => {
  it('sends JSON above 1 KB as br or gzip, as accepted, with Vary; the same JSON as uncompressed', async () => {
    const plain = await get('/api/latex/categories');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/latex/categories', BR_GZIP);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get('/api/latex/categories', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses the quiz a student opens (its questions) but leaves the answer save’s small reply alone', async () => {
    const quiz = await get(`/api/quizz/response/_start/${code}?session_id=${session}`, BR_GZIP);
    expect(quiz.statusCode).toBe(200);
    expect(quiz.headers['content-encoding']).toBe('br');
    const save = await t.app.inject({
      method: 'POST',
      url: `/api/quizz/response/_save/${code}?session_id=${session}`,
      headers: BR_GZIP,
      payload: { key: questionId, answer: 1 },
    });
    expect(save.statusCode).toBe(201);
    expect(save.headers['content-encoding']).toBeUndefined();
    expect(save.json().detail).toBe('saved');
  });

  it('sends the results report gzipped once, by its own route', async () => {
    const plain = await get(`/api/quizz/${code}/responses`, teacher.auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get(`/api/quizz/${code}/responses`, { ...teacher.auth, ...BR_GZIP });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('does not compress the QR code PNG', async () => {
    const res = await get(`/image/quizz/qrcode/${code}/10`, BR_GZIP);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('does not inflate a compressed request body (refused as a client error)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quizz/response/_save/${code}?session_id=${session}`,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ key: questionId, answer: 2 })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('sends the results event stream uncompressed and unbuffered, even when br and gzip are accepted', async () => {
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const { headers, first } = await new Promise<{ headers: http.IncomingHttpHeaders; first: string }>(
      (resolve, reject) => {
        const req = http.get(
          {
            host: address.hostname,
            port: address.port,
            path: `/api/quizz/${code}/events`,
            headers: { ...teacher.auth, ...BR_GZIP },
          },
          (res) => {
            // the first event arrives while the stream stays open: nothing holds it back
            res.once('data', (chunk: Buffer) => {
              resolve({ headers: res.headers, first: chunk.toString('utf8') });
              req.destroy();
            });
          },
        );
        req.on('error', reject);
      },
    );
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(first).toContain('event: ready');
  });
});
