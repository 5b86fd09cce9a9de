import type { PlayerState, Quiz } from '@quizzical/common';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import {
  checkA11y,
  type HostScreen,
  hostScreen,
  joinAsPlayer,
  type Player,
  unexpectedErrors,
} from './support/live-game';
import { apiCall, apiToken } from './support/server';
import { browser, server, signedInPage, startServerAndBrowser } from './support/suite';

/**
 * The quiz editor's hosted-live settings, end to end: a teacher sets 'No time limit',
 * speed scoring and the letters only on the phones in the editor, then hosts the quiz from its results
 * page's 'Host live'. The projector shows no countdown; the phone shows the lettered buttons without
 * the question; a quick right tap earns speed points (up to 1,000).
 */

const TEACHER = { email: 'settings.host@quizzical.test', password: 'letters on the phones only' };
const TITLE = 'Letters only, no clock';

const players: Player[] = [];
let host: Page;
let hostErrors: string[];
let screen: HostScreen;
let code: string;
afterAll(async () => {
  await host?.context().close();
  for (const p of players) await p.context.close();
});

startServerAndBrowser({ staff: TEACHER });

describe('hosted-live settings from the quiz editor', () => {
  it('saves them; hosted from the results page, the game has no countdown and the phones show letters only', async () => {
    ({ page: host, errors: hostErrors } = await signedInPage(TEACHER));
    await host.goto('/create_quizz');
    await host.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    const card = host.getByTestId('question-card').first();
    await card.getByRole('textbox', { name: 'Question' }).fill('Which is the largest ocean?');
    await card.getByRole('textbox', { name: 'A', exact: true }).fill('Atlantic');
    await card.getByRole('textbox', { name: 'B', exact: true }).fill('Pacific');
    await card.getByRole('textbox', { name: 'C', exact: true }).fill('Indian');
    await card.getByRole('radio', { name: 'B', exact: true }).check();

    const live = host.getByRole('group', { name: 'Hosted live' });
    await live
      .getByRole('combobox', { name: 'Time per question (hosted live)' })
      .selectOption('No time limit');
    await live
      .getByRole('combobox', { name: 'Scoring' })
      .selectOption('Speed (up to 1,000 points, faster earns more)');
    await live.getByRole('switch', { name: /Show the question on students' devices/ }).uncheck();
    await checkA11y(host);
    await host.getByRole('button', { name: 'Save' }).click();
    await host.waitForURL('**/quizz');

    const token = await apiToken(server, TEACHER.email, TEACHER.password);
    const list = await apiCall<Quiz[]>(server, token, '/api/quizz');
    const saved = list.find((q) => q.title === TITLE);
    expect(saved).toMatchObject({ question_time: null, scoring: 'speed', show_question_on_devices: false });
    code = saved?.code ?? '';

    // hosted from the results page's 'Host live'
    await host.goto(`/quizz/detail/${code}`);
    await host.getByRole('link', { name: 'Host live' }).click();
    await host.waitForURL(`**/quizz/host/${code}`);
    screen = hostScreen(server, token, code, host);
    await host.getByTestId('lobby-code').filter({ hasText: code }).waitFor();

    const player = await joinAsPlayer(browser, server, code, 'Zoe');
    players.push(player);
    await host.getByTestId('player-count').filter({ hasText: '1 player' }).waitFor();
    await screen.mainButton('Start').click();
    const question = await screen.waitForState((s) => s.step === 'question');
    expect(question).toMatchObject({ question_time: null, question_ends_at: null, time_left_ms: null });
    await host.getByTestId('countdown').filter({ hasText: 'No time limit' }).waitFor();

    // the phone: 'No time limit', three lettered buttons, no question text
    const phone = player.page;
    await phone.getByText('Question 1 / 1').first().waitFor();
    await phone.getByText('No time limit').first().waitFor();
    const letters = phone.locator('button[data-letter]');
    await expect(letters.evaluateAll((buttons) => buttons.map((b) => b.dataset.letter))).resolves.toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(await phone.getByText('Which is the largest ocean?').count()).toBe(0);
    expect(await phone.getByText('Pacific').count()).toBe(0);
    await checkA11y(phone);
    await screenshot(phone, 'live-player-letters-only-390');
  });

  it('takes a letter tap and gives speed points for it (up to 1,000)', async () => {
    const [player] = players;
    const phone = player.page;
    // the phone answers with the question's id (`question_id`, since the question itself is not sent)
    const sessionId = await phone.evaluate(
      (key) => localStorage.getItem(key),
      `quizzical.taking.session.${code}`,
    );
    const mine = await apiCall<PlayerState>(server, null, `/api/quizz/live/${code}?session_id=${sessionId}`);
    expect(mine).toMatchObject({ step: 'question', question: null, answer_count: 3 });
    expect(mine.question_id).toEqual(expect.any(Number));
    await phone.locator('button[data-letter="B"]').click();
    await phone.getByText('Answer saved').first().waitFor();
    await screen.answersReceived(1, 1);
    await screen.mainButton('Show results').click();
    const reveal = await screen.waitForState((s) => s.step === 'reveal');
    expect(reveal.distribution).toEqual([0, 1, 0, 0]);
    // speed: a right answer earns up to 1,000 points, fewer the longer it took
    const [zoe] = reveal.leaderboard;
    expect(zoe).toMatchObject({ rank: 1, name: 'Zoe' });
    expect(zoe.points).toBeGreaterThan(0);
    expect(zoe.points).toBeLessThanOrEqual(1_000);
    await phone
      .getByText(/Correct/)
      .first()
      .waitFor();
    await phone
      .getByText(`+${zoe.points.toLocaleString('en')} points`)
      .first()
      .waitFor();

    expect(unexpectedErrors(player.errors)).toEqual([]);
  });

  it('reveals by itself when the countdown ends: the phone that did not answer reads No answer', async () => {
    const token = await apiToken(server, TEACHER.email, TEACHER.password);
    const quiz = await apiCall<Quiz>(server, token, '/api/quizz', {
      method: 'POST',
      body: {
        title: 'Five seconds',
        question_time: 5,
        questions: [{ text: 'Quick: 1 + 1?', answer1: 'Two', answer2: 'Three', correct_answer: 1 }],
      },
    });
    await host.goto(`/quizz/host/${quiz.code}`);
    const timed = hostScreen(server, token, quiz.code, host);
    await host.getByTestId('lobby-code').filter({ hasText: quiz.code }).waitFor();
    const player = await joinAsPlayer(browser, server, quiz.code, 'Lea');
    players.push(player);
    await timed.mainButton('Start').click();
    const question = await timed.waitForState((s) => s.step === 'question');
    expect(question.question_time).toBe(5);
    await host.getByRole('timer').waitFor();
    // nobody presses 'Show results': the server's clock reveals the question
    const reveal = await timed.waitForState((s) => s.step === 'reveal');
    expect(Date.parse(reveal.question_ends_at ?? '')).toBeLessThanOrEqual(Date.now());
    expect(reveal.distribution).toEqual([0, 0, 0, 0]);
    await timed.mainButton('Show podium').waitFor();
    await player.page.getByText('No answer').first().waitFor();
    expect(unexpectedErrors(hostErrors)).toEqual([]);
    expect(unexpectedErrors(player.errors)).toEqual([]);
  });
});
