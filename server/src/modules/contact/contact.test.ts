import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIELD_MESSAGES, MESSAGES } from '@quizzical/common';
import { type Challenge, createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, t } from '../../test/file-app';
import { createTestApp, found, type TestApp } from '../../test/test-app';
import { postJsonText } from '../../test/test-calls';
import { contactMessages } from './contact.table';

startTestApp();

const post = (payload: InjectOptions['payload'], app = t) =>
  app.app.inject({ method: 'POST', url: '/api/contact', payload });

const fetchChallenge = async (app = t) => {
  const res = await app.app.inject({ method: 'GET', url: '/api/contact/challenge' });
  expect(res.statusCode).toBe(200);
  return res.json() as Challenge;
};

/** What the widget puts in `recaptcha`: base64 of the JSON `{ challenge: { parameters, signature }, solution }`. */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const payloadOf = (challenge: Challenge, solution: unknown) =>
  encode({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution });

/** Solves a challenge with altcha-lib's own solver, as the widget's workers do in the browser. */
async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return payloadOf(challenge, solution);
}
const solvedCaptcha = async (app = t) => solve(await fetchChallenge(app));

const fields = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+41 79 123 45 67',
  message: 'Hello,\nI would like a Pro licence for my whole school.',
};

/** Raw .eml files of the outbox, to read headers that `t.mails()` does not parse (Reply-To). */
async function rawMails(app = t) {
  const dir = join(app.config.dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [])).sort();
  return Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
}

describe('contact challenge', () => {
  it('answers a fresh, uncached ALTCHA challenge that expires in ten minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    expect(challenge).toEqual({
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        salt: expect.stringMatching(/^[0-9a-f]{32}$/),
        cost: expect.any(Number),
        keyLength: 32,
        keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
        keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
        expiresAt: expect.any(Number),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const ttl = challenge.parameters.expiresAt - t.clock.now().getTime() / 1000;
    expect(ttl).toBeGreaterThan(9 * 60);
    expect(ttl).toBeLessThanOrEqual(10 * 60);
    const other = (await fetchChallenge()) as Challenge;
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('is documented in the OpenAPI document under the contact tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(paths['/api/contact/challenge'].get.tags).toEqual(['contact']);
    expect(paths['/api/contact'].post.tags).toEqual(['contact']);
    expect(
      Object.keys(paths['/api/contact'].post.requestBody.content['application/json'].schema.properties),
    ).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'message', 'recaptcha']));
  });
});

describe('sending a contact message', () => {
  it('stores the message with the sender address and mails it to the contact address with reply-to', async () => {
    const res = await post({ ...fields, recaptcha: await solvedCaptcha() });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json()).toEqual({ id: expect.any(Number) });

    const [row] = await t.app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...fields, address: '127.0.0.1' });

    const mails = (await t.mails()).filter((m) => m.to.includes(t.config.contactTo));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Contact form: Ada Lovelace');
    expect(mail?.text).toContain(fields.message);
    expect(mail?.text).toContain(fields.phone);
    const raw = found(
      (await rawMails()).find((m) => m.includes('Contact form: Ada Lovelace')),
      'the raw mail',
    );
    expect(raw).toMatch(/^Reply-To: ada@example\.com$/m);
  });

  it("labels the mail in the sender's language, so the reader knows what to answer in", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'fr-CH, fr;q=0.9' },
      payload: { ...fields, name: 'Élise Favre', recaptcha: await solvedCaptcha() },
    });
    expect(res.statusCode).toBe(201);
    const mail = found(
      (await t.mails()).find((m) => m.subject.includes('Élise Favre')),
      'the French contact mail',
    );
    expect(mail.subject).toBe('Formulaire de contact : Élise Favre');
    expect(mail.text).toMatch(/^Nom : Élise Favre\nE-mail : ada@example\.com\nTéléphone : /);
    expect(mail.text).toContain(fields.message);
  });

  it('refuses a payload that was already accepted once (replay)', async () => {
    const recaptcha = await solvedCaptcha();
    expect((await post({ ...fields, recaptcha })).statusCode).toBe(201);
    const again = await post({ ...fields, message: 'The same proof of work, twice.', recaptcha });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ recaptcha: [FIELD_MESSAGES.invalidCaptcha] });
  });

  it('refuses a challenge solved after it expired', async () => {
    const recaptcha = await solvedCaptcha();
    t.clock.advance(10 * 60_000 + 1000);
    const res = await post({ ...fields, recaptcha });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ recaptcha: [FIELD_MESSAGES.invalidCaptcha] });
  });
});

describe('contact field errors', () => {
  const captcha = 'irrelevant: the fields are checked first';

  it.each([
    ['name', MESSAGES.enterName],
    ['phone', MESSAGES.enterPhone],
    ['message', MESSAGES.enterMessage],
  ])('a missing or blank %s gives its message', async (field, message) => {
    const missing = await post({ ...fields, recaptcha: captcha, [field]: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ [field]: [message] });
    const blank = await post({ ...fields, recaptcha: captcha, [field]: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ [field]: [message] });
  });

  it('an unchecked captcha asks to validate it', async () => {
    for (const recaptcha of ['', undefined]) {
      const res = await post({ ...fields, recaptcha });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ recaptcha: [MESSAGES.validateCaptcha] });
    }
  });

  it('an empty form lists every field', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'message', 'name', 'phone', 'recaptcha']);
  });

  it('a malformed email is a field error', async () => {
    const res = await post({ ...fields, email: 'not-an-email', recaptcha: captcha });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [FIELD_MESSAGES.invalidEmail] });
  });

  it('a huge message is refused with a field error, not stored', async () => {
    const res = await post({ ...fields, message: 'x'.repeat(200_000), recaptcha: captcha });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
    const huge = await post({ ...fields, recaptcha: 'A'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toHaveProperty('recaptcha');
  });

  it('malformed JSON and wrong types answer 400', async () => {
    const bad = await postJsonText(t, '/api/contact', '{"name": "Ada",');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ non_field_errors: ['Malformed JSON body.'] });
    for (const payload of [[], 'null', { ...fields, name: 42, recaptcha: { a: 1 } }]) {
      const res = await postJsonText(t, '/api/contact', JSON.stringify(payload));
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('invalid captcha payloads', () => {
  const invalid = async (recaptcha: string) => {
    const res = await post({ ...fields, recaptcha });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ recaptcha: [FIELD_MESSAGES.invalidCaptcha] });
  };

  it('refuses garbage: not base64, base64 of non-JSON, JSON of the wrong shape, the widget test mode', async () => {
    await invalid('not base64 at all!');
    await invalid('%%%%');
    await invalid('abc'); // base64 alphabet, bad length
    await invalid(Buffer.from('hello world, no JSON here').toString('base64'));
    await invalid(encode([]));
    await invalid(encode(null));
    await invalid(encode({ challenge: { parameters: 'x' }, solution: 3 }));
    await invalid(encode({ challenge: null, solution: null, test: true }));
    await invalid(Buffer.from([0xff, 0xfe, 0x00, 0x81]).toString('base64'));
  });

  it('refuses an unsolved challenge and a made-up solution', async () => {
    const challenge = await fetchChallenge();
    await invalid(payloadOf(challenge, { counter: 0, derivedKey: '00'.repeat(32) }));
    await invalid(payloadOf(challenge, { counter: 1, derivedKey: 'zz' }));
    await invalid(payloadOf(challenge, { counter: -1, derivedKey: 'ab'.repeat(32) }));
    await invalid(payloadOf(challenge, { counter: 2 ** 40, derivedKey: 'ab'.repeat(32) }));
  });

  it('refuses a challenge signed with another key, and one whose signed parameters were changed', async () => {
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
      hmacSignatureSecret: 'someone-else',
      hmacKeySignatureSecret: 'someone-else-too',
    });
    await invalid(await solve(foreign));

    // an easier challenge made from a real one: its signature no longer matches
    const real = await fetchChallenge();
    const easier = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: 'x',
      hmacKeySignatureSecret: 'y',
    });
    const tampered: Challenge = {
      parameters: { ...easier.parameters, expiresAt: real.parameters.expiresAt },
      signature: real.signature,
    };
    await invalid(await solve(tampered));

    // an unsigned challenge
    const unsigned = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      keyPrefix: '0',
      deriveKey,
    });
    await invalid(
      await solve({ parameters: { ...unsigned.parameters, expiresAt: real.parameters.expiresAt } }),
    );
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    const unlimited = { max: 1_000_000, timeWindow: 60_000 };
    limited = await createTestApp({
      rateLimits: {
        loginPerAddress: unlimited,
        loginFailuresPerAddressAndAccount: unlimited,
        signupPerAddress: unlimited,
        resetPerAddress: unlimited,
        contactPerAddress: { max: 2, timeWindow: 60_000 },
      },
    });
  });
  afterAll(() => limited.close());

  it('answers 429 to the third message from one address within the window', async () => {
    expect((await post({ ...fields, recaptcha: await solvedCaptcha(limited) }, limited)).statusCode).toBe(
      201,
    );
    expect((await post({ ...fields, recaptcha: 'not solved' }, limited)).statusCode).toBe(400);
    const third = await post({ ...fields, recaptcha: await solvedCaptcha(limited) }, limited);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toHaveProperty('detail');
    // the challenge endpoint is not limited by it
    expect((await limited.app.inject({ method: 'GET', url: '/api/contact/challenge' })).statusCode).toBe(200);
  });
});
