import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, settled } from './support/browser';
import { apiCall, apiToken, createActiveUser } from './support/server';
import { server, signedInPage, startServerAndBrowser } from './support/suite';

/** A class's results to a spreadsheet in one click, and a quiz's questions out for Moodle. */
const teacher = { email: 'export.teacher@example.com', password: 'a long export password' };

let code: string;

startServerAndBrowser();

beforeAll(async () => {
  await createActiveUser(server, teacher);
  const token = await apiToken(server, teacher.email, teacher.password);
  const quiz = await apiCall<{ code: string; questions: { id: number }[] }>(server, token, '/api/quizz', {
    method: 'POST',
    body: {
      title: 'Gradebook quizz',
      anonymous: false,
      questions: [
        { text: 'Solve $2x = 4$.', answer1: '$x = 2$', answer2: '$x = 8$', correct_answer: 1 },
        { text: 'Capital of {Switzerland}?', answer1: 'Bern', answer2: 'Zurich', correct_answer: 1 },
      ],
    },
  });
  code = quiz.code;
  await apiCall(server, token, `/api/quizz/_start_now/${code}`, { method: 'POST' });
  // one student answers A then B and ends
  const started = await apiCall<{ response: { session_id: string } }>(
    server,
    null,
    `/api/quizz/response/_start/${code}`,
    { method: 'POST', body: { firstName: 'Ada', lastName: '=Lovelace' } },
  );
  const session = started.response.session_id;
  for (const [i, answer] of [1, 2].entries()) {
    await apiCall(server, null, `/api/quizz/response/_save/${code}?session_id=${session}`, {
      method: 'POST',
      body: { key: quiz.questions[i]?.id, answer },
    });
  }
  await apiCall(server, null, `/api/quizz/response/_end/${code}/${session}`, { method: 'POST', body: {} });
});

/** The teacher's dashboard on a screen of `viewport`, the gradebook quiz selected. */
async function dashboardWithQuizSelected(viewport: typeof DESKTOP) {
  const opened = await signedInPage(teacher, viewport);
  await opened.page.goto('/quizz');
  await opened.page
    .getByRole('checkbox', { name: /Gradebook quizz/ })
    .first()
    .check();
  return opened;
}

describe('exporting from the browser', () => {
  it("'Export results' saves the class's results as an .xlsx with the item analysis", async () => {
    // the dashboard's toolbar with the Moodle export beside 'Export to Excel'
    const { page, context, errors } = await dashboardWithQuizSelected(DESKTOP);
    await page.getByRole('button', { name: 'Export the questions for Moodle' }).waitFor();
    await settled(page);
    await screenshot(page, 'transfer-export-dashboard', { fullPage: false });
    await page.goto(`/quizz/detail/${code}`);
    await page.getByRole('heading', { level: 1, name: 'Gradebook quizz' }).waitFor();
    await page.getByRole('button', { name: 'Export results' }).click();
    await page.getByRole('menuitem', { name: /Excel \(\.xlsx\)/ }).waitFor();
    await settled(page);
    await screenshot(page, 'transfer-export-results-menu', { fullPage: false });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel \(\.xlsx\)/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Quizzical_results_${code}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const results = workbook.getWorksheet('Results');
    expect(results?.getRow(1).getCell(10).value).toBe('Q1');
    // times in the teacher's time zone, which the header names (the browser's own)
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(results?.getRow(1).getCell(6).value).toBe(`Start (${zone})`);
    expect([1, 2, 3, 5, 9, 10, 11].map((c) => results?.getRow(2).getCell(c).value)).toEqual([
      1,
      'Ada',
      "'=Lovelace",
      'Finished',
      50,
      'A',
      'B',
    ]);
    const analysis = workbook.getWorksheet('Item analysis');
    expect(analysis?.getRow(2).getCell(1).value).toBe('Q1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the dashboard exports the selected quiz as GIFT for Moodle (phone)', async () => {
    const { page, context, errors } = await dashboardWithQuizSelected(PHONE);
    await page.getByText('1 selected').waitFor();
    await page.getByRole('button', { name: 'Export the questions for Moodle' }).click();
    await page.getByRole('menuitem', { name: /GIFT/ }).waitFor();
    await settled(page);
    await screenshot(page, 'transfer-export-moodle-menu-phone', { fullPage: false });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /GIFT/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Quizzical_export.gift.txt');
    const gift = await readFile(await download.path(), 'utf8');
    expect(gift).toContain('$CATEGORY: $course$/top/Gradebook quizz');
    expect(gift).toContain('::Q2::[html]Capital of \\{Switzerland\\}? {\n\t=Bern\n\t~Zurich\n}');
    // the results page's actions on a phone
    await page.goto(`/quizz/detail/${code}`);
    await page.getByRole('button', { name: 'Export results' }).waitFor();
    await settled(page);
    await screenshot(page, 'transfer-export-results-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
