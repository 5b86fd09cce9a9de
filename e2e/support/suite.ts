import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

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
