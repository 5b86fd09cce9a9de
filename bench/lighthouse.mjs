// npm run bench:lighthouse [-- --runs 3] [-- --json out.json] [-- --cpu-slowdown 6] [-- --lang fr,de]
// Lighthouse (mobile emulation, its default simulated throttling) on the five pages the issue names:
// `/`, `/q/{code}`, `/run_quizz/{code}` with a joined session, `/market`, and `/quizz` signed in.
// The script starts its own server (own port, own data directory, PGlite unless DATABASE_URL is set), with the
// web app built into its data directory (or the build in WEB_DIST), makes a teacher with a started quiz that
// has formulas, and audits each page in Debian's chromium (CHROME_PATH, default /usr/bin/chromium).
// With --runs n each page is audited n times and the run with the median performance score is kept.
// --cpu-slowdown m replaces Lighthouse's 4× CPU multiplier: 4 × (this host's benchmark index / another's)
// emulates the same phone on a faster host, so runs on machines of different speeds compare.
// Prints one row per page: the four category scores, FCP, LCP, TBT, CLS, and the JavaScript transferred.
// --lang fr,de audits the student pages (`/`, `/q/{code}`, the run screen) again in each of those languages,
// chosen as a visitor does (the language menu's choice in localStorage), after the five pages in English.
// The web app keeps its state in localStorage: the signed-in tokens and user (web/src/lib/storage-keys.ts) are
// written there before `/quizz` is audited, and the student joins through the start screen before the run
// screen is audited; Lighthouse keeps that storage (disableStorageReset).
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { api, createStaff, freePort, login, root, serverArgs, setBaseUrl, waitReady } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    json: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    lang: { type: 'string', default: '' },
  },
});
const LANGUAGES = args.lang.split(',').filter((language) => /^[a-z]{2}$/.test(language));
const RUNS = Math.max(1, Number(args.runs) || 1);
const CPU_SLOWDOWN = Number(args['cpu-slowdown']) || undefined;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const dataDir = mkdtempSync(join(tmpdir(), 'qz-lighthouse-'));
const port = Number(process.env.PORT) || (await freePort());
const baseUrl = `http://127.0.0.1:${port}`;
setBaseUrl(baseUrl);

let webDist = process.env.WEB_DIST;
if (!webDist) {
  webDist = join(dataDir, 'web');
  console.log(`building the web app into ${webDist}`);
  execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(root, 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  LOG_LEVEL: 'warn',
};
const serverLog = createWriteStream(join(dataDir, 'server.log'));
let server = null;
let chrome = null;
process.on('exit', () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (!process.env.KEEP) rmSync(dataDir, { recursive: true, force: true });
});

function serverReady() {
  return waitReady(baseUrl, join(dataDir, 'server.log'));
}

/** The pieces of a Lighthouse result the table shows. */
function row(page, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  return {
    page,
    perf: score('performance'),
    a11y: score('accessibility'),
    'best pr.': score('best-practices'),
    SEO: score('seo'),
    'FCP s': (audit('first-contentful-paint') / 1000).toFixed(1),
    'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(1),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: audit('cumulative-layout-shift').toFixed(3),
    'JS KB': Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024),
  };
}

/** What costs points outside performance: every failing audit of the other three categories. */
function failures(lhr) {
  const out = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        out.push(`${id}: ${ref.id} (${audit.title})`);
    }
  }
  return out;
}

try {
  // The teacher is made before the server starts: PGlite allows one process on its directory at a time.
  const email = 'lighthouse-teacher@example.com';
  const password = 'lighthouse password 123';
  createStaff(email, password, serverEnv);
  server = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(serverLog);
  server.stderr.pipe(serverLog);
  await serverReady();

  const access = await login(email, password);
  const tokens = await (
    await fetch(`${baseUrl}/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    })
  ).json();
  const user = await api(access, 'GET', '/auth/users/me/');
  // a quiz with formulas (KaTeX on the run screen), started so students can join
  const quiz = await api(access, 'POST', '/api/quizz', {
    title: 'Fractions and powers',
    description: 'Ten questions on $\\frac{a}{b}$ and $x^n$.',
    duration: 30,
    anonymous: false,
    questions: Array.from({ length: 10 }, (_, i) => ({
      text: `What is $\\frac{${i + 2}}{${i + 3}} \\times \\frac{${i + 3}}{${i + 2}}$ raised to $x^{${i}}$?`,
      answer1: '$1$',
      answer2: `$\\frac{${i + 2}}{${i + 3}}$`,
      answer3: '$0$',
      answer4: `$x^{${i}}$`,
      correct_answer: 1,
    })),
  });
  await api(access, 'POST', `/api/quizz/_start_now/${quiz.code}`);

  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

  /** Prepares the browser's storage for a page (same profile as the audits). */
  async function prepare(setup) {
    const page = await browser.newPage();
    try {
      await setup(page);
      // disableStorageReset also keeps the HTTP cache: empty it, so every audit is a first visit's load
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    } finally {
      await page.close();
    }
  }
  const signedOut = async (p) => {
    await p.goto(baseUrl);
    await p.evaluate(() => localStorage.clear());
  };
  /** `setup`, then the visitor's choice of `language`, checked on the page it ends on. */
  const inLanguage = (language, setup) => async (p) => {
    await setup(p);
    await p.evaluate((l) => localStorage.setItem('quizzical.language', l), language);
    await p.reload({ waitUntil: 'networkidle0' });
    await p.waitForFunction((l) => document.documentElement.lang === l, { timeout: 15_000 }, language);
  };
  const pages = [
    { name: '/', path: '/', setup: signedOut },
    { name: '/q/{code}', path: `/q/${quiz.code}`, setup: signedOut },
    {
      name: '/run_quizz/{code}',
      path: `/run_quizz/${quiz.code}`,
      // a fresh session each run, joined through the start screen as a student does
      setup: async (p) => {
        await signedOut(p);
        await p.goto(`${baseUrl}/q/${quiz.code}`);
        await p.waitForSelector('button[type="submit"]', { timeout: 15_000 });
        if (await p.$('input[name="firstName"]')) {
          await p.type('input[name="firstName"]', 'Ada');
          await p.type('input[name="lastName"]', 'Lovelace');
        }
        await Promise.all([
          p.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => {}),
          p.click('button[type="submit"]'),
        ]);
        await p.waitForFunction(() => location.pathname.startsWith('/run_quizz/'), { timeout: 15_000 });
      },
    },
    { name: '/market', path: '/market', setup: signedOut },
    {
      name: '/quizz (signed in)',
      path: '/quizz',
      setup: async (p) => {
        await p.goto(baseUrl);
        await p.evaluate(
          (t, u) => {
            localStorage.setItem('quizzical.auth.access', t.access);
            localStorage.setItem('quizzical.auth.refresh', t.refresh);
            localStorage.setItem('quizzical.auth.user', JSON.stringify(u));
          },
          tokens,
          user,
        );
      },
    },
  ];

  const studentPages = pages.slice(0, 3);
  for (const language of LANGUAGES) {
    for (const page of studentPages) {
      pages.push({ ...page, name: `${page.name} (${language})`, setup: inLanguage(language, page.setup) });
    }
  }

  const rows = [];
  const reports = {};
  for (const page of pages) {
    const runs = [];
    for (let attempt = 0; runs.length < RUNS; attempt++) {
      await prepare(page.setup);
      const result = await lighthouse(
        `${baseUrl}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          ...(CPU_SLOWDOWN && { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
        },
        undefined,
      );
      if (!result.lhr.runtimeError) runs.push(result.lhr);
      // a lost trace (NO_NAVSTART, NO_FCP) happens now and then on a busy machine: audit again
      else if (attempt < RUNS + 2) console.warn(`  ${page.name}: ${result.lhr.runtimeError.code}, again`);
      else throw new Error(`${page.name}: ${result.lhr.runtimeError.message}`);
    }
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(page.path))
      console.warn(`${page.name}: ended on ${lhr.finalDisplayedUrl}`);
    rows.push(row(page.name, lhr));
    reports[page.name] = lhr;
    for (const line of failures(lhr)) console.log(`  ${page.name}  ${line}`);
  }
  await browser.disconnect();

  // Simulated throttling multiplies the main-thread time it observes by 4: on a slower or busy host, TBT and
  // LCP grow with it. Lighthouse's benchmark index (about 1,000 and more on a current desktop) and the load
  // average say how far this run is from that.
  const benchmark = Math.round(
    rows.length
      ? Object.values(reports).reduce((s, r) => s + r.environment.benchmarkIndex, 0) / rows.length
      : 0,
  );
  console.log(
    `\nLighthouse ${reports['/'].lighthouseVersion}, ${reports['/'].environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}, mobile emulation, simulated throttling (CPU ×${reports['/'].configSettings.throttling.cpuSlowdownMultiplier}, RTT ${reports['/'].configSettings.throttling.rttMs} ms), ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page; benchmark index ${benchmark}, load average ${loadavg()[0].toFixed(1)}`,
  );
  console.table(rows);
  if (args.json) writeFileSync(args.json, JSON.stringify(reports));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  if (chrome) chrome.kill();
  if (server) server.kill('SIGTERM');
}
