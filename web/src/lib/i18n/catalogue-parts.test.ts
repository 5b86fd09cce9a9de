import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CORE_PREFIXES, compileCatalogue, partOf } from '../../../build/icu-catalogues';
import type { CataloguePart } from './catalogues';

const LOCALES = join(__dirname, '../../i18n/locales');
const english = readFileSync(join(LOCALES, 'en.json'), 'utf8');

describe('the parts of the catalogues', () => {
  it('puts each key in exactly one part, and together they are the whole catalogue', () => {
    const keys = Object.keys(JSON.parse(english));
    const parts = new Set(keys.map(partOf));
    expect(parts).toContain('core');
    expect(parts).toContain('quizzes');
    const compiled = [...parts].map((part) => compileCatalogue(english, 'en.json', part));
    const counted = compiled.reduce((sum, messages) => sum + Object.keys(messages).length, 0);
    expect(counted).toBe(keys.length);
    expect(Object.assign({}, ...compiled)).toEqual(compileCatalogue(english));
  });

  it("keeps the student pages' keys in the core and the projector's in the live part", () => {
    expect(partOf('taking.run.next')).toBe('core');
    expect(partOf('live.play.waiting')).toBe('core');
    expect(partOf('live.host.next')).toBe('live');
    expect(partOf('licenses.check.title')).toBe('core');
    expect(partOf('licenses.codes.title')).toBe('licenses');
    expect(partOf('results.table.score')).toBe('results');
    expect(CORE_PREFIXES).not.toContain('quizzes');
  });
});

describe('loading parts', () => {
  it("shows a part's keys once a page declared it, and loads it again in the next language", async () => {
    // a runtime of its own: the test setup loaded every key into the shared one
    vi.resetModules();
    const runtime = await import('./runtime');
    const quizzes = (await import('virtual:catalogue-part/quizzes')).default as CataloguePart;
    await runtime.activateLanguage('de');
    const t = () => runtime.getT();
    expect(t()('header.sign_in')).toBe('Anmelden');
    expect(t()('quizzes.dashboard.title')).toBe('quizzes.dashboard.title');

    const seen: string[] = [];
    const stop = runtime.subscribeLanguage(() => seen.push(runtime.getT()('quizzes.dashboard.title')));
    await runtime.loadCatalogueParts([quizzes]);
    expect(t()('quizzes.dashboard.title')).toBe('Meine Quizze');
    expect(seen).toEqual(['Meine Quizze']);

    await runtime.activateLanguage('fr');
    expect(t()('quizzes.dashboard.title')).toBe('Mes quiz');
    stop();
  });

  it("changes the language even when a feature's part cannot load in it", async () => {
    vi.resetModules();
    const runtime = await import('./runtime');
    const broken: CataloguePart = { name: 'broken', load: { en: async () => ({ default: {} }) } };
    await runtime.activateLanguage('en');
    await runtime.loadCatalogueParts([broken]);
    // no German for the broken part: the switch still happens
    await runtime.activateLanguage('de');
    expect(runtime.getLanguage()).toBe('de');
    expect(runtime.getT()('header.sign_in')).toBe('Anmelden');
  });
});
