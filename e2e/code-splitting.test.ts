import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from './support/browser';
import { apiAsNewUser, server, startQuizNow, startServerAndBrowser, withAppPage } from './support/suite';

/**
 * Every page is a lazy route (docs/decisions/0002-page-chunks-and-javascript-budget.md). A phone going from /q/{code} to the run screen downloads the
 * shell and the taking pages only, KaTeX only when a formula is on screen, and stays within the CI
 * limit of scripts/check-bundle-budgets.mjs (which measures the same from the build's manifest).
 */
const TEACHER = { email: 'split.teacher@quizzical.test', password: 'split the bundle 13' };
const JOURNEY_LIMIT = 215_000; // LIMITS.journey, brotli bytes
/** Chunks of the teacher's, market's and staff's pages, the charts and the captcha. */
const NOT_FOR_STUDENTS =
  /(quiz-editor|quizzes-page|results|market|propose|billing|checkout|plans|account|access-codes|copy-market|altcha|charts|login|signup)/;

const DIST = process.env.WEB_DIST ?? fileURLToPath(new URL('../web/dist', import.meta.url));

/**
 * The files only the end screen needs (routes.tsx prefetches it once the run screen is up, so that
 * ending works on a faltering network): not part of the way to the run screen.
 */
async function endScreenOnlyFiles(): Promise<Set<string>> {
  const check = await import('../scripts/check-bundle-budgets.mjs' as string);
  const graph = await import('../scripts/vite-manifest.mjs' as string);
  const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));
  const files = (keys: string[]) =>
    new Set([...graph.staticClosure(manifest, keys)].map((k) => `/${manifest[k as string].file}`));
  const entry = graph.entryKey(manifest);
  const journey = files([entry, check.PAGES.start, check.PAGES.run]);
  return new Set([...files([entry, check.PAGES.end])].filter((f) => !journey.has(f)));
}

let plain: string;
let formulas: string;
/** A quiz whose description (on the entry screen) holds a formula. */
let describedWithFormula: string;

startServerAndBrowser();
const api = apiAsNewUser({ ...TEACHER, first_name: 'Sam', last_name: 'Split' });

beforeAll(async () => {
  const make = (title: string, text: string, description = '') =>
    startQuizNow(api, {
      title,
      description,
      anonymous: false,
      questions: [{ text, answer1: 'One', answer2: 'Two', correct_answer: 1 }],
    });
  plain = await make('Plain words', 'Which is first?');
  formulas = await make('With formulas', 'Which is $\\frac{2}{2}$?');
  describedWithFormula = await make('Described with a formula', 'Which is $x$?', 'All about $x^2$.');
});

/** The JavaScript files a page fetches, with their transferred (compressed) body sizes. */
function recordScripts(page: Page) {
  const scripts: { path: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.endsWith('.js')) return;
    scripts.push({ path, bytes: (await request.sizes()).responseBodySize });
  });
  return scripts;
}

/**
 * The request of `url` left before the page's module scripts had run (they run before DOMContentLoaded):
 * the HTML's early script sent it, not the app.
 */
async function expectSentBeforeModulesRan(page: Page, url: string) {
  const timing = await page.evaluate((name) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      read: performance.getEntriesByName(name)[0]?.startTime ?? -1,
      modulesRan: navigation.domContentLoadedEventStart,
    };
  }, url);
  expect(timing.read).toBeGreaterThan(0);
  expect(timing.read).toBeLessThan(timing.modulesRan);
}

async function joinAndRun(page: Page, code: string) {
  await page.goto(`/q/${code}`);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Start the quizz' }).click();
  await page.getByRole('group', { name: 'Answers of question 1' }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('route-level code splitting', () => {
  it('brings a phone from /q/{code} to the run screen with the student chunks only, within the limit', () =>
    withAppPage(PHONE, async ({ page, errors }) => {
      const scripts = recordScripts(page);
      const quizReads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/quizz/_start/')) quizReads.push(request.url());
      });
      await joinAndRun(page, plain);
      // public/early-requests.js read the quiz before the app ran; the app took that answer: one read
      expect(quizReads).toEqual([`${server.url}/api/quizz/_start/${plain}`]);
      await expectSentBeforeModulesRan(page, quizReads[0]);
      // the end screen is fetched in the background once the run screen is up
      await expect.poll(() => scripts.some((s) => /end-quiz-page/.test(s.path))).toBe(true);
      await page.waitForLoadState('networkidle');
      const paths = scripts.map((s) => s.path);
      expect(paths.some((p) => /start-quiz-page/.test(p))).toBe(true);
      expect(paths.some((p) => /run-quiz-page/.test(p))).toBe(true);
      expect(paths.filter((p) => NOT_FOR_STUDENTS.test(p))).toEqual([]);
      expect(paths.filter((p) => /katex/.test(p))).toEqual([]);
      const endOnly = await endScreenOnlyFiles();
      const total = scripts.filter((s) => !endOnly.has(s.path)).reduce((sum, s) => sum + s.bytes, 0);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(JOURNEY_LIMIT);
      expect(errors).toEqual([]);
    }));

  it("reads the run screen's session with the HTML on a reload, once", () =>
    withAppPage(PHONE, async ({ page, errors }) => {
      await joinAndRun(page, plain);
      const sessionReads: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/quizz/response/_start/')) sessionReads.push(request.url());
      });
      await page.reload();
      await page.getByRole('group', { name: 'Answers of question 1' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(sessionReads).toHaveLength(1);
      await expectSentBeforeModulesRan(page, sessionReads[0]);
      // the countdown still runs on the server's clock: a plausible time left, not a skewed one
      await page
        .getByText(/^\d\d:\d\d(:\d\d)?$/)
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    }));

  it('preloads KaTeX with the HTML when the entry screen has a formula, once, and not otherwise', () =>
    withAppPage(PHONE, async ({ page, errors }) => {
      const katexFiles: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (/\/assets\/(katex-|KaTeX_)/.test(path)) katexFiles.push(path);
      });
      const preloads = () =>
        page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"][href*="/katex-"]').length);
      await page.goto(`/q/${describedWithFormula}`);
      await page.locator('.katex').first().waitFor();
      expect(await preloads()).toBe(1);
      await page.waitForLoadState('networkidle');
      // the script, the stylesheet and the two main fonts: each fetched once (the preloads are reused)
      expect(katexFiles.filter((f) => /katex-.*\.js$/.test(f))).toHaveLength(1);
      expect(katexFiles.filter((f) => /katex-.*\.css$/.test(f))).toHaveLength(1);
      expect(katexFiles.filter((f) => /KaTeX_Main-Regular/.test(f))).toHaveLength(1);
      await page.goto(`/q/${plain}`);
      await page.getByRole('button', { name: 'Start the quizz' }).waitFor();
      expect(await preloads()).toBe(0);
      expect(errors).toEqual([]);
    }));

  it('loads KaTeX when a formula is on screen', () =>
    withAppPage(PHONE, async ({ page, errors }) => {
      const scripts = recordScripts(page);
      await joinAndRun(page, formulas);
      await page.locator('.katex').first().waitFor();
      expect(scripts.some((s) => /katex/.test(s.path))).toBe(true);
      expect(errors).toEqual([]);
    }));

  it('offers a reload when a page chunk cannot be fetched, and the reload shows the page', () =>
    withAppPage(PHONE, async ({ page, errors }) => {
      await page.goto('/');
      await page.getByRole('textbox', { name: 'Enter your quizz code to start' }).waitFor();
      await page.route(/\/assets\/faq-page-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
      await page.goto('/faq');
      await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
      await page.unroute(/\/assets\/faq-page-[^/]+\.js$/);
      await page.getByRole('button', { name: 'Reload the page' }).click();
      await page.waitForURL((url) => url.pathname === '/faq');
      await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
      // the failed fetch is a console error of its own; nothing else is
      expect(errors.filter((e) => !/faq-page|Failed to load resource|dynamically imported/.test(e))).toEqual(
        [],
      );
    }));

  it("keeps the header on screen and shows the loading status while a page's chunk is on its way", () =>
    withAppPage(PHONE, async ({ page, errors }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        await page.route(/\/assets\/home-page-[^/]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto('/', { waitUntil: 'commit' });
        await page.getByRole('link', { name: 'Quizzical, home' }).waitFor();
        await page.getByRole('status', { name: 'Loading' }).waitFor();
        release();
        await page.getByRole('textbox', { name: 'Enter your quizz code to start' }).waitFor();
        expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        // the held chunk goes on before the page closes
        release();
      }
    }));
});
