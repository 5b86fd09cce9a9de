import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createTestApp, type TestApp } from './test-app';
import { createQuiz } from './test-calls';

/**
 * The HTTP timeouts on a real listening server (without them, 300 slow bodies were all still open after
 * 100 s). Small limits here; production values in config/defaults.ts.
 */

/** A test app listening on a free port with these timeouts (ms), the others small. */
async function listening(timeouts: { headersMs: number; keepAliveMs: number }) {
  const app = await createTestApp({ timeouts: { connectionMs: 10_000, requestMs: 1_000, ...timeouts } });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.app.server.address() as { port: number }).port };
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  ({ app: t, port } = await listening({ headersMs: 500, keepAliveMs: 500 }));
});
afterAll(() => t.close());

/**
 * Opens a socket (to the first app unless told); `received()` is what the server sent so far, `closed`
 * resolves with the ms the socket stayed open and all it received.
 */
function open(to = port) {
  const socket = connect(to, '127.0.0.1');
  const started = performance.now();
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<{ ms: number; received: string }>((resolve) =>
    socket.on('close', () => resolve({ ms: performance.now() - started, received })),
  );
  return { socket, closed, received: () => received };
}

/** Writes `text` one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('HTTP timeouts', () => {
  it('closes a request whose body trickles in byte by byte once the request time is over', async () => {
    const { socket, closed } = open();
    const body = JSON.stringify({ username: 'slow@example.com', password: 'x'.repeat(200) });
    socket.write(
      `POST /auth/jwt/create/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(socket, body, 50);
    const { ms, received } = await closed;
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(3_000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a client that sends its headers slowly once the header time is over', async () => {
    const { socket, closed } = open();
    trickle(
      socket,
      'GET /api/themes HTTP/1.1\r\nHost: localhost\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      50,
    );
    const { ms } = await closed;
    expect(ms).toBeGreaterThanOrEqual(400);
    expect(ms).toBeLessThan(2_500);
  });

  it('closes a connection that never sends a request', async () => {
    const { closed } = open();
    const { ms } = await closed;
    expect(ms).toBeLessThan(2_500);
  });

  it('serves a normal request and keeps an idle keep-alive socket no longer than its timeout', async () => {
    const { socket, closed } = open();
    socket.write('GET /api/themes HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { ms, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeLessThan(2_500);
  });

  it('keeps a results stream open and live well past the request time (streams are responses)', async () => {
    const teacher = await createActiveUser(t);
    const quiz = await createQuiz(t, teacher.auth, {
      title: 'Live',
      questions: [{ text: 'Q', answer1: 'a', answer2: 'b', correct_answer: 1 }],
    });
    const { socket, closed, received } = open();
    socket.write(
      `GET /api/quizz/${quiz.code}/events HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${teacher.auth.authorization}\r\nAccept: text/event-stream\r\n\r\n`,
    );
    // three times the request time and six times the header time
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(socket.destroyed).toBe(false);
    expect(received()).toMatch(/^HTTP\/1\.1 200/);
    expect(received()).toContain('event: ready');
    await t.app.inject({ method: 'POST', url: `/api/quizz/_start_now/${quiz.code}`, headers: teacher.auth });
    await expect.poll(received, { timeout: 5_000 }).toContain('event: update');
    socket.destroy();
    await closed;
  });
});

describe('a keep-alive longer than the header time', () => {
  let slow: TestApp;
  let slowPort: number;
  beforeAll(async () => {
    ({ app: slow, port: slowPort } = await listening({ headersMs: 500, keepAliveMs: 2_000 }));
  });
  afterAll(() => slow.close());

  it('serves the next request on an idle socket past the header time (a phone taps once a question), then closes it', async () => {
    const { socket, closed, received } = open(slowPort);
    const answered = () => received().match(/HTTP\/1\.1 200/g)?.length ?? 0;
    const request = 'GET /api/themes HTTP/1.1\r\nHost: localhost\r\n\r\n';
    socket.write(request);
    await expect.poll(answered).toBe(1);
    // idle for more than twice the header time, less than the keep-alive
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(socket.destroyed).toBe(false);
    socket.write(request);
    await expect.poll(answered).toBe(2);
    // then closed once idle for the keep-alive time
    const { ms } = await closed;
    expect(ms).toBeGreaterThanOrEqual(3_000);
    expect(ms).toBeLessThan(6_000);
  });
});
