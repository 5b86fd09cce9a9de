import type { HostState } from '@quizzical/common';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, PHONE } from './browser';
import { apiCall, type RunningServer } from './server';

/**
 * Helpers of the hosted-game browser test (issue 14): a player's phone, and the host's state read
 * through the API (the exact numbers: answers received, the bars, points and ranks).
 */

export interface Player {
  name: string;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A player's phone (390×844) joined at /q/{code} with a nickname; it waits for the host. */
export async function joinAsPlayer(browser: Browser, server: RunningServer, code: string, name: string) {
  const { context, page, errors } = await openPage(browser, server.url, PHONE);
  await page.goto(`/q/${code}`);
  await page.getByLabel(/^Nickname/).fill(name);
  await page.getByRole('button', { name: 'Start the quizz' }).click();
  await page.waitForURL(`**/play_quizz/${code}`);
  await page.getByText('Waiting for the host to start…').waitFor();
  await page.getByText(name, { exact: true }).first().waitFor();
  return { name, context, page, errors } satisfies Player;
}

/** The player's answer button of an answer's text (its letter and colour come with it). */
export const answerButton = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`\\b${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });

/** The phone's "Question n / N". */
export const questionLabel = (page: Page, n: number, of: number) =>
  page.getByText(`Question ${n} / ${of}`, { exact: true }).first();

/** The host's state as the owner's API gives it (GET /api/quizz/{code}/live). */
export const hostState = (server: RunningServer, token: string, code: string) =>
  apiCall<HostState>(server, token, `/api/quizz/${code}/live`);

/** Polls the host's state until `check` passes (answers and joins travel asynchronously). */
export async function waitForHostState(
  server: RunningServer,
  token: string,
  code: string,
  check: (state: HostState) => boolean,
  timeoutMs = 20_000,
): Promise<HostState> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const state = await hostState(server, token, code);
    if (check(state)) return state;
    if (Date.now() > end) throw new Error(`host state never matched: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The leaderboard without the answer times (those depend on the machine's pace). */
export const standings = (state: HostState) =>
  state.leaderboard.map(({ rank, name, points }) => ({ rank, name, points }));

/** Console errors, without the lines the browser prints while a test cuts the network on purpose. */
export function unexpectedErrors(errors: string[], { network = false } = {}) {
  return errors.filter(
    (text) =>
      !(
        network && /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_FAILED|Failed to fetch|net::/.test(text)
      ),
  );
}
