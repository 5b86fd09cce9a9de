import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, seriousA11yViolations, settled } from './support/browser';
import { englishOf, englishShown } from './support/catalogues';
import { apiCall, apiToken, createActiveUser } from './support/server';
import { browser, server, startServerAndBrowser } from './support/suite';

/**
 * An Italian teacher (browser in it-IT, account in Italian): the dashboard, the editor and the start
 * of a quiz in Italian, axe clean; then the dashboard and the editor in German on a phone, nothing
 * wider than the screen.
 */

const TEACHER = { email: 'laura.bassi@example.com', password: 'prima docente di fisica 1732' };
const TITLE = 'Capitali d’Europa';

/** The catalogue keys of the dashboard, the editor and the shell. */
const PAGE_KEYS = /^(common|header|footer|quizzes)\./;

/** In `language`, no English of the area, nothing wider than the screen, axe clean. */
async function checkScreen(page: Page, language: string, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  expect(await englishShown(page, englishOf(language, PAGE_KEYS)), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `languages-teacher-${name}`);
}

/** Signs in through the form, found by its inputs' types (the sign-in page's words are not asserted here). */
async function signIn(page: Page) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(TEACHER.email);
  await page.locator('input[type="password"]').first().fill(TEACHER.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

let token: string;

startServerAndBrowser();

beforeAll(async () => {
  await createActiveUser(server, { ...TEACHER, first_name: 'Laura', last_name: 'Bassi' });
  token = await apiToken(server, TEACHER.email, TEACHER.password);
  // the account in Italian too, where the server keeps an account's language (it would win over the
  // browser's); a server without one refuses the field, and the browser's it-IT decides alone
  await apiCall(server, token, '/auth/users/me/', { method: 'PATCH', body: { language: 'it' } }).catch(
    () => undefined,
  );
});

describe('an Italian teacher', () => {
  let context: BrowserContext;

  it('creates a quizz, starts it and reads its results, the dashboard and the editor in Italian', async () => {
    context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, locale: 'it-IT' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signIn(page);

    // the dashboard of a teacher without any quiz
    await page.goto('/quizz');
    await page.getByRole('heading', { level: 1, name: 'I miei quiz' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Crea il tuo primo quiz' }).waitFor();
    await page.getByText('0 / 5 quiz attivi').waitFor();
    expect(await page.title()).toContain('I miei quiz');
    await checkScreen(page, 'it', 'dashboard-empty-it-desktop');

    // the editor
    await page.getByRole('link', { name: 'Crea un quiz' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Crea un quiz' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Impostazioni' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Domande' }).waitFor();
    await page.getByText('Condotto dal vivo').waitFor();
    await page.getByText('Compito a casa').waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();
    // the client's checks, in Italian
    await page.getByText('Le domande del tuo quiz non sono valide.').waitFor();
    await page.getByText('Questo campo non può essere vuoto').first().waitFor();
    await page.getByLabel(/^Titolo/).fill(TITLE);
    await page.locator('[name="questions.0.text"]').fill('Qual è la capitale della Svizzera?');
    await page.locator('[name="questions.0.answer1"]').fill('Berna');
    await page.locator('[name="questions.0.answer2"]').fill('Zurigo');
    await page.getByRole('button', { name: 'Aggiungi una domanda' }).click();
    await page.getByRole('heading', { level: 3, name: 'Domanda 2' }).waitFor();
    await page.locator('[name="questions.1.text"]').fill('Qual è la capitale del Portogallo?');
    await page.locator('[name="questions.1.answer1"]').fill('Porto');
    await page.locator('[name="questions.1.answer2"]').fill('Lisbona');
    await page.getByText('2 domande', { exact: true }).waitFor();
    await checkScreen(page, 'it', 'editor-it-desktop');
    await page.getByRole('button', { name: 'Rimuovi la domanda 2' }).click();
    await page.getByText('1 domanda', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();

    // back on the dashboard, with the new quiz
    await page.waitForURL('**/quizz');
    await page.getByText('Il tuo quiz è stato creato').waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
    await row.getByText('Non avviato').waitFor();
    await row.getByText('15 min').waitFor();
    await row.getByRole('checkbox', { name: `Seleziona ${TITLE}` }).check();
    await page.getByText('1 selezionato').waitFor();
    await checkScreen(page, 'it', 'dashboard-it-desktop');

    // start it: the confirmation, then the results page
    await page.getByRole('button', { name: 'Avvia il quiz ora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avvia il quiz ora' });
    await dialog
      .getByText(/^«Capitali d’Europa» inizia ora: gli studenti possono partecipare con il codice/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Sì' }).click();
    await page.waitForURL('**/quizz/detail/*');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    await settled(page);
    expect(await seriousA11yViolations(page), 'results').toEqual([]);
    await screenshot(page, 'languages-teacher-results-it-desktop');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the dashboard and the editor fit a phone in German', async () => {
    await apiCall(server, token, '/auth/users/me/', { method: 'PATCH', body: { language: 'de' } });
    // a quiz not started, so that the editor shows its question cards
    const draft = await apiCall<{ code: string }>(server, token, '/api/quizz', {
      method: 'POST',
      body: {
        title: 'Überdurchschnittlich lange Hauptstadtbezeichnungen',
        duration: 20,
        questions: [
          {
            text: 'Wie heißt die Hauptstadt Liechtensteins?',
            answer1: 'Vaduz',
            answer2: 'Schaan',
            answer3: '',
            answer4: '',
            correct_answer: 1,
          },
        ],
      },
    });
    context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'de-DE' });
    // the choice of this browser wins over the account's Italian
    await context.addInitScript(() => localStorage.setItem('quizzical.language', 'de'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signIn(page);

    await page.goto('/quizz');
    await page.getByRole('heading', { level: 1, name: 'Meine Quizze' }).waitFor();
    await page.getByRole('list', { name: 'Meine Quizze' }).getByText('Nicht gestartet').waitFor();
    await page.getByText('Wähle ein Quiz').waitFor();
    await checkScreen(page, 'de', 'dashboard-de-phone');

    await page.goto(`/edit_quizz/${draft.code}`);
    await page.getByRole('heading', { level: 1, name: 'Quiz bearbeiten' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Frage 1' }).waitFor();
    await page.getByRole('combobox', { name: 'Zeit pro Frage (live)' }).waitFor();
    await checkScreen(page, 'de', 'editor-de-phone');

    expect(errors).toEqual([]);
    await context.close();
  });
});
