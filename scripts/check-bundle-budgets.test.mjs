import { describe, expect, it } from 'vitest';
import { checkBudgets, KB, PAGES } from './check-bundle-budgets.mjs';
import { fullClosure, routePages, staticClosure, staticImportCycles } from './vite-manifest.mjs';

/**
 * A small Vite manifest shaped like the real one: the entry lazily imports the pages, the pages import
 * the entry back and share a vendor chunk, the run page may load KaTeX, the results page its charts.
 */
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [PAGES.home, PAGES.start, PAGES.run, 'src/features/results/pages/results-page.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'] },
  [PAGES.home]: { file: 'assets/home.js', src: PAGES.home, isDynamicEntry: true, imports: ['index.html'] },
  [PAGES.start]: {
    file: 'assets/start.js',
    src: PAGES.start,
    isDynamicEntry: true,
    imports: ['index.html', '_form.js'],
  },
  [PAGES.run]: {
    file: 'assets/run.js',
    src: PAGES.run,
    isDynamicEntry: true,
    imports: ['index.html', '_vendor.js'],
    dynamicImports: ['../node_modules/katex/dist/katex.mjs'],
  },
  '../node_modules/katex/dist/katex.mjs': { file: 'assets/katex.js', isDynamicEntry: true },
  'src/features/results/pages/results-page.tsx': {
    file: 'assets/results.js',
    src: 'src/features/results/pages/results-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_form.js'],
    dynamicImports: ['src/features/results/components/results-charts.tsx'],
  },
  'src/features/results/components/results-charts.tsx': {
    file: 'assets/charts.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
};

const BROTLI = {
  'assets/index.js': 30,
  'assets/vendor.js': 40,
  'assets/form.js': 10,
  'assets/home.js': 5,
  'assets/start.js': 8,
  'assets/run.js': 12,
  'assets/katex.js': 60,
  'assets/results.js': 20,
  'assets/charts.js': 80,
};
const sizeOf = (file) => ({
  raw: BROTLI[file] * 4 * KB,
  gzip: BROTLI[file] * 1.2 * KB,
  brotli: BROTLI[file] * KB,
});
const LIMITS = { journey: 120 * KB, journeyWithFormulas: 200 * KB, route: 250 * KB };
const row = (results, route) => results.find((r) => r.route === route);

describe('bundle budget check', () => {
  it('follows static imports transitively and counts a chunk shared by two pages once', () => {
    const keys = staticClosure(MANIFEST, ['index.html', PAGES.start, PAGES.run]);
    expect([...keys].sort()).toEqual(['_form.js', '_vendor.js', 'index.html', PAGES.run, PAGES.start].sort());
    const [journey] = checkBudgets(MANIFEST, { sizeOf, limits: LIMITS });
    expect(journey.brotli).toBe((30 + 40 + 10 + 8 + 12) * KB);
    expect(journey.chunks).toBe(5);
  });

  it("adds KaTeX to the journey with formulas, and a page's later imports to its route, not other pages", () => {
    const results = checkBudgets(MANIFEST, { sizeOf, limits: LIMITS });
    expect(row(results, '/q/{code} → run, formulas (KaTeX)').brotli).toBe(160 * KB);
    expect(row(results, 'results/pages/results-page').brotli).toBe((30 + 40 + 10 + 20 + 80) * KB);
    // through the entry a page reaches every route's page: those are not its cost
    expect(row(results, 'home/pages/home-page').brotli).toBe(75 * KB);
    const reach = fullClosure(
      MANIFEST,
      ['index.html', PAGES.home],
      (k) => k.includes('/pages/') && k !== PAGES.home,
    );
    expect(reach.has(PAGES.run)).toBe(false);
  });

  it('finds the pages when the route table sits in a chunk the entry imports (inlined common chunks)', () => {
    const { 'index.html': entry, ...rest } = MANIFEST;
    const inlined = {
      ...rest,
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_web.js'] },
      '_web.js': { file: 'assets/web.js', imports: ['_vendor.js'], dynamicImports: entry.dynamicImports },
    };
    expect(routePages(inlined).sort()).toEqual(routePages(MANIFEST).sort());
    expect(routePages(inlined)).toHaveLength(4);
  });

  it('fails a route over its limit and passes it within', () => {
    const within = checkBudgets(MANIFEST, { sizeOf, limits: LIMITS });
    expect(within.every((r) => r.problems.length === 0)).toBe(true);
    const tight = checkBudgets(MANIFEST, { sizeOf, limits: { ...LIMITS, journey: 99 * KB } });
    expect(row(tight, '/q/{code} → run, no formulas').problems).toEqual(['100.0 KB, over the 99.0 KB limit']);
    const big = { ...BROTLI, 'assets/charts.js': 151 };
    const over = checkBudgets(MANIFEST, {
      sizeOf: (f) => ({ raw: 0, gzip: 0, brotli: big[f] * KB }),
      limits: LIMITS,
    });
    expect(row(over, 'results/pages/results-page').problems).toHaveLength(1);
  });

  it("adds the hosted game's journey, /q/{code} to the player's screen, when the build has it", () => {
    expect(
      row(checkBudgets(MANIFEST, { sizeOf, limits: LIMITS }), '/q/{code} → play (hosted), no formulas'),
    ).toBe(undefined);
    const withPlay = {
      ...MANIFEST,
      'index.html': {
        ...MANIFEST['index.html'],
        dynamicImports: [...MANIFEST['index.html'].dynamicImports, PAGES.play],
      },
      [PAGES.play]: {
        file: 'assets/play.js',
        src: PAGES.play,
        isDynamicEntry: true,
        imports: ['index.html'],
      },
    };
    const sizes = { ...BROTLI, 'assets/play.js': 9 };
    const sources = { 'assets/play.js': ['../../web/src/features/results/lib/x.ts'] };
    const results = checkBudgets(withPlay, {
      sizeOf: (f) => ({ raw: 0, gzip: 0, brotli: sizes[f] * KB }),
      sourcesOf: (f) => sources[f] ?? [],
      limits: LIMITS,
    });
    const play = row(results, '/q/{code} → play (hosted), no formulas');
    // entry, vendor, form (of the start page), start, play
    expect(play.brotli).toBe((30 + 40 + 10 + 8 + 9) * KB);
    expect(play.limit).toBe(LIMITS.journey);
    expect(play.problems).toEqual(['assets/play.js holds web/src/features/results/lib/x.ts']);
  });

  it('fails when the first load of a page drawn plainly holds MUI, which other pages may load', () => {
    const plainRow = `${PAGES.start.replace(/^src\/features\//, '').replace(/\.tsx$/, '')} (first load, no MUI)`;
    const clean = checkBudgets(MANIFEST, { sizeOf, limits: LIMITS });
    expect(row(clean, plainRow)).toMatchObject({ brotli: (30 + 40 + 10 + 8) * KB, problems: [] });
    const sources = { 'assets/form.js': ['../../node_modules/@mui/material/Button/Button.js'] };
    const withMui = checkBudgets(MANIFEST, { sizeOf, sourcesOf: (f) => sources[f] ?? [], limits: LIMITS });
    expect(row(withMui, plainRow).problems).toEqual([
      'assets/form.js holds node_modules/@mui/material/Button/Button.js',
    ]);
    // the results page is not drawn plainly: MUI there is no problem
    expect(row(withMui, 'results/pages/results-page').problems).toEqual([]);
  });

  it('fails when a student page holds editor or charts code, but not for KaTeX loaded lazily', () => {
    const sources = {
      'assets/form.js': ['../../web/src/features/quizzes/lib/quiz-form.ts'],
      'assets/katex.js': ['../../node_modules/katex/dist/katex.mjs'],
    };
    const results = checkBudgets(MANIFEST, { sizeOf, sourcesOf: (f) => sources[f] ?? [], limits: LIMITS });
    expect(row(results, '/q/{code} → run, no formulas').problems).toEqual([
      'assets/form.js holds web/src/features/quizzes/lib/quiz-form.ts',
    ]);
    expect(row(results, 'home/pages/home-page').problems).toEqual([]);
    // the results page is not a student page: it may hold anything within its limit
    expect(row(results, 'results/pages/results-page').problems).toEqual([]);
    const leaked = { 'assets/vendor.js': ['../../node_modules/@mui/x-charts/BarChart/BarChart.js'] };
    const withCharts = checkBudgets(MANIFEST, { sizeOf, sourcesOf: (f) => leaked[f] ?? [], limits: LIMITS });
    expect(row(withCharts, 'home/pages/home-page').problems).toEqual([
      'assets/vendor.js holds node_modules/@mui/x-charts/BarChart/BarChart.js',
    ]);
  });

  it('finds chunks that import each other back, as a split MUI group would make', () => {
    expect(staticImportCycles(MANIFEST)).toEqual([]);
    const split = {
      ...MANIFEST,
      '_vendor.js': { file: 'assets/vendor.js', imports: ['_vendor-rest.js'] },
      '_vendor-rest.js': { file: 'assets/vendor-rest.js', imports: ['_vendor.js'] },
    };
    expect(staticImportCycles(split)).toEqual(['_vendor.js → _vendor-rest.js → _vendor.js']);
  });

  it("counts each route's catalogue parts in their heaviest language and fails keys of a part not loaded", () => {
    const part = (language, name) => `src/i18n/locales/${language}.json?part=${name}`;
    const results = 'src/features/results/pages/results-page.tsx';
    const withParts = {
      ...MANIFEST,
      'index.html': {
        ...MANIFEST['index.html'],
        dynamicImports: [...MANIFEST['index.html'].dynamicImports, part('en', 'core'), part('de', 'core')],
      },
      [results]: {
        ...MANIFEST[results],
        dynamicImports: [...MANIFEST[results].dynamicImports, part('en', 'results'), part('de', 'results')],
      },
    };
    const catalogueSizes = { en: { core: 7, results: 4 }, de: { core: 8, results: 2 } };
    for (const language of ['en', 'de']) {
      for (const name of ['core', 'results']) {
        withParts[part(language, name)] = { file: `assets/${language}-${name}.js`, isDynamicEntry: true };
      }
    }
    const brotli = (file) => {
      const [, language, name] = /assets\/(en|de)-(\w+)\.js/.exec(file) ?? [];
      return (language ? catalogueSizes[language][name] : BROTLI[file]) * KB;
    };
    const partOfKey = new Map([
      ['home.title', 'core'],
      ['results.title', 'results'],
      ['market.title', 'market'],
    ]);
    const used = { 'assets/results.js': ['results.title', 'home.title'], 'assets/home.js': ['home.title'] };
    const check = (keysUsed) =>
      checkBudgets(withParts, {
        sizeOf: (f) => ({ raw: 0, gzip: 0, brotli: brotli(f) }),
        keysUsedBy: (f) => keysUsed[f] ?? [],
        partOfKey,
        limits: LIMITS,
      });
    const ok = check(used);
    // the core alone: German's 8 KB; with the results part: English's 7 + 4 beats German's 8 + 2
    expect(row(ok, '/q/{code} → run, no formulas').brotli).toBe((30 + 40 + 10 + 8 + 12 + 8) * KB);
    expect(row(ok, 'results/pages/results-page').brotli).toBe((30 + 40 + 10 + 20 + 80 + 7 + 4) * KB);
    expect(ok.every((r) => r.problems.length === 0)).toBe(true);
    const leaked = check({
      ...used,
      'assets/home.js': ['results.title'],
      'assets/charts.js': ['market.title'],
    });
    expect(row(leaked, 'home/pages/home-page').problems).toEqual([
      'shows keys of parts its page does not declare: results.title (part results)',
    ]);
    expect(row(leaked, 'results/pages/results-page').problems).toEqual([
      'shows keys of parts its page does not declare: market.title (part market)',
    ]);
  });
});
