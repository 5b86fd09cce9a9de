import { orderingPresentation, toPresentedOrder } from '@quizzical/common';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { call, startTestApp, t } from '../../test/file-app';
import { createActiveUser } from '../../test/test-app';
import { createQuiz, createStartedQuiz, startAndAnswer } from '../../test/test-calls';
import { neutralised } from './results.presenters';

startTestApp();

const QUESTIONS = [
  { text: 'What is $\\frac{1}{2} + \\frac{1}{2}$?', answer1: '$1$', answer2: '{2}', correct_answer: 1 },
  { text: 'Pick C: a~b=c#d', answer1: 'a', answer2: 'b', answer3: 'c:', answer4: 'd', correct_answer: 3 },
];
/** Students in start order; names that a spreadsheet would read as formulas. */
const STUDENTS = [
  { first: 'Ada', last: 'Lovelace', number: '-12', answers: [1, 3] }, // 100 %
  { first: '=HYPERLINK("http://x")', last: '+Plus', number: '@s', answers: [2, 3] }, // 50 %
  { first: 'Cy', last: 'Open', number: '7', answers: [1, null], end: false }, // 50 %, not finished
];

/** A started quiz with the students' answers, of a teacher of its own (the free plan runs one at a time). */
async function seededQuiz() {
  const owner = await createActiveUser(t);
  const quiz = await createQuiz(t, owner.auth, {
    title: 'Export me',
    anonymous: false,
    questions: QUESTIONS,
  });
  expect((await call('POST', `/api/quizz/_start_now/${quiz.code}`, undefined, owner.auth)).statusCode).toBe(
    200,
  );
  for (const s of STUDENTS) {
    t.clock.advance(60_000);
    const session = await startAndAnswer(
      call,
      quiz,
      { firstName: s.first, lastName: s.last, studentNumber: s.number },
      s.answers,
    );
    t.clock.advance(90_000);
    if (s.end !== false) await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {});
  }
  return { quiz, owner };
}

const fileOf = (res: { json: () => { filename: string; file: string } }) => ({
  filename: res.json().filename,
  bytes: Buffer.from(res.json().file, 'base64'),
});

describe('exporting results for a gradebook', () => {
  it('writes one row per participant, best first, with letters and formula-like names neutralised (csv)', async () => {
    const { quiz, owner } = await seededQuiz();
    const res = await call(
      'GET',
      `/api/quizz/${quiz.code}/responses/_export?format=csv`,
      undefined,
      owner.auth,
    );
    expect(res.statusCode).toBe(200);
    const { filename, bytes } = fileOf(res);
    expect(filename).toBe(`Quizzical_results_${quiz.code}.csv`);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Rank,First name,Last name,Student number,Status,Start (UTC),End (UTC),Duration (min),Score (%),Q1,Q2,Comment,Rating',
    );
    expect(lines[1]).toMatch(
      /^1,Ada,Lovelace,'-12,Finished,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,[^,]+,1.5,100,A,C,,$/,
    );
    expect(lines[2]).toMatch(
      /^2,"'=HYPERLINK\(""http:\/\/x""\)",'\+Plus,'@s,Finished,[^,]+,[^,]+,1.5,50,B,C,,$/,
    );
    // still answering: listed and marked, not ranked, no end
    expect(lines[3]).toMatch(/^,Cy,Open,7,Still answering,[^,]+,,,50,A,,,$/);
    expect(lines).toHaveLength(5);
  });

  it('writes the xlsx with the participants and a sheet of item analysis and KR-20', async () => {
    const { quiz, owner } = await seededQuiz();
    const res = await call('GET', `/api/quizz/${quiz.code}/responses/_export`, undefined, owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    const { filename, bytes } = fileOf(res);
    expect(filename).toBe(`Quizzical_results_${quiz.code}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const results = workbook.getWorksheet('Results');
    const analysis = workbook.getWorksheet('Item analysis');
    if (!results || !analysis) throw new Error('expected both sheets');
    expect(results.rowCount).toBe(4);
    expect(results.getRow(2).getCell(2).value).toBe('Ada');
    expect(results.getRow(2).getCell(9).value).toBe(100);
    expect(results.getRow(2).getCell(8).value).toBe(1.5);
    const injected = results.getRow(3).getCell(2);
    expect(injected.type).toBe(ExcelJS.ValueType.String);
    expect(injected.value).toBe('\'=HYPERLINK("http://x")');
    expect(results.getRow(3).getCell(10).value).toBe('B');
    expect(results.getRow(4).getCell(1).value).toBe(null);
    // two finished participants: Q1 answered right by one (A), Q2 by both (C)
    const q1 = analysis.getRow(2);
    expect([1, 2, 3].map((c) => q1.getCell(c).value)).toEqual(['Q1', 'A', 0.5]);
    expect([6, 7, 8, 9].map((c) => q1.getCell(c).value)).toEqual([0.5, 0.5, 0, 0]);
    expect(analysis.getRow(3).getCell(3).value).toBe(1);
    const rows = analysis.getSheetValues().filter((row) => Array.isArray(row));
    expect(rows).toContainEqual([undefined, 'n (finished participants)', 2]);
    expect(rows.find((row) => Array.isArray(row) && row[1] === 'KR-20')).toBeDefined();
  });

  it("writes the same participants' table as 'Export to Excel', times in the teacher's named time zone", async () => {
    const { quiz, owner } = await seededQuiz();
    const get = async (url: string) => {
      const res = await call('GET', url, undefined, owner.auth);
      expect(res.statusCode, res.body).toBe(200);
      const { bytes } = fileOf(res);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
      return workbook;
    };
    const tz = 'Europe/Zurich';
    const gradebook = (await get(`/api/quizz/${quiz.code}/responses/_export?tz=${tz}`)).getWorksheet(
      'Results',
    );
    const spec = (await get(`/api/quizz/_export/${quiz.code}?tz=${tz}`)).getWorksheet(`${quiz.code} Results`);
    if (!gradebook || !spec) throw new Error('expected both Results sheets');
    const values = (sheet: ExcelJS.Worksheet) => sheet.getSheetValues().filter((row) => Array.isArray(row));
    expect(values(spec)).toEqual(values(gradebook));
    expect(gradebook.getRow(1).getCell(6).value).toBe('Start (Europe/Zurich)');
    expect(gradebook.getRow(4).getCell(5).value).toBe('Still answering');
    // Ada's start in Zurich's time: the report's UTC instant, written as a Zurich wall clock
    const report = (await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, owner.auth)).json();
    const adaStart = new Date(report.raw_data[0].start_date);
    expect(gradebook.getRow(2).getCell(6).value).toBe(adaStart.toLocaleString('sv-SE', { timeZone: tz }));

    const unknown = await call(
      'GET',
      `/api/quizz/${quiz.code}/responses/_export?tz=Mars/Olympus`,
      undefined,
      owner.auth,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ tz: ['Not a known time zone.'] });
    const utc = await get(`/api/quizz/${quiz.code}/responses/_export`);
    expect(utc.getWorksheet('Results')?.getRow(1).getCell(6).value).toBe('Start (UTC)');
  });

  it('is for the owner only: 404 for another teacher, 401 without sign-in, 400 for an unknown format', async () => {
    const { quiz, owner } = await seededQuiz();
    // signed in after the seeding, which moves the clock past older tokens' lifetime
    const stranger = await createActiveUser(t);
    const url = `/api/quizz/${quiz.code}/responses/_export`;
    expect((await call('GET', url, undefined, stranger.auth)).statusCode).toBe(404);
    expect((await call('GET', `${url}?format=csv`, undefined, stranger.auth)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', `${url}?format=pdf`, undefined, owner.auth)).statusCode).toBe(400);
    expect((await call('GET', url, undefined, owner.auth)).statusCode).toBe(200);
  });
});

/** One question of every type, and a student's answer to each as the API takes it. */
const EVERY_TYPE = [
  { text: 'Capital of Switzerland?', answer1: 'Bern', answer2: 'Zurich', correct_answer: 1 },
  { type: 'true_false', text: 'The earth is flat.', correct_answer: 2 },
  { type: 'true_false', text: 'Water is wet.', correct_answer: 1 },
  { type: 'multiple', text: 'Primes?', answer1: '2', answer2: '4', answer3: '5', correct_answers: [1, 3] },
  { type: 'text', text: 'Capital of France?', accepted_answers: ['Paris', 'paris'] },
  { type: 'numeric', text: 'g in m/s²?', correct_value: 9.81, tolerance: 0.05 },
  { type: 'ordering', text: 'Smallest first', answer1: 'one', answer2: 'two', answer3: 'three' },
  { type: 'poll', text: 'Did you like it?', answer1: 'Yes', answer2: 'No' },
];

describe('every question type in the results export', () => {
  it("reads each answer and each key in the teacher's language: true/false as words, not letters", async () => {
    const owner = await createActiveUser(t, undefined, undefined, { language: 'fr' });
    const quiz = await createStartedQuiz(t, owner.auth, {
      title: 'Types',
      anonymous: true,
      questions: EVERY_TYPE,
    });
    const session: string = (await call('POST', `/api/quizz/response/_start/${quiz.code}`, {})).json()
      .response.session_id;
    const ids = quiz.questions.map((q) => q.id);
    // the ordering is sent in this session's presented slots: the items two, one, three
    const order = toPresentedOrder(orderingPresentation(session, ids[6], 3), [2, 1, 3]);
    const answers = [2, 2, 1, [1, 3], '=Paris', -3.5, order, 1];
    for (const [i, answer] of answers.entries()) {
      const saved = await call('POST', `/api/quizz/response/_save/${quiz.code}?session_id=${session}`, {
        key: ids[i],
        answer,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {});

    const csv = await call(
      'GET',
      `/api/quizz/${quiz.code}/responses/_export?format=csv`,
      undefined,
      owner.auth,
    );
    const [header, row] = fileOf(csv)
      .bytes.toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toMatch(/,Q1,Q2,Q3,Q4,Q5,Q6,Q7,Q8,/);
    expect(row).toContain(`,B,Faux,Vrai,"A, C",'=Paris,-3.5,B > A > C,A,`);
    const first = header.split(',').indexOf('Q1');

    const xlsx = await call('GET', `/api/quizz/${quiz.code}/responses/_export`, undefined, owner.auth);
    const workbook = new ExcelJS.Workbook();
    const { bytes } = fileOf(xlsx);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const [results, analysis] = workbook.worksheets;
    const answered = results.getRow(2).values as unknown[];
    expect(answered.slice(first + 1, first + 9)).toEqual([
      'B',
      'Faux',
      'Vrai',
      'A, C',
      "'=Paris",
      -3.5,
      'B > A > C',
      'A',
    ]);
    const keys = [2, 3, 4, 5, 6, 7, 8, 9].map((r) => analysis.getRow(r).getCell(2).value);
    expect(keys).toEqual(['A', 'Faux', 'Vrai', 'A, C', 'Paris | paris', '9.81 ± 0.05', 'A > B > C', null]);

    // 'Export to Excel': its Questions sheet reads each key the same way
    const spec = await call('GET', `/api/quizz/_export/${quiz.code}`, undefined, owner.auth);
    const specBytes = fileOf(spec).bytes;
    const specBook = new ExcelJS.Workbook();
    await specBook.xlsx.load(
      specBytes.buffer.slice(specBytes.byteOffset, specBytes.byteOffset + specBytes.byteLength),
    );
    const questionsSheet = specBook.worksheets[1];
    const rows = [2, 3, 4, 5, 6, 7, 8, 9].map((r) => questionsSheet.getRow(r).values as unknown[]);
    expect(rows.map((row) => row[7])).toEqual(keys.map((key) => key ?? ''));
    expect(rows[1].slice(3, 5)).toEqual(['Vrai', 'Faux']);
  });
});

describe('cells of the results export', () => {
  it('never start with a character that makes a formula', () => {
    for (const value of ['=1+1', '+33', '-2', '@SUM(A1)', '\t=x', '\r=x']) {
      expect(neutralised(value)).toBe(`'${value}`);
    }
    expect(neutralised('Ada')).toBe('Ada');
    expect(neutralised('')).toBe('');
  });
});
