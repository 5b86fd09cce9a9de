import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RULES, passwordField } from '@quizzical/common';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/runtime';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { signUp } from '../api/sign-up';
import { SignupFormView } from './signup-form';

const COUNTRIES = { CH: 'Switzerland', FR: 'France' };

function field(label: string) {
  // required fields have an asterisk after the label text
  return screen.getByLabelText(new RegExp(`^${label}[\\s\u2009*]*$`), { selector: 'input, select' });
}

/** Types the e-mail and its repetition, the password and its repetition. */
function typeCredentials(
  [email, emailRepeat]: [string, string],
  [password, passwordRepeat]: [string, string],
) {
  fireEvent.input(field('Email'), { target: { value: email } });
  fireEvent.input(field('Repeat the email'), { target: { value: emailRepeat } });
  fireEvent.input(field('Password'), { target: { value: password } });
  fireEvent.input(field('Repeat the password'), { target: { value: passwordRepeat } });
}

describe('sign-up form', () => {
  let posted: unknown[];

  beforeEach(() => {
    posted = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url === '/api/countries/?lang=en') return jsonResponse(200, COUNTRIES);
        if (url === '/api/countries/?lang=fr') return jsonResponse(200, { CH: 'Suisse', FR: 'France' });
        if (url === '/auth/users/') {
          const body = JSON.parse(String(init?.body));
          posted.push(body);
          if (body.email === 'taken@example.com') {
            return jsonResponse(400, { email: ['user with this email address already exists.'] });
          }
          return jsonResponse(201, { id: 1, ...body });
        }
        return jsonResponse(404, { detail: 'Not found.' });
      }),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('tells the password rules under the field before anything is sent, the bounds the server enforces', () => {
    renderWithApp(<SignupFormView onCreated={() => {}} />);
    const password = field('Password');
    const hint = screen.getByText(PASSWORD_RULES);
    expect(password.getAttribute('aria-describedby')).toContain(hint.id);
    expect(PASSWORD_RULES).toContain(String(PASSWORD_MIN));
    expect(PASSWORD_RULES).toContain(String(PASSWORD_MAX));
    // the server's schema: refused one character short of the rule, accepted at it
    expect(passwordField.safeParse('x'.repeat(PASSWORD_MIN - 1)).success).toBe(false);
    expect(passwordField.safeParse('x'.repeat(PASSWORD_MIN)).success).toBe(true);
    expect(passwordField.safeParse('x'.repeat(PASSWORD_MAX)).success).toBe(true);
    expect(passwordField.safeParse('x'.repeat(PASSWORD_MAX + 1)).success).toBe(false);
    expect(posted).toHaveLength(0);
  });

  it('asks for the e-mail and the password', async () => {
    renderWithApp(<SignupFormView onCreated={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.enterPassword)).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('checks that the e-mails and the passwords are typed twice the same', async () => {
    renderWithApp(<SignupFormView onCreated={() => {}} />);
    typeCredentials(['ada@example.com', 'ada@example.org'], ['secret pass 1', 'secret pass 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Emails are not identical')).toBeTruthy();
    expect(screen.getByText('Password are not identical')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('sends the account with the e-mail as username and the default country', async () => {
    const onCreated = vi.fn();
    renderWithApp(<SignupFormView onCreated={onCreated} />);
    await waitFor(() => expect((field('Country') as HTMLSelectElement).value).toBe('CH'));
    fireEvent.input(field('First name'), { target: { value: 'Ada' } });
    typeCredentials(['ada@example.com', 'ada@example.com'], ['secret pass 1', 'secret pass 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({
      email: 'ada@example.com',
      username: 'ada@example.com',
      password: 'secret pass 1',
      first_name: 'Ada',
      country_code: 'CH',
      language: 'en',
    });
  });

  it('asks for the countries and creates the account in the language on screen', async () => {
    await activateLanguage('fr');
    try {
      renderWithApp(<SignupFormView onCreated={() => {}} />);
      expect(await screen.findByRole('option', { name: 'Suisse' })).toBeTruthy();
      await signUp({
        first_name: 'Ada',
        last_name: 'Lovelace',
        organization_name: '',
        country_code: 'CH',
        email: 'ada@example.com',
        password: 'secret pass 1',
      });
      expect(posted[0]).toMatchObject({ email: 'ada@example.com', language: 'fr' });
    } finally {
      await activateLanguage('en');
    }
  });

  it('shows the server field errors under the fields', async () => {
    renderWithApp(<SignupFormView onCreated={() => {}} />);
    typeCredentials(['taken@example.com', 'taken@example.com'], ['secret pass 1', 'secret pass 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('user with this email address already exists.')).toBeTruthy();
  });
});
