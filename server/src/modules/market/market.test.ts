import { type MarketQuestion, MESSAGES } from '@quizzical/common';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createStaffUser, createTestApp, type TestApp } from '../../test/test-app';
import { marketQuestions } from './market.table';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createActiveUser>>;
let teacher: Awaited<ReturnType<typeof createActiveUser>>;

beforeAll(async () => {
  t = await createTestApp();
  // these tests work on their own questions: clear the starter market
  await t.app.database.db.delete(marketQuestions);
  staff = await createStaffUser(t, 'staff@example.com');
  teacher = await createActiveUser(t, 'teacher@example.com', 'teacher password', {
    first_name: 'Tina',
    last_name: 'Turner',
  });
});
afterAll(() => t.close());

const call = (
  method: InjectOptions['method'],
  url: string,
  who?: { auth: Record<string, string> } | null,
  payload?: InjectOptions['payload'],
) => t.app.inject({ method, url, headers: who?.auth ?? {}, payload });

const question = (overrides: Record<string, unknown> = {}) => ({
  description: 'Derivative of a product',
  tags: 'calculus, derivatives',
  theme: 1,
  level: 5,
  type: 0,
  text: 'What is $\\frac{d}{dx}(x \\sin x)$?',
  answer1: '$\\sin x + x\\cos x$',
  answer2: '$\\cos x$',
  answer3: '$x \\cos x$',
  answer4: '',
  correct_answer: 1,
  explanation: "Product rule: $(uv)' = u'v + uv'$.",
  ...overrides,
});

async function propose(
  who: { auth: Record<string, string> } | null,
  overrides: Record<string, unknown> = {},
) {
  const res = await call('POST', '/api/market/quizz', who, question(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
const approve = (id: number) => call('PATCH', `/api/market/quizz/${id}`, staff, { status: 1 });
const search = (body: Record<string, unknown>, who: { auth: Record<string, string> } | null = null) =>
  call('POST', '/api/market/quizz/_search', who, { active: true, page: 0, ...body });

describe('proposing and reviewing', () => {
  it('takes proposals from anyone, unapproved, keeping the submitter when signed in', async () => {
    const anonymous = await propose(null, { description: 'Anonymous proposal' });
    const signed = await propose(teacher, { description: 'Signed proposal' });
    // hidden from everyone but staff until approved
    expect((await call('GET', `/api/market/quizz/${signed}`, teacher)).statusCode).toBe(404);
    expect((await call('GET', `/api/market/quizz/${signed}`, null)).statusCode).toBe(404);
    const seenByStaff = (await call('GET', `/api/market/quizz/${signed}`, staff)).json();
    expect(seenByStaff).toMatchObject({
      status: 0,
      tags: 'calculus, derivatives',
      owner: { first_name: 'Tina', last_name: 'Turner' },
      theme: 'Mathematics',
      level: 'University (Bachelor)',
      type: null,
      type_id: null,
    });
    expect((await call('GET', `/api/market/quizz/${anonymous}`, staff)).json().owner).toBeNull();

    expect((await approve(signed)).json().status).toBe(1);
    const publicView = (await call('GET', `/api/market/quizz/${signed}`, null)).json();
    expect(publicView).toMatchObject({
      id: signed,
      description: 'Signed proposal',
      status: 1,
      correct_answer: 1,
      explanation: "Product rule: $(uv)' = u'v + uv'$.",
    });
    expect(publicView).not.toHaveProperty('tags');
    expect(publicView).not.toHaveProperty('owner');
  });

  it('validates proposals with field errors', async () => {
    const res = await call('POST', '/api/market/quizz', null, {
      ...question(),
      description: '',
      tags: ' ',
      answer2: '',
      correct_answer: 4,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      description: [MESSAGES.fieldCannotBeEmpty],
      tags: [MESSAGES.fieldCannotBeEmpty],
      answer2: [MESSAGES.fieldCannotBeEmpty],
      correct_answer: ['The correct answer must not be empty.'],
    });
    expect((await call('POST', '/api/market/quizz', null, { ...question(), theme: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/api/market/quizz', null, { ...question(), explanation: 'e'.repeat(6_000) }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses every staff action to non-staff, whatever the client shows', async () => {
    const id = await propose(teacher);
    for (const [method, url, body] of [
      ['PATCH', `/api/market/quizz/${id}`, { status: 1 }],
      ['PATCH', `/api/market/quizz/${id}`, question()],
      ['DELETE', `/api/market/quizz/${id}`],
      ['POST', '/api/market/quizz/_duplicate', { id }],
      ['GET', `/latex/export/${id}`],
      ['POST', '/api/admin/copy_market_quizz', { source_tag: 'a', target_tag: 'b' }],
    ] as const) {
      expect((await call(method, url, teacher, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await search({ active: false }, teacher)).statusCode).toBe(403);
  });

  it('lets staff edit, duplicate and delete', async () => {
    const id = await propose(teacher);
    const edited = await call(
      'PATCH',
      `/api/market/quizz/${id}`,
      staff,
      question({ description: 'Edited', theme: 2, level: 0 }),
    );
    expect(edited.json()).toMatchObject({ description: 'Edited', theme: 'Physics', level: null, status: 0 });
    const copy = await call('POST', '/api/market/quizz/_duplicate', staff, { id });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ description: 'Edited', status: 0 });
    expect(copy.json().id).not.toBe(id);
    expect((await call('DELETE', `/api/market/quizz/${id}`, staff)).statusCode).toBe(204);
    expect((await call('GET', `/api/market/quizz/${id}`, staff)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/market/quizz/${id}`, staff, { status: 1 })).statusCode).toBe(404);
  });
});

describe('searching', () => {
  beforeAll(async () => {
    const items = [
      {
        description: 'Énergie cinétique',
        tags: 'physique, energie',
        theme: 2,
        level: 3,
        type: 1,
        text: 'Une balle de $2\\,kg$ roule à $3\\,m/s$. Son énergie cinétique ?',
      },
      {
        description: 'Kinetic energy of a ball',
        tags: 'physics, energy',
        theme: 2,
        level: 3,
        type: 2,
        text: 'A ball of 2 kg moves at 3 m/s. Its kinetic energy?',
      },
      {
        description: 'Potential energy',
        tags: 'physics',
        theme: 2,
        level: 4,
        type: 1,
        text: 'Height 10 m, mass 1 kg: potential energy?',
        explanation: 'Uses gravitational energy $mgh$.',
      },
      {
        description: 'Photosynthesis',
        tags: 'biology, plants',
        theme: 4,
        level: 2,
        type: 1,
        text: 'Which gas do plants absorb?',
      },
    ];
    for (const item of items) await approve(await propose(null, item));
    await propose(null, { description: 'Unapproved energy question', tags: 'energy', theme: 2 });
  });

  it('finds approved questions by keyword, ignoring accents and case, ranked by relevance', async () => {
    const res = (await search({ keyword: 'ENERGIE' })).json();
    // "Énergie cinétique" matches in its title and tags; the English ones do not contain "energie"
    expect(res.results[0].description).toBe('Énergie cinétique');
    const kinetic = (await search({ keyword: 'kinetic energy' })).json();
    expect(kinetic.results[0].description).toBe('Kinetic energy of a ball');
    const typo = (await search({ keyword: 'photosynthesys' })).json();
    expect(typo.results.map((r: MarketQuestion) => r.description)).toContain('Photosynthesis');
    const inExplanation = (await search({ keyword: 'gravitational' })).json();
    expect(inExplanation.results.map((r: MarketQuestion) => r.description)).toEqual(['Potential energy']);
    expect(
      (await search({ keyword: 'energy' })).json().results.map((r: MarketQuestion) => r.description),
    ).not.toContain('Unapproved energy question');
    expect((await search({ keyword: "'); drop table market_questions; --" })).statusCode).toBe(200);
  });

  it('filters by theme, level and type, 10 a page, and shows proposals to staff only', async () => {
    const physics = (await search({ theme: 2 })).json();
    expect(physics.count).toBe(3);
    expect((await search({ theme: 2, level: 3 })).json().count).toBe(2);
    expect(
      (await search({ theme: 2, level: 3, type: 2 }))
        .json()
        .results.map((r: MarketQuestion) => r.description),
    ).toEqual(['Kinetic energy of a ball']);
    // a search shows each question as its own page does: lookups' names, and the submitter for staff only
    for (const who of [null, staff]) {
      const [found] = (await search({ keyword: 'kinetic', theme: 2, level: 3, type: 2 }, who)).json().results;
      expect(found.theme).toBe('Physics');
      expect(found).toEqual((await call('GET', `/api/market/quizz/${found.id}`, who)).json());
    }
    const proposals = (await search({ active: false, keyword: 'energy' }, staff)).json();
    expect(proposals.results.map((r: MarketQuestion) => r.description)).toContain(
      'Unapproved energy question',
    );
    expect(proposals.results.every((r: MarketQuestion) => r.status === 0)).toBe(true);

    for (let i = 0; i < 12; i++)
      await approve(await propose(null, { description: `Paged ${i}`, tags: 'paging', theme: 16 }));
    const page0 = (await search({ theme: 16, page: 0 })).json();
    const page1 = (await search({ theme: 16, page: 1 })).json();
    expect(page0.count).toBe(12);
    expect(page0.results).toHaveLength(10);
    expect(page1.results).toHaveLength(2);
    // newest first, each question on one page only
    const described = (page: { results: MarketQuestion[] }) => page.results.map((r) => r.description);
    expect([...described(page0), ...described(page1)]).toEqual(
      Array.from({ length: 12 }, (_, i) => `Paged ${11 - i}`),
    );
    expect((await search({ theme: 16, page: 5 })).json()).toEqual({ results: [], count: 12 });
    expect((await search({ page: -1 })).statusCode).toBe(400);
  });

  it('a search asked again shows every approval, edit and deletion at once (its cached page is dropped)', async () => {
    const descriptions = async () =>
      (await search({ theme: 17 })).json().results.map((r: MarketQuestion) => r.description);
    const first = await propose(null, { description: 'Cached one', theme: 17 });
    expect(await descriptions()).toEqual([]);
    await approve(first);
    expect(await descriptions()).toEqual(['Cached one']);
    const edited = await call('PATCH', `/api/market/quizz/${first}`, staff, {
      ...question({ description: 'Cached one, edited', theme: 17 }),
      status: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(await descriptions()).toEqual(['Cached one, edited']);
    await approve(await propose(null, { description: 'Cached two', theme: 17 }));
    expect(await descriptions()).toEqual(['Cached two', 'Cached one, edited']);
    expect((await call('DELETE', `/api/market/quizz/${first}`, staff)).statusCode).toBe(204);
    expect(await descriptions()).toEqual(['Cached two']);
    expect((await search({ theme: 17 })).json().count).toBe(1);
  });
});

describe('LaTeX export and copying between tags', () => {
  it('exports a compilable .tex named from theme, level and type digits and the id', async () => {
    const id = await propose(null, {
      theme: 1,
      level: 3,
      type: 2,
      description: 'Fractions & 50% of $x$',
      explanation: 'Because $\\frac{1}{2}$.',
    });
    const res = await call('GET', `/latex/export/${id}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="132_${id}.tex"`);
    const tex = res.body;
    expect(tex).toMatch(/^\\documentclass/);
    expect(tex).toContain('\\section*{Fractions \\& 50\\% of $x$}');
    expect(tex).toContain('\\item $\\sin x + x\\cos x$ \\quad $\\checkmark$ \\textbf{(correct)}');
    expect(tex).toContain('\\item $\\cos x$\n');
    expect(tex).toContain('\\subsection*{Explanation}');
    expect(tex.trim().endsWith('\\end{document}')).toBe(true);
    const plain = await propose(null, { theme: 0, level: 0, type: 0 });
    expect((await call('GET', `/latex/export/${plain}`, staff)).headers['content-disposition']).toBe(
      `attachment; filename="000_${plain}.tex"`,
    );
  });

  it('copies the questions tagged with the source tag to new ones with the target tag', async () => {
    await propose(null, { description: 'Copy me 1', tags: 'class-2025, algebra' });
    await propose(null, { description: 'Copy me 2', tags: 'Class-2025' });
    await propose(null, { description: 'Not me', tags: 'class-2025-extra' });
    const res = await call('POST', '/api/admin/copy_market_quizz', staff, {
      source_tag: 'class-2025',
      target_tag: 'class-2026',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ copied: 2 });
    const found = (await search({ active: false, keyword: 'class-2026' }, staff)).json();
    // the keyword search is fuzzy (class-2025 is close): keep the questions that carry the new tag
    const copies = found.results.filter((r: MarketQuestion) => (r.tags ?? '').includes('class-2026'));
    expect(copies.map((r: MarketQuestion) => [r.description, r.tags]).sort()).toEqual([
      ['Copy me 1', 'class-2026, algebra'],
      ['Copy me 2', 'class-2026'],
    ]);
    const missing = await call('POST', '/api/admin/copy_market_quizz', staff, {
      source_tag: '',
      target_tag: '',
    });
    expect(missing.json()).toEqual({
      source_tag: [MESSAGES.enterSourceTag],
      target_tag: [MESSAGES.enterTargetTag],
    });
  });
});

describe('rate limit', () => {
  it('limits proposals per address', async () => {
    const limited = await createTestApp({
      rateLimits: { marketProposalsPerAddress: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await limited.app.inject({ method: 'POST', url: '/api/market/quizz', payload: question() }))
            .statusCode,
        );
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
