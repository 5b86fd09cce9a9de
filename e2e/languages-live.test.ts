import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, screenshot, settled } from './support/browser';
import { catalogue, englishOf, englishShown } from './support/catalogues';
import { HOSTED_QUIZ } from './support/hosted-quiz';
import { answerButton, checkA11y, unexpectedErrors, waitForHostState } from './support/live-game';
import { apiCall, apiToken } from './support/server';
import { browser, server, signInWithTokens, startServerAndBrowser } from './support/suite';

/**
 * A hosted game in three languages at once: the teacher's projector in French, Ana's phone in Spanish
 * and João's in Portuguese (each browser's language decides). Each screen speaks its own language
 * through the lobby, a question, its reveal and the podium; axe finds nothing serious on the
 * projector or the phones, and nothing on a 390 px phone is wider than the screen.
 */

const TEACHER = { email: 'amelie.prof@quizzical.test', password: 'le projecteur parle francais 26' };
const TITLE = 'Capitales européennes';
const QUESTIONS = [
  { text: 'Madrid · Lisboa · Bern?', answer1: 'Madrid', answer2: 'Lisboa', answer3: 'Bern', answer4: '' },
  { text: 'Roma · Paris?', answer1: 'Roma', answer2: 'Paris', answer3: '', answer4: '' },
].map((q) => ({ ...q, correct_answer: 1 }));

/** The page in `language`, no English text of the game, nothing wider than the screen, axe clean. */
async function checkScreen(page: Page, language: string, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  const english = await englishShown(page, englishOf(language, /^(live|common)\./));
  expect(english, `${name} (${language})`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} (${language}) is wider than the screen`).toBeLessThanOrEqual(0);
  await checkA11y(page);
}

interface Phone {
  name: string;
  language: string;
  page: Page;
  errors: string[];
}

let token: string;
let code: string;
let host: Page;
let hostErrors: string[];
const phones: Phone[] = [];

async function openPhone(name: string, locale: string): Promise<Phone> {
  const { page, errors } = await openPage(browser, server.url, PHONE, { locale });
  const language = locale.slice(0, 2);
  const texts = catalogue(language);
  await page.goto(`/q/${code}`);
  await page.getByLabel(new RegExp(`^${texts['taking.start.nickname']}`)).fill(name);
  await page.getByRole('button', { name: texts['taking.start.submit'] }).click();
  await page.waitForURL(`**/play_quizz/${code}`);
  return { name, language, page, errors };
}

const phone = (name: string) => {
  const found = phones.find((p) => p.name === name);
  if (!found) throw new Error(`no phone of ${name}`);
  return found;
};

startServerAndBrowser({ staff: TEACHER });

beforeAll(async () => {
  token = await apiToken(server, TEACHER.email, TEACHER.password);
  // the projector speaks the teacher's language: their account's
  await apiCall(server, token, '/auth/users/me/', { method: 'PATCH', body: { language: 'fr' } });
  const quiz = await apiCall<{ code: string }>(server, token, '/api/quizz', {
    method: 'POST',
    body: { title: TITLE, ...HOSTED_QUIZ, questions: QUESTIONS },
  });
  code = quiz.code;

  // the teacher's projector: a French browser, signed in with the API's tokens (no form to fill)
  ({ page: host, errors: hostErrors } = await openPage(browser, server.url, DESKTOP, { locale: 'fr-FR' }));
  await signInWithTokens(host, TEACHER);
});

afterAll(async () => {
  await host?.context().close();
  for (const p of phones) await p.page.context().close();
});

describe('a hosted game with the projector in French and the phones in Spanish and Portuguese', () => {
  it('shows the lobby in French on the projector and the waiting screen in each phone’s language', async () => {
    await host.goto(`/quizz/host/${code}`);
    await host.getByTestId('lobby-code').filter({ hasText: code }).waitFor();
    await host.getByText('ou saisissez le code').waitFor();
    await host.getByText('En attente du premier joueur…').waitFor();

    phones.push(await openPhone('Ana', 'es-ES'), await openPhone('João', 'pt-PT'));
    await phone('Ana').page.getByText('Esperando a que el presentador empiece…').waitFor();
    await phone('Ana').page.getByText('Juegas como Ana').waitFor();
    await phone('João').page.getByText('À espera de que o apresentador comece…').waitFor();
    await phone('João').page.getByText('Está a jogar como João').waitFor();

    await host.getByTestId('player-count').filter({ hasText: '2 joueurs' }).waitFor();
    await expect
      .poll(() => host.getByTestId('host-announcer').textContent(), { timeout: 10_000 })
      .toBe(
        `En attente des joueurs. Rejoignez la partie avec le code ${code}. 2 joueurs ont rejoint la partie.`,
      );
    // Ana joined first: her phone hears the class grow
    await phone('Ana').page.getByText('Se han unido 2 jugadores').waitFor({ timeout: 15_000 });

    await checkScreen(host, 'fr', 'lobby');
    await screenshot(host, 'languages-live-host-lobby-fr-1280');
    await checkScreen(phone('Ana').page, 'es', 'lobby');
    await screenshot(phone('Ana').page, 'languages-live-player-lobby-es-390');
    await checkScreen(phone('João').page, 'pt', 'lobby');
  });

  it('asks the question in each language and counts the taps on the projector', async () => {
    await host.getByRole('button', { name: 'Démarrer', exact: true }).click();
    await host.getByRole('heading', { name: 'Question 1 / 2' }).waitFor();
    await host.getByRole('timer', { name: /^\d+ secondes restantes$/ }).waitFor();
    await host.getByTestId('answers-received').filter({ hasText: '0 / 2 réponses' }).waitFor();
    await host.getByRole('button', { name: 'Afficher les résultats', exact: true }).waitFor();
    await host.getByText('Espace ou → pour l’étape suivante').waitFor();

    const ana = phone('Ana').page;
    const joao = phone('João').page;
    await ana.getByText('Pregunta 1 / 2', { exact: true }).waitFor();
    await ana.getByText('Toca tu respuesta: cuenta el primer toque.').waitFor();
    await ana.getByRole('timer', { name: /^Quedan \d+ segundos$/ }).waitFor();
    await joao.getByText('Pergunta 1 / 2', { exact: true }).waitFor();
    await joao.getByText('Toque na sua resposta: conta o primeiro toque.').waitFor();
    await checkScreen(ana, 'es', 'question');
    await checkScreen(joao, 'pt', 'question');
    await screenshot(joao, 'languages-live-player-question-pt-390');

    await answerButton(ana, 'Madrid').click();
    await ana.getByText('Respuesta guardada').waitFor();
    await answerButton(joao, 'Lisboa').click();
    await joao.getByText('Resposta guardada').waitFor();
    // the chosen button says so in the phone's language
    await ana.getByRole('button', { name: /Madrid \(tu respuesta\)/ }).waitFor();

    await host.getByTestId('answers-received').filter({ hasText: '2 / 2 réponses' }).waitFor();
    await checkScreen(host, 'fr', 'question');
    await screenshot(host, 'languages-live-host-question-fr-1280');
  });

  it('reveals the answer: the projector in French, each phone its verdict, points and rank', async () => {
    await host.getByRole('button', { name: 'Afficher les résultats', exact: true }).click();
    await host.getByRole('heading', { name: 'Meilleurs joueurs' }).waitFor();
    await host.getByTestId('answer-A').filter({ hasText: '(bonne réponse)' }).waitFor();
    await expect(host.getByTestId('answer-B').textContent()).resolves.toMatch(/1\s*réponse\b/);
    await host.getByRole('button', { name: 'Question suivante', exact: true }).waitFor();
    await expect
      .poll(() => host.getByTestId('host-announcer').textContent(), { timeout: 10_000 })
      .toBe('Résultats de la question 1 sur 2. La bonne réponse est la A\u202f: Madrid. 2 réponses.');

    const ana = phone('Ana').page;
    const joao = phone('João').page;
    await ana.getByRole('heading', { name: '¡Correcto!' }).waitFor();
    await ana.getByText('+1 punto').first().waitFor();
    await ana.getByText('1.º de 2').first().waitFor();
    await ana.getByText('Espera la siguiente pregunta…').waitFor();
    await joao.getByRole('heading', { name: 'Errado' }).waitFor();
    await joao.getByText('+0 pontos').first().waitFor();
    await joao.getByText('2.º de 2').first().waitFor();

    await checkScreen(host, 'fr', 'reveal');
    await screenshot(host, 'languages-live-host-reveal-fr-1280');
    await checkScreen(ana, 'es', 'reveal');
    await screenshot(ana, 'languages-live-player-reveal-es-390');
    await checkScreen(joao, 'pt', 'reveal');
    await screenshot(joao, 'languages-live-player-reveal-pt-390');
  });

  it('ends on the podium: ranks as each language writes them', async () => {
    await host.getByRole('button', { name: 'Question suivante', exact: true }).click();
    await host.getByRole('heading', { name: 'Question 2 / 2' }).waitFor();
    await answerButton(phone('Ana').page, 'Roma').click();
    await phone('Ana').page.getByText('Respuesta guardada').waitFor();
    await waitForHostState(server, token, code, (s) => s.answers_received === 1);
    await host.getByRole('button', { name: 'Afficher les résultats', exact: true }).click();
    // João did not answer this time
    await phone('João').page.getByRole('heading', { name: 'Sem resposta' }).waitFor();
    await phone('João').page.getByText('Aguarde o pódio…').waitFor();
    await phone('Ana').page.getByText('Espera el podio…').waitFor();
    await host.getByRole('button', { name: 'Afficher le podium', exact: true }).click();

    await host.getByRole('heading', { name: 'Podium' }).waitFor();
    await host.getByRole('heading', { name: 'Classement' }).waitFor();
    const podium = host.getByTestId('podium');
    await podium.getByText('1er', { exact: true }).waitFor();
    await podium.getByText('2e', { exact: true }).waitFor();
    await podium.getByText('2 points', { exact: true }).waitFor();
    await host.getByRole('columnheader', { name: 'Rang' }).waitFor();
    await host.getByRole('button', { name: 'Clôturer le quiz', exact: true }).waitFor();

    const ana = phone('Ana').page;
    const joao = phone('João').page;
    await ana.getByRole('heading', { name: '¡Has terminado en el puesto 1!' }).waitFor();
    await ana.getByText('Tu puntuación: 100 % de respuestas correctas').waitFor();
    await ana.getByRole('button', { name: 'Continuar' }).waitFor();
    await joao.getByRole('heading', { name: 'Terminou em 2.º lugar!' }).waitFor();
    await joao.getByText('A sua pontuação: 0% de respostas corretas').waitFor();

    await checkScreen(host, 'fr', 'podium');
    await screenshot(host, 'languages-live-host-podium-fr-1280');
    await host.setViewportSize(PHONE);
    await checkScreen(host, 'fr', 'podium at 390 px');
    await screenshot(host, 'languages-live-host-podium-fr-390');
    await host.setViewportSize(DESKTOP);
    await checkScreen(ana, 'es', 'podium');
    await screenshot(ana, 'languages-live-player-podium-es-390');
    await checkScreen(joao, 'pt', 'podium');
    await screenshot(joao, 'languages-live-player-podium-pt-390');

    expect(unexpectedErrors(hostErrors)).toEqual([]);
    for (const p of phones) expect(unexpectedErrors(p.errors), p.name).toEqual([]);
  });
});
