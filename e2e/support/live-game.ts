import type { HostState } from '@quizzical/common';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, openPage, PHONE, screenshot, seriousA11yViolations, settled } from './browser';
import { escapeRegExp } from './catalogues';
import { apiCall, type RunningServer } from './server';

/**
 * Helpers of the hosted-game browser test: a player's phone, and the host's state read
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
  page.getByRole('button', { name: new RegExp(`\\b${escapeRegExp(text)}\\b`) });

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

/** axe-core on the page once its fonts are in and its transitions have ended: no serious violation. */
export async function checkA11y(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** A player's phone after a reveal: right or wrong, and their total points. */
export async function seesResult(page: Page, correct: boolean, points: number) {
  await page
    .getByText(correct ? /Correct/ : /Wrong/)
    .first()
    .waitFor();
  await page.getByText(pointsText(points)).first().waitFor();
}

export const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/**
 * The projector screen (/quizz/host/{code}) of the owner's `page`, with the game's state from the API:
 * what the screen shows is checked against the numbers it comes from.
 */
export function hostScreen(server: RunningServer, token: string, code: string, page: Page) {
  const waitForState = (check: (state: HostState) => boolean) => waitForHostState(server, token, code, check);
  return {
    page,
    state: () => hostState(server, token, code),
    waitForState,
    /** The main button (the same as space or →). */
    mainButton: (name: string) => page.getByRole('button', { name, exact: true }),
    /** Waits until the question shows `n` answers of `of` players, on the screen and in the state. */
    async answersReceived(n: number, of: number) {
      await waitForState((s) => s.answers_received === n);
      await page
        .getByTestId('answers-received')
        .filter({ hasText: `${n} / ${of} answers` })
        .waitFor();
    },
    /** Screenshots at projector size (1920×1080) and at 390×844, then back to the desktop. */
    async shots(name: string) {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await settled(page);
      await screenshot(page, `live-host-${name}-1920`, { fullPage: false });
      await page.setViewportSize(PHONE);
      await settled(page);
      await screenshot(page, `live-host-${name}-390`);
      await page.setViewportSize(DESKTOP);
    },
  };
}
export type HostScreen = ReturnType<typeof hostScreen>;
