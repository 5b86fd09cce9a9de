import { CHECKOUT_COUNTRIES, CURRENCIES, PRO_PRICE_PER_YEAR } from '@quizzical/common';
import { eq, sql } from 'drizzle-orm';
import katex from 'katex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, found, type TestApp } from '../../test/test-app';
import { seedLookups } from './lookups.seed';
import * as tables from './lookups.table';
import { FAQ } from './seed-data/faq';
import { LATEX_CATEGORIES } from './seed-data/latex';
import { TERMS } from './seed-data/terms';
import { LEVELS, THEMES, TYPES } from './seed-data/themes';

interface Named {
  id: number;
  name: string;
}
interface LatexCategoryBody extends Named {
  commands: { id: number; command: string; symbol: string; example: string }[];
}
interface FaqCategoryBody extends Named {
  entries: { id: number; title: string; text: string }[];
}
interface TermsSectionBody {
  id: number;
  title: string;
  text: string;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: T }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.json() as T };
}

/** Renders a formula as the web's MathText does, failing on anything KaTeX does not know. */
function renderLatex(formula: string): string {
  return katex.renderToString(formula, { throwOnError: true });
}

const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'strong', 'em', 'a']);

/** The rich-text answers are simple safe HTML: a few tags, no attributes except relative links. */
function expectSimpleSafeHtml(html: string) {
  for (const [, closing, tag, attributes] of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, `tag <${tag}> in ${html.slice(0, 60)}`).toContain(tag);
    if (closing || tag !== 'a') {
      expect(attributes.trim()).toBe('');
    } else {
      expect(attributes).toMatch(/^ href="\/[a-z0-9_/-]*"$/);
    }
  }
  expect(html).not.toMatch(/javascript:|on[a-z]+=/i);
  // every opened tag is closed
  for (const tag of ALLOWED_TAGS) {
    const opened = html.match(new RegExp(`<${tag}[ >]`, 'g'))?.length ?? 0;
    const closed = html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
    expect(closed, `<${tag}> balanced`).toBe(opened);
  }
}

describe('themes, levels and types used to classify market questions', () => {
  it('lists the school subjects with stable ids, Mathematics, Physics and Chemistry first', async () => {
    const res = await get<Named[]>('/api/themes');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(THEMES.map((name, i) => ({ id: i + 1, name })));
    expect(res.body.slice(0, 3)).toEqual([
      { id: 1, name: 'Mathematics' },
      { id: 2, name: 'Physics' },
      { id: 3, name: 'Chemistry' },
    ]);
    expect(res.body.map((theme) => theme.name)).toEqual(
      expect.arrayContaining(['Biology', 'Computer science', 'History', 'Languages', 'General knowledge']),
    );
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    expect(res.body.length).toBeLessThanOrEqual(16);
  });

  it('lists the levels of education from primary school to professional training', async () => {
    const res = await get<Named[]>('/api/levels');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(LEVELS.map((name, i) => ({ id: i + 1, name })));
    expect(res.body[0]).toEqual({ id: 1, name: 'Primary school' });
    expect(res.body.at(-1)).toEqual({ id: LEVELS.length, name: 'Professional training' });
    expect(res.body.map((level) => level.name)).toEqual(expect.arrayContaining(['University (Bachelor)']));
  });

  it('lists the kinds of assessment a question suits', async () => {
    const res = await get<Named[]>('/api/types');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(TYPES.map((name, i) => ({ id: i + 1, name })));
    expect(res.body.map((type) => type.name)).toEqual(
      expect.arrayContaining(['Knowledge', 'Understanding', 'Application', 'Exam preparation']),
    );
  });

  it('keeps every name short enough to be shown with its id prefix', async () => {
    for (const url of ['/api/themes', '/api/levels', '/api/types']) {
      const { body } = await get<Named[]>(url);
      for (const item of body) expect(`${item.id} - ${item.name}`.length, item.name).toBeLessThanOrEqual(28);
      expect(new Set(body.map((item) => item.name)).size).toBe(body.length);
    }
  });

  it('gives a theme added later the next id after the seeded ones', async () => {
    const [added] = await t.app.database.db.insert(tables.themes).values({ name: 'Astronomy' }).returning();
    try {
      expect(added.id).toBe(THEMES.length + 1);
    } finally {
      await t.app.database.db.delete(tables.themes).where(eq(tables.themes.id, added.id));
    }
  });
});

describe('countries', () => {
  it('maps every ISO 3166-1 alpha-2 code to its English name', async () => {
    const res = await get<Record<string, string>>('/api/countries/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const codes = Object.keys(res.body);
    expect(codes.length).toBeGreaterThanOrEqual(240);
    expect(codes.length).toBe(249);
    expect(res.body.CH).toBe('Switzerland');
    expect(res.body).toMatchObject({
      FR: 'France',
      DE: 'Germany',
      IT: 'Italy',
      GB: 'United Kingdom',
      US: 'United States',
      LI: 'Liechtenstein',
      AX: 'Åland Islands',
      CI: "Côte d'Ivoire",
    });
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const name of Object.values(res.body)) expect(name.trim().length).toBeGreaterThan(2);
  });

  it('offers every checkout country', async () => {
    const { body } = await get<Record<string, string>>('/api/countries/');
    for (const code of CHECKOUT_COUNTRIES) expect(body[code], code).toBeTruthy();
  });
});

describe('LaTeX helper drawer', () => {
  it('groups at least 150 commands in at least 8 categories covering the usual needs', async () => {
    const res = await get<LatexCategoryBody[]>('/api/latex/categories');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(8);
    expect(res.body.map((category) => category.name)).toEqual(
      LATEX_CATEGORIES.map((category) => category.name),
    );
    expect(res.body.map((category) => category.name)).toEqual(
      expect.arrayContaining([
        'Greek letters',
        'Operators',
        'Relations',
        'Arrows',
        'Fractions, roots and powers',
        'Sets and logic',
        'Calculus',
        'Matrices',
        'Accents',
      ]),
    );
    const commands = res.body.flatMap((category) => category.commands);
    expect(commands.length).toBeGreaterThanOrEqual(150);
    for (const command of commands) {
      expect(command).toEqual({
        id: expect.any(Number),
        command: expect.any(String),
        symbol: expect.any(String),
        example: expect.any(String),
      });
      expect(command.command.trim()).not.toBe('');
      expect(command.symbol.trim()).not.toBe('');
    }
    expect(new Set(commands.map((command) => command.id)).size).toBe(commands.length);
  });

  it('keeps the order of the seed within each category', async () => {
    const { body } = await get<LatexCategoryBody[]>('/api/latex/categories');
    const greek = found(
      body.find((category) => category.name === 'Greek letters'),
      'Greek letters',
    );
    expect(greek.commands[0]).toMatchObject({
      command: '\\alpha',
      symbol: 'α',
      example: '$\\alpha + \\beta = \\gamma$',
    });
    expect(greek.commands.map((command) => command.command)).toEqual(
      expect.arrayContaining(['\\pi', '\\Omega', '\\Delta', '\\varepsilon']),
    );
    const calculus = found(
      body.find((category) => category.name === 'Calculus'),
      'Calculus',
    );
    expect(calculus.commands.map((command) => command.command)).toEqual(
      expect.arrayContaining(['\\infty', '\\partial', '\\nabla']),
    );
  });

  it('writes every example as one formula between dollar signs', async () => {
    const { body } = await get<LatexCategoryBody[]>('/api/latex/categories');
    for (const { example } of body.flatMap((category) => category.commands)) {
      expect(example).toMatch(/^\$[^$]+\$$/);
    }
  });

  it('renders every command and every example with KaTeX in its default configuration', async () => {
    const { body } = await get<LatexCategoryBody[]>('/api/latex/categories');
    const failures: string[] = [];
    for (const category of body) {
      for (const { command, example } of category.commands) {
        for (const formula of [command, example.slice(1, -1)]) {
          try {
            expect(renderLatex(formula)).toContain('class="katex"');
          } catch (error) {
            failures.push(`${category.name}: ${formula}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('uses no mhchem or other package commands that KaTeX rejects', () => {
    expect(() => renderLatex('\\ce{H2O}')).toThrow(katex.ParseError);
    const all = LATEX_CATEGORIES.flatMap((category) => category.commands);
    for (const { command, example } of all) expect(`${command} ${example}`).not.toMatch(/\\(ce|pu)\{/);
  });
});

describe('FAQ', () => {
  it('answers the questions of each part of the product', async () => {
    const res = await get<FaqCategoryBody[]>('/api/faq/categories');
    expect(res.status).toBe(200);
    expect(res.body.map((category) => category.name)).toEqual([
      'Getting started',
      'Creating quizzes',
      'Running a quiz and students',
      'Results and statistics',
      'Market of questions',
      'Plans, licences and payment',
      'Accounts and privacy',
    ]);
    for (const category of res.body) {
      expect(category.id).toEqual(expect.any(Number));
      expect(category.entries.length, category.name).toBeGreaterThanOrEqual(4);
      expect(category.entries.length, category.name).toBeLessThanOrEqual(6);
      for (const entry of category.entries) {
        expect(entry).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          text: expect.any(String),
        });
        expect(entry.title).toMatch(/\?$/);
        expectSimpleSafeHtml(entry.text);
      }
    }
  });

  it('states the facts of the product as the spec defines them', async () => {
    const { body } = await get<FaqCategoryBody[]>('/api/faq/categories');
    const all = body.flatMap((category) => category.entries.map((entry) => entry.text)).join('\n');
    expect(all).toContain('5 active quizzes');
    expect(all).toContain(`${PRO_PRICE_PER_YEAR} CHF or ${PRO_PRICE_PER_YEAR} EUR per year`);
    expect(all).toContain('Quizzical_export.xlsx');
    expect(all).toContain('/q/');
    expect(all).toContain('QR code');
    expect(all).toContain('no automatic renewal');
    expect(all).toContain('from 1 to 5');
    const entries = FAQ.reduce((n, category) => n + category.entries.length, 0);
    expect(body.reduce((n, category) => n + category.entries.length, 0)).toBe(entries);
  });
});

describe('terms of use', () => {
  it('lists the sections in order, each with a title and simple safe HTML', async () => {
    const res = await get<TermsSectionBody[]>('/api/terms');
    expect(res.status).toBe(200);
    expect(res.body.map((section) => section.title)).toEqual(TERMS.map((section) => section.title));
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    for (const section of res.body) {
      expect(section).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        text: expect.any(String),
      });
      expectSimpleSafeHtml(section.text);
    }
  });

  it('covers plans, renewal, licence codes, privacy and Swiss law', async () => {
    const { body } = await get<TermsSectionBody[]>('/api/terms');
    const titles = body.map((section) => section.title).join('\n');
    for (const topic of [
      'Scope',
      'Accounts',
      'Free and Pro plans',
      'renewal',
      'Licence codes',
      'Acceptable use',
      'intellectual property',
      'privacy',
      'Availability',
      'Liability',
      'account deletion',
      'Changes',
      'Governing law',
      'Contact',
    ]) {
      expect(titles).toContain(topic);
    }
    const text = body.map((section) => section.text).join('\n');
    expect(text).toContain('Swiss law');
    expect(text).toContain('does not renew automatically');
    expect(text).toContain('49 CHF or 49 EUR per year');
  });
});

describe('server configuration for the web app', () => {
  it('tells the web app where the server is, how it is paid and what Pro costs', async () => {
    const res = await get<Record<string, unknown>>('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      back_url: 'http://quizzical.test/',
      public_url: 'http://quizzical.test',
      payment_provider: 'sandbox',
      currencies: [...CURRENCIES],
      pro_price: PRO_PRICE_PER_YEAR,
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
  });

  it('lets browsers cache lookups for a few minutes', async () => {
    const res = await get<unknown>('/api/themes');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('seeding', () => {
  async function counts() {
    const db = t.app.database.db;
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
      result[name] = row.n;
    }
    return result;
  }

  it('seeds every lookup once, with the full data', async () => {
    expect(await counts()).toEqual({
      themes: THEMES.length,
      levels: LEVELS.length,
      types: TYPES.length,
      countries: 249,
      latexCategories: LATEX_CATEGORIES.length,
      latexCommands: LATEX_CATEGORIES.reduce((n, category) => n + category.commands.length, 0),
      faqCategories: FAQ.length,
      faqEntries: FAQ.reduce((n, category) => n + category.entries.length, 0),
      termsSections: TERMS.length,
    });
  });

  it('changes nothing when seeded again, as on every restart', async () => {
    const before = await counts();
    const themesBefore = await t.app.database.db.select().from(tables.themes).orderBy(tables.themes.id);
    await seedLookups(t.app.database.db);
    await seedLookups(t.app.database.db);
    expect(await counts()).toEqual(before);
    expect(await t.app.database.db.select().from(tables.themes).orderBy(tables.themes.id)).toEqual(
      themesBefore,
    );
  });
});

describe('unknown API paths', () => {
  it('answer 404 in JSON rather than the web page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-lookup' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'request.not_found' });
  });
});
