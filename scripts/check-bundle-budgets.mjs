#!/usr/bin/env node
/**
 * JavaScript budgets per route, checked over the Vite manifest of a build:
 *
 *   node scripts/check-bundle-budgets.mjs [dist]     (default: $WEB_DIST or web/dist)
 *
 * A route costs the entry chunk, the page's lazy chunk (routes.tsx), every chunk they import
 * statically (transitively), and the chunks the page may import later (charts, captcha, KaTeX): what
 * a browser downloads to show it. Each chunk counts once, its size compressed here with node:zlib
 * (brotli at quality 11, what the server sends to browsers that accept br; gzip -9 is printed beside
 * it), so the check does not depend on how the server compresses. 1 KB = 1,000 bytes, as Vite prints.
 *
 * The goals (docs/decisions/0002-page-chunks-and-javascript-budget.md): a student going from /q/{code} to the run screen of a quiz without formulas
 * ≤ 120 KB (no KaTeX), with formulas ≤ 200 KB (KaTeX added); any route, with all it can load, ≤ 250 KB.
 * All are met since 2026-11-24 (docs/PERFORMANCE.md says where the bytes went), and the limits are the
 * goals: the check fails the build when a route grows past one. The student pages must also contain none of the editor,
 * dashboard, results, market, billing, admin, charts or captcha code, and KaTeX only as a lazy chunk:
 * the sources of their chunks are read from the source maps; that rule has no slack.
 * Every route is counted in every language: the translation catalogues are cut into parts (the core,
 * loaded by the entry, and one part per feature, loaded with the pages that declare it; a chunk per
 * part and language, web/build/icu-catalogues.ts), and a route counts the parts it loads in its
 * heaviest language, so a route within its limit is within it in each language. A route whose code
 * shows a key of a part it does not load fails (its page would show the key).
 * Prints a table; exits 1 when a limit or the rule is broken, 2 when there is no manifest.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueKeyParts, distKeysUsed, distSizer, distSources } from './built-files.mjs';
import {
  catalogueOf,
  cataloguesLoaded,
  entryKey,
  fullClosure,
  heaviestLanguage,
  isCatalogue,
  routePages,
  staticClosure,
  staticImportCycles,
} from './vite-manifest.mjs';

export const KB = 1000;
/** The goals of a student's journey and of any route, in compressed bytes. */
export const GOALS = { journey: 120 * KB, journeyWithFormulas: 200 * KB, route: 250 * KB };
/**
 * What CI enforces: no route may grow past these. They are the goals again since every page loads only
 * its features' parts of the translation catalogue (docs/PERFORMANCE.md, "Languages").
 */
export const LIMITS = { ...GOALS };

export const PAGES = {
  home: 'src/features/home/pages/home-page.tsx',
  start: 'src/features/taking/pages/start-quiz-page.tsx',
  run: 'src/features/taking/pages/run-quiz-page.tsx',
  end: 'src/features/taking/pages/end-quiz-page.tsx',
  review: 'src/features/taking/pages/review-quiz-page.tsx',
  /** The player's screen of a game hosted live. */
  play: 'src/features/live/pages/play-page.tsx',
};
/**
 * The pages of the student routes /, /q/{code} and /start_quizz, /run_quizz, /end_quizz, /review_quizz,
 * /play_quizz.
 */
export const STUDENT_PAGES = Object.values(PAGES);

/** Source files a student page must never bring (matched against the chunks' source maps). */
export const FORBIDDEN_FOR_STUDENTS = [
  /web\/src\/features\/(quizzes|results|market|billing|admin|account|contact)\//,
  /web\/src\/features\/licenses\/pages\//,
  /web\/src\/components\/(question-fields|formula-field|latex-help-drawer|image-field|country-select)\./,
  /node_modules\/(@mui\/x-charts|@mui\/x-charts-vendor|altcha|katex|d3-[a-z]+)\//,
  // zod builds every schema of a module when it loads: the end page's shared schemas cost a phone
  // ~300 ms of one task, for a form a few plain checks serve (common's constants hold the limits)
  /node_modules\/zod\//,
];

/**
 * The pages drawn without MUI (app/page-loaders.tsx's plainPage): a student's pages from the home page's code field
 * to the review, and the hosted game's player screen. Their first load, the entry and the page, must hold
 * no MUI or emotion module, since no MUI theme is there for them (app/mui-theme.tsx) and MUI's evaluation
 * is what a phone's first load could least afford.
 */
export const PLAIN_PAGES = [PAGES.home, PAGES.start, PAGES.run, PAGES.end, PAGES.review, PAGES.play];
export const MUI_SOURCE = /node_modules\/(@mui|@emotion)\//;

const isKatex = (key) => /node_modules\/katex\/.*\.m?js$/.test(key);
const isJs = (file) => /\.m?js$/.test(file);

/** The route rows the budgets apply to: the student journey twice, then every lazy page. */
export function budgetRows(manifest, limits = LIMITS) {
  const entry = entryKey(manifest);
  const pages = routePages(manifest);
  // a page imports the entry chunk back; the other routes' pages it can reach that way are not its cost
  const otherPage = (page) => (key) => (key !== page && pages.includes(key)) || isCatalogue(key);
  const katex = Object.keys(manifest).find((k) => isKatex(k) && manifest[k].isDynamicEntry);
  const journey = staticClosure(manifest, [entry, PAGES.start, PAGES.run]);
  const rows = [
    {
      route: '/q/{code} → run, no formulas',
      keys: journey,
      goal: GOALS.journey,
      limit: limits.journey,
      student: true,
    },
    {
      route: '/q/{code} → run, formulas (KaTeX)',
      keys: katex ? new Set([...journey, ...staticClosure(manifest, [katex])]) : journey,
      goal: GOALS.journeyWithFormulas,
      limit: limits.journeyWithFormulas,
      student: true,
    },
  ];
  // a hosted game's players go from /q/{code} to the player's screen instead: the same budget
  if (manifest[PAGES.play]) {
    const playJourney = staticClosure(manifest, [entry, PAGES.start, PAGES.play]);
    rows.push({
      route: '/q/{code} → play (hosted), no formulas',
      keys: playJourney,
      goal: GOALS.journey,
      limit: limits.journey,
      student: true,
      staticKeys: playJourney,
    });
  }
  // (a page the build does not have, as in a test's small manifest, has no row)
  for (const page of PLAIN_PAGES.filter((key) => manifest[key])) {
    const firstLoad = staticClosure(manifest, [entry, page]);
    rows.push({
      route: `${page.replace(/^src\/features\//, '').replace(/\.tsx?$/, '')} (first load, no MUI)`,
      keys: firstLoad,
      goal: GOALS.journey,
      limit: limits.journey,
      student: true,
      staticKeys: firstLoad,
      plain: true,
    });
  }
  // start and run are the journey above; every other page, student or not, is a route of its own
  for (const page of pages.filter((p) => p !== PAGES.start && p !== PAGES.run)) {
    const student = STUDENT_PAGES.includes(page);
    rows.push({
      route: page.replace(/^src\/features\//, '').replace(/\.tsx?$/, ''),
      keys: fullClosure(manifest, [entry, page], otherPage(page)),
      goal: GOALS.route,
      limit: limits.route,
      student,
      // what must stay out of a student page is checked without its lazy KaTeX
      staticKeys: student
        ? fullClosure(manifest, [entry, page], (k) => isKatex(k) || otherPage(page)(k))
        : undefined,
    });
  }
  return rows;
}

/**
 * Sizes every row with `sizeOf(file) -> { raw, gzip, brotli }` (JavaScript files only) and checks
 * the budgets and, with `sourcesOf(file) -> string[]`, the student pages' contents.
 */
export function checkBudgets(
  manifest,
  { sizeOf, sourcesOf = () => [], keysUsedBy = () => [], partOfKey = new Map(), limits = LIMITS },
) {
  return budgetRows(manifest, limits).map((row) => {
    const catalogues = cataloguesLoaded(manifest, row.keys);
    const keys = [...row.keys].filter((k) => !isCatalogue(k));
    keys.push(...heaviestLanguage(manifest, catalogues, sizeOf));
    const files = [...new Set(keys.map((k) => manifest[k].file))].filter(isJs);
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const size = sizeOf(file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
    }
    const problems = [];
    if (total.brotli > row.limit) {
      problems.push(`${formatKb(total.brotli)} KB, over the ${formatKb(row.limit)} KB limit`);
    }
    const parts = new Set(catalogues.map((k) => catalogueOf(k).part));
    const unloaded = new Set();
    for (const file of files) {
      for (const key of keysUsedBy(file)) {
        const part = partOfKey.get(key);
        if (part && !parts.has(part) && !parts.has('all')) unloaded.add(`${key} (part ${part})`);
      }
    }
    if (unloaded.size > 0) {
      problems.push(`shows keys of parts its page does not declare: ${[...unloaded].sort().join(', ')}`);
    }
    if (row.student) {
      const checked = row.staticKeys ?? staticClosure(manifest, [entryKey(manifest), PAGES.start, PAGES.run]);
      for (const key of checked) {
        const file = manifest[key].file;
        if (!isJs(file)) continue;
        for (const source of sourcesOf(file)) {
          if (
            FORBIDDEN_FOR_STUDENTS.some((re) => re.test(source)) ||
            (row.plain && MUI_SOURCE.test(source))
          ) {
            problems.push(`${file} holds ${source.replace(/^.*?(web\/src\/|node_modules\/)/, '$1')}`);
          }
        }
      }
    }
    return {
      route: row.route,
      chunks: files.length,
      ...total,
      goal: row.goal,
      limit: row.limit,
      goalMet: total.brotli <= row.goal,
      problems,
    };
  });
}

export function formatKb(bytes) {
  return (bytes / KB).toFixed(1);
}

/** The rows as a Markdown table (the format of docs/PERFORMANCE.md). */
export function formatTable(results) {
  const head = ['route', 'chunks', 'raw KB', 'gzip KB', 'brotli KB', 'goal KB', 'limit KB', ''];
  const lines = results.map((r) => [
    r.route,
    String(r.chunks),
    formatKb(r.raw),
    formatKb(r.gzip),
    formatKb(r.brotli),
    formatKb(r.goal),
    formatKb(r.limit),
    r.problems.length > 0 ? 'FAIL' : r.goalMet ? 'goal met' : 'over goal',
  ]);
  const last = head.length - 1;
  const text = (i) => i === 0 || i === last;
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) =>
    `| ${cells.map((c, i) => (text(i) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (text(i) ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [row(head), rule, ...lines.map(row)].join('\n');
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dist = resolve(process.argv[2] ?? process.env.WEB_DIST ?? join(root, 'web/dist'));
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`${manifestPath} is missing: build the web app first (npm run build; manifest: true).`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizeOf = distSizer(dist);
  const partOfKey = catalogueKeyParts(manifest, dist);
  const results = checkBudgets(manifest, {
    sizeOf,
    sourcesOf: distSources(dist),
    keysUsedBy: distKeysUsed(dist, partOfKey),
    partOfKey,
  });
  console.log(`JavaScript per route of ${dist} (compressed by this check: brotli 11, gzip 9)\n`);
  const catalogues = Object.keys(manifest).filter(isCatalogue);
  const sizes = catalogues
    .filter((k) => catalogueOf(k).language === 'de')
    .map((k) => `${catalogueOf(k).part} ${formatKb(sizeOf(manifest[k].file).brotli)}`);
  console.log(
    `Each route counts the catalogue parts it loads in their heaviest language (German's, brotli KB: ${sizes.join(', ')}).\n`,
  );
  console.log(formatTable(results));
  const missed = results.filter((r) => !r.goalMet).length;
  if (missed > 0) console.log(`\n${missed} route(s) still over their goal (not a failure; see LIMITS).`);
  const failed = results.filter((r) => r.problems.length > 0);
  for (const r of failed) for (const p of r.problems) console.error(`✗ ${r.route}: ${p}`);
  const cycles = staticImportCycles(manifest);
  for (const cycle of cycles) console.error(`✗ chunks importing each other: ${cycle}`);
  if (failed.length > 0 || cycles.length > 0) {
    console.error(
      `\n${failed.length} route(s) over their limit or loading code they must not; ${cycles.length} chunk cycle(s).`,
    );
    process.exit(1);
  }
  console.log(
    'All routes within their limits; no student page holds editor, results, market, billing, admin,',
  );
  console.log(
    'charts, captcha, zod or (other than lazily) KaTeX code; no plain page loads MUI; no chunk cycle.',
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
