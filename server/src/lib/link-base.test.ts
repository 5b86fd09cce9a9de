import type { NetworkInterfaceInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createActiveUser, createTestApp, found, type TestApp } from '../test/test-app';
import { isLoopbackHost, lanAddress, linkBase, type NetworkInterfaces } from './link-base';
import { qrPng } from './qr';

const iface = (address: string, internal = false, family: 'IPv4' | 'IPv6' = 'IPv4') =>
  ({ address, internal, family, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;
const LOOPBACK_ONLY: NetworkInterfaces = { lo: [iface('127.0.0.1', true), iface('::1', true, 'IPv6')] };
const WITH_LAN: NetworkInterfaces = {
  lo: [iface('127.0.0.1', true)],
  eth0: [iface('fe80::1', false, 'IPv6'), iface('169.254.3.4'), iface('192.168.1.20')],
};

describe('link base rules', () => {
  const base = {
    publicUrl: 'http://localhost:8000',
    fromRequest: true,
    protocol: 'http',
    listenHost: '0.0.0.0',
  };

  it('knows the loopback names and addresses', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0.0.0.0'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['192.168.1.20', 'quiz.school.example', '[fe80::1]', '10.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('takes the first IPv4 address that is neither internal nor link-local as the LAN address', () => {
    expect(lanAddress(WITH_LAN)).toBe('192.168.1.20');
    expect(lanAddress(LOOPBACK_ONLY)).toBeUndefined();
  });

  it('replaces a loopback host by the LAN address, keeping the port the browser used', () => {
    expect(linkBase({ ...base, host: 'localhost:8000', interfaces: WITH_LAN })).toEqual({
      url: 'http://192.168.1.20:8000',
      localOnly: false,
    });
    expect(linkBase({ ...base, host: '[::1]:5173', interfaces: WITH_LAN }).url).toBe(
      'http://192.168.1.20:5173',
    );
  });

  it('keeps a host that is not a loopback address, with its scheme', () => {
    expect(linkBase({ ...base, host: '192.168.1.77:8000', interfaces: WITH_LAN })).toEqual({
      url: 'http://192.168.1.77:8000',
      localOnly: false,
    });
    expect(
      linkBase({ ...base, protocol: 'https', host: 'quiz.school.example', interfaces: WITH_LAN }).url,
    ).toBe('https://quiz.school.example');
  });

  it('says the link only works here when there is no LAN address or the server listens on loopback only', () => {
    expect(linkBase({ ...base, host: 'localhost:8000', interfaces: LOOPBACK_ONLY })).toEqual({
      url: 'http://localhost:8000',
      localOnly: true,
    });
    expect(
      linkBase({ ...base, listenHost: '127.0.0.1', host: 'localhost:8000', interfaces: WITH_LAN }),
    ).toEqual({
      url: 'http://localhost:8000',
      localOnly: true,
    });
  });

  it('uses PUBLIC_URL whatever the Host header says', () => {
    expect(
      linkBase({
        ...base,
        publicUrl: 'https://quiz.example.org',
        fromRequest: false,
        host: 'evil.example',
        interfaces: WITH_LAN,
      }),
    ).toEqual({ url: 'https://quiz.example.org', localOnly: false });
  });

  it('falls back to the configured address on a Host header that is not a host', () => {
    for (const host of ['', 'a b', 'user@evil.example', 'evil.example/path', undefined])
      expect(linkBase({ ...base, host, interfaces: WITH_LAN }).url, String(host)).toBe(
        'http://localhost:8000',
      );
  });

  it('builds links from the request only when PUBLIC_URL is unset', () => {
    expect(
      loadConfig({ DATA_DIR: '/tmp/qz-link-base', JWT_SECRET: 'x'.repeat(32) }).publicUrlFromRequest,
    ).toBe(true);
    const set = loadConfig({
      DATA_DIR: '/tmp/qz-link-base',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://quiz.example.org/',
    });
    expect(set.publicUrlFromRequest).toBe(false);
    expect(set.publicUrl).toBe('https://quiz.example.org');
  });
});

describe('GET /api/quizz/_link_base and the QR code', () => {
  let t: TestApp;
  let fixed: TestApp;
  let interfaces: NetworkInterfaces = WITH_LAN;
  let auth: Record<string, string>;
  let code: string;

  beforeAll(async () => {
    t = await createTestApp({
      publicUrl: 'http://localhost:8000',
      publicUrlFromRequest: true,
      networkInterfaces: () => interfaces,
    });
    fixed = await createTestApp({ publicUrl: 'https://quiz.example.org' });
    auth = (await createActiveUser(t)).auth;
    const quiz = await t.app.inject({
      method: 'POST',
      url: '/api/quizz',
      headers: auth,
      payload: {
        title: 'Links',
        duration: 5,
        questions: [
          { text: '1 + 1?', answer1: '1', answer2: '2', answer3: '', answer4: '', correct_answer: 2 },
        ],
      },
    });
    code = quiz.json().code;
  });
  afterAll(async () => {
    await t.close();
    await fixed.close();
  });

  const linkBaseOf = async (app: TestApp, host: string, headers: Record<string, string> = auth) => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/quizz/_link_base',
      headers: { ...headers, host },
    });
    return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] };
  };

  it('answers the LAN address to a teacher on localhost, and the host itself to a teacher on the LAN', async () => {
    interfaces = WITH_LAN;
    expect(await linkBaseOf(t, 'localhost:8000')).toEqual({
      status: 200,
      body: { base_url: 'http://192.168.1.20:8000', local_only: false },
      cache: 'private, no-store',
    });
    expect((await linkBaseOf(t, '192.168.1.77:8000')).body).toEqual({
      base_url: 'http://192.168.1.77:8000',
      local_only: false,
    });
  });

  it('warns that the link only works on this computer when there is no LAN address', async () => {
    interfaces = LOOPBACK_ONLY;
    expect((await linkBaseOf(t, '127.0.0.1:8000')).body).toEqual({
      base_url: 'http://127.0.0.1:8000',
      local_only: true,
    });
    interfaces = WITH_LAN;
  });

  it('answers PUBLIC_URL when it is set, whatever the Host header', async () => {
    const fixedAuth = (await createActiveUser(fixed)).auth;
    expect((await linkBaseOf(fixed, 'evil.example', fixedAuth)).body).toEqual({
      base_url: 'https://quiz.example.org',
      local_only: false,
    });
  });

  it('is for signed-in teachers only', async () => {
    expect((await linkBaseOf(t, 'localhost:8000', {})).status).toBe(401);
  });

  it('puts the same link in the QR code, not cached by shared caches', async () => {
    interfaces = WITH_LAN;
    const res = await t.app.inject({
      method: 'GET',
      url: `/image/quizz/qrcode/${code}/5`,
      headers: { host: 'localhost:8000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(await qrPng(`http://192.168.1.20:8000/q/${code}`, 5))).toBe(true);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers.vary).toContain('Host');
  });

  it('never uses the Host header in mail: the activation link keeps the configured address', async () => {
    const email = 'hosted@example.com';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/users/',
      headers: { host: 'evil.example' },
      payload: { email, password: 'correct horse battery' },
    });
    expect(signup.statusCode).toBe(201);
    const mail = found((await t.mails()).filter((m) => m.to.includes(email)).at(-1), `a mail to ${email}`);
    expect(mail.text).toContain('http://localhost:8000/activate/');
    expect(mail.text).not.toContain('evil.example');
  });
});
