import { request } from 'node:http';
import { connect } from 'node:net';
import type { SessionResponse } from '@quizzical/common';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { apiCall, apiToken, createActiveUser, type RunningServer, startServer } from './support/server';

/**
 * Graceful shutdown of the real server process: SIGTERM with a teacher's results page open
 * in Chromium and an event stream open, a bound past which it exits anyway, a second signal.
 * The exit code says which way it went: 0 closed, 1 forced past the bound, 130 second signal.
 */
const teacher = { email: 'shutdown.teacher@example.com', password: 'a long teacher password' };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A started anonymous quiz of one question; answers its code and the question's id. */
async function startedQuiz(server: RunningServer, token: string) {
  const quiz = await apiCall<{ code: string }>(server, token, '/api/quizz', {
    method: 'POST',
    body: {
      title: 'Shutdown check',
      description: 'Answers survive a restart',
      anonymous: true,
      number_students: 2,
      questions: [{ text: 'Capital of Switzerland?', answer1: 'Bern', answer2: 'Zurich', correct_answer: 1 }],
    },
  });
  await apiCall(server, token, `/api/quizz/_start_now/${quiz.code}`, { method: 'POST' });
  return quiz.code;
}

/** An event stream of the quiz's results as the browser opens it; `text` grows, `ended` settles at its end. */
async function openStream(server: RunningServer, token: string, code: string) {
  const stream = { text: '', ended: undefined as unknown as Promise<void> };
  await new Promise<void>((resolve, reject) => {
    const req = request(`${server.url}/api/quizz/${code}/events`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    });
    req.on('response', (res) => {
      expect(res.statusCode).toBe(200);
      res.setEncoding('utf8');
      stream.ended = new Promise((ended) => res.on('close', () => ended()));
      res.on('data', (chunk: string) => {
        stream.text += chunk;
        if (stream.text.includes('event: ready')) resolve();
      });
    });
    req.on('error', reject);
    req.end();
  });
  return stream;
}

/**
 * A request that never finishes sending its body: it holds the server's close until the bound. Resolves
 * once the server has read its headers (its "100 Continue" says so).
 */
async function halfSentRequest(server: RunningServer) {
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    'POST /api/contact HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
      'content-length: 1000\r\nexpect: 100-continue\r\n\r\n',
  );
  await new Promise((resolve) => socket.once('data', resolve));
  socket.write('{"a":');
  return socket;
}

describe('stopping the server', () => {
  it('on SIGTERM ends the event streams with a retry hint, closes the browser connections and exits cleanly, keeping every acknowledged answer', async () => {
    let server = await startServer({ env: { SHUTDOWN_TIMEOUT_MS: '10000' } });
    await createActiveUser(server, teacher);
    const token = await apiToken(server, teacher.email, teacher.password);
    const code = await startedQuiz(server, token);

    // the teacher's results page in Chromium: its own event stream and keep-alive connections stay open
    const { page } = await openPage(browser, server.url);
    await page.goto('/login');
    await page.getByLabel('Email').fill(teacher.email);
    await page.getByLabel('Password', { exact: true }).fill(teacher.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const pageStream = page.waitForResponse((res) => res.url().endsWith(`/api/quizz/${code}/events`));
    await page.goto(`/quizz/detail/${code}`);
    expect((await pageStream).status()).toBe(200);
    const stream = await openStream(server, token, code);

    // a student's answer, acknowledged before the signal
    const joined = await apiCall<{ response: SessionResponse }>(
      server,
      null,
      `/api/quizz/response/_start/${code}`,
      {
        method: 'POST',
        body: {},
      },
    );
    const session: string = joined.response.session_id;
    const question: number = joined.response.questions[0].id;
    const saved = await apiCall(server, null, `/api/quizz/response/_save/${code}?session_id=${session}`, {
      method: 'POST',
      body: { key: question, answer: 1 },
    });
    expect(saved).toEqual({ detail: 'saved' });

    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0); // closed by itself, before the bound (that exit would be 1)
    await stream.ended;
    expect(stream.text).toMatch(/event: ready[\s\S]*\nretry: \d+\n: server shutting down\n\n$/);
    await page.context().close();

    // started again on the same files: the answer is there
    await server.stop({ keepData: true });
    server = await startServer({ dataDir: server.dataDir });
    const again = await apiCall<{ response: SessionResponse }>(
      server,
      null,
      `/api/quizz/response/_start/${code}?session_id=${session}`,
    );
    expect(again.response.questions[0]).toMatchObject({ id: question, answer: 1 });
    await server.stop();
  });

  it('exits past the bound when a request never finishes', async () => {
    const server = await startServer({ env: { SHUTDOWN_TIMEOUT_MS: '1000' } });
    const socket = await halfSentRequest(server);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    socket.destroy();
    await server.stop();
  });

  it('exits at once on a second signal while the first one waits', async () => {
    const server = await startServer({ env: { SHUTDOWN_TIMEOUT_MS: '600000' } });
    await createActiveUser(server, teacher);
    const token = await apiToken(server, teacher.email, teacher.password);
    const stream = await openStream(server, token, await startedQuiz(server, token));
    const socket = await halfSentRequest(server);
    server.process.kill('SIGTERM');
    await stream.ended; // the shutdown has begun, and waits on the half-sent request
    expect(server.process.exitCode).toBe(null);
    server.process.kill('SIGINT');
    expect(await server.exited).toBe(130);
    socket.destroy();
    await server.stop();
  });
});
