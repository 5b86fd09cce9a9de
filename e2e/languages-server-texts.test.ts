import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, settled } from './support/browser';
import { apiCall, apiToken, createActiveUser } from './support/server';
import { browser, server, startServerAndBrowser } from './support/suite';

/**
 * What the server words follows the language on screen (FAQ, themes, the quiz's content language in
 * the editor), and the pages that were too wide or broke words at 390 px in French and German: the
 * header with the 'no active licence' badge, the dashboard's long German titles.
 */

const FRENCH = {
  email: 'emilie.chatelet@example.com',
  password: 'principes mathematiques 1749',
  language: 'fr',
};
const GERMAN = { email: 'emmy.noether@example.com', password: 'invariante theorie 1918', language: 'de' };
/** Long German compounds, as a German teacher titles a quiz. */
const LONG_TITLE = 'Wahrscheinlichkeitsrechnung und Gleichungssysteme';

startServerAndBrowser();

/** The server's JSON at `path` (no account needed). */
const publicJson = async <T>(path: string): Promise<T> =>
  (await fetch(`${server.url}${path}`)).json() as Promise<T>;

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(user.email);
  await page.locator('input[type="password"]').first().fill(user.password);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** How far the widest element of `selector` reaches past the screen's right edge (px, ≤ 0 = inside). */
const overflowOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) throw new Error(`no ${sel}`);
    const right = Math.max(
      root.getBoundingClientRect().right,
      ...Array.from(root.querySelectorAll('*'), (el) => el.getBoundingClientRect().right),
    );
    return Math.max(right - window.innerWidth, root.scrollWidth - root.clientWidth);
  }, selector);

beforeAll(async () => {
  await createActiveUser(server, { ...FRENCH, first_name: 'Émilie', last_name: 'du Châtelet' });
  await createActiveUser(server, { ...GERMAN, first_name: 'Emmy', last_name: 'Noether' });
  const token = await apiToken(server, GERMAN.email, GERMAN.password);
  await apiCall(server, token, '/api/quizz', {
    method: 'POST',
    body: {
      title: LONG_TITLE,
      questions: [{ text: 'Eins plus eins?', answer1: '2', answer2: '3', correct_answer: 1 }],
    },
  });
});

describe("the server's texts in the language on screen", () => {
  it('reads the FAQ again in German when the visitor switches to Deutsch', async () => {
    const english = await publicJson<{ name: string }[]>('/api/faq/categories?lang=en');
    const german = await publicJson<{ name: string }[]>('/api/faq/categories?lang=de');
    expect(german[0]?.name).toBeTruthy();
    expect(german[0]?.name).not.toBe(english[0]?.name);
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByText(english[0].name, { exact: true }).first().waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await page.getByText(german[0].name, { exact: true }).first().waitFor();
    expect(await page.getByText(english[0].name, { exact: true }).count()).toBe(0);
    await screenshot(page, 'languages-faq-de-after-switch');
    await context.close();
  });

  it("names the editor's themes in the account's language and writes a new quiz in it", async () => {
    const themes = await publicJson<{ id: number; name: string }[]>('/api/themes?lang=de');
    const englishThemes = await publicJson<{ id: number; name: string }[]>('/api/themes?lang=en');
    const translated = themes.find((theme, i) => theme.name !== englishThemes[i]?.name);
    expect(translated, 'the server names a theme differently in German').toBeTruthy();
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, locale: 'de-DE' });
    const page = await context.newPage();
    await signIn(page, GERMAN);
    await page.goto('/create_quizz');
    const themeSelect = page.getByRole('combobox', { name: 'Thema' });
    await expect.poll(() => themeSelect.locator('option').allTextContents()).toContain(translated?.name);
    expect(await page.getByRole('combobox', { name: 'Sprache der Fragen' }).inputValue()).toBe('de');
    await context.close();
  });
});

describe('French and German at 390 px', () => {
  it("keeps the French header with the 'no active licence' badge within the screen", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'fr-CH' });
    const page = await context.newPage();
    await signIn(page, FRENCH);
    await page.goto('/quizz');
    await page.getByRole('link', { name: 'Aucune licence active' }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await settled(page);
    await screenshot(page, 'languages-header-fr-phone', { fullPage: false });
    expect(await overflowOf(page, 'header')).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('breaks a long German title only between words or at hyphens, in the quiz language', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'de-DE' });
    const page = await context.newPage();
    await signIn(page, GERMAN);
    await page.goto('/quizz');
    const title = page.locator('.dash-list-title', { hasText: LONG_TITLE });
    await title.waitFor();
    await settled(page);
    await screenshot(page, 'languages-dashboard-de-phone');
    const style = await title.evaluate((el) => {
      const css = getComputedStyle(el);
      return {
        lang: el.closest('[lang]')?.getAttribute('lang'),
        hyphens: css.hyphens,
        wrap: css.overflowWrap,
      };
    });
    // hyphenation by the title's own language; a word is cut without a hyphen only when it would overflow
    expect(style).toEqual({ lang: 'de', hyphens: 'auto', wrap: 'break-word' });
    expect(await overflowOf(page, 'main')).toBeLessThanOrEqual(0);
    await context.close();
  });
});
