// CPU profile (and with TRACE=1 a timeline trace) of a first load with 4x CPU throttling, signed in on /quizz…
// node bench/firstload-profile.mjs /market,/q/CODE,/run_quizz/CODE  (WEB_DIST=dir for a given build; LANG_CHOICE=de
// profiles in that language, chosen as a visitor does; /run_quizz/CODE first joins through the start screen)
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { api, createStaff, login, ownServer, root, serverArgs, waitReady } from './lib.mjs';

const { dataDir, baseUrl, env: serverEnv } = await ownServer('qz-prof-');
createStaff('p@example.com', 'profile password 123', serverEnv);
const server = spawn(process.execPath, serverArgs(), { cwd: root, env: serverEnv, stdio: 'ignore' });
/** The `count` keys of `times` (µs) that took longest, one a line with their ms. */
const slowest = (times, count) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms ${k}`)
    .join('\n');

let chrome;
try {
  await waitReady(baseUrl, join(dataDir, 'server.log'));
  const access = await login('p@example.com', 'profile password 123');
  const quiz = await api(access, 'POST', '/api/quizz', {
    // FORMULAS=1: a description with formulas, as bench:lighthouse's quiz (KaTeX on the start page)
    title: 'Plain',
    description: process.env.FORMULAS ? 'Ten questions on $\\frac{a}{b}$ and $x^n$.' : 'x',
    duration: 30,
    anonymous: false,
    questions: Array.from({ length: 10 }, (_, i) => ({
      text: `Question ${i}?`,
      answer1: 'a',
      answer2: 'b',
      answer3: 'c',
      answer4: 'd',
      correct_answer: 1,
    })),
  });
  await api(access, 'POST', `/api/quizz/_start_now/${quiz.code}`);
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const tokens = await (
    await fetch(`${baseUrl}/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'p@example.com', password: 'profile password 123' }),
    })
  ).json();
  const user = await api(access, 'GET', '/auth/users/me/');
  for (const path of (process.argv[2] ?? '/,/q/CODE').split(',')) {
    const page = await browser.newPage();
    // signed in on the teacher's pages (the tokens where web/src/lib/storage-keys.ts keeps them)
    await page.goto(baseUrl);
    await page.evaluate(
      (t, u, signedIn) => {
        localStorage.clear();
        if (!signedIn) return;
        localStorage.setItem('quizzical.auth.access', t.access);
        localStorage.setItem('quizzical.auth.refresh', t.refresh);
        localStorage.setItem('quizzical.auth.user', JSON.stringify(u));
      },
      tokens,
      user,
      /^\/(quizz|create_quizz|results)/.test(path),
    );
    if (process.env.LANG_CHOICE)
      await page.evaluate((l) => localStorage.setItem('quizzical.language', l), process.env.LANG_CHOICE);
    if (path.startsWith('/run_quizz/')) {
      // a fresh session, joined through the start screen as a student does
      await page.goto(`${baseUrl}/q/${quiz.code}`, { waitUntil: 'networkidle0' });
      await page.type('input[name="firstName"]', 'Ada');
      await page.type('input[name="lastName"]', 'Lovelace');
      await page.click('button[type="submit"]');
      await page.waitForFunction(() => location.pathname.startsWith('/run_quizz/'), { timeout: 15_000 });
      await page.goto('about:blank');
    }
    await (await page.createCDPSession()).send('Network.clearBrowserCache');
    await page.setViewport({ width: 412, height: 823, isMobile: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const scripts = [];
    if (process.env.REQ)
      page.on('response', (r) => r.url().endsWith('.js') && scripts.push(r.url().replace(/.*\//, '')));
    if (process.env.TRACE)
      await page.tracing.start({
        path: `/tmp/trace-${path.replace(/\W/g, '_')}.json`,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'loading',
        ],
      });
    const t0 = Date.now();
    await page.goto(baseUrl + path.replace('CODE', quiz.code), { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1000));
    if (process.env.TRACE) await page.tracing.stop();
    const { profile } = await cdp.send('Profiler.stop');
    const lcp = await page.evaluate(
      () =>
        new Promise((r) =>
          new PerformanceObserver((l) => r(l.getEntries().at(-1)?.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    const lcpText = await page.evaluate(
      () =>
        new Promise((r) =>
          new PerformanceObserver((l) =>
            r(
              l
                .getEntries()
                .map(
                  (e) =>
                    `${Math.round(e.startTime)} ${e.size} ${e.element?.tagName} "${(e.element?.textContent ?? '').slice(0, 60)}"`,
                )
                .join(' | '),
            ),
          ).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    console.log(`LCP candidates: ${lcpText}`);
    if (process.env.REQ) console.log(`scripts: ${scripts.join(' ')}`);
    const lt = await page.evaluate(() => performance.getEntriesByType('navigation')[0].toJSON());
    writeFileSync(`/tmp/prof-${path.replace(/\W/g, '_')}.cpuprofile`, JSON.stringify(profile));
    // self time by function
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      const f = n.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
    });
    const byUrl = new Map();
    profile.samples.forEach((id, i) => {
      const f = byId.get(id).callFrame;
      const key = f.url ? f.url.replace(/.*\//, '') : `(${f.functionName})`;
      byUrl.set(key, (byUrl.get(key) ?? 0) + (dt[i] ?? 0));
    });
    console.log(
      `== ${path} wall ${Date.now() - t0} ms, LCP ${Math.round(lcp)} ms, domInteractive ${Math.round(lt.domInteractive)}`,
    );
    console.log(slowest(byUrl, 10));
    console.log('-- top functions');
    console.log(slowest(self, 25));
    await page.close();
  }
  await browser.disconnect();
} finally {
  chrome?.kill();
  server.kill('SIGKILL');
}
