import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, type Quiz } from '@quizzical/common';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  errorsExceptHttp,
  PHONE,
  screenshot,
  seriousA11yViolations,
  settled,
} from './support/browser';
import { found } from './support/found';
import { apiCall, apiToken, createActiveUser } from './support/server';
import { server, signedInPage, startServerAndBrowser } from './support/suite';

const teacher = { email: 'quizzes.teacher@example.com', password: 'a long teacher password' };
const freeTeacher = { email: 'free.teacher@example.com', password: 'another long password' };

let workDir: string;
let imagePath: string;
let context: BrowserContext;
let page: Page;
let errors: string[];
/** The quiz the teacher builds through the UI, then edits, starts, shares, stops and exports. */
let code = '';
let shareCode = '';

const api = <T = unknown>(token: string, path: string, method = 'GET', body?: unknown) =>
  apiCall<T>(server, token, path, { method, body });
let teacherToken: string | undefined;
const teacherApi = async <T = unknown>(path: string, method = 'GET', body?: unknown) => {
  teacherToken ??= await apiToken(server, teacher.email, teacher.password);
  return api<T>(teacherToken, path, method, body);
};

/** The dashboard row (table row on desktop) of a quiz, found by its code. */
const row = (title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function selectOnly(title: string) {
  await page.goto('/quizz');
  await row(title).getByRole('checkbox').check();
  await page.getByText('1 selected').waitFor();
}

startServerAndBrowser({ staff: teacher });

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'quizzical-quizzes-'));
  imagePath = join(workDir, 'blue.png');
  await writeFile(
    imagePath,
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer(),
  );
  ({ context, page, errors } = await signedInPage(teacher));
});

afterAll(async () => {
  await context?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe("the teacher's quizzes", () => {
  it('invites a new teacher to create a first quizz, and the dashboard and editor pass axe', async () => {
    await page.goto('/quizz');
    await page.getByRole('heading', { name: 'Create your first quizz' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Create a quizz' }).first().click();
    await page.waitForURL('**/create_quizz');
    await page.getByRole('textbox', { name: 'Title' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('creates a quizz with a formula and an image; the draft survives a reload and the checks speak', async () => {
    await page.goto('/create_quizz');
    await page.getByRole('textbox', { name: 'Title' }).fill('Fractions');
    await page.getByRole('textbox', { name: 'Description' }).fill('Halves and quarters');

    const first = page.getByTestId('question-card').nth(0);
    await first.getByRole('textbox', { name: 'Question' }).fill('What is $\\frac{1}{2}$ of 4?');
    // the live preview renders the formula with KaTeX
    await first.getByTestId('formula-preview').locator('.katex').first().waitFor();
    await first.getByRole('textbox', { name: 'A', exact: true }).fill('2');
    await first.getByRole('textbox', { name: 'B', exact: true }).fill('1');
    await first.getByRole('textbox', { name: 'C', exact: true }).fill('$\\sqrt{4}$');

    // the LaTeX help drawer inserts a command where the cursor was
    await first.getByRole('textbox', { name: 'D', exact: true }).click();
    await page.getByRole('button', { name: 'LaTeX help' }).click();
    await page.getByRole('button', { name: /^Greek letters/ }).click();
    await page.getByRole('button', { name: 'Insert \\pi', exact: true }).click();
    await expect(first.getByRole('textbox', { name: 'D', exact: true }).inputValue()).resolves.toBe('$\\pi$');
    await page.getByRole('button', { name: 'Close the LaTeX help' }).click();

    // a small image, uploaded and shown
    await first.locator('input[type="file"]').first().setInputFiles(imagePath);
    const preview = first.getByRole('img', { name: 'Small image of question 1' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/media\/uploads\/[a-f0-9]+-small\.(jpg|png)$/);

    // an image pasted anywhere in the app becomes "the pasted image" that an image field can use
    const pasted = (await readFile(imagePath)).toString('base64');
    await page.evaluate((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'clipboard.png', { type: 'image/png' }));
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, pasted);
    await first.getByRole('button', { name: 'Use the pasted image as the big image of question 1' }).click();
    const big = first.getByRole('img', { name: 'Big image of question 1' });
    await big.waitFor();
    expect(await big.getAttribute('src')).toMatch(/^\/media\/uploads\/[a-f0-9]+-big\.(jpg|png)$/);

    // an empty second question is refused with the spec's messages
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.quizQuestionsInvalid).waitFor();
    const second = page.getByTestId('question-card').nth(1);
    await expect(second.getByText(MESSAGES.fieldCannotBeEmpty).count()).resolves.toBe(3);

    // the draft is kept in the browser: a reload brings everything back
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((k) => k.startsWith('quizzical.quizDraft.') && k.endsWith('.create')),
    );
    await page.reload();
    await page.getByText('Your unsaved changes have been restored.').waitFor();
    await expect(page.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe('Fractions');
    await expect(page.getByTestId('question-card').count()).resolves.toBe(2);
    await page
      .getByTestId('question-card')
      .nth(0)
      .getByRole('img', { name: 'Small image of question 1' })
      .waitFor();

    const again = page.getByTestId('question-card').nth(1);
    await again.getByRole('textbox', { name: 'Question' }).fill('Which number is even?');
    await again.getByRole('textbox', { name: 'A', exact: true }).fill('3');
    await again.getByRole('textbox', { name: 'B', exact: true }).fill('4');
    await again.getByRole('radio', { name: 'B' }).check();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/quizz');
    await page.getByText('Your quizz has been created').waitFor();
    await row('Fractions').waitFor();
    const drafts = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('quizzical.quizDraft.')),
    );
    expect(drafts).toEqual([]);

    const [saved] = await teacherApi<Quiz[]>('/api/quizz');
    code = saved.code;
    shareCode = saved.share_code;
    const full = await teacherApi<Quiz>(`/api/quizz/${code}`);
    expect(full).toMatchObject({
      title: 'Fractions',
      description: 'Halves and quarters',
      duration: 15,
      status: 0,
    });
    expect(full.questions).toHaveLength(2);
    expect(full.questions[0]).toMatchObject({
      text: 'What is $\\frac{1}{2}$ of 4?',
      answer1: '2',
      answer3: '$\\sqrt{4}$',
      answer4: '$\\pi$',
      correct_answer: 1,
    });
    expect(full.questions[0].smallImageUrl).toMatch(/^\/media\/uploads\/.+-small\./);
    expect(full.questions[0].bigImageUrl).toMatch(/^\/media\/uploads\/.+-big\./);
    expect(full.questions[1]).toMatchObject({ text: 'Which number is even?', correct_answer: 2 });
    // the dashboard row: grey status chip, dd.MM.yyyy date, duration, 0 participants (never
    // blank), '---' answers without a number of students
    const cells = await row('Fractions').getByRole('cell').allInnerTexts();
    expect(cells.slice(2)).toEqual([
      'Not started',
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      '15 mn',
      '0',
      '---',
    ]);
  });

  it('edits the quizz from its title on the dashboard', async () => {
    await page.goto('/quizz');
    await page.getByRole('link', { name: 'Fractions', exact: true }).click();
    await page.waitForURL(`**/edit_quizz/${code}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title.inputValue()).resolves.toBe('Fractions');
    await title.fill('Fractions and halves');
    await page.getByRole('spinbutton', { name: 'Number of students' }).fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/quizz');
    await row('Fractions and halves').waitFor();
    const quiz = await teacherApi<Quiz>(`/api/quizz/${code}`);
    expect(quiz).toMatchObject({ title: 'Fractions and halves', number_students: 4 });
    expect(quiz.questions).toHaveLength(2);
    await expect(row('Fractions and halves').getByRole('cell').last().textContent()).resolves.toBe('0%');
    // opened again, the editor shows the quizz as saved, not an older copy
    await page.getByRole('link', { name: 'Fractions and halves', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe(
      'Fractions and halves',
    );
    await page.getByRole('link', { name: 'My quizzes' }).first().click();
    await page.waitForURL('**/quizz');
  });

  it('starts the quizz from the dashboard after confirmation and opens its results', async () => {
    await selectOnly('Fractions and halves');
    await page.getByRole('button', { name: MESSAGES.startQuizNow }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.startQuizNow });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`**/quizz/detail/${code}`);
    await expect(teacherApi(`/api/quizz/${code}`)).resolves.toMatchObject({ status: 1 });
    await page.goto('/quizz');
    await row('Fractions and halves').getByText('Started').waitFor();
  });

  it('shares the quizz: code, student link, QR code of size 5, share code and the public switch', async () => {
    await selectOnly('Fractions and halves');
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share “Fractions and halves”' });
    await dialog.getByText(code, { exact: true }).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Link for students' }).inputValue()).resolves.toBe(
      `${server.url}/q/${code}`,
    );
    await dialog.getByText(shareCode, { exact: true }).waitFor();

    const qr = dialog.getByRole('img', { name: `QR code of the link ${server.url}/q/${code}` });
    await qr.waitFor();
    const src = found(await qr.getAttribute('src'), 'the QR code image source');
    expect(src).toBe(`/image/quizz/qrcode/${code}/5`);
    const small = await sharp(await (await page.request.get(src)).body()).metadata();
    const large = await sharp(
      await (await page.request.get(`/image/quizz/qrcode/${code}/10`)).body(),
    ).metadata();
    // 5 pixels a module, a margin of 2 modules, and a QR version (21, 25, 29… modules)
    const width = found(small.width, 'the QR code width');
    expect(width).toBe(small.height);
    expect(width % 5).toBe(0);
    expect((width / 5 - 4 - 21) % 4).toBe(0);
    expect(large.width).toBe(width * 2);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(small.width);

    await dialog.getByLabel(/Public quizz/).check();
    await expect
      .poll(async () => (await teacherApi<Quiz>(`/api/quizz/${code}`)).public, { timeout: 5_000 })
      .toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // public now: listed for every teacher; staff may take it off the list
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('menuitem', { name: /Import from the public list/ }).click();
    const list = page.getByRole('dialog', { name: 'Import from the public list' });
    await list.getByText('1 uncertified quizzes').waitFor();
    await list.getByRole('heading', { name: 'Fractions and halves' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await list.getByRole('button', { name: 'Remove “Fractions and halves” from the public list' }).click();
    await list.getByText('0 uncertified quizzes').waitFor();
    await expect(teacherApi(`/api/quizz/${code}`)).resolves.toMatchObject({ public: false });
    await list.getByRole('button', { name: 'Close' }).click();
  });

  it('stops the quizz after the spec confirmation', async () => {
    await selectOnly('Fractions and halves');
    await page.getByRole('button', { name: 'Stop the quizz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close the quizz' });
    await dialog.getByText(MESSAGES.stopConfirm).waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(MESSAGES.quizStopped).waitFor();
    await row('Fractions and halves').getByText('Closed').waitFor();
    await expect(teacherApi(`/api/quizz/${code}`)).resolves.toMatchObject({ status: 2 });
  });

  it('duplicates the quizz, as a new quizz not started', async () => {
    await selectOnly('Fractions and halves');
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByText(MESSAGES.quizDuplicated).waitFor();
    await row('Fractions and halves (copy)').getByText('Not started').waitFor();
    // the search narrows the list
    await page.getByRole('searchbox', { name: 'Search' }).fill('copy');
    await row('Fractions and halves').waitFor({ state: 'detached' });
    await row('Fractions and halves (copy)').waitFor();
  });

  it('exports the quizz as Quizzical_export.xlsx with its questions', async () => {
    await selectOnly('Fractions and halves');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Quizzical_export.xlsx');
    const file = join(workDir, 'export.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      `${code} Settings`,
      `${code} Questions`,
      `${code} Results`,
    ]);
    const texts: string[] = [];
    found(workbook.getWorksheet(`${code} Questions`), 'the questions sheet').eachRow((r) => {
      r.eachCell((cell) => {
        texts.push(String(cell.value));
      });
    });
    expect(texts).toContain('What is $\\frac{1}{2}$ of 4?');
    expect(texts).toContain('Which number is even?');
  });

  it('deletes the copy after the spec confirmation', async () => {
    await selectOnly('Fractions and halves (copy)');
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText(MESSAGES.deleteConfirm).waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await row('Fractions and halves (copy)').waitFor({ state: 'detached' });
    const titles = (await teacherApi<Quiz[]>('/api/quizz')).map((q) => q.title);
    expect(titles).toEqual(['Fractions and halves']);
    await row('Fractions and halves').waitFor();
  });

  it('looks right on a phone: dashboard and editor', async () => {
    const phone = await signedInPage(teacher, PHONE);
    await phone.page.goto('/quizz');
    await phone.page.getByRole('link', { name: 'Fractions and halves' }).waitFor();
    // no sideways scrolling of the page itself
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(phone.page, 'quizzes-dashboard-phone');
    await phone.page.goto('/create_quizz');
    await phone.page.getByRole('textbox', { name: 'Title' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'quizzes-editor-phone');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
    expect(errors).toEqual([]);
  });
});

describe('importing and the free plan', () => {
  it('imports by share code, refuses an unknown code, and stops a free user at 5 active quizzes', async () => {
    await createActiveUser(server, { ...freeTeacher, first_name: 'Free', last_name: 'Teacher' });
    const token = await apiToken(server, freeTeacher.email, freeTeacher.password);
    const free = await signedInPage(freeTeacher);
    const p = free.page;

    await p.goto('/quizz');
    await p.getByRole('button', { name: 'Import a quizz' }).click();
    const dialog = p.getByRole('dialog', { name: 'Import a quizz with a code' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('NOSUCHCODE');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText(MESSAGES.importCodeInvalid).waitFor();
    await dialog.getByRole('textbox', { name: 'Code' }).fill(shareCode);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await p.getByText(MESSAGES.quizImported).waitFor();
    await p.getByRole('link', { name: 'Fractions and halves', exact: true }).waitFor();

    // 4 more active quizzes through the API: 5 in all
    for (let i = 1; i <= 4; i++) {
      await api(token, '/api/quizz', 'POST', {
        title: `Quick quizz ${i}`,
        questions: [{ text: `Question ${i}?`, answer1: 'Yes', answer2: 'No' }],
      });
    }
    await p.reload();
    await p.getByRole('link', { name: 'Quick quizz 4' }).waitFor();
    await p.getByRole('link', { name: 'Create a quizz' }).click();
    await p.getByRole('alert').filter({ hasText: MESSAGES.freePlanLimit }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/quizz');
    await p.getByRole('alert').getByRole('link', { name: 'See the plans' }).waitFor();

    // the server refuses too: a sixth quiz saved from the editor shows the same message
    await p.goto('/create_quizz');
    await p.getByRole('textbox', { name: 'Title' }).fill('One too many');
    const card = p.getByTestId('question-card').first();
    await card.getByRole('textbox', { name: 'Question' }).fill('Allowed?');
    await card.getByRole('textbox', { name: 'A', exact: true }).fill('No');
    await card.getByRole('textbox', { name: 'B', exact: true }).fill('Yes');
    const [answer] = await Promise.all([
      p.waitForResponse((r) => r.url().endsWith('/api/quizz') && r.request().method() === 'POST'),
      p.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(answer.status()).toBe(403);
    await p.getByRole('alert').filter({ hasText: MESSAGES.freePlanLimit }).first().waitFor();
    expect(new URL(p.url()).pathname).toBe('/create_quizz');
    await expect(api<Quiz[]>(token, '/api/quizz')).resolves.toHaveLength(5);

    expect(errorsExceptHttp(free.errors, [400, 403])).toEqual([]);
    await free.context.close();
  });
});

describe('the selection shows what the toolbar acts on', () => {
  /** Created in this order: newest first, F to B fill the first page and A is on the second. */
  const titles = ['Quiz A', 'Quiz B', 'Quiz C', 'Quiz D', 'Quiz E', 'Quiz F'];
  const selectionCount = () => page.getByRole('toolbar', { name: 'Actions on the selected quizzes' });
  const tick = (title: string) =>
    row(title)
      .getByRole('checkbox', { name: `Select ${title}` })
      .check();

  beforeAll(async () => {
    for (const title of titles) {
      const quiz = await teacherApi<Quiz>('/api/quizz', 'POST', {
        title,
        questions: [{ text: `${title}?`, answer1: 'Yes', answer2: 'No' }],
      });
      // A and B closed: the free plan allows 5 active quizzes
      if (title === 'Quiz A' || title === 'Quiz B') {
        await teacherApi(`/api/quizz/_start_now/${quiz.code}`, 'POST');
        await teacherApi(`/api/quizz/_stop_now/${quiz.code}`, 'POST');
      }
    }
  });

  it('drops from the selection a quizz that a search, a sort or another page hides', async () => {
    await page.goto('/quizz');
    // a search that hides the selected quiz
    await tick('Quiz E');
    await selectionCount().getByText('1 selected').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Quiz A');
    await row('Quiz E').waitFor({ state: 'detached' });
    await selectionCount().getByText('Select a quizz').waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await row('Quiz E').waitFor();
    expect(await row('Quiz E').getByRole('checkbox').isChecked()).toBe(false);

    // another page
    await tick('Quiz B');
    await selectionCount().getByText('1 selected').waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await row('Quiz A').waitFor();
    await selectionCount().getByText('Select a quizz').waitFor();
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await row('Quiz F').waitFor();

    // a sort that moves it to the second page
    await tick('Quiz F');
    await selectionCount().getByText('1 selected').waitFor();
    await page.getByRole('button', { name: 'Title', exact: true }).click();
    await row('Quiz F').waitFor({ state: 'detached' });
    await selectionCount().getByText('Select a quizz').waitFor();

    // "select all" selects the page's five rows, not the seven quizzes
    await page.getByRole('checkbox', { name: 'Select all quizzes' }).check();
    await selectionCount().getByText('5 selected').waitFor();
  });

  it('names in the delete and close confirmations the quizzes they act on', async () => {
    const codes = new Map((await teacherApi<Quiz[]>('/api/quizz')).map((q) => [q.title, q.code]));
    await teacherApi(`/api/quizz/_start_now/${codes.get('Quiz C')}`, 'POST');
    await page.goto('/quizz');
    await tick('Quiz B');
    await tick('Quiz D');
    await page.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Are you sure?' });
    await remove.getByText(MESSAGES.deleteConfirm).waitFor();
    const listed = remove.getByRole('list', { name: 'The quizzes to delete' }).getByRole('listitem');
    expect((await listed.allInnerTexts()).map((t) => t.trim())).toEqual([
      `Quiz B ${codes.get('Quiz B')}`,
      `Quiz D ${codes.get('Quiz D')}`,
    ]);
    await page.setViewportSize(PHONE);
    await settled(page);
    await screenshot(page, 'quizzes-delete-names-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await remove.getByRole('button', { name: 'No' }).click();
    await remove.waitFor({ state: 'hidden' });

    await page.getByRole('checkbox', { name: 'Select Quiz B' }).uncheck();
    await page.getByRole('checkbox', { name: 'Select Quiz D' }).uncheck();
    await tick('Quiz C');
    await page.getByRole('button', { name: 'Stop the quizz' }).click();
    const close = page.getByRole('dialog', { name: 'Close the quizz' });
    await close.getByText(MESSAGES.stopConfirm).waitFor();
    await close.getByRole('list', { name: 'The quizz to close' }).getByText('Quiz C').waitFor();
    await settled(page);
    await screenshot(page, 'quizzes-delete-names-desktop');
    await close.getByRole('button', { name: 'No' }).click();
    // nothing was deleted nor stopped
    const after = await teacherApi<Quiz[]>('/api/quizz');
    expect(after.filter((q) => titles.includes(q.title)).map((q) => [q.title, q.status])).toEqual([
      ['Quiz F', 0],
      ['Quiz E', 0],
      ['Quiz D', 0],
      ['Quiz C', 1],
      ['Quiz B', 2],
      ['Quiz A', 2],
    ]);
  });

  it('labels the toolbar actions with words on a phone', async () => {
    const phone = await signedInPage(teacher, PHONE);
    await phone.page.goto('/quizz');
    await phone.page.getByRole('checkbox', { name: 'Select Quiz F' }).check();
    const toolbar = phone.page.getByRole('toolbar', { name: 'Actions on the selected quizzes' });
    const words = ['Start', 'Stop', 'Live', 'Duplicate', 'Share', 'Excel', 'Moodle', 'Delete'];
    for (const word of words) {
      // the word in the button, not the hint beside it
      const label = toolbar.locator('button').getByText(word, { exact: true });
      expect(await label.isVisible(), word).toBe(true);
      // inside its button, whose name contains it
      const name = await label.evaluate((el) => el.closest('button')?.getAttribute('aria-label') ?? '');
      expect(name.toLowerCase()).toContain(word.toLowerCase());
    }
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(phone.page, 'quizzes-toolbar-phone', { fullPage: false });
    // on a desktop the hints name the icons; the words stay out of the row
    const start = toolbar.locator('button').getByText('Start', { exact: true });
    await phone.page.setViewportSize(DESKTOP);
    expect(await start.isVisible()).toBe(false);
    await screenshot(phone.page, 'quizzes-toolbar-desktop', { fullPage: false });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
