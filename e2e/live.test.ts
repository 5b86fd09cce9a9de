import { MESSAGES, QUIZ_STATUS, type Quiz, type ResultsReport } from '@quizzical/common';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, settled, signInThroughUi } from './support/browser';
import { HOSTED_QUIZ } from './support/hosted-quiz';
import {
  answerButton,
  checkA11y,
  type HostScreen,
  hostScreen,
  joinAsPlayer,
  type Player,
  pointsText,
  questionLabel,
  seesResult,
  standings,
  unexpectedErrors,
} from './support/live-game';
import { apiCall, apiToken } from './support/server';
import { browser, openAppPage, server, startServerAndBrowser } from './support/suite';

/**
 * Hosting a quiz live, in the browser: a teacher on a desktop hosts three questions from the
 * dashboard's 'Host live'; three players on phones (390×844) join with nicknames and play to the
 * podium. Bob's network drops while he taps (the answer still counts); Cy reloads in a question and in
 * a reveal (back at the step, with the points). Accuracy scoring: known answers give known points.
 * The projector's numbers are checked where they come from too (the owner's state from the API).
 */

const TEACHER = { email: 'host.teacher@quizzical.test', password: 'live host on the projector 14' };
const TITLE = 'Live: capitals, squares and planets';
const QUESTIONS = [
  {
    text: 'Capital of Switzerland?',
    answer1: 'Zurich',
    answer2: 'Bern',
    answer3: 'Geneva',
    answer4: 'Basel',
  },
  {
    text: 'Which $x > 0$ solves $x^2 = 9$?',
    answer1: 'Three',
    answer2: 'Nine',
    answer3: 'Minus',
    answer4: 'None',
  },
  { text: 'The red planet?', answer1: 'Venus', answer2: 'Jupiter', answer3: 'Saturn', answer4: 'Mars' },
].map((q, i) => ({ ...q, correct_answer: [2, 1, 4][i] }));
/** What each player taps (stored answer numbers) per question: Ada all right, Bob 2 of 3, Cy 1 of 3. */
const TAPS: Record<string, number[]> = { Ada: [2, 1, 4], Bob: [3, 1, 4], Cy: [2, 4, 2] };
const answerText = (question: number, answer: number) => QUESTIONS[question][`answer${answer}` as 'answer1'];

let token: string;
let code: string;
let host: Page;
let hostErrors: string[];
/** The projector screen and the game's state (set once the quiz exists). */
let screen: HostScreen;
const players: Record<string, Player> = {};

const api = <T = unknown>(path: string, init?: { method?: string; body?: unknown }) =>
  apiCall<T>(server, token, path, init);
/** A player taps their answer to question `q` (0-based) and sees it acknowledged. */
async function tap(name: string, q: number) {
  const { page } = players[name];
  await answerButton(page, answerText(q, TAPS[name][q])).click();
  await page.getByText('Answer saved').first().waitFor();
}

/** Reveals the question and checks the bars' counts [A, B, C, D] and the correct answer's tile. */
async function reveal(q: number, counts: number[]) {
  await screen.mainButton('Show results').click();
  const s = await screen.waitForState((x) => x.step === 'reveal' && x.question_index === q);
  expect(s.correct_answer).toBe(QUESTIONS[q].correct_answer);
  expect(s.distribution).toEqual(counts);
  const letter = 'ABCD'[QUESTIONS[q].correct_answer - 1];
  await host.getByTestId(`answer-${letter}`).filter({ hasText: '(correct answer)' }).waitFor();
  for (const [i, count] of counts.entries()) {
    await expect(host.getByTestId(`answer-${'ABCD'[i]}`).textContent()).resolves.toMatch(
      new RegExp(`${count}\\s*answers?`),
    );
  }
  return s;
}

const playerResult = (name: string, correct: boolean, points: number) =>
  seesResult(players[name].page, correct, points);

startServerAndBrowser({ staff: TEACHER });

beforeAll(async () => {
  token = await apiToken(server, TEACHER.email, TEACHER.password);
  const quiz = await api<Quiz>('/api/quizz', {
    method: 'POST',
    body: { title: TITLE, ...HOSTED_QUIZ, questions: QUESTIONS },
  });
  code = quiz.code;
  expect(quiz).toMatchObject({ question_time: 240, scoring: 'accuracy', show_question_on_devices: true });
  ({ page: host, errors: hostErrors } = await openAppPage());
  screen = hostScreen(server, token, code, host);
});

afterAll(async () => {
  await host?.context().close();
  for (const p of Object.values(players)) await p.context.close();
});

describe('hosting a quiz live', () => {
  it("opens the projector's lobby from the dashboard's 'Host live', and the players join it", async () => {
    await signInThroughUi(host, TEACHER.email, TEACHER.password);
    // the results page offers it too
    await host.goto(`/quizz/detail/${code}`);
    const fromResults = host.getByRole('link', { name: 'Host live' });
    expect(await fromResults.getAttribute('href')).toBe(`/quizz/host/${code}`);
    await host.goto('/quizz');
    await host
      .getByRole('row')
      .filter({ has: host.getByRole('link', { name: TITLE, exact: true }) })
      .getByRole('checkbox')
      .check();
    await host.getByRole('button', { name: 'Host live' }).click();
    await host.waitForURL(`**/quizz/host/${code}`);
    await host.getByTestId('lobby-code').filter({ hasText: code }).waitFor();
    await host
      .getByTestId('lobby-link')
      .filter({ hasText: `/q/${code}` })
      .waitFor();
    // 'Host live' started the quiz (it was not started) and opened its game
    expect((await api<Quiz>(`/api/quizz/${code}`)).status).toBe(QUIZ_STATUS.STARTED);
    expect(await screen.state()).toMatchObject({ step: 'lobby', player_count: 0, question_index: null });

    for (const name of Object.keys(TAPS)) players[name] = await joinAsPlayer(browser, server, code, name);
    await host.getByTestId('player-count').filter({ hasText: '3 players' }).waitFor();
    const names = host.getByRole('list', { name: 'Players' });
    for (const name of Object.keys(TAPS)) await names.getByText(name, { exact: true }).waitFor();
    expect(await screen.state()).toMatchObject({ player_count: 3 });

    await checkA11y(host);
    await screen.shots('lobby');
    await checkA11y(players.Ada.page);
    await screenshot(players.Ada.page, 'live-player-lobby-390');
  });

  it("keeps the lobby's live region true for the teacher's screen reader: three players joined", async () => {
    await expect
      .poll(() => host.getByTestId('host-announcer').textContent(), { timeout: 10_000 })
      .toBe(`Waiting for players. Join with the code ${code}. 3 players joined.`);
  });

  it('tells the phones in the lobby how many have joined', async () => {
    // Ada joined first: her phone hears the class grow (pushed at most every 3 s)
    await players.Ada.page.getByText('3 players have joined').waitFor({ timeout: 15_000 });
  });

  it('plays question 1: taps are saved and counted, the reveal shows the bars and everyone their result', async () => {
    await screen.mainButton('Start').click();
    await screen.waitForState((s) => s.step === 'question' && s.question_index === 0);
    await host.getByRole('heading', { name: 'Question 1 / 3' }).waitFor();
    await host.getByTestId('question-text').filter({ hasText: 'Capital of Switzerland?' }).waitFor();
    await host.getByRole('timer').waitFor();
    await screen.answersReceived(0, 3);
    for (const p of Object.values(players)) {
      await questionLabel(p.page, 1, 3).waitFor();
      await p.page.getByText('Capital of Switzerland?').first().waitFor();
    }
    await checkA11y(host);
    await screen.shots('question');
    await checkA11y(players.Ada.page);
    await screenshot(players.Ada.page, 'live-player-question-390');

    // in this order, so that the tie after question 1 (Ada and Cy, 1 point) goes to the faster: Ada
    await tap('Ada', 0);
    await screen.answersReceived(1, 3);
    await tap('Cy', 0);
    await tap('Bob', 0);
    await screen.answersReceived(3, 3);
    await checkA11y(players.Ada.page);
    await screenshot(players.Ada.page, 'live-player-answer-saved-390');

    const s = await reveal(0, [0, 2, 1, 0]);
    expect(standings(s)).toEqual([
      { rank: 1, name: 'Ada', points: 1 },
      { rank: 2, name: 'Cy', points: 1 },
      { rank: 3, name: 'Bob', points: 0 },
    ]);
    await playerResult('Ada', true, 1);
    await playerResult('Cy', true, 1);
    await playerResult('Bob', false, 0);
    await players.Bob.page.getByText('3rd of 3').first().waitFor();
    await checkA11y(host);
    await screen.shots('reveal');
    await checkA11y(players.Ada.page);
    await screenshot(players.Ada.page, 'live-player-reveal-390');
  });

  it("question 2: Bob's tap while offline counts once he is back; Cy reloads and keeps her points", async () => {
    // the keyboard drives the projector: → is 'Next question'
    await host.keyboard.press('ArrowRight');
    await screen.waitForState((s) => s.step === 'question' && s.question_index === 1);
    await host.getByRole('heading', { name: 'Question 2 / 3' }).waitFor();

    // Cy reloads in the middle of the question: back at question 2, and her answer still counts
    await players.Cy.page.reload();
    await questionLabel(players.Cy.page, 2, 3).waitFor();
    await tap('Ada', 1);
    await tap('Cy', 1);
    await screen.answersReceived(2, 3);

    const bob = players.Bob;
    await questionLabel(bob.page, 2, 3).waitFor();
    await bob.context.setOffline(true);
    await answerButton(bob.page, answerText(1, TAPS.Bob[1])).click();
    // a few seconds without network: the server has not got it, the phone does not claim it saved
    const offlineUntil = Date.now() + 5_000;
    while (Date.now() < offlineUntil) {
      expect((await screen.state()).answers_received).toBe(2);
      expect(await bob.page.getByText('Answer saved').count()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await screenshot(bob.page, 'live-player-offline-390');
    await bob.context.setOffline(false);
    await bob.page.getByText('Answer saved').first().waitFor({ timeout: 30_000 });
    await screen.answersReceived(3, 3);

    // a space is 'Show results' too
    await host.keyboard.press('Space');
    const s = await screen.waitForState((x) => x.step === 'reveal' && x.question_index === 1);
    expect(s.distribution).toEqual([2, 0, 0, 1]);
    // Bob and Cy tie on 1 point: Cy's answers took less time (Bob's waited for the network)
    expect(standings(s)).toEqual([
      { rank: 1, name: 'Ada', points: 2 },
      { rank: 2, name: 'Cy', points: 1 },
      { rank: 3, name: 'Bob', points: 1 },
    ]);
    await playerResult('Bob', true, 1);
    // Cy reloads on the reveal: the result and her points come back
    await players.Cy.page.reload();
    await playerResult('Cy', false, 1);
    await players.Cy.page.getByText('2nd of 3').first().waitFor();
  });

  it('question 3, then the podium: the top three and the full leaderboard; players see rank and score', async () => {
    await screen.mainButton('Next question').click();
    await screen.waitForState((s) => s.step === 'question' && s.question_index === 2);
    for (const name of ['Ada', 'Bob', 'Cy']) await tap(name, 2);
    await screen.answersReceived(3, 3);
    // the projector reloads: the game lives on the server, the screen comes back at the same step
    await host.reload();
    await host.getByRole('heading', { name: 'Question 3 / 3' }).waitFor();
    await screen.answersReceived(3, 3);
    const s = await reveal(2, [0, 1, 0, 2]);
    expect(standings(s).map((e) => e.points)).toEqual([3, 2, 1]);

    await screen.mainButton('Show podium').click();
    const podium = await screen.waitForState((x) => x.step === 'podium');
    expect(standings(podium)).toEqual([
      { rank: 1, name: 'Ada', points: 3 },
      { rank: 2, name: 'Bob', points: 2 },
      { rank: 3, name: 'Cy', points: 1 },
    ]);
    const places = host.getByTestId('podium');
    for (const name of ['Ada', 'Bob', 'Cy']) await places.getByText(name, { exact: true }).waitFor();
    await host.getByRole('heading', { name: 'Leaderboard' }).waitFor();
    await checkA11y(host);
    await screen.shots('podium');

    const finals = { Ada: ['1st of 3', 3], Bob: ['2nd of 3', 2], Cy: ['3rd of 3', 1] } as const;
    for (const [name, [rank, points]] of Object.entries(finals)) {
      const { page } = players[name];
      await page.getByText(rank).first().waitFor();
      await page.getByText(pointsText(points)).first().waitFor();
    }
    await players.Ada.page.getByText('100%').first().waitFor();
    await checkA11y(players.Ada.page);
    await screenshot(players.Ada.page, 'live-player-podium-390');

    // then the spec's end page (survey, review)
    await players.Ada.page.getByRole('button', { name: 'Continue' }).click();
    await players.Ada.page.waitForURL(`**/end_quizz/${code}`);
    await players.Ada.page.getByRole('button', { name: 'Send' }).waitFor();
    await checkA11y(players.Ada.page);
  });

  it("closes the quizz from the podium; the results hold the game's answers", async () => {
    await screen.mainButton('Close the quizz').click();
    // it asks first (the spec's stop): wait for the question rather than look once, which raced its opening
    const dialog = host.getByRole('dialog', { name: 'Close the quizz?' });
    // the podium has finished every player: the same text as the results page's, with nobody answering
    await dialog
      .getByText(`${MESSAGES.stopConfirm} Nobody is answering right now: the results will be final.`)
      .waitFor();
    await settled(host);
    await screenshot(host, 'live-host-close-dialog-desktop', { fullPage: false });
    await host.setViewportSize(PHONE);
    await screenshot(host, 'live-host-close-dialog-390', { fullPage: false });
    await host.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await screen.waitForState((s) => s.status === QUIZ_STATUS.CLOSED);
    expect((await api<Quiz>(`/api/quizz/${code}`)).status).toBe(QUIZ_STATUS.CLOSED);

    const report = await api<ResultsReport>(`/api/quizz/${code}/responses`);
    expect(report.raw_data.map((r) => r.answers).sort()).toEqual(Object.values(TAPS).sort());
    // the results page of a closed quiz offers no 'Host live'
    await host.goto(`/quizz/detail/${code}`);
    await host.getByTestId('closed-badge').waitFor();
    expect(await host.getByRole('link', { name: 'Host live' }).count()).toBe(0);
    // the participants table shows the game's points beside the spec's percentage
    const table = host.getByRole('table', { name: 'Participants' });
    await table.getByRole('columnheader', { name: 'Points (live)' }).waitFor();
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    expect(await row('Ada').getByRole('cell').nth(5).textContent()).toBe('3');
    expect(await row('Cy').getByRole('cell').nth(5).textContent()).toBe('1');
    await row('Ada').scrollIntoViewIfNeeded();
    await screenshot(host, 'live-results-points-desktop');

    expect(unexpectedErrors(hostErrors)).toEqual([]);
    for (const p of Object.values(players)) {
      expect(unexpectedErrors(p.errors, { network: p.name === 'Bob' })).toEqual([]);
    }
  });
});
