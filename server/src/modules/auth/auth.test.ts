import { FIELD_MESSAGES } from '@quizzical/common';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, startTestApp, t } from '../../test/file-app';
import { createActiveUser, createTestApp, found } from '../../test/test-app';
import { postJsonText } from '../../test/test-calls';

startTestApp();

const post = (url: string, payload: InjectOptions['payload'], headers: Record<string, string> = {}) =>
  call('POST', url, payload, headers);
/** A call on the signed-in account (/auth/users/me/) with `headers`. */
const onMe = (
  method: InjectOptions['method'],
  headers: Record<string, string> = {},
  payload?: InjectOptions['payload'],
) => call(method, '/auth/users/me/', payload, headers);
const linkFrom = (text: string, path: string) => {
  const m = new RegExp(`${path}/([^/\\s]+)/([^/\\s]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in mail`);
  return { uid: m[1], token: m[2] };
};

describe('sign-up and activation', () => {
  it('creates an inactive account with email as username and country CH by default, and mails an activation link', async () => {
    const res = await post('/auth/users/', {
      email: 'Ada@Example.com',
      username: 'Ada@Example.com',
      password: 'analytical engine',
      first_name: 'Ada',
      last_name: 'Lovelace',
      organization_name: 'Babbage School',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'ada@example.com',
      username: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      organization_name: 'Babbage School',
      country_code: 'CH',
      is_staff: false,
      user_permissions: [],
    });
    expect(res.json()).not.toHaveProperty('password');
    const mail = found(
      (await t.mails()).find((m) => m.to.includes('ada@example.com')),
      'the activation mail',
    );
    expect(mail.subject).toMatch(/activate/i);
    expect(mail.text).toMatch(/http:\/\/quizzical\.test\/activate\/[^/\s]+\/[^/\s]+/);
    expect(mail.text).toContain('The link is valid for 3 days and can be used once.');
  });

  it('refuses sign-in before activation, then activates once and allows sign-in', async () => {
    await post('/auth/users/', { email: 'grace@example.com', password: 'cobol forever' });
    const before = await post('/auth/jwt/create/', {
      username: 'grace@example.com',
      password: 'cobol forever',
    });
    expect(before.statusCode).toBe(401);

    const mail = found(
      (await t.mails()).find((m) => m.to.includes('grace@example.com')),
      'the activation mail',
    );
    const link = linkFrom(mail.text, '/activate');
    expect((await post('/auth/users/activation/', link)).statusCode).toBe(204);
    // single use
    const again = await post('/auth/users/activation/', link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [FIELD_MESSAGES.invalidToken] });

    const after = await post('/auth/jwt/create/', {
      username: 'GRACE@example.com',
      password: 'cobol forever',
    });
    expect(after.statusCode).toBe(200);
    expect(Object.keys(after.json()).sort()).toEqual(['access', 'refresh']);
  });

  it('refuses an expired activation link', async () => {
    await post('/auth/users/', { email: 'late@example.com', password: 'too late now' });
    const link = linkFrom(
      found(
        (await t.mails()).find((m) => m.to.includes('late@example.com')),
        'the activation mail',
      ).text,
      '/activate',
    );
    t.clock.advance(4 * 24 * 3600 * 1000);
    try {
      const res = await post('/auth/users/activation/', link);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('token');
    } finally {
      t.clock.advance(-4 * 24 * 3600 * 1000);
    }
  });

  it('refuses a token made for another user and a malformed uid', async () => {
    await post('/auth/users/', { email: 'one@example.com', password: 'password one' });
    await post('/auth/users/', { email: 'two@example.com', password: 'password two' });
    const mails = await t.mails();
    const one = linkFrom(
      found(
        mails.find((m) => m.to.includes('one@example.com')),
        'mail one',
      ).text,
      '/activate',
    );
    const two = linkFrom(
      found(
        mails.find((m) => m.to.includes('two@example.com')),
        'mail two',
      ).text,
      '/activate',
    );
    expect((await post('/auth/users/activation/', { uid: one.uid, token: two.token })).statusCode).toBe(400);
    const bad = await post('/auth/users/activation/', { uid: '!!!', token: one.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('uid');
  });

  it('answers field errors for missing, wrong-typed, short, long and duplicate values', async () => {
    const missing = await post('/auth/users/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ email: [FIELD_MESSAGES.required], password: [FIELD_MESSAGES.required] });

    const wrongTypes = await post('/auth/users/', { email: 42, password: ['x'], first_name: {} });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json()).sort()).toEqual(['email', 'first_name', 'password']);

    const short = await post('/auth/users/', { email: 'short@example.com', password: '1234567' });
    expect(short.json()).toEqual({ password: [FIELD_MESSAGES.passwordTooShort(8)] });

    const long = await post('/auth/users/', { email: 'long@example.com', password: 'x'.repeat(129) });
    expect(long.json()).toEqual({ password: [FIELD_MESSAGES.passwordTooLong(128)] });

    const huge = await post('/auth/users/', {
      email: `${'a'.repeat(300)}@example.com`,
      password: 'longenough',
      first_name: 'y'.repeat(10_000),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toHaveProperty('email');
    expect(huge.json()).toHaveProperty('first_name');

    const badEmail = await post('/auth/users/', { email: 'not-an-email', password: 'longenough' });
    expect(badEmail.json()).toEqual({ email: [FIELD_MESSAGES.invalidEmail] });

    await post('/auth/users/', { email: 'dup@example.com', password: 'longenough' });
    const dup = await post('/auth/users/', { email: 'DUP@example.com', password: 'longenough' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ email: [FIELD_MESSAGES.emailTaken] });
  });

  it('answers 400 to malformed JSON and 413 to a huge body, never 500', async () => {
    const malformed = await postJsonText(t, '/auth/users/', '{"email": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ non_field_errors: ['Malformed JSON body.'] });

    const big = await postJsonText(
      t,
      '/auth/users/',
      JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(big.statusCode).toBe(413);
  });
});

describe('tokens', () => {
  it('gives the same answer for a wrong password and an unknown account', async () => {
    const u = await createActiveUser(t);
    const wrong = await post('/auth/jwt/create/', { username: u.email, password: 'wrong password' });
    const unknown = await post('/auth/jwt/create/', {
      username: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      detail: FIELD_MESSAGES.noActiveAccount,
      code: 'auth.invalid_credentials',
    });
    const empty = await post('/auth/jwt/create/', { username: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ username: [FIELD_MESSAGES.blank], password: [FIELD_MESSAGES.blank] });
  });

  it('rotates refresh tokens: a used one is refused and its reuse revokes the chain', async () => {
    const u = await createActiveUser(t);
    const first = await post('/auth/jwt/refresh/', { refresh: u.refresh });
    expect(first.statusCode).toBe(200);
    const rotated = first.json() as { access: string; refresh: string };
    expect(rotated.refresh).not.toBe(u.refresh);

    const me = await onMe('GET', { authorization: `Bearer ${rotated.access}` });
    expect(me.statusCode).toBe(200);

    // the old token again: refused, and the whole family is revoked
    const reuse = await post('/auth/jwt/refresh/', { refresh: u.refresh });
    expect(reuse.statusCode).toBe(401);
    const afterTheft = await post('/auth/jwt/refresh/', { refresh: rotated.refresh });
    expect(afterTheft.statusCode).toBe(401);

    // a fresh sign-in starts a new, working chain
    const login = await post('/auth/jwt/create/', { username: u.email, password: u.password });
    expect((await post('/auth/jwt/refresh/', { refresh: login.json().refresh })).statusCode).toBe(200);
  });

  it('refuses expired refresh and access tokens, garbage tokens and an access token used as refresh', async () => {
    const u = await createActiveUser(t);
    expect((await post('/auth/jwt/refresh/', { refresh: 'garbage' })).statusCode).toBe(401);
    expect((await post('/auth/jwt/refresh/', { refresh: u.access })).statusCode).toBe(401);
    expect((await post('/auth/jwt/refresh/', {})).statusCode).toBe(400);

    // the access token works, and is refused once expired, though its signature was checked before
    expect((await onMe('GET', u.auth)).statusCode).toBe(200);
    t.clock.advance(16 * 60 * 1000);
    const staleAccess = await onMe('GET', u.auth);
    expect(staleAccess.statusCode).toBe(401);
    t.clock.advance(15 * 24 * 3600 * 1000);
    const staleRefresh = await post('/auth/jwt/refresh/', { refresh: u.refresh });
    t.clock.advance(-(15 * 24 * 3600 * 1000 + 16 * 60 * 1000));
    expect(staleRefresh.statusCode).toBe(401);
  });

  it('refuses requests without, or with a forged, access token', async () => {
    const none = await onMe('GET');
    expect(none.statusCode).toBe(401);
    expect(none.statusMessage).toBe('Unauthorized');
    const u = await createActiveUser(t);
    const [h, , s] = u.access.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ token_type: 'access', user_id: 1, jti: 'x', exp: 9999999999 }),
    ).toString('base64url');
    const forged = await onMe('GET', { authorization: `Bearer ${h}.${forgedPayload}.${s}` });
    expect(forged.statusCode).toBe(401);
    const wrongScheme = await onMe('GET', { authorization: 'Basic abc' });
    expect(wrongScheme.statusCode).toBe(401);
  });
});

describe('my account', () => {
  it('reads and edits the profile, ignoring fields that are not editable', async () => {
    const u = await createActiveUser(t, 'prof@example.com');
    const patch = await onMe('PATCH', u.auth, {
      first_name: 'Marie',
      last_name: 'Curie',
      organization_name: 'Sorbonne',
      country_code: 'fr',
      is_staff: true,
      email: 'x@y.z',
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      first_name: 'Marie',
      last_name: 'Curie',
      organization_name: 'Sorbonne',
      country_code: 'FR',
      is_staff: false,
      email: 'prof@example.com',
    });
    const me = await onMe('GET', u.auth);
    expect(me.json().first_name).toBe('Marie');
    const bad = await onMe('PATCH', u.auth, { country_code: 'France' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('country_code');
  });

  it('changes the password only with the current one', async () => {
    const u = await createActiveUser(t);
    const wrong = await post(
      '/auth/users/set_password/',
      { current_password: 'nope nope', new_password: 'brand new pass', re_new_password: 'brand new pass' },
      u.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: [FIELD_MESSAGES.invalidPassword] });
    const mismatch = await post(
      '/auth/users/set_password/',
      { current_password: u.password, new_password: 'brand new pass', re_new_password: 'other pass!!' },
      u.auth,
    );
    expect(mismatch.json()).toEqual({ re_new_password: [FIELD_MESSAGES.passwordMismatch] });
    const ok = await post(
      '/auth/users/set_password/',
      { current_password: u.password, new_password: 'brand new pass', re_new_password: 'brand new pass' },
      u.auth,
    );
    expect(ok.statusCode).toBe(204);
    expect((await post('/auth/jwt/create/', { username: u.email, password: u.password })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/auth/jwt/create/', { username: u.email, password: 'brand new pass' })).statusCode,
    ).toBe(200);
  });

  it('signs out other sessions when the password changes: refresh tokens issued before are refused, later ones work', async () => {
    const u = await createActiveUser(t);
    const otherDevice = (await post('/auth/jwt/create/', { username: u.email, password: u.password })).json();
    const ok = await post(
      '/auth/users/set_password/',
      { current_password: u.password, new_password: 'changed pass 1', re_new_password: 'changed pass 1' },
      u.auth,
    );
    expect(ok.statusCode).toBe(204);
    expect((await post('/auth/jwt/refresh/', { refresh: u.refresh })).statusCode).toBe(401);
    expect((await post('/auth/jwt/refresh/', { refresh: otherDevice.refresh })).statusCode).toBe(401);
    const after = (await post('/auth/jwt/create/', { username: u.email, password: 'changed pass 1' })).json();
    const rotated = await post('/auth/jwt/refresh/', { refresh: after.refresh });
    expect(rotated.statusCode).toBe(200);
    expect((await post('/auth/jwt/refresh/', { refresh: rotated.json().refresh })).statusCode).toBe(200);
  });

  it('deletes the account only with the current password', async () => {
    const u = await createActiveUser(t);
    const wrong = await onMe('DELETE', u.auth, { current_password: 'bad bad bad' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: [FIELD_MESSAGES.invalidPassword] });
    const missing = await onMe('DELETE', u.auth, {});
    expect(missing.statusCode).toBe(400);
    const ok = await onMe('DELETE', u.auth, { current_password: u.password });
    expect(ok.statusCode).toBe(204);
    expect((await onMe('GET', u.auth)).statusCode).toBe(401);
    expect((await post('/auth/jwt/create/', { username: u.email, password: u.password })).statusCode).toBe(
      401,
    );
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails, and mails only real accounts', async () => {
    const u = await createActiveUser(t);
    const before = (await t.mails()).length;
    const known = await post('/auth/users/reset_password/', { email: u.email });
    const unknown = await post('/auth/users/reset_password/', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    const mails = await t.mails();
    expect(mails.length).toBe(before + 1);
    expect(found(mails.at(-1), 'the reset mail').to).toContain(u.email);
    expect((await post('/auth/users/reset_password/', { email: 'nope' })).statusCode).toBe(400);
  });

  it('sets a new password with the mailed link, once, and signs out other sessions', async () => {
    const u = await createActiveUser(t);
    await post('/auth/users/reset_password/', { email: u.email });
    const link = linkFrom(found((await t.mails()).at(-1), 'the reset mail').text, '/password/reset/confirm');
    const mismatch = await post('/auth/users/reset_password_confirm/', {
      ...link,
      new_password: 'new password 1',
      re_new_password: 'new password 2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ re_new_password: [FIELD_MESSAGES.passwordMismatch] });
    const short = await post('/auth/users/reset_password_confirm/', {
      ...link,
      new_password: 'short',
      re_new_password: 'short',
    });
    expect(short.json()).toEqual({ new_password: [FIELD_MESSAGES.passwordTooShort(8)] });

    const ok = await post('/auth/users/reset_password_confirm/', {
      ...link,
      new_password: 'new password 1',
      re_new_password: 'new password 1',
    });
    expect(ok.statusCode).toBe(204);
    const reuse = await post('/auth/users/reset_password_confirm/', {
      ...link,
      new_password: 'new password 3',
      re_new_password: 'new password 3',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toHaveProperty('token');
    expect((await post('/auth/jwt/refresh/', { refresh: u.refresh })).statusCode).toBe(401);
    expect(
      (await post('/auth/jwt/create/', { username: u.email, password: 'new password 1' })).statusCode,
    ).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits sign-ups and reset requests per address', async () => {
    const limited = await createTestApp({
      rateLimits: {
        signupPerAddress: { max: 2, timeWindow: 60_000 },
        resetPerAddress: { max: 2, timeWindow: 60_000 },
      },
    });
    try {
      const u = await createActiveUser(limited);
      // sign-up: one was used by createActiveUser, the next passes, the third is throttled
      for (const [email, expected] of [
        ['r1@example.com', 201],
        ['r2@example.com', 429],
      ] as const) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/auth/users/',
          payload: { email, password: 'longenough' },
        });
        expect(r.statusCode).toBe(expected);
      }

      for (const expected of [204, 204, 429]) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/auth/users/reset_password/',
          payload: { email: u.email },
        });
        expect(r.statusCode).toBe(expected);
      }
    } finally {
      await limited.close();
    }
  });

  it('never locks the owner out: ten wrong passwords from ten addresses, then the right one from an eleventh signs in (slowed, capped)', async () => {
    const limited = await createTestApp({
      rateLimits: { loginFailuresPerAddressAndAccount: { max: 3, timeWindow: 15 * 60_000 } },
      loginDelay: { windowMs: 15 * 60_000, freeFailures: 3, baseMs: 40, maxMs: 160 },
    });
    try {
      const u = await createActiveUser(limited);
      const signIn = async (password: string, remoteAddress: string) => {
        const started = performance.now();
        const res = await limited.app.inject({
          method: 'POST',
          url: '/auth/jwt/create/',
          payload: { username: u.email, password },
          remoteAddress,
        });
        return { status: res.statusCode, ms: performance.now() - started };
      };
      const attacks = [];
      for (let i = 1; i <= 10; i++) attacks.push(await signIn('wrong wrong', `203.0.113.${i}`));
      expect(attacks.map((a) => a.status)).toEqual(Array(10).fill(401));
      // the first three failures are free, then every attempt on the account waits, doubling to the cap
      expect(attacks[4].ms).toBeGreaterThanOrEqual(75);
      const owner = await signIn(u.password, '198.51.100.11');
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(155);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 to one address after repeated failures on one account, for that address and account only', async () => {
    const limited = await createTestApp({
      trustProxy: true,
      rateLimits: { loginFailuresPerAddressAndAccount: { max: 3, timeWindow: 15 * 60_000 } },
    });
    try {
      const u = await createActiveUser(limited);
      const other = await createActiveUser(limited);
      const signIn = (email: string, password: string, from: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/auth/jwt/create/',
          payload: { username: email, password },
          headers: { 'x-forwarded-for': from },
        });
      const codes = [];
      for (let i = 0; i < 5; i++)
        codes.push((await signIn(u.email, 'wrong wrong', '203.0.113.7')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const blocked = await signIn(u.email, u.password, '203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toBe(
        'Too many failed sign-ins from your network for this account. Try again in 15 minutes.',
      );
      // the owner elsewhere, and that address on another account, are not blocked
      expect((await signIn(u.email, u.password, '198.51.100.20')).statusCode).toBe(200);
      expect((await signIn(other.email, other.password, '203.0.113.7')).statusCode).toBe(200);
      // the pair's window passes
      limited.clock.advance(15 * 60_000 + 1);
      expect((await signIn(u.email, u.password, '203.0.113.7')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('mails at most three reset links an hour to one account, whatever the addresses asking, with the same answer', async () => {
    const limited = await createTestApp({
      rateLimits: { resetMailsPerAccount: { max: 3, timeWindow: 60 * 60_000 } },
    });
    try {
      const u = await createActiveUser(limited);
      const resetMails = async () =>
        (await limited.mails()).filter((m) => m.to.includes(u.email) && /reset/i.test(m.subject)).length;
      const answers = new Set<string>();
      for (let i = 1; i <= 30; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/auth/users/reset_password/',
          payload: { email: u.email },
          remoteAddress: `203.0.113.${i}`,
        });
        answers.add(`${res.statusCode} ${res.body}`);
      }
      expect([...answers]).toEqual(['204 ']);
      expect(await resetMails()).toBe(3);
      limited.clock.advance(60 * 60_000 + 1);
      await limited.app.inject({
        method: 'POST',
        url: '/auth/users/reset_password/',
        payload: { email: u.email },
      });
      expect(await resetMails()).toBe(4);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-in attempts per address', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, loginPerAddress: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/auth/jwt/create/',
              payload: { username: `x${i}@example.com`, password: 'whatever1' },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('platform', () => {
  it('serves the OpenAPI document with the account paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/auth/users/',
        '/auth/jwt/create/',
        '/auth/jwt/refresh/',
        '/auth/users/me/',
        '/api/themes',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers unknown API paths with 404 JSON and sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'request.not_found' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
