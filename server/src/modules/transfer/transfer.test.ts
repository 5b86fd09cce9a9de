import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FREE_PLAN_ACTIVE_QUIZ_LIMIT,
  MESSAGES,
  QUESTION_TYPES,
  QUIZ_DURATION_DEFAULT,
  type Quiz,
} from '@quizzical/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseConfig } from '../../config';
import { lyingXlsx } from '../../test/hostile-files';
import { appWithTeacher, createActiveUser, createTestApp, grantPro, type TestApp } from '../../test/test-app';
import { multipartForm } from '../../test/test-calls';
import { users } from '../auth/auth.table';

/** POST /api/quizz/_import_file: a question file becomes a new quiz of its importer. */
let t: TestApp, teacher: Awaited<ReturnType<typeof createActiveUser>>;

// Pro: the free-plan limit is tested on its own
beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('importer@example.com', { pro: 'IMPORTPRO' }));
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'import', 'fixtures', name));

function importFile(
  who: { auth: Record<string, string> } | null,
  content: Buffer | string,
  {
    filename = 'questions.txt',
    format,
    url = '/api/quizz/_import_file',
    fields = {},
    app = t.app,
  }: {
    filename?: string;
    format?: string;
    url?: string;
    fields?: Record<string, string>;
    app?: TestApp['app'];
  } = {},
) {
  const form = multipartForm({
    fields: { ...fields, ...(format && { format }) },
    file: { name: filename, type: 'application/octet-stream', content },
  });
  return app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...who?.auth, 'content-type': form.contentType },
  });
}
const quizOf = async (who: { auth: Record<string, string> }, code: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/quizz/${code}`, headers: who.auth })).json() as Quiz;
const countQuizzes = async (who: { auth: Record<string, string> }) =>
  (await t.app.inject({ method: 'GET', url: '/api/quizz', headers: who.auth })).json().length as number;

describe('importing a question file', () => {
  it('creates a not-started quiz with the defaults of a new one, titled after the first category', async () => {
    const res = await importFile(teacher, fixture('bank.gift'), { filename: 'bank.gift' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.imported).toBe(13);
    expect(body.skipped).toHaveLength(6);
    expect(body.skipped[0]).toEqual({ name: 'Essay', reason: 'essay' });
    const quiz = await quizOf(teacher, body.code);
    expect(quiz).toMatchObject({
      title: 'Physics',
      status: 0,
      public: false,
      duration: QUIZ_DURATION_DEFAULT,
      anonymous: true,
      num_questions: 13,
    });
    expect(quiz.questions[1]).toMatchObject({
      text: "Which formula is Einstein's?",
      answer1: '$E = mc$',
      answer4: '$E^2$ {braces}',
      correct_answer: 3,
    });
    // each type stored with its fields, the general feedback as the explanation
    expect(quiz.questions.map((q) => q.type)).toEqual([
      'single',
      'single',
      'true_false',
      'true_false',
      'text',
      'numeric',
      'multiple',
      'single',
      'numeric',
      'numeric',
      'numeric',
      'text',
      'true_false',
    ]);
    expect(quiz.questions[6]).toMatchObject({
      answer3: 'Sun',
      correct_answers: [1, 2],
      partial_credit: true,
    });
    expect(quiz.questions[10]).toMatchObject({
      correct_value: 3.14,
      tolerance: 0.01,
      explanation: '$\\pi$ is irrational.',
    });
    expect(quiz.questions[11]).toMatchObject({ accepted_answers: ['Frog'], case_sensitive: false });
  });

  it('stores the embedded image of a Moodle XML question as its small and big image', async () => {
    const res = await importFile(teacher, fixture('moodle-bank.xml'), { filename: 'export.xml' });
    expect(res.statusCode).toBe(201);
    expect(res.json().skipped).toContainEqual({ name: 'pH of water', reason: 'image in an answer left out' });
    const quiz = await quizOf(teacher, res.json().code);
    expect(quiz.title).toBe('Acids and bases');
    const [first, second] = quiz.questions;
    expect(first?.smallImageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-small\.(jpg|png)$/);
    expect(first?.bigImageUrl).toMatch(/-big\.(jpg|png)$/);
    expect(second).toMatchObject({ type: 'true_false', correct_answer: 2, smallImageUrl: '' });
    expect(quiz.questions.map((q) => q.type)).toEqual(QUESTION_TYPES.filter((type) => type !== 'poll'));
    const image = await t.app.inject({ method: 'GET', url: first?.smallImageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
  });

  it('takes the format given, titles the quiz after the file name, and skips a formula that cannot be shown', async () => {
    const aiken = 'Twice two?\nA. 4\nB. 5\nANSWER: A\n\nBad $\\def\\x{y}\\x$?\nA. a\nB. b\nANSWER: B\n';
    const res = await importFile(teacher, aiken, { filename: 'Week 3 review.txt', format: 'aiken' });
    expect(res.statusCode).toBe(201);
    expect(res.json().imported).toBe(1);
    expect(res.json().skipped).toEqual([
      { name: expect.stringMatching(/^Question 2/), reason: expect.stringContaining('cannot') },
    ]);
    expect((await quizOf(teacher, res.json().code)).title).toBe('Week 3 review');
  });

  it("stores each type's key of Moodle's own GIFT test file: fractions, a range, accepted answers", async () => {
    const res = await importFile(teacher, fixture('moodle/questions.gift.txt'), {
      filename: 'questions.gift.txt',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      imported: 7,
      skipped: [{ reason: 'essay' }, { reason: 'matching' }, {}],
    });
    const quiz = await quizOf(teacher, res.json().code);
    expect(quiz.title).toBe('questions.gift');
    expect(
      quiz.questions.map((q) => [
        q.type,
        q.correct_answer,
        q.correct_answers,
        q.accepted_answers,
        q.correct_value,
        q.tolerance,
      ]),
    ).toEqual([
      ['single', 1, [], [], null, 0],
      ['multiple', 1, [1, 3], [], null, 0],
      ['numeric', 1, [], [], 3, 2],
      ['text', 1, [], ['Frog'], null, 0],
      ['true_false', 2, [], [], null, 0],
      ['true_false', 1, [], [], null, 0],
      ['true_false', 1, [], [], null, 0],
    ]);
  });

  it('refuses an unknown format', async () => {
    const res = await importFile(teacher, 'Q?\nA. a\nB. b\nANSWER: A\n', { format: 'qti' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ format: ['Choose moodlexml, gift, aiken, xlsx or csv.'] });
  });
});

describe('a file that cannot be imported', () => {
  it('refuses a file over 10 MB with 413, saying the limit', async () => {
    const res = await importFile(teacher, Buffer.alloc(10 * 2 ** 20 + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The file is larger than 10 MB.', code: 'transfer.too_large' });
  });
  it('answers 400 saying where the file is broken, and creates nothing', async () => {
    const before = await countQuizzes(teacher);
    const res = await importFile(teacher, '::Q1:: Fine {=a ~b}\n\n::Q2:: Open {=a ~b\n', { format: 'gift' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Line 3: the answers opened with { are not closed with }.'] });
    const xml = await importFile(teacher, '<?xml version="1.0"?>\n<quiz>\n<question>\n</quiz>\n');
    expect(xml.statusCode).toBe(400);
    expect(xml.json().file[0]).toMatch(/^Line \d+: /);
    expect(await countQuizzes(teacher)).toBe(before);
  });

  it('answers 400 with the reasons when no question can be taken, and creates nothing', async () => {
    const before = await countQuizzes(teacher);
    const res = await importFile(teacher, '::Essay:: Write {}\n\n::M:: Match {=a -> b =c -> d}\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'The file holds no question that can be imported.',
      skipped: [
        { name: 'Essay', reason: 'essay' },
        { name: 'M', reason: 'matching' },
      ],
      code: 'transfer.nothing_to_import',
    });
    expect(await countQuizzes(teacher)).toBe(before);
  });

  it('answers 400 without a file part', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quizz/_import_file',
      payload: {},
      headers: teacher.auth,
    });
    expect(res.statusCode).toBe(400);
  });
});

/** Kahoot's columns, then `rows` questions: about 9.9 MB for a million rows, the most a file may hold. */
const manyRows = (rows: number) =>
  `Question,Answer 1,Answer 2,Answer 3,Answer 4,Correct answer\n${'Q?,a,b,,,1\n'.repeat(rows)}`;
const MAX_ROWS = 900_000;

/** The longest the event loop went without running a 10 ms timer, from now until `stop()`. */
function eventLoopGaps() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}

describe('a file that costs the server too much', () => {
  it('is read off the event loop: the server stays responsive while a file of a million rows is read', async () => {
    const gaps = eventLoopGaps();
    const res = await importFile(teacher, manyRows(MAX_ROWS), { filename: 'many.csv' });
    const longest = gaps.stop();
    expect(res.statusCode).toBe(201);
    expect(res.json().imported).toBe(200);
    // read on the event loop, this file held it for seconds
    expect(longest).toBeLessThan(1_500);
    // the reasons are listed up to a thousand, then counted
    const skipped = res.json().skipped;
    expect(skipped).toHaveLength(1_001);
    expect(skipped.at(-1)).toEqual({
      name: `${MAX_ROWS - 200 - 1_000} more questions`,
      reason: 'not listed: at most 1000 are listed',
    });
  }, 120_000);

  it('is refused with 400 past the time or the memory its reading may take, and nothing is created', async () => {
    for (const limits of [
      {
        timeoutMs: 1_000,
        heapMb: 512,
        message: 'The file took longer than a second to read. Split it into smaller files.',
      },
      {
        timeoutMs: 60_000,
        heapMb: 48,
        message: 'Reading the file needs more than 48 MB of memory. Split it into smaller files.',
      },
    ]) {
      const limited = await createTestApp({ imports: { ...baseConfig().imports, ...limits } });
      try {
        const importer = await createActiveUser(limited);
        const res = await importFile(importer, manyRows(MAX_ROWS), {
          filename: 'many.csv',
          app: limited.app,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ file: [limits.message] });
        const quizzes = await limited.app.inject({
          method: 'GET',
          url: '/api/quizz',
          headers: importer.auth,
        });
        expect(quizzes.json()).toEqual([]);
      } finally {
        await limited.close();
      }
    }
  }, 180_000);

  it('is an .xlsx that lies about its sizes: 400, and the server’s memory stays where it was', async () => {
    const lying = lyingXlsx();
    // a first file read, so that the memory a worker thread leaves with the allocator counts as before
    expect((await importFile(teacher, fixture('bank-aiken.txt'))).statusCode).toBe(201);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const res = await importFile(teacher, lying, { filename: 'kahoot.xlsx' });
    const seconds = (performance.now() - started) / 1000;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Workbook: an entry inflates to more than the zip states.'] });
    // exceljs took 15 s over its 1.5 GB; most of what is left is starting the worker from TypeScript,
    // whose memory the allocator keeps: 30–54 MB seen, so the bound is far below 1.5 GB, not at the edge
    expect(seconds).toBeLessThan(5);
    expect((process.memoryUsage().rss - before) / 2 ** 20).toBeLessThan(150);
  }, 60_000);

  it('is read one at a time per account: a second file sent meanwhile gets 429', async () => {
    const importer = await createActiveUser(t);
    await grantPro(t, importer.id, 'IMPORTPRO2');
    const [first, second] = await Promise.all([
      importFile(importer, manyRows(100_000), { filename: 'first.csv' }),
      importFile(importer, fixture('bank-aiken.txt')),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json()).toEqual({
      detail: 'A file of this account is still being imported. Try again when it is done.',
      code: 'transfer.import_running',
    });
    // once the first is read, the account imports again
    expect((await importFile(importer, fixture('bank-aiken.txt'))).statusCode).toBe(201);
  }, 120_000);
});

describe('who may import', () => {
  it('needs a signed-in teacher, and the quiz is the importer’s only', async () => {
    expect((await importFile(null, fixture('bank.gift'))).statusCode).toBe(401);
    const res = await importFile(teacher, fixture('bank-aiken.txt'));
    const someone = await createActiveUser(t);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/quizz/${res.json().code}`,
      headers: someone.auth,
    });
    expect(seen.statusCode).toBe(404);
    expect(await countQuizzes(someone)).toBe(0);
  });

  it('applies the free-plan limit as creating a quiz does', async () => {
    const free = await createActiveUser(t);
    for (let i = 0; i < FREE_PLAN_ACTIVE_QUIZ_LIMIT; i++)
      expect((await importFile(free, fixture('bank-aiken.txt'))).statusCode).toBe(201);
    const blocked = await importFile(free, fixture('moodle-bank.xml'));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ detail: MESSAGES.freePlanLimit, code: 'plans.free_plan_limit' });
    expect(await countQuizzes(free)).toBe(FREE_PLAN_ACTIVE_QUIZ_LIMIT);
  });

  it('counts each file against the account’s hourly upload limit, before reading it', async () => {
    const small = await createTestApp({
      rateLimits: { uploadsPerAccount: { max: 2, timeWindow: 3_600_000 } },
    });
    try {
      const importer = await createActiveUser(small, 'busy-importer@example.com');
      for (let i = 0; i < 2; i++)
        expect((await importFile(importer, fixture('bank-aiken.txt'), { app: small.app })).statusCode).toBe(
          201,
        );
      const refused = await importFile(importer, fixture('bank-aiken.txt'), { app: small.app });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/Too many uploads/);
    } finally {
      await small.close();
    }
  });
});

describe('staff: a file into the market', () => {
  it('makes each question a proposal in the theme chosen, tagged with the category; staff only', async () => {
    const staff = await createActiveUser(t);
    await t.app.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id));
    const url = '/api/market/quizz/_import_file';
    expect((await importFile(teacher, fixture('bank.gift'), { url })).statusCode).toBe(403);
    const res = await importFile(staff, fixture('bank.gift'), { url, fields: { theme: '1', level: '0' } });
    expect(res.statusCode).toBe(201);
    // the market takes every type a quiz takes: the same questions as a quiz import, skipped alike
    expect(res.json()).toMatchObject({ imported: 13 });
    expect(res.json().skipped).toHaveLength(6);
    expect(res.json().skipped[0]).toEqual({ name: 'Essay', reason: 'essay' });
    const multiple = await t.app.inject({
      method: 'POST',
      url: '/api/market/quizz/_search',
      headers: staff.auth,
      payload: { active: false, keyword: 'Multiple' },
    });
    expect(multiple.json().results).toContainEqual(
      expect.objectContaining({ description: 'Multiple', question_type: 'multiple', theme_id: 1 }),
    );
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/market/quizz/_search',
      headers: staff.auth,
      payload: { active: false, keyword: 'Speed of light' },
    });
    expect(search.json().results).toEqual([
      expect.objectContaining({ description: 'Speed of light', tags: 'Physics', status: 0, level: null }),
    ]);
    expect(search.json().results[0].theme).not.toBeNull();
    const bad = await importFile(staff, fixture('bank.gift'), { url, fields: { theme: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ theme: ['Enter a whole number.'] });
  });
});
