import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, seriousA11yViolations, settled } from './support/browser';
import { englishOf, englishShown } from './support/catalogues';
import { apiCall, apiToken, studentPost } from './support/server';
import { server, signedInPage, startServerAndBrowser } from './support/suite';

/**
 * A French teacher reads the results of a quiz with answers and shows the presentation mode; a German
 * teacher reads them on a phone. Every text in the teacher's language, numbers with a decimal comma,
 * nothing wider than the screen, axe clean.
 */

const TEACHER = { email: 'emilie.du.chatelet@example.com', password: 'institutions de physique 1740' };

/** In `language`, no English of the results, nothing wider than the screen, axe clean. */
async function checkScreen(page: Page, language: string, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  expect(await englishShown(page, englishOf(language, /^results\./)), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `languages-results-${name}`);
}

/** The value shown on a key-number card. */
function keyNumber(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value').textContent();
}

/** Signs in (the sign-in page in English), then chooses `language` as a visitor does in the footer menu. */
async function teacherIn(language: string, viewport = DESKTOP) {
  const opened = await signedInPage(TEACHER, viewport);
  await opened.page.evaluate((choice) => localStorage.setItem('quizzical.language', choice), language);
  return opened;
}

const post = (path: string, body: unknown) => studentPost(server, path, body);

/** A student joins and answers `answers` (1..4 per question, in order); ends unless `finish` is false. */
async function student(code: string, name: [string, string], answers: number[], finish = true) {
  const joined = await post(`/api/quizz/response/_start/${code}`, {
    firstName: name[0],
    lastName: name[1],
    studentNumber: '',
  });
  const session = joined.response.session_id as string;
  const state = await (
    await fetch(`${server.url}/api/quizz/response/_start/${code}?session_id=${session}`)
  ).json();
  const questions = state.response.questions as { id: number }[];
  const last = finish ? answers.length - 1 : answers.length;
  for (let i = 0; i < last; i++) {
    await post(`/api/quizz/response/_save/${code}?session_id=${session}`, {
      key: questions[i].id,
      answer: answers[i],
    });
  }
  if (!finish) return;
  await post(`/api/quizz/response/_end/${code}/${session}`, {
    key: questions[last].id,
    answer: answers[last],
  });
  await post(`/api/quizz/response/_survey/${code}/${session}`, { comment: '', rating: 2 });
}

let code: string;

startServerAndBrowser({ staff: TEACHER });

let token: string;
/** The teacher's pages follow their account's language. */
const speak = (language: string) =>
  apiCall(server, token, '/auth/users/me/', { method: 'PATCH', body: { language } });

beforeAll(async () => {
  token = await apiToken(server, TEACHER.email, TEACHER.password);
  await speak('fr');
  const quiz = await apiCall<{ code: string }>(server, token, '/api/quizz', {
    method: 'POST',
    body: {
      title: 'Les fractions et les capitales',
      description: 'Une révision avant le contrôle.',
      duration: 20,
      anonymous: false,
      number_students: 6,
      questions: [
        {
          text: 'Combien font $\\frac{1}{2} + \\frac{1}{4}$ ?',
          answer1: '$\\frac{3}{4}$',
          answer2: '$\\frac{2}{6}$',
          answer3: '$1$',
          correct_answer: 1,
        },
        {
          text: 'Quelle est la capitale de la Suisse ?',
          answer1: 'Berne',
          answer2: 'Genève',
          answer3: 'Zurich',
          correct_answer: 1,
        },
        {
          text: 'Combien font $0{,}5 \\times 4$ ?',
          answer1: '$2$',
          answer2: '$20$',
          answer3: '',
          correct_answer: 1,
        },
      ],
    },
  });
  code = quiz.code;
  await apiCall(server, token, `/api/quizz/_start_now/${code}`, { method: 'POST' });
  // scores 100 %, 66.7 % and 33.3 %: a mean of 66.7 %, and one student still answering
  await student(code, ['Ada', 'Lovelace'], [1, 1, 1]);
  await student(code, ['Blaise', 'Pascal'], [1, 2, 1]);
  await student(code, ['Sophie', 'Germain'], [2, 1, 2]);
  await student(code, ['Alan', 'Turing'], [1], false);
});

describe('the results in the teacher’s language', () => {
  it('a French teacher reads the results and shows the presentation mode, numbers with a decimal comma', async () => {
    const { page, context, errors } = await teacherIn('fr');
    await page.goto(`/quizz/detail/${code}`);
    await page.getByRole('heading', { level: 1, name: 'Les fractions et les capitales' }).waitFor();
    await page.getByText('Résultats du quiz').waitFor();
    await page.getByRole('button', { name: 'Mode présentation' }).waitFor();
    await page.getByRole('button', { name: 'Clôturer le quiz' }).waitFor();
    await page.getByText('3 questions', { exact: true }).waitFor();

    // the key numbers: counts, a mean with a decimal comma, the French labels
    await expect(keyNumber(page, 'Participants')).resolves.toBe('4');
    await expect(keyNumber(page, 'Ont terminé')).resolves.toBe('3');
    await expect(keyNumber(page, 'Score moyen')).resolves.toMatch(/^66,7\s%$/u);
    await expect(keyNumber(page, 'Écart type')).resolves.toMatch(/^\d+,\dpts$/);
    await page.getByText('1 en cours').waitFor();

    // the participants, ranked, and the student still answering
    await page.getByRole('columnheader', { name: 'Rang' }).waitFor();
    await page.getByRole('columnheader', { name: 'Numéro d’élève' }).waitFor();
    const row = await page.getByRole('row', { name: /Pascal/ }).textContent();
    expect(row).toMatch(/66,7\s%/u);
    expect(row).toContain('2 · Difficile');
    const inProgress = page.getByRole('list', { name: 'Élèves encore en cours' });
    await inProgress.getByText(/33,3\s%\spour l’instant/u).waitFor();
    await inProgress.getByRole('button', { name: 'Plus de temps pour Alan Turing' }).waitFor();

    // the charts, the questions and the item analysis
    await page.getByRole('figure', { name: 'Répartition des scores' }).waitFor();
    await page
      .getByRole('figure', { name: 'Difficulté ressentie par les élèves' })
      .getByText('Évaluations du sondage (3 réponses)')
      .waitFor();
    await page.getByRole('heading', { level: 3, name: 'Question 2' }).waitFor();
    await page
      .getByText(/^66,7\s%\sde réponses justes$/u)
      .first()
      .waitFor();
    await page.getByRole('columnheader', { name: /^Facilité/ }).waitFor();
    await page
      .getByText(/^0,67$/)
      .first()
      .waitFor();
    await checkScreen(page, 'fr', 'page-fr-desktop');

    // the presentation mode: the join instructions and the live numbers in French
    await page.getByRole('button', { name: 'Mode présentation' }).click();
    const screen = page.getByRole('dialog', { name: 'Les fractions et les capitales' });
    await screen.getByText('Allez sur').waitFor();
    await screen.getByText('ou saisissez le code').waitFor();
    await screen.getByRole('img', { name: /^Code QR du lien pour les élèves/ }).waitFor();
    await expect(screen.getByTestId('presentation-code').textContent()).resolves.toBe(code);
    await screen.getByText('Ont terminé').waitFor();
    await checkScreen(page, 'fr', 'presentation-fr-desktop');
    await screen.getByRole('button', { name: 'Quitter (Échap)' }).click();
    await screen.waitFor({ state: 'hidden' });

    // one student's answers, dates in French
    await page.getByRole('link', { name: 'Réponses de Blaise Pascal' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Blaise Pascal' }).waitFor();
    await page.getByText('Terminé', { exact: true }).waitFor();
    await page.getByText('Faux', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Retour aux résultats' }).waitFor();
    await checkScreen(page, 'fr', 'participant-fr-desktop');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a German teacher reads the results and the presentation mode on a phone, nothing wider than the screen', async () => {
    await speak('de');
    const { page, context, errors } = await teacherIn('de', PHONE);
    await page.goto(`/quizz/detail/${code}`);
    await page.getByRole('heading', { level: 1, name: 'Les fractions et les capitales' }).waitFor();
    await page.getByText('Quiz-Ergebnisse').waitFor();
    await expect(keyNumber(page, 'Mittlere Punktzahl')).resolves.toMatch(/^66,7\s%$/u);
    await page.getByRole('list', { name: 'Liste der Teilnehmenden' }).getByText('Blaise Pascal').waitFor();
    await page
      .getByText(/Bewertung: 2 · Schwer/)
      .first()
      .waitFor();
    await checkScreen(page, 'de', 'page-de-phone');

    await page.getByRole('button', { name: 'Präsentationsmodus' }).click();
    const screen = page.getByRole('dialog', { name: 'Les fractions et les capitales' });
    await screen.getByText('oder gib den Code ein').waitFor();
    await checkScreen(page, 'de', 'presentation-de-phone');
    await screen.getByRole('button', { name: 'Beenden (Esc)' }).click();

    expect(errors).toEqual([]);
    await context.close();
  });
});
