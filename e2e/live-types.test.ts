import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostState, Quiz } from '@quizzical/common';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, settled, signInThroughUi } from './support/browser';
import {
  checkA11y,
  type HostScreen,
  hostScreen,
  joinAsPlayer,
  type Player,
  unexpectedErrors,
} from './support/live-game';
import { apiCall, apiToken } from './support/server';
import { browser, openAppPage, server, startServerAndBrowser } from './support/suite';

/**
 * A hosted game with every question type, in the browser: the teacher's projector at 1280 px, Ada's
 * phone in English and Ben's in German (390×844). Each question is answered on the phones (a tap, ticks
 * and 'Send', a typed text, a number with the language's decimal sign, an order by move up/down), then
 * revealed; the projector and the phones are checked, screenshot at 1280 and 390 px, and axe-checked.
 */

const TEACHER = { email: 'types.host@quizzical.test', password: 'every type on the projector 27' };
const ORDER = ['Plan', 'Write', 'Test', 'Ship'];
const QUESTIONS = [
  { type: 'true_false', text: 'The Earth is flat.', correct_answer: 2 },
  {
    type: 'multiple',
    text: 'Which are prime?',
    answer1: '2',
    answer2: '4',
    answer3: '5',
    answer4: '9',
    correct_answers: [1, 3],
  },
  { type: 'text', text: 'Capital of France?', accepted_answers: ['Paris'] },
  { type: 'numeric', text: 'Half of five?', correct_value: 2.5, tolerance: 0.1 },
  {
    type: 'ordering',
    text: 'Put the steps in order',
    answer1: ORDER[0],
    answer2: ORDER[1],
    answer3: ORDER[2],
    answer4: ORDER[3],
  },
  { type: 'poll', text: 'Did you like it?', answer1: 'Yes', answer2: 'No' },
];
const NAMES = ['true-false', 'multiple', 'text', 'numeric', 'ordering', 'poll'];
const de: Record<string, string> = JSON.parse(
  readFileSync(join(process.cwd(), 'web/src/i18n/locales/de.json'), 'utf8'),
);

let token: string;
let code: string;
let host: Page;
let hostErrors: string[];
let screen: HostScreen;
let ada: Player;
let ben: { page: Page; errors: string[] };

async function openGermanPhone(name: string) {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'de-DE' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto(`/q/${code}`);
  await page.getByLabel(new RegExp(`^${de['taking.start.nickname']}`)).fill(name);
  await page.getByRole('button', { name: de['taking.start.submit'] }).click();
  await page.waitForURL(`**/play_quizz/${code}`);
  return { page, errors };
}

/** Screenshots of the projector at 1280 and 390 px, and of both phones (390 px). */
async function shots(name: string) {
  await settled(host);
  await screenshot(host, `live-types-host-${name}-1280`, { fullPage: false });
  await host.setViewportSize(PHONE);
  await settled(host);
  await screenshot(host, `live-types-host-${name}-390`);
  await host.setViewportSize(DESKTOP);
  for (const [who, page] of [
    ['en', ada.page],
    ['de', ben.page],
  ] as const) {
    await settled(page);
    await screenshot(page, `live-types-phone-${name}-${who}-390`);
  }
}

/** 'Next' from the projector: the next question or the reveal, waited for in the state. */
async function next(label: string, check: (s: HostState) => boolean) {
  await screen.mainButton(label).click();
  return screen.waitForState(check);
}

const answered = (page: Page, text: string) => page.getByText(text).first().waitFor();

/**
 * Question `index` answered on both phones and sent: Ada's answer (`onAda`) first, then Ben's (`onBen`,
 * in German), sent once the question's screenshots are taken.
 */
async function answerOnPhones(
  index: number,
  onAda: (page: Page) => Promise<void>,
  onBen: (page: Page) => Promise<void>,
) {
  await onAda(ada.page);
  await ada.page.getByRole('button', { name: 'Send my answer' }).click();
  await answered(ada.page, 'Answer saved');
  await onBen(ben.page);
  await shots(`${NAMES[index]}-question`);
  await ben.page.getByRole('button', { name: de['live.play.send'] }).click();
  await answered(ben.page, de['live.play.answer_saved']);
}

startServerAndBrowser({ staff: TEACHER });

beforeAll(async () => {
  token = await apiToken(server, TEACHER.email, TEACHER.password);
  const quiz = await apiCall<Quiz>(server, token, '/api/quizz', {
    method: 'POST',
    body: {
      title: 'Every type, live',
      duration: 30,
      anonymous: true,
      question_time: 240,
      scoring: 'speed',
      show_question_on_devices: true,
      questions: QUESTIONS,
    },
  });
  code = quiz.code;
  ({ page: host, errors: hostErrors } = await openAppPage());
  screen = hostScreen(server, token, code, host);
  await signInThroughUi(host, TEACHER.email, TEACHER.password);
  await apiCall(server, token, `/api/quizz/${code}/live/_host`, { method: 'POST' });
  await host.goto(`/quizz/host/${code}`);
  await host.getByTestId('lobby-code').filter({ hasText: code }).waitFor();
  ada = await joinAsPlayer(browser, server, code, 'Ada');
  ben = await openGermanPhone('Ben');
  await screen.waitForState((s) => s.player_count === 2);
});

afterAll(async () => {
  await host?.context().close();
  await ada?.context.close();
  await ben?.page.context().close();
});

describe('a hosted game of every type', () => {
  it('true/false: True and False on every screen, in the reader language', async () => {
    await next('Start', (s) => s.step === 'question' && s.question_index === 0);
    await host.getByTestId('answer-A').filter({ hasText: 'True' }).waitFor();
    await ada.page.getByRole('button', { name: /False/ }).click();
    await answered(ada.page, 'Answer saved');
    await ben.page.getByRole('button', { name: new RegExp(de['live.true']) }).click();
    await answered(ben.page, de['live.play.answer_saved']);
    await shots(`${NAMES[0]}-question`);
    const s = await next('Show results', (x) => x.step === 'reveal');
    expect(s.correct_answer).toBe(2);
    expect(s.distribution).toEqual([1, 1, 0, 0]);
    await ada.page.getByText('Correct!').first().waitFor();
    await ben.page.getByText(de['live.play.wrong']).first().waitFor();
    await shots(`${NAMES[0]}-reveal`);
  });

  it('several answers: ticks, then Send; the reveal marks the right set', async () => {
    await next('Next question', (s) => s.step === 'question' && s.question_index === 1);
    await answerOnPhones(
      1,
      async (page) => {
        await page.getByRole('button', { name: /^A: 2/ }).click();
        await page.getByRole('button', { name: /^C: 5/ }).click();
      },
      (page) => page.getByRole('button', { name: /^A: 2/ }).click(),
    );
    await checkA11y(ada.page);
    const s = await next('Show results', (x) => x.step === 'reveal');
    expect(s.solution?.correct_answers).toEqual([1, 3]);
    expect(s.distribution).toEqual([2, 0, 1, 0]);
    expect(s.answer_summary).toMatchObject({ right: 1, partial: 1 });
    await host.getByTestId('answer-C').filter({ hasText: '(correct answer)' }).waitFor();
    await ben.page.getByText(de['live.play.partly_correct']).first().waitFor();
    await shots(`${NAMES[1]}-reveal`);
    await checkA11y(host);
  });

  it('a typed text: the accepted answer beside the most typed ones', async () => {
    await next('Next question', (s) => s.step === 'question' && s.question_index === 2);
    await host.getByTestId('answer-on-phones').waitFor();
    await answerOnPhones(
      2,
      (page) => page.getByLabel('Your answer').fill(' paris'),
      (page) => page.getByLabel(de['live.play.type_answer']).fill('Lyon'),
    );
    await checkA11y(ben.page);
    await next('Show results', (x) => x.step === 'reveal');
    await host.getByTestId('right-answer').filter({ hasText: 'Paris' }).waitFor();
    await host.getByTestId('given-answers').filter({ hasText: 'Lyon' }).waitFor();
    await ada.page.getByText('Correct!').first().waitFor();
    await shots(`${NAMES[2]}-reveal`);
  });

  it("a number with the language's decimal sign: how close the class came", async () => {
    await next('Next question', (s) => s.step === 'question' && s.question_index === 3);
    await answerOnPhones(
      3,
      (page) => page.getByLabel('Your number').fill('2.6'),
      (page) => page.getByLabel(de['live.play.type_number']).fill('2,45'),
    );
    const s = await next('Show results', (x) => x.step === 'reveal');
    expect(s.answer_summary?.top_answers.map((a) => a.answer).sort()).toEqual([2.45, 2.6]);
    expect(s.answer_summary?.right).toBe(2);
    await host.getByTestId('right-answer').filter({ hasText: '2.5 (± 0.1)' }).waitFor();
    // the German phone writes the key with a comma
    await ben.page.getByText('2,5 (± 0,1)').waitFor();
    await shots(`${NAMES[3]}-reveal`);
  });

  it('ordering: move up and down by buttons, then Send; the right order at the reveal', async () => {
    await next('Next question', (s) => s.step === 'question' && s.question_index === 4);
    // the projector is on the question before the phones: wait for Ada's items
    await expect.poll(() => ada.page.locator('.lv-order-text').count()).toBe(ORDER.length);
    // Ada puts her shuffled items in the right order with the buttons alone
    for (let target = 0; target < ORDER.length; target++) {
      const items = await ada.page.locator('.lv-order-text').allTextContents();
      for (let at = items.indexOf(ORDER[target]); at > target; at--)
        await ada.page.getByRole('button', { name: `Move “${ORDER[target]}” up` }).click();
    }
    expect(await ada.page.locator('.lv-order-text').allTextContents()).toEqual(ORDER);
    await shots(`${NAMES[4]}-question`);
    await checkA11y(ada.page);
    await ada.page.getByRole('button', { name: 'Send my answer' }).click();
    await answered(ada.page, 'Answer saved');
    await ben.page.getByRole('button', { name: de['live.play.send'] }).click();
    await answered(ben.page, de['live.play.answer_saved']);
    const s = await next('Show results', (x) => x.step === 'reveal');
    expect(s.solution?.correct_order).toEqual(ORDER);
    await host.getByTestId('right-order').filter({ hasText: 'Ship' }).waitFor();
    await ada.page.getByText('Correct!').first().waitFor();
    await shots(`${NAMES[4]}-reveal`);
  });

  it("a poll: no right answer, the class's shares", async () => {
    await next('Next question', (s) => s.step === 'question' && s.question_index === 5);
    await ada.page.getByRole('button', { name: /^A: Yes/ }).click();
    await answered(ada.page, 'Answer saved');
    await ben.page.getByRole('button', { name: /^A: Yes/ }).click();
    await answered(ben.page, de['live.play.answer_saved']);
    await shots(`${NAMES[5]}-question`);
    const s = await next('Show results', (x) => x.step === 'reveal');
    expect(s.distribution).toEqual([2, 0, 0, 0]);
    await host.getByTestId('share-A').filter({ hasText: '100' }).waitFor();
    await ada.page.getByText('Your vote counts').first().waitFor();
    await shots(`${NAMES[5]}-reveal`);
    await checkA11y(host);
    await checkA11y(ben.page);
    expect(unexpectedErrors(hostErrors)).toEqual([]);
    expect(unexpectedErrors(ada.errors)).toEqual([]);
    expect(unexpectedErrors(ben.errors)).toEqual([]);
  });
});
