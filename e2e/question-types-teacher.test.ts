import type { Quiz, ResultsReport } from '@quizzical/common';
import { QUESTION_TYPES } from '@quizzical/common';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, seriousA11yViolations, settled } from './support/browser';
import { apiAs, server, signedInPage, startServerAndBrowser } from './support/suite';

const teacher = { email: 'types.teacher@example.com', password: 'a long teacher password' };

startServerAndBrowser({ staff: teacher });
const api = apiAs(teacher);

let context: BrowserContext;
let page: Page;
let errors: string[];
let code = '';

beforeAll(async () => {
  ({ context, page, errors } = await signedInPage(teacher));
});
afterAll(async () => {
  await context?.close();
});

const card = (index: number) => page.getByTestId('question-card').nth(index);
const field = (where: Locator, name: string) => where.getByRole('textbox', { name, exact: true });

/** No serious axe violation, then the screenshots `name`-desktop and `name`-phone (back at the desktop's width). */
async function checkedShots(name: string) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await settled(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** Adds a question card (the first exists) of `type` with its text; answers the card. */
async function addQuestion(index: number, type: string, text: string) {
  if (index > 0) await page.getByRole('button', { name: 'Add a question' }).click();
  const here = card(index);
  await here.getByRole('combobox', { name: 'Question type' }).selectOption(type);
  await field(here, 'Question').fill(text);
  return here;
}

/** A student who joins, saves one answer per question (by its type) and ends. */
async function student(firstName: string, answers: (questionType: string, id: number) => unknown) {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const joined = await post(`/api/quizz/response/_start/${code}`, { firstName, lastName: 'Student' });
  expect(joined.status).toBe(201);
  const { response } = (await joined.json()) as {
    response: { session_id: string; questions: { id: number; type: string }[] };
  };
  for (const q of response.questions) {
    const saved = await post(`/api/quizz/response/_save/${code}?session_id=${response.session_id}`, {
      key: q.id,
      answer: answers(q.type, q.id),
    });
    expect(saved.status).toBe(201);
  }
  expect((await post(`/api/quizz/response/_end/${code}/${response.session_id}`, {})).status).toBe(201);
}

describe('a teacher writes a quiz with every question type and reads its results', () => {
  it('writes one question of each type in the editor, which passes axe', async () => {
    await page.goto('/create_quizz');
    await field(page.locator('form'), 'Title').fill('Every type');
    await page.getByRole('switch', { name: /^Anonymous/ }).uncheck();

    const single = await addQuestion(0, 'single', 'Capital of Italy?');
    await field(single, 'A').fill('Rome');
    await field(single, 'B').fill('Milan');

    const trueFalse = await addQuestion(1, 'true_false', 'The Earth is flat.');
    await trueFalse.getByRole('radio', { name: 'False' }).check();

    const multiple = await addQuestion(2, 'multiple', 'Which are prime?');
    await field(multiple, 'A').fill('2');
    await field(multiple, 'B').fill('3');
    await field(multiple, 'C').fill('4');
    await multiple.getByRole('checkbox', { name: 'B', exact: true }).check();
    await field(multiple, 'Explanation').fill('4 = $2 \\times 2$');
    await multiple.getByTestId('formula-preview').last().locator('.katex').first().waitFor();

    const text = await addQuestion(3, 'text', 'Capital of France?');
    await field(text, 'Accepted answer 1').fill('Paris');

    const numeric = await addQuestion(4, 'numeric', 'g in m/s²?');
    await field(numeric, 'Correct value').fill('9.81');
    await field(numeric, 'Tolerance (±)').fill('0.1');
    await numeric.getByRole('combobox', { name: 'Time for this question (hosted live)' }).selectOption('30');

    const ordering = await addQuestion(5, 'ordering', 'From small to big');
    await field(ordering, 'Item 1').fill('one');
    await field(ordering, 'Item 2').fill('two');
    await field(ordering, 'Item 3').fill('three');

    const poll = await addQuestion(6, 'poll', 'Did you like it?');
    await field(poll, 'A').fill('Yes');
    await field(poll, 'B').fill('No');

    await checkedShots('types-editor');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/quizz');
    const quizzes = await api<Quiz[]>('/api/quizz');
    code = quizzes.find((q) => q.title === 'Every type')?.code ?? '';
    const saved = await api<Quiz>(`/api/quizz/${code}`);
    expect(saved.questions.map((q) => q.type)).toEqual(QUESTION_TYPES);
    expect(saved.questions[2]).toMatchObject({ correct_answers: [1, 2], explanation: '4 = $2 \\times 2$' });
    expect(saved.questions[3]).toMatchObject({ accepted_answers: ['Paris'] });
    expect(saved.questions[4]).toMatchObject({ correct_value: 9.81, tolerance: 0.1, time_limit: 30 });
    expect(saved.questions[5]).toMatchObject({ answer1: 'one', answer2: 'two', answer3: 'three' });
  });

  it('reads each type on the results page and one student’s answers, which pass axe', async () => {
    await api(`/api/quizz/_start_now/${code}`, { method: 'POST' });
    await student('Ada', (type) =>
      type === 'multiple'
        ? [1, 2]
        : type === 'text'
          ? ' paris '
          : type === 'numeric'
            ? 9.8
            : type === 'ordering'
              ? [1, 2, 3]
              : type === 'true_false'
                ? 2
                : 1,
    );
    await student('Ben', (type) =>
      type === 'multiple'
        ? [1, 3]
        : type === 'text'
          ? 'Lyon'
          : type === 'numeric'
            ? 12
            : type === 'ordering'
              ? [3, 2, 1]
              : 2,
    );

    const report = await api<ResultsReport>(`/api/quizz/${code}/responses`);
    expect(report.questions_report.map((q) => q.type)).toContain('ordering');

    await page.goto(`/quizz/detail/${code}`);
    const typed = page.getByRole('table', { name: 'The most typed answers' });
    await typed.waitFor();
    await typed.getByText('“paris” (counted as right)').waitFor();
    await typed.getByText('“lyon”').waitFor();
    const numbers = page.getByRole('table', { name: 'The numbers given' });
    await numbers.getByText('9.8 (counted as right)').waitFor();
    await page.getByText('Accepted: “Paris”').waitFor();
    await page.getByText(/^Cronbach’s alpha \(scored questions\)/).waitFor();
    await page.getByText('Reliability (Cronbach’s alpha)').waitFor();
    await page
      .getByText('The items in the correct order, with how many put each one in its right place.')
      .waitFor();
    await page.getByText('4 = ').first().waitFor();
    await checkedShots('types-results');

    const ben = report.participants.find((p) => p.first_name === 'Ben');
    await page.goto(`/quizz/detail/${code}/participant/${ben?.id}`);
    await page.getByRole('heading', { name: /Ben/ }).waitFor();
    const answers = page.locator('li.rs-participant-question');
    await expect(answers.count()).resolves.toBe(7);
    await answers.nth(3).getByText('“Lyon”').waitFor();
    await answers.nth(4).getByText('12', { exact: true }).waitFor();
    await answers.nth(4).getByText('9.81 ± 0.1').waitFor();
    await answers.nth(2).getByText('Partly right · 0%').or(answers.nth(2).getByText('Wrong')).waitFor();
    await answers.nth(6).getByText('Answered', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'types-participant-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'types-participant-phone');
    expect(errors).toEqual([]);
  });

  it('offers every type in the market’s proposal form, which passes axe', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/market/propose');
    const form = page.getByTestId('question-card');
    await form.getByRole('combobox', { name: 'Question type' }).selectOption('multiple');
    await field(form, 'Question').fill('Which are even?');
    await field(form, 'A').fill('2');
    await field(form, 'B').fill('3');
    await field(form, 'C').fill('4');
    await form.getByRole('checkbox', { name: 'C', exact: true }).check();
    await expect(form.getByRole('checkbox', { name: 'A', exact: true }).isChecked()).resolves.toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'types-market-propose-desktop');
    await form.getByRole('combobox', { name: 'Question type' }).selectOption('numeric');
    await field(form, 'Correct value').fill('3,14');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'types-market-propose-phone');
    expect(errors).toEqual([]);
  });
});
