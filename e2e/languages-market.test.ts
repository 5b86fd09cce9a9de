import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, seriousA11yViolations, settled } from './support/browser';
import { englishOf, englishShown } from './support/catalogues';
import { browser, server, startServerAndBrowser } from './support/suite';

/**
 * The market in another language: a Spanish visitor browses it (cards, filters, basket), every text
 * of the page in Spanish; on a German phone nothing is wider than the screen. Axe clean throughout.
 */

/** The catalogue keys of the market and the shell. */
const PAGE_KEYS = /^(app|common|footer|header|market)\./;
/**
 * What the page shows that is not the catalogues': the questions' own content (the seeded market
 * questions are written in English) and the lookups' names.
 */
const CONTENT =
  '.mk-question-title, .mk-chips, .mk-question-text, .mk-answer-text, .mk-explanation > :not(.mk-explanation-head), [role="dialog"] li, select';

/** Nothing wider than the screen, axe clean, a screenshot to look at. */
async function checkScreen(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `languages-market-${name}`);
}

startServerAndBrowser();

const contexts: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

async function openIn(locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.url, viewport, locale });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return { page, errors };
}

describe('the market in Spanish and German', () => {
  it('lets a Spanish visitor browse the cards, filter them and fill the basket, all in Spanish', async () => {
    const { page, errors } = await openIn('es-ES', DESKTOP);
    await page.goto('/market');
    await page.getByRole('heading', { level: 1, name: 'Mercado de quiz' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await expect(page.title()).resolves.toBe('Mercado de quiz · Quizzical');
    await page.getByText(/^\d+ preguntas certificadas$/).waitFor();
    const cards = page.getByTestId('market-question');
    await cards.nth(1).waitFor();
    await cards.first().getByText('Respuesta correcta').waitFor();

    // the filters: their labels and 'All' in Spanish; a theme narrows the list
    const theme = page.getByRole('combobox', { name: 'Elige un tema' });
    await expect(theme.locator('option').first().textContent()).resolves.toBe('Todos');
    await page.getByRole('combobox', { name: 'Elige un nivel' }).waitFor();
    await page.getByRole('combobox', { name: 'Elige un tipo' }).waitFor();
    await page.getByRole('link', { name: 'Propón una pregunta' }).waitFor();
    await page.getByRole('navigation', { name: 'Navegación por páginas' }).waitFor();
    await page.getByRole('button', { name: 'Ir a la página 2' }).waitFor();
    await checkScreen(page, 'browse-es-desktop');
    expect(await englishShown(page, englishOf('es', PAGE_KEYS), CONTENT)).toEqual([]);

    await theme.selectOption({ index: 1 });
    await page.getByText(/^\d+ preguntas? certificadas?$/).waitFor();

    // two questions into the basket, one out again
    await theme.selectOption({ index: 0 });
    await cards.nth(1).waitFor();
    const picked: string[] = [];
    for (let i = 0; i < 2; i++) {
      picked.push((await cards.nth(i).getByRole('heading', { level: 3 }).textContent()) ?? '');
      await cards.nth(i).getByRole('button', { name: 'Añadir a mi selección' }).click();
    }
    await cards.first().getByRole('button', { name: 'En mi selección' }).waitFor();
    await page.getByRole('button', { name: 'Preguntas seleccionadas (2)' }).click();
    const basket = page.getByRole('dialog', { name: 'Preguntas seleccionadas' });
    await basket.getByRole('button', { name: `Quitar ${picked[1]}` }).click();
    await page.getByRole('button', { name: 'Preguntas seleccionadas (1)' }).waitFor();
    await basket.getByRole('button', { name: 'Añadir a mi quiz' }).waitFor();
    await basket.getByRole('button', { name: 'Quitar todas' }).waitFor();
    await checkScreen(page, 'basket-es-desktop');
    expect(await englishShown(page, englishOf('es', PAGE_KEYS), CONTENT)).toEqual([]);
    await basket.getByRole('button', { name: 'Quitar todas' }).click();
    await basket.getByText('Todavía no has seleccionado ninguna pregunta.').waitFor();
    await basket.getByRole('button', { name: 'Cerrar' }).click();

    // a search that finds nothing says so in Spanish
    await page.getByRole('searchbox', { name: 'Buscar preguntas' }).fill('zzqqxxjjvv');
    await page.getByText('No se ha encontrado ninguna pregunta').waitFor();
    await page.getByText('0 preguntas certificadas').waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a German phone: the market, its filters and basket, and the proposal form', async () => {
    const { page, errors } = await openIn('de-DE', PHONE);
    await page.goto('/market');
    await page.getByRole('heading', { level: 1, name: 'Quiz-Marktplatz' }).waitFor();
    await page.getByText(/^\d+ zertifizierte Fragen$/).waitFor();
    await page.getByTestId('market-question').first().waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('combobox', { name: 'Thema wählen' }).waitFor();
    await page
      .getByTestId('market-question')
      .first()
      .getByRole('button', { name: 'Zur Auswahl hinzufügen' })
      .click();
    await checkScreen(page, 'browse-de-phone');
    expect(await englishShown(page, englishOf('de', PAGE_KEYS), CONTENT)).toEqual([]);

    await page.getByRole('button', { name: 'Ausgewählte Fragen (1)' }).click();
    await page.getByRole('dialog', { name: 'Ausgewählte Fragen' }).waitFor();
    await checkScreen(page, 'basket-de-phone');

    await page.goto('/market/propose');
    await page.getByRole('heading', { level: 1, name: 'Frage vorschlagen' }).waitFor();
    await page.getByRole('textbox', { name: 'Beschreibung' }).waitFor();
    await page.getByRole('button', { name: 'Senden' }).click();
    await page.getByText('Die Fragen deines Quiz sind ungültig.').waitFor();
    await page.getByText('Dieses Feld darf nicht leer sein').first().waitFor();
    await checkScreen(page, 'propose-de-phone');
    expect(await englishShown(page, englishOf('de', PAGE_KEYS), CONTENT)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
