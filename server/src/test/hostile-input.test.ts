import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ERROR_CODE_HEADER,
  ERROR_TEXTS,
  FIELD_ERRORS_CODES,
  FIELD_MESSAGES,
  INT4_MAX,
} from '@quizzical/common';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseConfig } from '../config';
import { hostileImportFile, IMPORT_FILE_KINDS } from './hostile-files';
import { createActiveUser, createStaffUser, createTestApp, grantPro, type TestApp } from './test-app';
import { createStartedQuiz } from './test-calls';

/**
 * Hostile input, generated: every operation of the app's own OpenAPI document gets NUL and control
 * characters, huge / negative / fractional numbers, wrong JSON types, very long strings, deep nesting,
 * odd unicode, prototype-pollution keys, malformed JSON, wrong content types and broken multipart
 * bodies, in its body, query string and path, as an anonymous client, a teacher and a staff user.
 * Whatever it sends, the answer is below 500 and shows no stack trace and no SQL.
 *
 * The operations come from the document, not from a list here: a new route is covered the day it is
 * registered. HOSTILE_RUNS sets the runs per operation and identity (default keeps the file near a
 * minute on PGlite and on PostgreSQL); HOSTILE_SEED replays a run.
 */

const RUNS = Number(process.env.HOSTILE_RUNS ?? 100);
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;
const TIMEOUT_MS = 10_000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** The parts of the OpenAPI document's schemas that the arbitraries read. */
interface Schema {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  minimum?: number;
  format?: string;
}
interface OperationObject {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema } | undefined> };
  responses?: Record<string, { content?: unknown }>;
}
interface Operation {
  method: string;
  path: string;
  operation: OperationObject;
}
interface HostileRequest {
  identity: 'anonymous' | 'teacher' | 'staff';
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}
interface Answer {
  status: number;
  contentType: string;
  body: string;
  /** The Quizzical-Error-Code header. */
  errorCode?: string;
}

let t: TestApp;
let base: { host: string; port: number };
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
const tokens: Record<HostileRequest['identity'], string | undefined> = {
  anonymous: undefined,
  teacher: undefined,
  staff: undefined,
};
/** Real values by parameter or field name, so hostile values also reach code behind the existence checks. */
const fixtures: Record<string, string[]> = {};
let operations: Operation[] = [];

// ---------------------------------------------------------------------------------------------------
// The hostile values
// ---------------------------------------------------------------------------------------------------

const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  `${'x'.repeat(3)}\u0000`,
  '\u0001\u0002\u001f\u007f',
  '\u0080\u0085\u009b\u009f',
  '\t',
  'line\nbreak',
  '\r\n',
  '\u2028\u2029',
  '\ud800',
  '\udfff\ud800x',
  '\ufeffbom',
  '\u202eevil',
  '\u200b',
  '𝕏𝕐ℤ',
  'e\u0301\u0301\u0301',
  '\uffff\ufffe',
  "' OR '1'='1",
  '"; --',
  '\\',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, not a template
  '{{7*7}}${7*7}',
  '$\\gdef\\c#1{\\c{#1#1}}\\c{x}$',
  `$${'{'.repeat(2000)}x${'}'.repeat(2000)}$`,
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '-001-01-01',
  '275760-09-13',
  '',
  ' ',
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e400',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  '１２',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'x'.repeat(300),
  'x'.repeat(70_000),
  '\u0000'.repeat(5_000),
];

const ODD_NUMBERS = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  -1,
  0,
  -0,
  0.5,
  1.5,
  -1.5,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

const deepArray = (depth: number): Json => {
  let v: Json = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};
const deepObject = (depth: number): Json => {
  let v: Json = {};
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 0x9f }), fc.string({ maxLength: 8 }))
      .map(([a, c, b]) => `${a}${String.fromCharCode(c)}${b}`),
  },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Json>([], {}, true, false, null, [null], [[]], [1, 2], { a: 1 }, ['x']),
  },
  { weight: 1, arbitrary: fc.constantFrom(deepArray(200), deepObject(200), deepArray(3_000)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
);

/** A value the schema would take (by field name first): hostile values elsewhere get past the first check. */
function plausible(schema: Schema | undefined, name: string): Json {
  if (fixtures[name]?.length) {
    const v = fixtures[name][0];
    return schema?.type === 'integer' || schema?.type === 'number' ? Number(v) : v;
  }
  if (!schema || typeof schema !== 'object') return 'x';
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return plausible(choice.find((s) => s.type !== 'null') ?? choice[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [plausible(schema.items, name)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, k)]),
      );
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return 'someone@example.com';
      return 'Plain text';
  }
}

const OMIT = Symbol('omit');

/** What replaces one field: a hostile value, a real value of another field's name, nothing, or hostile nested items. */
function fieldMutation(schema: Schema | undefined, name: string): fc.Arbitrary<Json | typeof OMIT> {
  const options: fc.WeightedArbitrary<Json | typeof OMIT>[] = [
    { weight: 6, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(OMIT) },
  ];
  if (fixtures[name]) options.push({ weight: 1, arbitrary: fc.constantFrom(...fixtures[name]) });
  const items = schema?.type === 'array' ? schema.items : undefined;
  if (items?.properties) {
    options.push({ weight: 3, arbitrary: fc.array(objectArbitrary(items), { minLength: 1, maxLength: 3 }) });
  }
  if (schema?.properties) options.push({ weight: 3, arbitrary: objectArbitrary(schema) });
  return fc.oneof(...options);
}

/**
 * An object of the schema: every field plausible but up to three, which are hostile or left out, so
 * that a hostile field gets past the checks of the others and reaches the service and the database.
 */
function objectArbitrary(schema: Schema | undefined): fc.Arbitrary<Json> {
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return hostileValue;
  const base = Object.fromEntries(properties.map(([name, s]) => [name, plausible(s, name)]));
  return fc.subarray(properties, { maxLength: Math.min(3, properties.length) }).chain((chosen) =>
    fc.tuple(...chosen.map(([name, s]) => fieldMutation(s, name))).map((values) => {
      const out: Record<string, Json> = { ...base };
      chosen.forEach(([name], i) => {
        const value = values[i];
        if (value === OMIT) delete out[name];
        else out[name] = value as Json;
      });
      return out;
    }),
  );
}

const PROTO_BODIES = [
  '{"__proto__":{"is_staff":true,"isStaff":true}}',
  '{"constructor":{"prototype":{"is_staff":true}}}',
  '{"__proto__":null}',
  '{"__proto__":[]}',
];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'nul',
  '"x',
  '\u0000',
  '{"a":1}garbage',
  `{"a":1${'0'.repeat(400)}}`,
  '{"theme":1e400,"page":-1e400,"number_students":1e400}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
];

/** Body and content type: JSON from the schema with hostile fields, or a body that is wrong as a whole. */
function bodyArbitrary(op: Operation): fc.Arbitrary<{ contentType?: string; body?: string | Buffer }> {
  const schema = op.operation.requestBody?.content?.['application/json']?.schema;
  const json = (arb: fc.Arbitrary<Json>) =>
    arb.map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) }));
  const boundary = '----hostile';
  return fc.oneof(
    { weight: 12, arbitrary: json(objectArbitrary(schema)) },
    { weight: 2, arbitrary: json(hostileValue) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...PROTO_BODIES), objectArbitrary(schema)).map(([proto, rest]) => {
        const restText = JSON.stringify(rest);
        const merged =
          restText.startsWith('{') && restText.length > 2
            ? `${proto.slice(0, -1)},${restText.slice(1)}`
            : proto;
        return { contentType: 'application/json', body: merged };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((body) => ({ contentType: 'application/json', body })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { contentType: 'text/plain', body: '{"a":1}' },
        { contentType: 'application/x-www-form-urlencoded', body: 'a=1&__proto__[x]=1' },
        { contentType: 'application/json; charset=utf-16', body: '{}' },
        { contentType: 'application/xml', body: '<a/>' },
        { contentType: 'multipart/form-data', body: 'no boundary' },
        { contentType: '', body: '{}' },
        { contentType: undefined, body: undefined },
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom('mismatched', 'truncated', 'no-file', 'junk-file', 'bad-header', 'long-boundary'),
          fc.uint8Array({ maxLength: 64 }),
        )
        .map(([kind, bytes]) => {
          const other = '----other';
          const file = Buffer.concat([
            Buffer.from(
              `--${kind === 'mismatched' ? other : boundary}\r\nContent-Disposition: form-data; name="${kind === 'no-file' ? 'x' : 'file'}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            Buffer.from(bytes),
            Buffer.from(
              kind === 'truncated' ? '' : `\r\n--${kind === 'mismatched' ? other : boundary}--\r\n`,
            ),
          ]);
          const body =
            kind === 'bad-header'
              ? Buffer.from(`--${boundary}\r\nnonsense\r\n\r\nx\r\n--${boundary}--\r\n`)
              : file;
          if (kind === 'long-boundary') {
            const long = 'b'.repeat(300);
            return {
              contentType: `multipart/form-data; boundary=${long}`,
              body: file.toString('latin1').replaceAll(boundary, long),
            };
          }
          return { contentType: `multipart/form-data; boundary=${boundary}`, body };
        }),
    },
  );
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on them). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}
const RAW_SEGMENTS = ['%00', '%zz', '%', '%c0%80', '%ff%fe', '..%2f..%2f', '%2e%2e', '%0a', '%20', 'a%00b'];

function segmentArbitrary(name: string): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [
    hostileString.filter((s) => s.length > 0).map(encode),
    hostileNumber.map((n) => encode(String(n))),
    fc.constantFrom(...RAW_SEGMENTS),
  ];
  if (fixtures[name]) options.push(fc.constantFrom(...fixtures[name]).map(encode));
  if (fixtures[name]) options.push(fc.constantFrom(...fixtures[name]).map(encode));
  if (fixtures[name]) options.push(fc.constantFrom(...fixtures[name]).map(encode));
  return fc.oneof(...options);
}

const RAW_QUERIES = [
  '__proto__[is_staff]=true',
  'constructor[prototype][x]=1',
  '%00=%00',
  'a=%zz',
  '&&&==',
  'page=1&page=2',
];

function queryArbitrary(op: Operation): fc.Arbitrary<string> {
  const params = (op.operation.parameters ?? []).filter((p) => p.in === 'query');
  const pairs = params.map((p) =>
    fc
      .oneof(
        fc.constant(String(plausible(p.schema, p.name))),
        fc.constant(String(plausible(p.schema, p.name))),
        fc.constant(String(plausible(p.schema, p.name))),
        hostileString,
        hostileNumber.map(String),
        ...(fixtures[p.name] ? [fc.constantFrom(...fixtures[p.name])] : []),
      )
      .chain((v) =>
        fc.oneof(
          { weight: 6, arbitrary: fc.constant(`${encode(p.name)}=${encode(v)}`) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              `${encode(p.name)}=${encode(v)}&${encode(p.name)}=${encode(v)}`,
              `${encode(p.name)}[]=${encode(v)}`,
              '',
            ),
          },
        ),
      ),
  );
  return fc
    .tuple(fc.tuple(...pairs), fc.option(fc.constantFrom(...RAW_QUERIES), { nil: undefined }))
    .map(([parts, raw]) => [...parts, raw].filter(Boolean).join('&'));
}

function requestArbitrary(op: Operation): fc.Arbitrary<HostileRequest> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  return fc
    .record({
      identity: fc.constantFrom<HostileRequest['identity']>('anonymous', 'teacher', 'staff'),
      segments: fc.tuple(...names.map((n) => segmentArbitrary(n))),
      query: queryArbitrary(op),
      body: op.method === 'GET' || op.method === 'DELETE' ? fc.constant({}) : bodyArbitrary(op),
      badToken: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    .map(({ identity, segments, query, body, badToken }) => {
      let path = op.path;
      names.forEach((name, i) => {
        path = path.replace(`{${name}}`, segments[i]);
      });
      const headers: Record<string, string> = {};
      const token = tokens[identity];
      if (badToken) headers.authorization = 'Bearer not.a.token';
      else if (token) headers.authorization = `Bearer ${token}`;
      const b = body as { contentType?: string; body?: string | Buffer };
      if (b.contentType !== undefined) headers['content-type'] = b.contentType;
      return {
        identity,
        method: op.method,
        url: query ? `${path}?${query}` : path,
        headers,
        body: b.body,
      };
    });
}

// ---------------------------------------------------------------------------------------------------
// Sending and judging
// ---------------------------------------------------------------------------------------------------

/** Real HTTP to the listening app; an event stream is judged by its status and first bytes, then closed. */
async function send(req: HostileRequest): Promise<Answer> {
  try {
    return await sendOnce(req, agent);
  } catch {
    // a kept-alive socket the server had just closed (after answering a body it refused): once more,
    // on a fresh connection; a second failure is a connection dropped without an answer
    return sendOnce(req, false);
  }
}

function sendOnce(req: HostileRequest, via: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    const r = httpRequest(
      { ...base, agent: via, method: req.method, path: req.url, headers, timeout: TIMEOUT_MS },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '');
        const chunks: Buffer[] = [];
        const errorCode = res.headers[ERROR_CODE_HEADER];
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType,
            body: Buffer.concat(chunks).toString('utf8'),
            errorCode: typeof errorCode === 'string' ? errorCode : undefined,
          });
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          if (contentType.startsWith('text/event-stream')) {
            res.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', reject);
      },
    );
    r.on('timeout', () => r.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    r.on('error', reject);
    r.end(req.body);
  });
}

const STACK = [
  /\n\s+at [^\n]*:\d+:\d+/,
  /\bat [\w.<>]+ \([^)]*\.[cm]?[jt]s:\d+:\d+\)/,
  /Error:[^"\n]*\/(work|src|node_modules|home|usr)\//,
];
const SQL = [
  /\bselect\s/i,
  /\binsert\s/i,
  /syntax error/i,
  /relation "/i,
  /violates/i,
  /pglite/i,
  /postgres/i,
  /drizzle/i,
  /\bSQLSTATE\b/i,
];

const KNOWN_CODES = new Set<string>([...Object.keys(ERROR_TEXTS), ...Object.keys(FIELD_ERRORS_CODES)]);

/**
 * What is missing from a refusal's code (docs/ERRORS.md): every 4xx carries a catalogued code in the
 * Quizzical-Error-Code header, and a `{"detail": ...}` body carries the same one beside its text.
 */
function codeProblem(answer: Answer): string | undefined {
  if (!answer.errorCode) return `no ${ERROR_CODE_HEADER} header`;
  if (!KNOWN_CODES.has(answer.errorCode)) return `uncatalogued code ${answer.errorCode}`;
  if (!answer.contentType.includes('json')) return undefined;
  const body: unknown = JSON.parse(answer.body);
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const code = 'code' in body ? body.code : undefined;
    if (code !== answer.errorCode) return `body code ${String(code)} beside header ${answer.errorCode}`;
  }
  return undefined;
}

/** What is wrong with an answer, or undefined. Text bodies (e.g. FAQ) may say "select"; only errors are searched for SQL. */
function judge(answer: Answer): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.contentType.startsWith('image/')) return undefined;
  const stack = STACK.find((re) => re.test(answer.body));
  if (stack) return `stack trace (${stack})`;
  if (answer.status >= 400) {
    const sql = SQL.find((re) => re.test(answer.body));
    if (sql) return `SQL text (${sql})`;
    return codeProblem(answer);
  }
  return undefined;
}

const show = (req: HostileRequest, answer?: Answer) =>
  JSON.stringify({
    identity: req.identity,
    method: req.method,
    url: req.url.slice(0, 300),
    contentType: req.headers['content-type'],
    body: req.body === undefined ? undefined : req.body.toString().slice(0, 300),
    status: answer?.status,
    answer: answer?.body.slice(0, 300),
  });

// ---------------------------------------------------------------------------------------------------

beforeAll(async () => {
  // every per-address, per-quiz and per-session limit out of the way: a 429 must not hide a 500
  t = await createTestApp({
    limits: { ...baseConfig().limits, joinsPerQuizPer10s: 1_000_000, savesPerSessionPer10s: 1_000_000 },
  });
  const teacher = await createActiveUser(t, 'hostile-teacher@example.com');
  const staff = await createStaffUser(t, 'hostile-staff@example.com');
  await grantPro(t, teacher.id, 'HOSTILEPRO');
  tokens.teacher = teacher.access;
  tokens.staff = (
    await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { username: staff.email, password: staff.password },
    })
  ).json().access;

  const quiz = await createStartedQuiz(t, teacher.auth, {
    title: 'Hostile',
    questions: [
      { text: 'One?', answer1: 'a', answer2: 'b', correct_answer: 1 },
      { text: 'Two?', answer1: 'a', answer2: 'b', correct_answer: 2 },
    ],
  });
  const session = (
    await t.app.inject({ method: 'POST', url: `/api/quizz/response/_start/${quiz.code}` })
  ).json().response.session_id as string;
  const market = (
    await t.app.inject({
      method: 'POST',
      url: '/api/market/quizz/_search',
      payload: {},
    })
  ).json().results[0]?.id as number | undefined;
  const payment = (
    await t.app.inject({
      method: 'GET',
      url: '/api/billing/transaction?currency=CHF&salutation=Mr&givenName=A&familyName=B&street=C&postCode=1000&city=D&country=CH',
      headers: teacher.auth,
    })
  ).json().payment_id as string | undefined;

  Object.assign(fixtures, {
    code: [quiz.code, quiz.share_code, 'HOSTILEPRO'],
    codes: [quiz.code],
    session: [session],
    session_id: [session],
    key: quiz.questions.map((q: { id: number }) => String(q.id)),
    id: [String(market ?? 1), ...(payment ? [payment] : [])],
    size: ['5', '10'],
    email: [teacher.email],
    username: [teacher.email],
    country_code: ['CH'],
    password: ['a long new password'],
    new_password: ['a long new password'],
    re_new_password: ['a long new password'],
    // never the right one: DELETE /auth/users/me/ would end the run's teacher
    current_password: ['not the password'],
    from_date: ['2025-01-01'],
    to_date: ['2026-01-01'],
    smallImageUrl: [''],
    bigImageUrl: [''],
    explanationSmallImageUrl: [''],
    explanationBigImageUrl: [''],
    card_number: ['4242424242424242'],
  });

  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  base = { host: '127.0.0.1', port };
  void address;

  const document = t.app.swagger() as { paths: Record<string, Record<string, OperationObject>> };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  // deleting comes last, so the fixtures live while the other operations are tried
  operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}, 60_000);

afterAll(async () => {
  agent.destroy();
  await t?.close();
});

describe('the inputs that answered 500 before', () => {
  const as = (identity: HostileRequest['identity']) =>
    tokens[identity] ? { authorization: `Bearer ${tokens[identity]}` } : {};
  const call = (identity: HostileRequest['identity'], method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: as(identity), payload: payload as object });
  const QUESTION = { text: 'One?', answer1: 'a', answer2: 'b', correct_answer: 1 };

  it('refuses NUL in every {code} path parameter, the QR route included, with 400 or 404', async () => {
    const coded = operations.filter((op) => op.path.includes('{code}'));
    expect(coded.length).toBeGreaterThan(15);
    for (const op of coded) {
      const url = op.path
        .replace('{code}', '%00')
        .replace('{size}', '5')
        .replace('{session}', fixtures.session[0]);
      for (const identity of ['anonymous', 'teacher'] as const) {
        const res = await call(identity, op.method, url, op.method === 'GET' ? undefined : {});
        expect([400, 401, 404], `${op.method} ${url} as ${identity}: ${res.body}`).toContain(res.statusCode);
      }
    }
    const start = await call('anonymous', 'GET', '/api/quizz/_start/%00');
    expect(start.statusCode).toBe(400);
    expect(start.json()).toEqual({ code: [FIELD_MESSAGES.nullCharacters] });
  });

  it('refuses NUL at sign-in and in JSON text, control characters in single-line text, and keeps line breaks in multi-line text', async () => {
    const login = await call('anonymous', 'POST', '/auth/jwt/create/', {
      username: 'a\u0000b',
      password: 'x',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ username: [FIELD_MESSAGES.nullCharacters] });

    const nul = await call('teacher', 'POST', '/api/quizz', { title: 'a\u0000b', questions: [QUESTION] });
    expect(nul.json()).toEqual({ title: [FIELD_MESSAGES.nullCharacters] });
    const bell = await call('teacher', 'POST', '/api/quizz', { title: 'T', description: 'ding\u0007' });
    expect(bell.json()).toEqual({ description: [FIELD_MESSAGES.controlCharacters] });
    const newline = await call('teacher', 'POST', '/api/quizz', { title: 'two\nlines' });
    expect(newline.json()).toEqual({ title: [FIELD_MESSAGES.controlCharacters] });
    const inQuestion = await call('teacher', 'POST', '/api/quizz', {
      title: 'T',
      questions: [{ ...QUESTION, answer2: 'b\u0000' }],
    });
    expect(inQuestion.json()).toEqual({ questions: [{ answer2: [FIELD_MESSAGES.nullCharacters] }] });

    const multiline = await call('teacher', 'POST', '/api/quizz', {
      title: '  Trimmed title\n',
      description: 'First line\r\nsecond\tline',
      questions: [{ ...QUESTION, text: 'Line one\nline two' }],
    });
    expect(multiline.statusCode).toBe(201);
    expect(multiline.json()).toMatchObject({
      title: 'Trimmed title',
      description: 'First line\r\nsecond\tline',
      questions: [{ text: 'Line one\nline two' }],
    });
  });

  it('answers ids and counts beyond int4 with a field error', async () => {
    const market = await call('anonymous', 'GET', '/api/market/quizz/2147483648');
    expect(market.statusCode).toBe(400);
    expect(market.json()).toEqual({ id: [FIELD_MESSAGES.maxValue(INT4_MAX)] });
    for (const url of ['/api/quizz/_search', '/api/market/quizz/_search']) {
      const res = await call('anonymous', 'POST', url, { theme: 2 ** 31 });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ theme: [FIELD_MESSAGES.maxValue(INT4_MAX)] });
    }
    const students = await call('teacher', 'POST', '/api/quizz', { title: 'T', number_students: 2 ** 53 });
    expect(students.statusCode).toBe(400);
    expect(students.json()).toHaveProperty('number_students');
    const qr = await call('anonymous', 'GET', `/image/quizz/qrcode/X/${'9'.repeat(30)}`);
    expect(qr.statusCode).toBe(400);
  });

  it('takes numbers, and digit strings where strings were taken, but never [], {}, true or ""', async () => {
    for (const wrong of [[], {}, true, '', '1e3', 1.5]) {
      const students = await call('teacher', 'POST', '/api/quizz', { title: 'T', number_students: wrong });
      expect(students.statusCode, JSON.stringify(wrong)).toBe(wrong === '' ? 201 : 400);
      const theme = await call('anonymous', 'POST', '/api/market/quizz/_search', { theme: wrong });
      // '' is a form's "not specified" for the market's lookups, as 0 and null are
      expect(theme.statusCode, JSON.stringify(wrong)).toBe(wrong === '' ? 200 : 400);
      const page = await call('anonymous', 'POST', '/api/quizz/_search', { page: wrong });
      expect(page.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(page.json()).toHaveProperty('page');
    }
    const strings = await call('teacher', 'POST', '/api/quizz', {
      title: 'T',
      number_students: '30',
      duration: '15',
      questions: [{ ...QUESTION, correct_answer: '2' }],
    });
    expect(strings.statusCode).toBe(201);
    expect(strings.json()).toMatchObject({
      number_students: 30,
      duration: 15,
      questions: [{ correct_answer: 2 }],
    });
    expect((await call('anonymous', 'POST', '/api/quizz/_search', { page: '1' })).statusCode).toBe(200);
  });

  it('answers a PATCH of the profile with nothing to change with the unchanged user', async () => {
    const before = (await call('teacher', 'GET', '/auth/users/me/')).json();
    for (const body of [{}, { unknown: 1, __proto__x: 'y' }]) {
      const res = await call('teacher', 'PATCH', '/auth/users/me/', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(before);
    }
  });

  it('answers a multipart body that is not what its Content-Type says with 400', async () => {
    const file = (b: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${b}--\r\n`;
    const cases = [
      { type: 'multipart/form-data; boundary=one', body: file('other') },
      { type: 'multipart/form-data', body: file('one') },
      { type: 'multipart/form-data; boundary=one', body: file('one').slice(0, 90) },
      { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: file('b'.repeat(300)) },
    ];
    for (const { type, body } of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload_files',
        headers: { ...as('teacher'), 'content-type': type },
        payload: body,
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: ['Malformed multipart body.'] });
    }
  });

  it('refuses licence dates PostgreSQL cannot store, and copying a tag onto itself', async () => {
    const res = await call('staff', 'POST', '/api/admin/generate_codes', {
      number_codes: 1,
      from_date: '0000-01-01',
      to_date: '2026-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ from_date: ['Enter a valid date.'] });
    const copy = await call('staff', 'POST', '/api/admin/copy_market_quizz', {
      source_tag: 'a',
      target_tag: 'A',
    });
    expect(copy.statusCode).toBe(400);
    expect(copy.json()).toEqual({ target_tag: ['Choose a target tag other than the source tag.'] });
  });
});

describe('hostile input', () => {
  it('every operation of the OpenAPI document answers below 500, without stack trace or SQL, and refuses with a catalogued error code', async () => {
    const started = Date.now();
    let sent = 0;
    const byStatus = new Map<number, number>();
    const throttled = new Map<string, number>();
    const failures: string[] = [];

    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      let opSent = 0;
      let opThrottled = 0;
      const opStatus = new Map<number, number>();
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(op), async (req) => {
          const answer = await send(req);
          sent++;
          opSent++;
          byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
          if (answer.status === 429) opThrottled++;
          opStatus.set(answer.status, (opStatus.get(answer.status) ?? 0) + 1);
          const problem = judge(answer);
          if (problem) throw new Error(`${problem}: ${show(req, answer)}`);
        }),
        { numRuns: RUNS * 3, seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        failures.push(
          `${name} (seed ${result.seed}, path ${result.counterexamplePath}): ${result.errorInstance}`,
        );
      }
      if (opThrottled) throttled.set(name, opThrottled / opSent);
      if (opThrottled) console.log(`429 on ${name}: ${opThrottled} of ${opSent}`);
      if (process.env.HOSTILE_DEBUG) console.log(name, JSON.stringify(Object.fromEntries(opStatus)));
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `hostile input: ${operations.length} operations, ${sent} requests in ${seconds} s ` +
        `(${t.config.databaseUrl ? 'PostgreSQL' : 'PGlite'}); by status ${JSON.stringify(Object.fromEntries([...byStatus].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(failures).toEqual([]);
    // a limit that answers most requests with 429 would hide a 500 behind it
    const hidden = [...throttled].filter(([, share]) => share > 0.2).map(([op]) => op);
    expect(hidden).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
  }, 600_000);

  it('every operation documents its inputs and its success response', () => {
    const missing: string[] = [];
    for (const op of operations) {
      const declared = new Set(
        (op.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      );
      for (const [, name] of op.path.matchAll(/\{([^}]+)\}/g)) {
        if (!declared.has(name)) missing.push(`${op.method} ${op.path}: path parameter ${name}`);
      }
      const success = Object.entries(op.operation.responses ?? {}).filter(([code]) => code.startsWith('2'));
      if (!success.some(([code, r]) => code === '204' || r.content)) {
        missing.push(`${op.method} ${op.path}: success response`);
      }
      if (
        ['POST', 'PATCH', 'PUT'].includes(op.method) &&
        !op.operation.requestBody &&
        !op.path.includes('{')
      ) {
        missing.push(`${op.method} ${op.path}: request body`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('hostile question files', () => {
  // each file starts a worker thread (seconds from TypeScript on a busy machine): a few dozen files,
  // each at most a few hundred KB, keep this under a couple of minutes
  const FILE_RUNS = Number(process.env.HOSTILE_FILE_RUNS ?? 36);

  it('every import format answers 201 or 400 to generated hostile files, without stack trace or SQL', async () => {
    // an account of its own: its hourly upload limit (which counts imports) is not the other tests'
    const importer = await createActiveUser(t, 'hostile-importer@example.com');
    await grantPro(t, importer.id, 'HOSTILEFILES');
    const boundary = '----hostile-file';
    const byStatus = new Map<number, number>();
    const result = await fc.check(
      fc.asyncProperty(
        fc
          .constantFrom(...IMPORT_FILE_KINDS)
          .chain((kind) =>
            fc.record({ kind: fc.constant(kind), file: hostileImportFile(kind), named: fc.boolean() }),
          ),
        async ({ kind, file, named }) => {
          const format = named
            ? `--${boundary}\r\nContent-Disposition: form-data; name="format"\r\n\r\n${kind}\r\n`
            : '';
          const body = Buffer.concat([
            Buffer.from(
              `${format}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hostile.${kind}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
            ),
            file,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          const req: HostileRequest = {
            identity: 'teacher',
            method: 'POST',
            url: '/api/quizz/_import_file',
            headers: {
              authorization: `Bearer ${importer.access}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
            },
            body,
          };
          const answer = await send(req);
          byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
          const problem =
            judge(answer) ??
            (answer.status === 201 || answer.status === 400 ? undefined : `status ${answer.status}`);
          if (problem)
            throw new Error(`${problem} (${kind}, ${file.length} bytes): ${answer.body.slice(0, 300)}`);
        },
      ),
      { numRuns: FILE_RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(
      `hostile files: ${FILE_RUNS} files; by status ${JSON.stringify(Object.fromEntries(byStatus))}`,
    );
    expect(
      result.failed ? `seed ${result.seed}, path ${result.counterexamplePath}: ${result.errorInstance}` : '',
    ).toBe('');
  }, 600_000);
});
