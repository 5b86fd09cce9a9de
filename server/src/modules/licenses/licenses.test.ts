import { MESSAGES } from '@quizzical/common';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createStaffUser, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createActiveUser>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.current = new Date('2026-06-15T10:00:00Z');
  staff = await createStaffUser(t, 'staff@example.com');
});
afterAll(() => t.close());

const call = (
  method: InjectOptions['method'],
  url: string,
  who?: { auth: Record<string, string> },
  payload?: InjectOptions['payload'],
) => t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
const me = async (who: { auth: Record<string, string> }) =>
  (await call('GET', '/auth/users/me/', who)).json();

async function generate(count: number, from: string, to: string) {
  const res = await call('POST', '/api/admin/generate_codes', staff, {
    number_codes: count,
    from_date: from,
    to_date: to,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as string[];
}

describe('licence codes', () => {
  it('lets staff generate unguessable, easy-to-type codes', async () => {
    const codes = await generate(50, '2026-01-01', '2026-12-31');
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
    for (const code of codes)
      expect(code).toMatch(
        /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}(-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}){3}$/,
      );
    // 20 characters of a 31-letter alphabet: 20·log2(31) ≈ 99 bits
    expect(20 * Math.log2(31)).toBeGreaterThan(80);
  });

  it('refuses code generation to everyone but staff, and validates the request', async () => {
    const teacher = await createActiveUser(t);
    expect(
      (
        await call('POST', '/api/admin/generate_codes', teacher, {
          number_codes: 1,
          from_date: '2026-01-01',
          to_date: '2026-12-31',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/admin/generate_codes', undefined, {
          number_codes: 1,
          from_date: '2026-01-01',
          to_date: '2026-12-31',
        })
      ).statusCode,
    ).toBe(401);
    const notANumber = await call('POST', '/api/admin/generate_codes', staff, {
      number_codes: 'ten',
      from_date: '2026-01-01',
      to_date: '2026-12-31',
    });
    expect(notANumber.json()).toEqual({ number_codes: [MESSAGES.invalidNumberOfCodes] });
    const fraction = await call('POST', '/api/admin/generate_codes', staff, {
      number_codes: 2.5,
      from_date: '2026-01-01',
      to_date: '2026-12-31',
    });
    expect(fraction.json()).toEqual({ number_codes: [MESSAGES.invalidNumberOfCodes] });
    expect(
      (
        await call('POST', '/api/admin/generate_codes', staff, {
          number_codes: 1001,
          from_date: '2026-01-01',
          to_date: '2026-12-31',
        })
      ).statusCode,
    ).toBe(400);
    const badDates = await call('POST', '/api/admin/generate_codes', staff, {
      number_codes: 1,
      from_date: '31.12.2026',
      to_date: '2026-02-30',
    });
    expect(Object.keys(badDates.json()).sort()).toEqual(['from_date', 'to_date']);
    const backwards = await call('POST', '/api/admin/generate_codes', staff, {
      number_codes: 1,
      from_date: '2026-12-31',
      to_date: '2026-01-01',
    });
    expect(backwards.json()).toHaveProperty('to_date');
  });

  it('activates a valid code once; permission P follows the validity of the licence', async () => {
    const [code] = await generate(1, '2026-06-01', '2026-06-30');
    const teacher = await createActiveUser(t);
    expect((await me(teacher)).user_permissions).toEqual([]);
    const activated = await call(
      'POST',
      `/api/license/_activate/${code.toLowerCase().replaceAll('-', '')}`,
      teacher,
    );
    expect(activated.statusCode).toBe(201);
    expect(activated.json()).toEqual({ code, tier: 'P', valid_from: '2026-06-01', valid_to: '2026-06-30' });
    expect((await me(teacher)).user_permissions).toEqual(['P']);
    expect((await call('GET', '/api/license?active=true', teacher)).json()).toEqual([activated.json()]);

    const other = await createActiveUser(t);
    const used = await call('POST', `/api/license/_activate/${code}`, other);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ non_field_errors: [MESSAGES.licenseCodeInvalid] });
    expect((await me(other)).user_permissions).toEqual([]);

    // after the last valid day the permission is gone, and the licence leaves the active list
    t.clock.advance(16 * 24 * 3600 * 1000);
    try {
      const later = await t.app.inject({
        method: 'POST',
        url: '/auth/jwt/create/',
        payload: { username: teacher.email, password: teacher.password },
      });
      const auth = { authorization: `Bearer ${later.json().access}` };
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: auth })).json()
          .user_permissions,
      ).toEqual([]);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/license?active=true', headers: auth })).json(),
      ).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/license', headers: auth })).json()).toHaveLength(
        1,
      );
    } finally {
      t.clock.advance(-16 * 24 * 3600 * 1000);
    }
  });

  it('refuses unknown and expired codes with the same message', async () => {
    const teacher = await createActiveUser(t);
    const [expired] = await generate(1, '2025-01-01', '2025-12-31');
    for (const code of ['NOPE', 'AAAAA-BBBBB-CCCCC-DDDDD', expired]) {
      const res = await call('POST', `/api/license/_activate/${code}`, teacher);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [MESSAGES.licenseCodeInvalid] });
    }
    expect((await call('POST', '/api/license/_activate/X', undefined)).statusCode).toBe(401);
  });

  it('gives P at once for a licence starting today, and not before it starts', async () => {
    const [future] = await generate(1, '2026-07-01', '2026-12-31');
    const teacher = await createActiveUser(t);
    expect((await call('POST', `/api/license/_activate/${future}`, teacher)).statusCode).toBe(201);
    expect((await me(teacher)).user_permissions).toEqual([]);
    expect((await call('GET', '/api/license?active=true', teacher)).json()).toEqual([]);
  });

  it('starts a code activated during a running licence when that licence ends, with all its days', async () => {
    const teacher = await createActiveUser(t);
    const [first, second, third] = await generate(3, '2026-06-01', '2026-12-31');
    expect((await call('POST', `/api/license/_activate/${first}`, teacher)).json()).toMatchObject({
      valid_from: '2026-06-01',
      valid_to: '2026-12-31',
    });
    // activated on 15 June, the school's code still gives 200 days: they follow the running licence
    const stacked = await call('POST', `/api/license/_activate/${second}`, teacher);
    expect(stacked.statusCode).toBe(201);
    expect(stacked.json()).toEqual({
      code: second,
      tier: 'P',
      valid_from: '2027-01-01',
      valid_to: '2027-07-19',
    });
    const third_ = await call('POST', `/api/license/_activate/${third}`, teacher);
    expect(third_.json()).toMatchObject({ valid_from: '2027-07-20', valid_to: '2028-02-04' });
    // today's permission is unchanged, and the list shows every period
    expect((await me(teacher)).user_permissions).toEqual(['P']);
    expect((await call('GET', '/api/license', teacher)).json()).toHaveLength(3);
  });

  it('stacks two codes activated at the same moment one after the other', async () => {
    const teacher = await createActiveUser(t);
    const codes = await generate(2, '2026-06-15', '2026-06-24');
    const results = await Promise.all(
      codes.map((code) => call('POST', `/api/license/_activate/${code}`, teacher)),
    );
    const periods = results.map((res) => res.json()).sort((a, b) => a.valid_from.localeCompare(b.valid_from));
    expect(periods.map((p) => [p.valid_from, p.valid_to])).toEqual([
      ['2026-06-15', '2026-06-24'],
      ['2026-06-25', '2026-07-04'],
    ]);
  });
});
