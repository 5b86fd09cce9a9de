import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, settled } from './support/browser';
import { apiAs, server, signedInPage, startServerAndBrowser } from './support/suite';

const teacher = { email: 'corrections.teacher@example.com', password: 'a long teacher password' };

startServerAndBrowser({ staff: teacher });
const api = apiAs(teacher);

interface Quiz {
  code: string;
  questions: { id: number }[];
}

/** A started quiz whose second question has a wrong key (Jupiter is the largest planet, not Mars). */
async function quizWithWrongKey(title: string): Promise<Quiz> {
  const quiz = await api<Quiz>('/api/quizz', {
    method: 'POST',
    body: {
      title,
      anonymous: false,
      duration: 10,
      questions: [
        { text: 'Solve $2x = 4$.', answer1: '$x = 2$', answer2: '$x = 8$', correct_answer: 1 },
        { text: 'Largest planet?', answer1: 'Mars', answer2: 'Jupiter', correct_answer: 1 },
        { text: 'Capital of Switzerland?', answer1: 'Bern', answer2: 'Zurich', correct_answer: 1 },
      ],
    },
  });
  await api(`/api/quizz/_start_now/${quiz.code}`, { method: 'POST' });
  return quiz;
}

/** A student who answers `answers` (in question order) and ends, through the student API. */
async function studentEnds(quiz: Quiz, firstName: string, answers: number[]) {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.ok).toBe(true);
    return res.json();
  };
  const started = await post(`/api/quizz/response/_start/${quiz.code}`, { firstName, lastName: 'Test' });
  const session: string = started.response.session_id;
  for (const [i, answer] of answers.entries())
    await post(`/api/quizz/response/_save/${quiz.code}?session_id=${session}`, {
      key: quiz.questions[i].id,
      answer,
    });
  await post(`/api/quizz/response/_end/${quiz.code}/${session}`, {});
}

/** The percentage in a participant's row of the results page's table. */
const percentageOf = (page: Page, firstName: string) =>
  page
    .getByRole('region', { name: 'Participants table' })
    .getByRole('row')
    .filter({ hasText: firstName })
    .getByRole('cell')
    .nth(4);

describe("the editor's correction mode", () => {
  it("opens from the results page's 'Edit questions', fixes a key, and the scores follow", async () => {
    const quiz = await quizWithWrongKey('Planets, to correct');
    await studentEnds(quiz, 'Ada', [1, 2, 1]); // right about Jupiter, marked wrong
    await studentEnds(quiz, 'Ben', [1, 1, 2]); // Mars, marked right

    const { page } = await signedInPage(teacher);
    await page.goto(`/quizz/detail/${quiz.code}`);
    await expect(percentageOf(page, 'Ada').textContent()).resolves.toBe('66.7%');
    await expect(percentageOf(page, 'Ben').textContent()).resolves.toBe('66.7%');
    await settled(page);
    await screenshot(page, 'corrections-results-desktop', { fullPage: false });

    await page.getByRole('link', { name: 'Edit questions' }).click();
    const notice = page.getByTestId('correction-notice');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain('Correction mode: this quizz has started');
    await expect(page.getByRole('button', { name: 'Add a question' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Remove question/ }).count()).resolves.toBe(0);
    const second = page.getByTestId('question-card').nth(1);
    await second.getByRole('radio', { name: 'B' }).check();
    await settled(page);
    await screenshot(page, 'corrections-editor-desktop');
    await page.getByRole('button', { name: 'Save' }).click();

    // back on the results page, which shows the answers scored again
    await page.waitForURL(`**/quizz/detail/${quiz.code}`);
    await page
      .getByText('Your corrections have been saved: the answers already given have been scored again')
      .waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[aria-label="Participants table"]')?.textContent?.includes('100%'),
    );
    await expect(percentageOf(page, 'Ada').textContent()).resolves.toBe('100%');
    await expect(percentageOf(page, 'Ben').textContent()).resolves.toBe('33.3%');
  });

  it('looks right on a phone: the results button and the correction notice', async () => {
    const quiz = await quizWithWrongKey('Planets on a phone');
    await studentEnds(quiz, 'Cy', [1, 2, 1]);
    const { page } = await signedInPage(teacher, PHONE);
    await page.goto(`/quizz/detail/${quiz.code}`);
    const edit = page.getByRole('link', { name: 'Edit questions' });
    await edit.waitFor();
    await edit.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'corrections-results-phone', { fullPage: false });
    await edit.click();
    await page.getByTestId('correction-notice').waitFor();
    await settled(page);
    await screenshot(page, 'corrections-editor-phone', { fullPage: false });
    // a question card without its move and remove buttons; C and D cannot be written
    await page.getByTestId('question-card').nth(1).scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'corrections-editor-phone-question', { fullPage: false });
  });
});
