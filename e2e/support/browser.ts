import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Debian's chromium, headless, with the flags this machine needs (no sandbox as root, no network chatter). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/**
 * A page that fails the test on console errors and CSP violations (collected in `errors`); `locale`: the
 * browser's language (the server's default, English, without it).
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  { locale }: { locale?: string } = {},
) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport, ...(locale && { locale }) });
  // Chromium reports some CSP violations only as DevTools issues, not on the console (an eval probe in a
  // try/catch, as Zod's): the page's own violation event makes every one of them a console error here.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    ),
  );
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** axe-core on the current page; returns the serious and critical violations (should be empty). */
export async function seriousA11yViolations(page: Page) {
  // a dialog still fading in has half-transparent text: let transitions end before axe measures contrast
  // (spinners animate forever: only finite animations are awaited)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const { axe } = window as Window & { axe?: typeof import('axe-core') };
    if (!axe) throw new Error('axe-core is not on the page');
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Saves a full-page screenshot (or of what the screen shows, with `fullPage: false`) under
 * test-results/screenshots (or $E2E_SCREENSHOT_DIR) for people to look at.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  // CI keeps no files and has nobody to look: a full page's PNG costs a loaded machine up to a second
  if (process.env.CI && !process.env.E2E_SCREENSHOT_DIR) return;
  const dir = process.env.E2E_SCREENSHOT_DIR ?? join(process.cwd(), 'test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

/** Waits until no finite CSS transition or animation runs (menus, dialogs, drawers have opened). */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * The console errors of `openPage` without the browser's "Failed to load resource" lines for the
 * given HTTP statuses: use it only where the test provokes those answers (a refused sign-in, …).
 */
export function errorsExceptHttp(errors: string[], statuses: number[]): string[] {
  return errors.filter((text) => {
    const status = /Failed to load resource: the server responded with a status of (\d{3})/.exec(text)?.[1];
    return !(status && statuses.includes(Number(status)));
  });
}

/** Signs in through /login and waits until the app has left the page (it opens /quizz by default). */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Opens the home page and throws (with the page's errors) unless the built app renders: call it in
 * `beforeAll` so a broken build fails a file at once instead of every test after its timeouts.
 */
export async function assertAppStarts(browser: Browser, baseURL: string) {
  const { context, page, errors } = await openPage(browser, baseURL);
  try {
    const crashed = new Promise<never>((_resolve, reject) => {
      page.once('pageerror', (err) => reject(err));
    });
    crashed.catch(() => undefined); // it may reject during goto, before the race below listens
    await page.goto('/');
    const rendered = page.waitForFunction(
      // index.html's static header bar (.boot-bar) is in #root until React's first render replaces it
      () =>
        (document.getElementById('root')?.childElementCount ?? 0) > 0 && !document.querySelector('.boot-bar'),
      null,
      { timeout: 30_000 },
    );
    rendered.catch(() => undefined);
    await Promise.race([crashed, rendered]);
  } catch (err) {
    const reason = errors.length > 0 ? errors.join(' | ') : (err as Error).message;
    throw new Error(`The built app does not start: ${reason}. Rebuild it (WEB_DIST or web/dist).`);
  } finally {
    await context.close();
  }
}
