import type { HostState, PlayerState, Quiz } from '@quizzical/common';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export type Call = (
  method: InjectOptions['method'],
  url: string,
  payload?: InjectOptions['payload'],
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** `app.inject` as the tests write it (method, url, body, headers), on the app `current` gives once it runs. */
export const callerOf =
  (current: () => TestApp): Call =>
  (method, url, payload, headers = {}) =>
    current().app.inject({ method, url, payload, headers });

/** A POST of `body` sent as JSON text exactly as given (malformed or huge bodies, where `inject` would encode). */
export const postJsonText = (t: TestApp, url: string, body: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });

/**
 * A multipart/form-data body as a browser sends an upload or an import: the text `fields`, then the
 * `file` (its form field, `file` by default; its name; its Content-Type when given), with the request's
 * content-type.
 */
export function multipartForm({
  fields = {},
  file,
}: {
  fields?: Record<string, string>;
  file: { field?: string; name: string; type?: string; content: Buffer | string };
}) {
  const boundary = '----quizzical-test-boundary';
  const text = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const type = file.type ? `\r\nContent-Type: ${file.type}` : '';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `${text}--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A student starts a started quiz and saves `answers` in question order (null: left unanswered). */
export async function startAndAnswer(
  call: Call,
  quiz: Quiz,
  student: { firstName: string; lastName: string; studentNumber?: string },
  answers: (number | null)[],
): Promise<string> {
  const session: string = (await call('POST', `/api/quizz/response/_start/${quiz.code}`, student)).json()
    .response.session_id;
  for (const [i, answer] of answers.entries()) {
    if (answer)
      await call('POST', `/api/quizz/response/_save/${quiz.code}?session_id=${session}`, {
        key: quiz.questions[i].id,
        answer,
      });
  }
  return session;
}

/** A quiz the teacher of `auth` creates from `payload` (not started). */
export async function createQuiz(
  t: TestApp,
  auth: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<Quiz> {
  return (await t.app.inject({ method: 'POST', url: '/api/quizz', headers: auth, payload })).json();
}

/** A quiz the teacher of `auth` creates from `payload` and starts at once, so that students can join. */
export async function createStartedQuiz(
  t: TestApp,
  auth: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<Quiz> {
  const quiz = await createQuiz(t, auth, payload);
  await t.app.inject({ method: 'POST', url: `/api/quizz/_start_now/${quiz.code}`, headers: auth });
  return quiz;
}

/**
 * A quiz the teacher of `auth` creates from `payload` and hosts live ('Host live': started, its game in
 * the lobby); with the projector's first state.
 */
export async function createHostedQuiz(
  t: TestApp,
  auth: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<Quiz & { state: HostState }> {
  const created = await t.app.inject({ method: 'POST', url: '/api/quizz', headers: auth, payload });
  expect(created.statusCode, created.body).toBe(201);
  const quiz = created.json<Quiz>();
  const hosted = await t.app.inject({
    method: 'POST',
    url: `/api/quizz/${quiz.code}/live/_host`,
    headers: auth,
  });
  expect(hosted.statusCode, hosted.body).toBe(200);
  return { ...quiz, state: hosted.json<HostState>() };
}

/**
 * A player joins the started quiz `code` with `body` a millisecond after the one before (a stable order of
 * joins, and of equal scores); returns the session's id.
 */
export async function joinQuiz(t: TestApp, code: string, body: Record<string, unknown>): Promise<string> {
  t.clock.advance(1);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/quizz/response/_start/${code}`,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().response.session_id as string;
}

/** The hosted game `code` as its host's projector reads it. */
export async function hostStateOf(
  call: Call,
  code: string,
  auth: Record<string, string>,
): Promise<HostState> {
  const res = await call('GET', `/api/quizz/${code}/live`, undefined, auth);
  expect(res.statusCode).toBe(200);
  return res.json<HostState>();
}

/** The hosted game `code` as the phone of the player of `session` reads it. */
export async function playerStateOf(call: Call, code: string, session: string): Promise<PlayerState> {
  const res = await call('GET', `/api/quizz/live/${code}?session_id=${session}`);
  expect(res.statusCode).toBe(200);
  return res.json<PlayerState>();
}

/** The host's 'Next' from the state it reads now; answers the state it moved to. */
export async function hostNext(call: Call, code: string, auth: Record<string, string>): Promise<HostState> {
  const now = await hostStateOf(call, code, auth);
  const moved = await call('POST', `/api/quizz/${code}/live/_next`, { version: now.version }, auth);
  expect(moved.statusCode).toBe(200);
  return moved.json<HostState>();
}
