import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { apiCall, apiToken, type RunningServer, startServer } from './server';

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
