import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  screenshot,
  seriousA11yViolations,
  settled,
  signInThroughUi,
} from './support/browser';
import { createActiveUser } from './support/server';
import { assertTheAppStarts, openAppPage, server, startServerAndBrowser } from './support/suite';

const USER = { email: 'mary.somerville@example.com', password: 'orbit horse 1831' };

startServerAndBrowser();

beforeAll(async () => {
  await assertTheAppStarts();
  await createActiveUser(server, { ...USER, first_name: 'Mary', last_name: 'Somerville' });
});

/** Waits until the page shows its h1, its data has loaded (no skeletons) and the web fonts are in. */
async function ready(page: Page, h1: string | RegExp) {
  await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.MuiSkeleton-root').length === 0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
}

/** Opens the first FAQ question and checks that its answer (as the API gives it) shows. */
async function openFirstFaqEntry(page: Page) {
  const categories = (await (await fetch(`${server.url}/api/faq/categories`)).json()) as {
    entries: { title: string; text: string }[];
  }[];
  const entry = categories[0].entries[0];
  const answerStart = entry.text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  const question = page.getByRole('button', { name: entry.title });
  expect(await question.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByText(answerStart).isVisible()).toBe(false);
  await question.click();
  await page.getByText(answerStart).waitFor();
  expect(await question.getAttribute('aria-expanded')).toBe('true');
  await settled(page);
}

interface PageCase {
  path: string;
  name: string;
  h1: string | RegExp;
  /** What else must be on screen before the page is judged. */
  extra?(page: Page): Promise<void>;
}

const PUBLIC_PAGES: PageCase[] = [
  {
    path: '/',
    name: 'home',
    h1: /.+/,
    extra: (page) => page.getByRole('textbox', { name: 'Enter your quizz code to start' }).waitFor(),
  },
  {
    path: '/faq',
    name: 'faq',
    h1: 'Frequently asked questions',
    // judged (and shot) with its first question opened
    extra: openFirstFaqEntry,
  },
  {
    path: '/terms',
    name: 'terms',
    h1: 'Terms and conditions',
    extra: (page) => page.getByRole('heading', { level: 2 }).first().waitFor(),
  },
  {
    path: '/legal',
    name: 'legal',
    h1: 'Legal notice',
    // no LEGAL_* variables in the test server: the neutral notice, never placeholder details
    extra: (page) => page.getByText('has not published its legal details yet').waitFor(),
  },
  {
    path: '/login',
    name: 'login',
    h1: 'Sign in',
    extra: (page) => page.getByRole('button', { name: 'Forgot password?' }).waitFor(),
  },
  {
    path: '/signup',
    name: 'signup',
    h1: 'Create your account',
    extra: (page) => page.getByRole('button', { name: 'Sign Up' }).waitFor(),
  },
  { path: '/signup_confirmation', name: 'signup-confirmation', h1: 'Check your e-mail' },
  {
    path: '/contact',
    name: 'contact',
    h1: 'Contact us',
    // the captcha widget is loaded on demand: judge the page with it
    extra: (page) => page.getByRole('checkbox', { name: "I'm not a robot" }).waitFor(),
  },
];

const ACCOUNT_PAGES: PageCase[] = [
  {
    path: '/account/profile',
    name: 'account-profile',
    h1: 'My account',
    extra: async (page) => {
      await page.getByRole('heading', { level: 2, name: 'Profile' }).waitFor();
      await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Mary');
    },
  },
  {
    path: '/account/password',
    name: 'account-password',
    h1: 'My account',
    extra: (page) => page.getByRole('button', { name: 'Change the password' }).waitFor(),
  },
  {
    path: '/account/license',
    name: 'account-license',
    h1: 'My account',
    extra: (page) => page.getByRole('heading', { level: 2, name: 'License' }).waitFor(),
  },
];

describe('an unknown address', () => {
  it('is answered with the app (200), which shows the error page; an unknown API path is a 404 JSON', async () => {
    const spa = await fetch(`${server.url}/no/such/page`);
    expect(spa.status).toBe(200);
    expect(spa.headers.get('content-type')).toContain('text/html');
    expect(await spa.text()).toContain('<div id="root">');

    const api = await fetch(`${server.url}/api/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect(await api.json()).toEqual({ detail: 'Not found.', code: 'request.not_found' });

    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page, errors } = await openAppPage(viewport);
      await page.goto('/no/such/page');
      await ready(page, 'Page not found');
      expect(await page.title()).toContain('Page not found');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `error-page-${suffix}`);
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('textbox', { name: 'Enter your quizz code to start' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe.each([
  { viewport: DESKTOP, suffix: 'desktop' },
  { viewport: PHONE, suffix: 'phone' },
])('at $viewport.width px', ({ viewport, suffix }) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await openAppPage(viewport));
  });

  afterAll(async () => {
    await context?.close();
  });

  /** Opens the page, waits for it, and checks it: no console error, axe clean; then a screenshot. */
  async function check(pageCase: PageCase) {
    errors.length = 0;
    await page.goto(pageCase.path);
    await ready(page, pageCase.h1);
    await pageCase.extra?.(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `${pageCase.name}-${suffix}`);
    expect(errors).toEqual([]);
  }

  it.each(PUBLIC_PAGES)('$path is accessible and error-free', async (pageCase) => {
    await check(pageCase);
  });

  it('the account pages are accessible and error-free once signed in', async () => {
    errors.length = 0;
    await signInThroughUi(page, USER.email, USER.password);
    for (const pageCase of ACCOUNT_PAGES) await check(pageCase);

    // the signed-in header's menu: the user menu on a desktop, the drawer on a phone
    errors.length = 0;
    if (viewport === DESKTOP) {
      await page.getByRole('button', { name: 'Mary Somerville' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('button', { name: 'Logout' })
        .waitFor();
    }
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `account-menu-${suffix}`);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });
});
