import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot, seriousA11yViolations, settled } from './support/browser';
import { catalogue, englishOf, englishShown } from './support/catalogues';
import { apiAs, browser, server, startQuizNow, startServerAndBrowser } from './support/suite';

/**
 * A German student on a phone: joins by code, answers, ends, sends the survey and reviews, every
 * screen in German (the browser's language decides), nothing wider than the screen, axe clean.
 */

const TEACHER = { email: 'maria.gaetana.agnesi@example.com', password: 'versiera of agnesi 1748' };

const de = catalogue('de');

/** The English texts a German page of the student must not show: the shell's and the student screens'. */
const ENGLISH = englishOf('de', /^(app|common|footer|header|home|taking|components\.read_aloud)\./);

/** The checks of every screen: in German, no English, nothing wider than the phone, axe clean. */
async function checkScreen(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
  expect(await page.locator('html').getAttribute('lang')).toBe('de');
  expect(await englishShown(page, ENGLISH), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `languages-student-${name}-de-phone`);
}

let code: string;

startServerAndBrowser({ staff: TEACHER });
const api = apiAs(TEACHER);

beforeAll(async () => {
  code = await startQuizNow(api, {
    title: 'Hauptstädte und Planeten',
    description: 'Eine kurze Wiederholung vor der Lektion.',
    duration: 15,
    anonymous: false,
    review_after: 'end',
    questions: [
      {
        text: 'Was ist die Hauptstadt der Schweiz?',
        answer1: 'Zürich',
        answer2: 'Bern',
        answer3: 'Genf',
        answer4: 'Basel',
        correct_answer: 2,
      },
      {
        text: 'Welcher Planet heißt der rote Planet?',
        answer1: 'Venus',
        answer2: 'Mars',
        answer3: 'Jupiter',
        answer4: '',
        correct_answer: 2,
      },
      {
        text: 'Welche Zahl löst $x^2 = 9$ mit $x > 0$?',
        answer1: '$3$',
        answer2: '$9$',
        answer3: '',
        answer4: '',
        correct_answer: 1,
      },
    ],
  });
});

describe('a German student on a phone', () => {
  it('joins by code, answers, ends, sends the survey and reviews, every screen in German', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'de-DE' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));

    await page.goto('/');
    await page.getByRole('textbox', { name: de['home.join.label'] }).fill(code.toLowerCase());
    await page.getByRole('button', { name: de['home.join.submit'] }).click();
    await page.waitForURL(`**/start_quizz/${code}`);

    // the entry screen
    await page.getByRole('heading', { level: 1, name: 'Hauptstädte und Planeten' }).waitFor();
    await page.getByText('3 Fragen').waitFor();
    await page.getByText('15 Minuten').first().waitFor();
    await page.getByText('Der Countdown startet, sobald du klickst. Du hast 15 Minuten.').waitFor();
    await page.getByRole('button', { name: 'Quiz starten' }).click();
    // the names are required, said in German
    await page.getByText('Bitte gib deinen Vornamen ein.').waitFor();
    await checkScreen(page, 'start');
    await page.getByLabel(/^Vorname/).fill('Lena');
    await page.getByLabel(/^Nachname/).fill('Meier');
    await page.getByRole('button', { name: 'Quiz starten' }).click();

    // the run screen
    const question = (n: number) => page.getByRole('heading', { level: 1, name: `Frage ${n} / 3` });
    const answers = (n: number) => page.getByRole('group', { name: `Antworten zu Frage ${n}` });
    await question(1).waitFor();
    await page.getByRole('status').filter({ hasText: 'Alle Antworten gespeichert' }).waitFor();
    await page.getByRole('button', { name: 'Vorlesen' }).waitFor();
    await checkScreen(page, 'run');
    await answers(1).getByRole('button', { name: /Bern/ }).click();
    await question(2).waitFor();
    await answers(2).getByRole('button', { name: /Venus/ }).click();
    await question(3).waitFor();
    await answers(3).locator('button[data-letter="A"]').click();
    await page.getByRole('button', { name: 'Quiz beenden' }).click();

    // the end screen and its survey
    await page.getByRole('heading', { level: 1, name: 'Danke, Lena!' }).waitFor();
    await page.getByText('Du hast „Hauptstädte und Planeten“ beendet.').waitFor();
    await page.getByText('2 von 3 Fragen richtig beantwortet').waitFor();
    await page.getByText('Wähle eine Bewertung oder schreibe einen Kommentar, um zu senden.').waitFor();
    await checkScreen(page, 'end');
    const rating = page.getByRole('group', { name: 'Wie schwierig war dieses Quiz?' });
    await rating.getByRole('radio', { name: 'Leicht', exact: true }).check();
    await page.getByLabel('Dein Kommentar').fill('Die Planetenfrage war knifflig.');
    await page.getByRole('button', { name: 'Senden' }).click();
    await page.getByText('Danke! Deine Rückmeldung wurde gesendet.').waitFor();
    await checkScreen(page, 'survey-sent');

    // the review
    await page.getByRole('link', { name: 'Antworten auswerten' }).click();
    await page.getByRole('heading', { level: 1, name: 'Auswertung deiner Antworten' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Frage 2' }).waitFor();
    expect(await page.locator('[data-outcome="correct"]').count()).toBe(2);
    expect(await page.locator('[data-outcome="incorrect"]').first().innerText()).toContain('Falsch');
    await page.getByText('4 – Leicht').waitFor();
    await checkScreen(page, 'review');

    expect(errors).toEqual([]);
    await context.close();
  });
});
