import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { assertAppStarts, DESKTOP, launchBrowser, openPage, signInThroughUi } from './browser';
import {
  apiCall,
  apiToken,
  apiTokens,
  createActiveUser,
  type NewUser,
  type RunningServer,
  startServer,
} from './server';

// One server and one browser per test file: vitest gives every file its own module graph, so these
// bindings are the file's own; a file reads them in its tests and hooks, once the suite has started.
export let server: RunningServer;
export let browser: Browser;

/**
 * Starts the file's server (with `options`) and Chromium before its tests, stops both after them. Called
 * before the file's own hooks: its beforeAll runs once both are up, its afterAll before they stop.
 */
export function startServerAndBrowser(options?: Parameters<typeof startServer>[0]) {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

/**
 * API calls as `user`, signed in once before the file's tests (call it after `startServerAndBrowser`, so
 * that the server is up when its hook runs).
 */
export function apiAs(user: { email: string; password: string }) {
  let access: string;
  beforeAll(async () => {
    access = await apiToken(server, user.email, user.password);
  });
  return <T = unknown>(path: string, init?: { method?: string; body?: unknown }) =>
    apiCall<T>(server, access, path, init);
}

/** `apiAs` for a `user` it signs up first (an ordinary account, activated through its mail). */
export function apiAsNewUser(user: NewUser) {
  beforeAll(() => createActiveUser(server, user));
  return apiAs(user);
}

/** Throws unless the built app renders (see assertAppStarts): for the file's `beforeAll`. */
export const assertTheAppStarts = () => assertAppStarts(browser, server.url);

/** A page of the file's app at `viewport`, failing on console errors as `openPage` says. */
export const openAppPage = (viewport = DESKTOP) => openPage(browser, server.url, viewport);

/**
 * Runs `use` on a fresh page of the file's app at `viewport` (see openAppPage) and closes the page after
 * it, whatever happens; `use` checks the page's `errors` as it needs.
 */
export async function withAppPage(
  viewport: typeof DESKTOP,
  use: (opened: Awaited<ReturnType<typeof openAppPage>>) => Promise<void>,
) {
  const opened = await openAppPage(viewport);
  try {
    await use(opened);
  } finally {
    await opened.context.close();
  }
}

/** A page of the file's app at `viewport`, signed in as `user` through /login. */
export async function signedInPage(user: { email: string; password: string }, viewport = DESKTOP) {
  const opened = await openAppPage(viewport);
  await signInThroughUi(opened.page, user.email, user.password);
  return opened;
}

/**
 * Signs `page` in as `user` with the API's tokens, stored where the app keeps them (no form to fill):
 * the next page it opens is signed in. `on`: the server, the file's by default.
 */
export async function signInWithTokens(page: Page, user: { email: string; password: string }, on = server) {
  const tokens = await apiTokens(on, user.email, user.password);
  const me = await apiCall(on, tokens.access, '/auth/users/me/');
  await page.goto('/');
  await page.evaluate(
    ({ tokens, me }) => {
      localStorage.setItem('quizzical.auth.access', tokens.access);
      localStorage.setItem('quizzical.auth.refresh', tokens.refresh);
      localStorage.setItem('quizzical.auth.user', JSON.stringify(me));
    },
    { tokens, me },
  );
}

/** Creates `quiz` through `api` (a caller of `apiAs`) and starts it at once; answers its join code. */
export async function startQuizNow(api: ReturnType<typeof apiAs>, quiz: Record<string, unknown>) {
  const { code } = await api<{ code: string }>('/api/quizz', { method: 'POST', body: quiz });
  await api(`/api/quizz/_start_now/${code}`, { method: 'POST' });
  return code;
}
