import { MESSAGES } from '@quizzical/common';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { LoginPage } from './login-page';

const renderLogin = () =>
  renderWithApp(<LoginPage />, { path: '/login/activate', routePath: '/login/:message' });

describe('sign-in after the activation link', () => {
  beforeEach(() => {
    // every sign-in is refused, as the server answers a wrong password
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/auth/jwt/create/'
          ? jsonResponse(401, { detail: 'No active account found with the given credentials' })
          : jsonResponse(404, { detail: 'Not found.' }),
      ),
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says the account is activated until a sign-in fails, then shows the error instead', async () => {
    renderLogin();
    expect(screen.getByText(MESSAGES.bannerActivated)).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'not the password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.loginFailed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(MESSAGES.bannerActivated)).toBeNull());
  });

  it('takes the notice away when the form itself refuses the sign-in', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(MESSAGES.bannerActivated)).toBeNull());
  });
});
