import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, signInThroughUi } from './support/browser';
import { apiAsNewUser, server, startQuizNow, startServerAndBrowser, withAppPage } from './support/suite';

/**
 * The five pages `npm run bench:lighthouse` audits, loaded as a phone loads them the first time. Lighthouse's
 * best practices count every console error and every Content-Security-Policy violation (Zod's eval
 * probe broke the CSP on every page); openPage turns both into errors here.
 */
const TEACHER = { email: 'first.load@quizzical.test', password: 'first load horse 13' };
const TITLE = 'Fractions on first load';

let code: string;

startServerAndBrowser();
const api = apiAsNewUser({ ...TEACHER, first_name: 'Fran', last_name: 'Load' });

beforeAll(async () => {
  code = await startQuizNow(api, {
    title: TITLE,
    description: 'On $\\frac{a}{b}$',
    anonymous: false,
    questions: [
      {
        text: 'What is $\\frac{2}{3} \\times \\frac{3}{2}$?',
        answer1: '$1$',
        answer2: '$0$',
        correct_answer: 1,
      },
      { text: 'What is $2^3$?', answer1: '$8$', answer2: '$6$', correct_answer: 1 },
    ],
  });
});

describe('the pages Lighthouse audits', () => {
  it('load with formulas, a joined session and a signed-in teacher without a console error or CSP violation', () =>
    withAppPage(PHONE, async ({ page, errors }) => {
      await page.goto('/');
      await page.getByRole('textbox', { name: 'Enter your quizz code to start' }).waitFor();

      await page.goto(`/q/${code}`);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await page.locator('.katex').first().waitFor(); // KaTeX's script, stylesheet and fonts
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByRole('button', { name: 'Start the quizz' }).click();
      await page.waitForURL((url) => url.pathname === `/run_quizz/${code}`);
      await page.getByRole('group', { name: 'Answers of question 1' }).waitFor();
      await page.locator('.katex').first().waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // reloaded, as Lighthouse opens it: the session is taken from this browser's storage
      await page.reload();
      await page.getByRole('group', { name: 'Answers of question 1' }).waitFor();

      await page.goto('/market');
      await page.getByRole('heading', { level: 1 }).waitFor();

      await signInThroughUi(page, TEACHER.email, TEACHER.password);
      await page.goto('/quizz');
      await page.getByText(TITLE).first().waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(errors).toEqual([]);
    }));

  it('and the built app still answers /robots.txt with the robots rules, not its HTML page', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain('Disallow: /api/');
  });
});
