import { MESSAGES, PASSWORD_RULES } from '@quizzical/common';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  errorsExceptHttp,
  PHONE,
  screenshot,
  seriousA11yViolations,
  settled,
} from './support/browser';
import { focusedRing } from './support/focus-ring';
import { found } from './support/found';
import { apiToken, createActiveUser } from './support/server';
import {
  assertTheAppStarts,
  openAppPage,
  server,
  signedInPage,
  startServerAndBrowser,
} from './support/suite';

const STAFF = { email: 'staff@quizzical.test', password: 'staff horse battery 1' };
const LOGIN_FAILED = 'Your login information are not correct or your account is not active.';

startServerAndBrowser({ staff: STAFF });

beforeAll(async () => {
  await assertTheAppStarts();
});

async function me(email: string, password: string) {
  const token = await apiToken(server, email, password);
  const res = await fetch(`${server.url}/auth/users/me/`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** Fills the sign-in form and submits it (the caller checks where it leads). */
async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The header's account button (named after the user), opened to pick a menu item. */
async function userMenu(page: Page, fullName: string, item: 'Profile' | 'License' | 'Logout') {
  await page.getByRole('button', { name: fullName }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('a teacher account', () => {
  it('signs up, activates by mail, signs in, edits the profile, changes the password and signs out', async () => {
    const { context, page, errors } = await openAppPage();
    const email = 'ada.lovelace@example.com';

    // Sign up: the client checks the repeated e-mail and password first
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Repeat the email').fill('ada@example.org');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('engine horse 1843');
    await page.getByLabel('Repeat the password').fill('engine horse 1844');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Emails are not identical').waitFor();
    await page.getByText('Password are not identical').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'signup-mismatch-desktop');
    expect((await server.mails()).filter((mail) => mail.to.includes(email))).toEqual([]);

    await page.getByLabel('Repeat the email').fill(email);
    await page.getByLabel('Repeat the password').fill('engine horse 1843');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/signup_confirmation');
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await page.getByText(email).waitFor();

    // Not active yet: signing in is refused
    await page.goto('/login');
    await submitLogin(page, email, 'engine horse 1843');
    await page.getByText(LOGIN_FAILED).waitFor();

    // The activation link of the mail
    const activation = await server.waitForLink(email, '/activate/');
    await page.goto(activation);
    await page.waitForURL('**/login/activate');
    await page.getByText('Your account has been activated').waitFor();
    await screenshot(page, 'login-activated-desktop');

    await submitLogin(page, email, 'engine horse 1843');
    await page.waitForURL('**/quizz');
    await page.getByRole('button', { name: 'Ada Lovelace' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'No active license' }).waitFor();

    // Profile: organisation and last name
    await userMenu(page, 'Ada Lovelace', 'Profile');
    await page.waitForURL('**/account/profile');
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Ada');
    await page.getByLabel('Organisation').fill('Analytical Engines Ltd');
    await page.getByLabel('Last name').fill('King');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your modifications have been saved').waitFor();
    await page.getByRole('button', { name: 'Ada King' }).waitFor();
    const saved = await me(email, 'engine horse 1843');
    expect(saved).toMatchObject({
      first_name: 'Ada',
      last_name: 'King',
      organization_name: 'Analytical Engines Ltd',
    });
    await page.reload();
    await expect.poll(() => page.getByLabel('Organisation').inputValue()).toBe('Analytical Engines Ltd');
    await expect.poll(() => page.getByLabel('Last name').inputValue()).toBe('King');

    // Password
    await page.getByRole('tab', { name: 'Password' }).first().click();
    await page.waitForURL('**/account/password');
    await page.getByLabel('Current password').fill('engine horse 1843');
    await page.getByLabel('New password', { exact: true }).fill('difference engine 22');
    await page.getByLabel('Repeat the new password').fill('difference engine 22');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('Your password has been modified').waitFor();
    await expect.poll(() => page.getByLabel('Current password').inputValue()).toBe('');
    // the change revoked every refresh token issued before it; this device signed in again, so its
    // stored refresh token still works
    const refreshed = await page.evaluate(async () => {
      const refresh = localStorage.getItem('quizzical.auth.refresh');
      const res = await fetch('/auth/jwt/refresh/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      const tokens = await res.json();
      if (res.ok) {
        localStorage.setItem('quizzical.auth.access', tokens.access);
        localStorage.setItem('quizzical.auth.refresh', tokens.refresh);
      }
      return res.status;
    });
    expect(refreshed).toBe(200);

    // Sign out: back to the signed-out header, the session is gone
    await userMenu(page, 'Ada King', 'Logout');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('quizzical.auth.refresh'))).toBeNull();

    // The old password no longer works, the new one does
    await page.goto('/login');
    await submitLogin(page, email, 'engine horse 1843');
    await page.getByText(LOGIN_FAILED).waitFor();
    await submitLogin(page, email, 'difference engine 22');
    await page.waitForURL('**/quizz');
    await page.getByRole('button', { name: 'Ada King' }).waitFor();

    expect(errorsExceptHttp(errors, [400, 401])).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password with the link of the mail', async () => {
    const email = 'grace.hopper@example.com';
    await createActiveUser(server, {
      email,
      password: 'cobol horse 1959',
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    const { context, page, errors } = await openAppPage();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill(email);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'forgot-password-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`If an account exists for ${email}`).waitFor();

    const link = await server.waitForLink(email, '/password/reset/confirm/');
    expect(link).toMatch(/^\/password\/reset\/confirm\/[^/]+\/[^/]+$/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('compiler horse 1952');
    await page.getByLabel('Repeat the new password').fill('compiler horse 1953');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Passwords are not identical').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'reset-password-mismatch-desktop');

    await page.getByLabel('Repeat the new password').fill('compiler horse 1952');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL('**/login/reset');
    await page.getByText('Your password has been reset').waitFor();

    await submitLogin(page, email, 'compiler horse 1952');
    await page.waitForURL('**/quizz');
    await page.getByRole('button', { name: 'Grace Hopper' }).waitFor();
    await expect(apiToken(server, email, 'cobol horse 1959')).rejects.toThrow(/refused/);

    expect(errorsExceptHttp(errors, [400, 401])).toEqual([]);
    await context.close();
  });

  it('deletes the account after asking the password', async () => {
    const email = 'alan.turing@example.com';
    await createActiveUser(server, {
      email,
      password: 'enigma horse 1936',
      first_name: 'Alan',
      last_name: 'Turing',
    });
    const { context, page, errors } = await signedInPage({ email, password: 'enigma horse 1936' });

    await page.goto('/account/profile');
    await page.getByLabel('Current password').fill('enigma horse 1936');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/login/delete');
    await page.getByText('Your account has been delete').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    await submitLogin(page, email, 'enigma horse 1936');
    await page.getByText(LOGIN_FAILED).waitFor();
    await expect(apiToken(server, email, 'enigma horse 1936')).rejects.toThrow(/refused/);

    expect(errorsExceptHttp(errors, [400, 401])).toEqual([]);
    await context.close();
  });
});

describe('a staff user', () => {
  it('finds the staff pages in the header menu (desktop) and in the drawer (phone)', async () => {
    const desktop = await signedInPage(STAFF);
    await desktop.page.getByRole('button', { name: 'Admin' }).click();
    const menu = desktop.page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'License codes' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Copy market quizz' }).waitFor();
    await menu.getByRole('menuitem', { name: 'License codes' }).click();
    await desktop.page.waitForURL('**/admin/access_codes');
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();

    const phone = await signedInPage(STAFF, PHONE);
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = phone.page.getByRole('navigation', { name: 'Mobile' });
    await drawer.getByRole('link', { name: 'License codes' }).waitFor();
    await drawer.getByRole('link', { name: 'Copy market quizz' }).waitFor();
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('is not offered to a teacher', async () => {
    const email = 'teacher@example.com';
    await createActiveUser(server, { email, password: 'plain horse 2024' });
    const { context, page, errors } = await signedInPage({ email, password: 'plain horse 2024' });
    await page.getByRole('button', { name: 'Test User' }).waitFor();
    expect(await page.getByRole('button', { name: 'Admin' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('what the sign-up and sign-in pages say is true now', () => {
  it('tells the password rules under the field before the first try, at both widths', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await openAppPage(viewport);
      await page.goto('/signup');
      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      await password.waitFor();
      // the hint describes the field (a screen reader hears it there) and is seen without sending anything
      const described = found(await password.getAttribute('aria-describedby'), 'the password hint id');
      expect(await page.locator(`[id="${described}"]`).textContent()).toBe(PASSWORD_RULES);
      expect(await page.getByText(PASSWORD_RULES).isVisible()).toBe(true);
      await screenshot(page, `signup-password-rules-${viewport.width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('replaces the activation notice with the error when a sign-in fails', async () => {
    const email = 'notice.reader@example.com';
    await createActiveUser(server, { email, password: 'the right password' });
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await openAppPage(viewport);
      await page.goto('/login/activate');
      await page.getByText(MESSAGES.bannerActivated).waitFor();
      await submitLogin(page, email, 'a wrong password');
      await page.getByText(LOGIN_FAILED).waitFor();
      // gone with the error's arrival, not at the end of the notice's own 5 seconds
      await page.getByText(MESSAGES.bannerActivated).waitFor({ state: 'detached', timeout: 1_500 });
      await settled(page);
      await screenshot(page, `login-error-replaces-notice-${viewport.width}`, { fullPage: false });
      expect(errorsExceptHttp(errors, [401])).toEqual([]);
      await context.close();
    }
  });

  it("rings MUI's buttons and links under the keyboard's focus: 2 px at least, 3:1 against the page", async () => {
    const { context, page, errors } = await openAppPage();
    await page.goto('/signup');
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await signUp.waitFor();
    const terms = page.getByRole('link', { name: 'terms', exact: true });
    for (const target of [terms, signUp]) {
      let tabs = 0;
      while (!(await target.evaluate((el) => el === document.activeElement))) {
        await page.keyboard.press('Tab');
        if (++tabs > 40) throw new Error('never reached with Tab');
      }
      const ring = await focusedRing(page);
      expect(ring.width, ring.element).toBeGreaterThanOrEqual(2);
      expect(ring.contrast, ring.element).toBeGreaterThanOrEqual(3);
    }
    await screenshot(page, 'signup-focus-ring-1280', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
