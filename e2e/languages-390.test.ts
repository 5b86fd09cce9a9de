import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, screenshot, seriousA11yViolations, settled } from './support/browser';
import { catalogue } from './support/catalogues';
import { misfits } from './support/fits';
import { apiCall, apiToken, createActiveUser, type RunningServer, studentPost } from './support/server';
import { browser, server, signInWithTokens, startServerAndBrowser } from './support/suite';

/**
 * German and French write the longest words: every main page at 390 px in both, the teacher's and
 * the student's, with nothing wider than the screen and no text cut (support/fits.ts). The teacher's
 * dashboard with a selection and its actions, the editor, the results of a quiz with answers, the
 * market with a basket (as staff, whose phone row also holds the import), the projector through a
 * hosted game to its podium, the account, plans and checkout; the student's home, start, questions,
 * end and review, and the hosted game's phone from the lobby to the podium.
 */

const STAFF = { email: 'lise.meitner@example.com', password: 'kernspaltung und physik 1938' };

/** A catalogue's text with its simple `{name}` values filled in (no plurals: these keys have none). */
const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (_all, name: string) => String(values[name] ?? `{${name}}`));

/** The checks of every screen: in `language`, nothing wider than the phone, no text cut, axe clean. */
async function checkScreen(page: Page, language: string, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
  expect(await page.locator('html').getAttribute('lang'), name).toBe(language);
  // soft: one run lists every page that does not fit, not only the first
  expect.soft(await misfits(page), `${name} (${language}) at 390 px`).toEqual([]);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  await screenshot(page, `languages-390-${name}-${language}-390`);
}

/** The same page at 1280 px, for people to compare (desktop must not change). */
async function desktopShot(page: Page, language: string, name: string) {
  await page.setViewportSize(DESKTOP);
  await settled(page);
  await screenshot(page, `languages-390-${name}-${language}-1280`);
  await page.setViewportSize(PHONE);
  await settled(page);
}

/** A page on a phone in `locale`, signed in as `user` with the API's tokens when given. */
async function phonePage(
  b: Browser,
  s: RunningServer,
  locale: string,
  user?: { email: string; password: string },
) {
  const { page, errors } = await openPage(b, s.url, PHONE, { locale });
  if (user) await signInWithTokens(page, user, s);
  return { page, errors };
}

const post = (path: string, body: unknown) => studentPost(server, path, body);

/** A student of the API: joins, answers every question with `answer`, ends. */
async function apiStudent(code: string, first: string, last: string, answer: number) {
  const joined = await post(`/api/quizz/response/_start/${code}`, { firstName: first, lastName: last });
  const session = joined.response.session_id as string;
  const questions = joined.response.questions as { id: number }[];
  for (const question of questions.slice(0, -1)) {
    await post(`/api/quizz/response/_save/${code}?session_id=${session}`, { key: question.id, answer });
  }
  const last_ = questions[questions.length - 1];
  await post(`/api/quizz/response/_end/${code}/${session}`, { key: last_.id, answer });
}

/** Long words on purpose: the quizzes of each language. */
const CONTENT = {
  de: {
    title: 'Donaudampfschifffahrtsgesellschaftskapitäne und Hauptstädte',
    question: 'Welche Stadt ist die Bundeshauptstadt der Schweizerischen Eidgenossenschaft?',
    answers: ['Bern', 'Zürich', 'Genf', 'Basel'],
    nicknames: ['Schneeflöckchen-2000', 'Maximiliane Müller', 'Überraschungsgast', 'Zuckerbäckerin'],
    student: ['Friederike', 'Hohenzollern-Sigmaringen'],
  },
  fr: {
    title: 'Anticonstitutionnellement : les capitales européennes',
    question: 'Quelle ville est la capitale fédérale de la Confédération suisse ?',
    answers: ['Berne', 'Zurich', 'Genève', 'Bâle'],
    nicknames: ['Extraordinairement-2', 'Marie-Antoinette B.', 'Incompréhensibles', 'Chevalier-Errant'],
    student: ['Marie-Françoise', 'de La Rochefoucauld'],
  },
} as const;

const quizBody = (language: 'de' | 'fr', extra: Record<string, unknown> = {}) => {
  const content = CONTENT[language];
  return {
    title: content.title,
    description: content.question,
    duration: 20,
    language,
    questions: [
      {
        text: content.question,
        answer1: content.answers[0],
        answer2: content.answers[1],
        answer3: content.answers[2],
        answer4: content.answers[3],
        correct_answer: 1,
      },
      {
        text: `${content.question} (2)`,
        answer1: content.answers[1],
        answer2: content.answers[0],
        answer3: '',
        answer4: '',
        correct_answer: 2,
      },
    ],
    ...extra,
  };
};

startServerAndBrowser({ staff: STAFF });

let staffToken: string;
beforeAll(async () => {
  staffToken = await apiToken(server, STAFF.email, STAFF.password);
});

describe.each(['de', 'fr'] as const)('every main page at 390 px in %s', (language) => {
  const T = catalogue(language);
  const content = CONTENT[language];
  const locale = language === 'de' ? 'de-DE' : 'fr-FR';
  const api = <R = unknown>(path: string, init?: { method?: string; body?: unknown }) =>
    apiCall<R>(server, staffToken, path, init);
  const closers: Page[] = [];
  /** The language's quizzes, deleted after it: the free plan holds 5 active ones. */
  const codes: string[] = [];
  const newQuiz = async (extra: Record<string, unknown> = {}) => {
    const { code } = await api<{ code: string }>('/api/quizz', {
      method: 'POST',
      body: quizBody(language, extra),
    });
    codes.push(code);
    return code;
  };

  beforeAll(async () => {
    await api('/auth/users/me/', { method: 'PATCH', body: { language } });
  });
  afterAll(async () => {
    for (const page of closers) await page.context().close();
    for (const code of codes) await api(`/api/quizz/${code}`, { method: 'DELETE' });
  });

  it("the teacher's dashboard with a selection, the editor and the results", async () => {
    const started = await newQuiz({ anonymous: false });
    const draft = await newQuiz();
    await api(`/api/quizz/_start_now/${started}`, { method: 'POST' });
    await apiStudent(started, content.student[0], content.student[1], 1);
    await apiStudent(started, 'Jean-Christophe', 'Vandenberghe-Lefebvre', 2);

    const { page, errors } = await phonePage(browser, server, locale, STAFF);
    closers.push(page);
    await page.goto('/quizz');
    await page.getByRole('heading', { level: 1, name: T['quizzes.dashboard.title'] }).waitFor();
    await page.getByText(T['quizzes.toolbar.select']).waitFor();
    await checkScreen(page, language, 'dashboard');
    // one quiz selected: its actions, each its icon above its word
    await page.getByRole('checkbox').nth(1).check();
    await page.locator('.dash-selection-count--some').waitFor();
    await page.getByRole('button', { name: T['quizzes.toolbar.duplicate'], exact: true }).waitFor();
    await checkScreen(page, language, 'dashboard-selection');
    await desktopShot(page, language, 'dashboard-selection');
    // the menus of the toolbar: the questions for Moodle, and the imports
    await page.getByRole('button', { name: T['quizzes.toolbar.moodle_label'] }).click();
    await page.getByRole('menu').waitFor();
    await checkScreen(page, language, 'dashboard-moodle-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: T['quizzes.import.button'], exact: true }).click();
    await page.getByRole('menu').waitFor();
    await checkScreen(page, language, 'dashboard-import-menu');
    await page.keyboard.press('Escape');

    await page.goto(`/edit_quizz/${draft}`);
    await page.getByRole('heading', { level: 1, name: T['quizzes.editor.edit_title'] }).waitFor();
    await page.locator('[name="questions.1.text"]').waitFor();
    await checkScreen(page, language, 'editor');

    await page.goto(`/quizz/detail/${started}`);
    await page.getByRole('heading', { level: 1, name: content.title }).waitFor();
    await page.getByText(content.student[1]).first().waitFor();
    await checkScreen(page, language, 'results');
    expect(errors).toEqual([]);
  });

  it('the market with a basket, as staff', async () => {
    const { page, errors } = await phonePage(browser, server, locale, STAFF);
    closers.push(page);
    await page.goto('/market');
    await page.getByTestId('market-question').first().waitFor();
    await page.getByRole('button', { name: T['market.filters.title'], exact: true }).click();
    await page.getByRole('combobox', { name: T['market.filters.theme'] }).waitFor();
    await page
      .getByTestId('market-question')
      .first()
      .getByRole('button', { name: T['market.card.add'] })
      .click();
    await page.getByRole('button', { name: `${T['market.basket.selected']} (1)` }).waitFor();
    await checkScreen(page, language, 'market');
    await desktopShot(page, language, 'market');
    await page.getByRole('button', { name: `${T['market.basket.selected']} (1)` }).click();
    await page.getByRole('dialog', { name: T['market.basket.selected'] }).waitFor();
    await checkScreen(page, language, 'market-basket');
    expect(errors).toEqual([]);
  });

  it('a hosted game: the projector and the phones, from the lobby to the podium', async () => {
    const code = await newQuiz({ anonymous: true, question_time: 240, show_question_on_devices: true });
    const { page: host, errors } = await phonePage(browser, server, locale, STAFF);
    closers.push(host);
    await host.goto(`/quizz/host/${code}`);
    await host.getByTestId('lobby-code').filter({ hasText: code }).waitFor();

    // two players on German or French phones, two more through the API, every name as long as allowed
    const phones: Page[] = [];
    for (const nickname of content.nicknames.slice(0, 2)) {
      const { page } = await phonePage(browser, server, locale);
      closers.push(page);
      await page.goto(`/q/${code}`);
      await page.getByLabel(new RegExp(`^${T['taking.start.nickname']}`)).fill(nickname);
      await page.getByRole('button', { name: T['taking.start.submit'] }).click();
      await page.waitForURL(`**/play_quizz/${code}`);
      await page.getByText(nickname, { exact: true }).first().waitFor();
      phones.push(page);
    }
    for (const nickname of content.nicknames.slice(2)) {
      await post(`/api/quizz/response/_start/${code}`, { nickname });
    }
    await host.getByTestId('player-count').filter({ hasText: '4' }).waitFor();
    await checkScreen(host, language, 'projector-lobby');
    await checkScreen(phones[0], language, 'play-lobby');

    const step = (key: string) => host.getByRole('button', { name: T[key], exact: true }).click();
    await step('live.host.action.start');
    await host.getByTestId('answers-received').waitFor();
    for (const [i, phone] of phones.entries()) {
      await phone
        .getByRole('button', { name: new RegExp(content.answers[i]) })
        .first()
        .click();
    }
    await host.getByTestId('answers-received').filter({ hasText: /^2 \// }).waitFor();
    await checkScreen(host, language, 'projector-question');
    await checkScreen(phones[0], language, 'play-question');

    await step('live.host.action.show_results');
    await host.getByTestId('answer-A').waitFor();
    await checkScreen(host, language, 'projector-reveal');
    await desktopShot(host, language, 'projector-reveal');
    await checkScreen(phones[0], language, 'play-reveal');

    await step('live.host.action.next_question');
    await host.getByTestId('answers-received').waitFor();
    await step('live.host.action.show_results');
    await host.getByTestId('answer-A').waitFor();
    await step('live.host.action.show_podium');
    await host.getByTestId('podium').waitFor();
    await checkScreen(host, language, 'projector-podium');
    await desktopShot(host, language, 'projector-podium');
    await checkScreen(phones[0], language, 'play-podium');
    await checkScreen(phones[1], language, 'play-podium-second');
    expect(errors).toEqual([]);
  });

  it('the account, the plans and the checkout of a teacher on the free plan', async () => {
    const teacher = {
      email: `marie.curie.${language}@example.com`,
      password: 'radioaktivität polonium 1898',
    };
    await createActiveUser(server, {
      ...teacher,
      first_name: 'Marie',
      last_name: 'Skłodowska-Curie',
      language,
    });
    const { page, errors } = await phonePage(browser, server, locale, teacher);
    closers.push(page);
    for (const [path, name] of [
      ['/account/profile', 'account-profile'],
      ['/account/license', 'account-license'],
      ['/account/password', 'account-password'],
      ['/account/billing', 'account-billing'],
      ['/plans', 'plans'],
      ['/billing/plan', 'choose-plan'],
      ['/billing/checkout', 'checkout'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page
        .locator('.ui-spinner, [role="progressbar"]')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await checkScreen(page, language, name);
    }
    expect(errors).toEqual([]);
  });

  it("the student's journey: home, start, questions, end and review", async () => {
    const code = await newQuiz({ anonymous: false, review_after: 'end' });
    await api(`/api/quizz/_start_now/${code}`, { method: 'POST' });
    const { page, errors } = await phonePage(browser, server, locale);
    closers.push(page);
    await page.goto('/');
    await page.getByRole('textbox', { name: T['home.join.label'] }).waitFor();
    await checkScreen(page, language, 'home');
    await page.getByRole('textbox', { name: T['home.join.label'] }).fill(code);
    await page.getByRole('button', { name: T['home.join.submit'] }).click();
    await page.waitForURL(`**/start_quizz/${code}`);
    await page.getByRole('heading', { level: 1, name: content.title }).waitFor();
    await checkScreen(page, language, 'start');
    await page.getByLabel(new RegExp(`^${T['taking.start.first_name']}`)).fill(content.student[0]);
    await page.getByLabel(new RegExp(`^${T['taking.start.last_name']}`)).fill(content.student[1]);
    await page.getByRole('button', { name: T['taking.start.submit'] }).click();
    await page.waitForURL(`**/run_quizz/${code}`);
    await page
      .getByRole('heading', { level: 1, name: fill(T['taking.question.heading'], { number: 1, total: 2 }) })
      .waitFor();
    await checkScreen(page, language, 'run');
    await desktopShot(page, language, 'run');
    await page
      .getByRole('button', { name: new RegExp(content.answers[0]) })
      .first()
      .click();
    await page
      .getByRole('heading', { level: 1, name: fill(T['taking.question.heading'], { number: 2, total: 2 }) })
      .waitFor();
    await checkScreen(page, language, 'run-last');
    await page
      .getByRole('button', { name: new RegExp(content.answers[0]) })
      .first()
      .click();
    await page.getByRole('button', { name: T['taking.end_quiz'] }).click();
    await page.waitForURL(`**/end_quizz/${code}`);
    await page.getByRole('link', { name: T['taking.review.review_link'] }).waitFor();
    await checkScreen(page, language, 'end');
    await desktopShot(page, language, 'end');
    await page.getByRole('link', { name: T['taking.review.review_link'] }).click();
    await page.getByRole('heading', { level: 1, name: T['taking.review.title'] }).waitFor();
    await checkScreen(page, language, 'review');
    expect(errors).toEqual([]);
  });
});
