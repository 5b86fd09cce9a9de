import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@quizzical/common';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, seriousA11yViolations, settled } from './support/browser';
import { escapeRegExp } from './support/catalogues';
import { apiCall, apiToken, createActiveUser } from './support/server';
import { apiAs, openAppPage, server, startQuizNow, startServerAndBrowser } from './support/suite';

const teacher = { email: 'results.teacher@example.com', password: 'a long teacher password' };

startServerAndBrowser({ staff: teacher });
const api = apiAs(teacher);

/** A started quiz of the teacher, with names asked, whose correct answers are all A. */
const startedQuiz = (title: string) =>
  startQuizNow(api, {
    title,
    description: 'Live results check',
    anonymous: false,
    number_students: 4,
    questions: [
      {
        text: 'Solve $2x = 4$.',
        answer1: '$x = 2$',
        answer2: '$x = 8$',
        answer3: '$x = 0$',
        correct_answer: 1,
      },
      {
        text: 'Capital of Switzerland?',
        answer1: 'Bern',
        answer2: 'Zurich',
        answer3: 'Geneva',
        correct_answer: 1,
      },
    ],
  });

async function signIn(page: Page, user = teacher) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Resolves with the time (Date.now(), same clock as the test) at which the page first shows
 * `text` in the key-number card `card`, or anywhere when `card` is null. Watched from inside the
 * page with a MutationObserver, so the time is exact (Playwright's waits poll at growing intervals).
 */
function whenShown(page: Page, text: string, card: string | null = null): Promise<number> {
  return page.evaluate(
    ({ text, card }) =>
      new Promise<number>((resolve) => {
        const shown = () => {
          if (card === null) return document.body.textContent?.includes(text) ?? false;
          const group = Array.from(document.querySelectorAll('[role="group"]')).find(
            (g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent === card,
          );
          return group?.querySelector('[data-testid="stat-value"]')?.textContent === text;
        };
        if (shown()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (shown()) {
            observer.disconnect();
            resolve(Date.now());
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    { text, card },
  );
}

function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not show within ${ms} ms`)), ms),
    ),
  ]);
}

/** The value shown on a key-number card ("Participants", "Finished", …). */
function keyNumber(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value').textContent();
}

describe("teacher's live results page", () => {
  it('shows a new participant and the updated numbers within 2 s, without reloading', async () => {
    const code = await startedQuiz('Live results quizz');
    const { page, context, errors } = await openAppPage();
    await signIn(page);
    await page.goto(`/quizz/detail/${code}`);

    await page.getByRole('heading', { level: 1, name: 'Live results quizz' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();
    await expect(keyNumber(page, 'Participants')).resolves.toBe('0');
    await page.getByText('No participant yet.').waitFor();
    // the join information and the QR code (size 5) of the student link
    await expect(page.getByTestId('join-code').textContent()).resolves.toBe(code);
    await page.getByRole('link', { name: `${server.url}/q/${code}` }).waitFor();
    const qr = page.getByRole('img', { name: /QR code of the student link/ });
    await expect(qr.getAttribute('src')).resolves.toMatch(new RegExp(`/image/quizz/qrcode/${code}/5$`));
    await page.evaluate(() => {
      (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
    });

    // a student joins and answers in another browser context, through the API
    const student = await openAppPage();
    await student.page.goto('/');
    const participantShown = whenShown(page, 'Lovelace');
    const joinSentAt = Date.now();
    const { sessionId, at: joinedAt } = await student.page.evaluate(async (quizCode) => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const res = await post(`/api/quizz/response/_start/${quizCode}`, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        studentNumber: 'S-0042',
      });
      const { response } = await res.json();
      return { sessionId: response.session_id as string, at: Date.now() };
    }, code);
    const joinDelay = (await within(10_000, participantShown, 'the participant')) - joinedAt;
    // still answering: listed apart, not ranked
    const inProgress = page.getByRole('list', { name: 'Students still in progress' });
    await inProgress.getByText('Ada Lovelace').waitFor();
    await expect(keyNumber(page, 'Participants')).resolves.toBe('1');
    await expect(inProgress.textContent()).resolves.toContain('In progress');
    expect(await page.getByRole('cell', { name: 'Lovelace' }).count()).toBe(0);

    // answers both questions correctly and finishes
    const finishShown = whenShown(page, '1', 'Finished');
    const endSentAt = Date.now();
    const endedAt = await student.page.evaluate(
      async ({ quizCode, session }) => {
        const post = (path: string, body: unknown) =>
          fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const state = await (
          await fetch(`/api/quizz/response/_start/${quizCode}?session_id=${session}`)
        ).json();
        const [first, second] = state.response.questions as { id: number }[];
        await post(`/api/quizz/response/_save/${quizCode}?session_id=${session}`, {
          key: first.id,
          answer: 1,
        });
        await post(`/api/quizz/response/_end/${quizCode}/${session}`, { key: second.id, answer: 1 });
        return Date.now();
      },
      { quizCode: code, session: sessionId },
    );
    const finishDelay = (await within(10_000, finishShown, 'the finished count')) - endedAt;
    await expect(keyNumber(page, 'Mean score')).resolves.toBe('100%');
    const row = await page.getByRole('row', { name: /Lovelace/ }).textContent();
    expect(row).toMatch(/^1Ada.*Lovelace.*S-0042.*100%/); // ranked first once finished
    expect(await inProgress.count()).toBe(0);
    await expect(
      page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument),
    ).resolves.toBe(true);
    // measured from the moment the student's browser had the server's answer (the action is done;
    // the same clock for both browsers); the student's own request time is logged beside it
    console.info(
      `results page: participant shown ${joinDelay} ms after joining (request ${joinedAt - joinSentAt} ms), ` +
        `finish shown ${finishDelay} ms after ending (requests ${endedAt - endSentAt} ms)`,
    );
    expect(joinDelay).toBeLessThan(2_000);
    expect(finishDelay).toBeLessThan(2_000);

    // the question texts render their formulas
    await page.locator('.katex').first().waitFor();

    const violations = await seriousA11yViolations(page);
    expect(violations).toEqual([]);
    await screenshot(page, 'results-desktop');
    expect(errors).toEqual([]);
    await student.context.close();
    await context.close();
  });

  it('presentation mode shows the QR code at size 10 with the join code and link, and Esc leaves it', async () => {
    const code = await startedQuiz('Projector quizz');
    const { page, context, errors } = await openAppPage();
    await signIn(page);
    await page.goto(`/quizz/detail/${code}`);
    await page.getByRole('button', { name: 'Presentation mode' }).click();

    const dialog = page.getByRole('dialog', { name: 'Projector quizz' });
    await dialog.waitFor();
    const qr = dialog.getByRole('img', { name: /QR code of the student link/ });
    await expect(qr.getAttribute('src')).resolves.toMatch(/\/10$/);
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await qr.elementHandle(),
    );
    const size = await qr.evaluate((el) => (el as HTMLImageElement).naturalWidth);
    expect(size).toBeGreaterThan(200); // 10 px per module
    await expect(dialog.getByTestId('presentation-code').textContent()).resolves.toBe(code);
    await expect(dialog.getByTestId('presentation-link').textContent()).resolves.toContain(`/q/${code}`);
    await expect(dialog.getByText('Participants', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByText('Finished', { exact: true }).isVisible()).resolves.toBe(true);
    const violations = await seriousA11yViolations(page);
    expect(violations).toEqual([]);
    await screenshot(page, 'results-presentation');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => !!document.fullscreenElement)).resolves.toBe(false);

    // the spreadsheet export downloads a file
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/_export\.xlsx$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("'Close the quizz' says who is still answering until when, and calls the results final only once they have ended", async () => {
    const code = await startedQuiz('Quizz to close');
    // a student inside: the spec lets her submit after the close (§4 Stop)
    const join = await fetch(`${server.url}/api/quizz/response/_start/${code}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Inside' }),
    });
    const { response: session } = (await join.json()) as {
      response: { session_id: string; end_date: string; questions: { id: number }[] };
    };
    const end = new Date(session.end_date);
    const until = `${String(end.getHours()).padStart(2, '0')}:${String(end.getMinutes()).padStart(2, '0')}`;
    // near midnight her time ends tomorrow, and the page names the day after the time
    const endingAt = (before: string, after: string) =>
      new RegExp(
        `^${escapeRegExp(`${before} until ${until}`)}( on \\d{2}\\.\\d{2}\\.\\d{4})?${escapeRegExp(after)}$`,
      );

    const { page, context, errors } = await openAppPage(PHONE);
    await signIn(page);
    await page.goto(`/quizz/detail/${code}`);
    await page.getByText('Started', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Close the quizz' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(endingAt(`${MESSAGES.stopConfirm} Right now 1 student is still answering,`, '.'))
      .waitFor();
    await settled(page);
    await screenshot(page, 'results-close-dialog-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await page.getByText(MESSAGES.quizStopped, { exact: true }).waitFor();
    await page.getByText('Closed', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Close the quizz' }).count()).resolves.toBe(0);
    await expect(api<{ status: number }>(`/api/quizz/${code}`)).resolves.toMatchObject({ status: 2 });
    const notice = page.getByTestId('closed-notice');
    await notice
      .getByText(
        endingAt(
          'This quizz is closed: nobody can join any more. 1 student is still answering,',
          '. Their answers still count: these results are final after that.',
        ),
      )
      .waitFor();
    const violations = await seriousA11yViolations(page);
    expect(violations).toEqual([]);
    await screenshot(page, 'results-phone');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'results-closed-answering-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'results-closed-answering-desktop', { fullPage: false });

    // she answers and ends after the close: her answer counts, and only now are the results final
    const student = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const saved = await student(`/api/quizz/response/_save/${code}?session_id=${session.session_id}`, {
      key: session.questions[0].id,
      answer: 1,
    });
    expect(saved.status).toBe(201);
    expect((await student(`/api/quizz/response/_end/${code}/${session.session_id}`, {})).status).toBe(201);
    await notice
      .getByText('This quizz is closed: nobody can join or answer any more. These results are final.')
      .waitFor();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'results-closed-final-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('falls back to refreshing every 5 seconds when the live stream is unavailable', async () => {
    const code = await startedQuiz('Polling quizz');
    const { page, context } = await openAppPage();
    // the event stream cannot be reached (a proxy that buffers or blocks it, say)
    await context.route('**/api/quizz/*/events', (route) => route.abort());
    await signIn(page);
    await page.goto(`/quizz/detail/${code}`);
    await page.getByRole('status').filter({ hasText: 'Refreshing every 5 s' }).first().waitFor();

    const res = await fetch(`${server.url}/api/quizz/response/_start/${code}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Grace', lastName: 'Hopper' }),
    });
    expect(res.status).toBe(201);
    const joinedAt = Date.now();
    await page
      .getByRole('list', { name: 'Students still in progress' })
      .getByText('Grace Hopper')
      .waitFor({ timeout: 7_000 });
    const delay = Date.now() - joinedAt;
    console.info(`results page without the stream: participant shown after ${delay} ms`);
    expect(delay).toBeLessThan(6_500);
    await context.close();
  });

  it('says it is no longer live when the stream goes silent (no heartbeat), and live again when it speaks', async () => {
    const code = await startedQuiz('Silent stream quizz');
    // a stream server the test controls: the app's heartbeat stops only while its database link is
    // down, so the page's stream is served from here, as a silent server would serve it
    let heartbeats = true;
    const streams = new Set<ServerResponse>();
    const sse = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(`retry: 3000\nevent: ready\ndata: {"quizz":"${code}","heartbeat_ms":400,"live":true}\n\n`);
      streams.add(res);
      res.on('close', () => streams.delete(res));
    });
    const tick = setInterval(() => {
      for (const res of streams)
        res.write(heartbeats ? 'event: heartbeat\ndata: {}\n\n' : ': keep-alive\n\n');
    }, 400);
    await new Promise<void>((resolve) => sse.listen(0, '127.0.0.1', resolve));
    const { port } = sse.address() as AddressInfo;
    const { page, context } = await openAppPage();
    try {
      await context.route('**/api/quizz/*/events', (route) =>
        route.continue({ url: `http://127.0.0.1:${port}/events` }),
      );
      await signIn(page);
      await page.goto(`/quizz/detail/${code}`);
      const status = page.getByRole('status').filter({ hasText: /^(Live|Refreshing every 5 s)$/ });
      await page.getByRole('status').filter({ hasText: 'Live' }).first().waitFor();

      heartbeats = false;
      const silentAt = Date.now();
      await page
        .getByRole('status')
        .filter({ hasText: 'Refreshing every 5 s' })
        .first()
        .waitFor({ timeout: 3_000 });
      const noticed = Date.now() - silentAt;
      await screenshot(page, 'results-silent-stream-desktop');
      expect(await status.count()).toBe(1);
      expect(streams.size).toBe(1); // the connection stays: the server resumes on its own

      // polling meanwhile: a participant appears without the stream's help
      const joined = await fetch(`${server.url}/api/quizz/response/_start/${code}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Silent', lastName: 'Polled' }),
      });
      expect(joined.status).toBe(201);
      await page
        .getByRole('list', { name: 'Students still in progress' })
        .getByText('Silent Polled')
        .first()
        .waitFor({ timeout: 7_000 });
      await page.setViewportSize(PHONE);
      await screenshot(page, 'results-silent-stream-phone');

      heartbeats = true;
      await page.getByRole('status').filter({ hasText: 'Live' }).first().waitFor({ timeout: 3_000 });
      console.info(
        `results page: silence noticed after ${noticed} ms (heartbeat 400 ms, threshold 1,000 ms)`,
      );
      expect(noticed).toBeLessThan(2_500);
    } finally {
      clearInterval(tick);
      await context.close();
      for (const res of streams) res.destroy();
      sse.close();
    }
  });

  it('a quiz of somebody else is not found', async () => {
    const { page, context } = await openAppPage();
    await signIn(page);
    await page.goto('/quizz/detail/NOPE42');
    await page.getByRole('heading', { name: 'This quizz cannot be found' }).waitFor();
    await context.close();
  });
});

describe('the dashboard after a quiz was stopped from its results page', () => {
  it('shows the quiz closed and the free-plan counter one lower at once, without a reload', async () => {
    const free = { email: 'results.free@example.com', password: 'a long free teacher password' };
    await createActiveUser(server, free);
    const token = await apiToken(server, free.email, free.password);
    const codes: string[] = [];
    for (const title of ['Quizz stopped from its results', 'Quizz still running']) {
      const quiz = await apiCall<{ code: string }>(server, token, '/api/quizz', {
        method: 'POST',
        body: { title, questions: [{ text: 'Ready?', answer1: 'Yes', answer2: 'No' }] },
      });
      await apiCall(server, token, `/api/quizz/_start_now/${quiz.code}`, { method: 'POST' });
      codes.push(quiz.code);
    }
    const { page, context, errors } = await openAppPage();
    await signIn(page, free);
    await page.goto('/quizz');
    const counter = page.getByTestId('free-plan-counter');
    await counter.filter({ hasText: '2 / 5 active quizzes' }).waitFor();
    // from here on the app is never reloaded: the dashboard's copy of the list stays in its cache
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await page.getByRole('link', { name: 'Quizz stopped from its results', exact: true }).click();
    await page.waitForURL(`**/quizz/detail/${codes[0]}`);
    await page.getByRole('button', { name: 'Close the quizz' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText(MESSAGES.quizStopped, { exact: true }).waitFor();

    await page.goBack();
    await page.waitForURL('**/quizz');
    // a copy left stale would show '2 / 5' and 'Started' for 30 s (the list's staleTime)
    await counter.filter({ hasText: '1 / 5 active quizzes' }).waitFor({ timeout: 10_000 });
    const row = page.getByRole('row').filter({ hasText: 'Quizz stopped from its results' });
    await row.getByText('Closed', { exact: true }).waitFor({ timeout: 10_000 });
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
