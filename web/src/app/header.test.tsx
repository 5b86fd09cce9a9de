import type { User } from '@quizzical/common';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/api-client';
import { jsonResponse, renderWithApp } from '../test/render-app';
import { Header } from './header';

const USER: User = {
  id: 7,
  email: 'ada@example.com',
  username: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  country_code: 'CH',
  language: 'en',
  organization_name: '',
  is_staff: false,
  user_permissions: [],
};

function signIn(user: User) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, user)),
  );
  session.setTokens({ access: 'a', refresh: 'r' });
  session.setUser(user);
}

afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
});

describe('header', () => {
  it('offers sign in and sign up to visitors, without the Quizz link', () => {
    renderWithApp(<Header />);
    expect(screen.getAllByRole('link', { name: 'Plans' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Market Quizz' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Quizz' })).toBeNull();
  });

  it('shows the full name, the Quizz link and "No active license" to a user without Pro', async () => {
    signIn(USER);
    renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: 'Quizz' }).getAttribute('href')).toBe('/quizz');
    expect(screen.getAllByText('No active license').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    // the menu's chunk comes with the first click
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'License' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
  });

  it('gives staff the admin menu and hides the licence notice for Pro users', async () => {
    signIn({ ...USER, user_permissions: ['STAFF', 'P'] });
    renderWithApp(<Header />);
    expect(screen.queryByText('No active license')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Admin' }));
    expect((await screen.findByRole('menuitem', { name: 'License codes' })).getAttribute('href')).toBe(
      '/admin/access_codes',
    );
    expect(screen.getByRole('menuitem', { name: 'Copy market quizz' }).getAttribute('href')).toBe(
      '/admin/copy_market_quizz',
    );
  });

  it('moves through the account menu by keyboard and gives the focus back on Escape', async () => {
    signIn(USER);
    renderWithApp(<Header />);
    const button = screen.getByRole('button', { name: /Ada Lovelace/ });
    fireEvent.click(button);
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(profile, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'License' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(profile, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBeNull();
  });
});
