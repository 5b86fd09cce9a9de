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

/** A page that fails the test on console errors and CSP violations (collected in `errors`). */
export async function openPage(browser: Browser, baseURL: string, viewport = DESKTOP) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport });
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
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as any).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return (results.violations as any[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n: any) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Saves a screenshot under test-results/screenshots for people to look at. */
export async function screenshot(page: Page, name: string) {
  const dir = join(process.cwd(), 'test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
