import type { Quiz } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createTestApp, type TestApp } from '../../../test/test-app';
import { callerOf } from '../../../test/test-calls';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createActiveUser>>;
let other: Awaited<ReturnType<typeof createActiveUser>>;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await createActiveUser(t, 'export-teacher@example.com');
  other = await createActiveUser(t, 'export-other@example.com');
});
afterAll(() => t.close());

const call = callerOf(() => t);

const QUESTIONS = [
  { text: 'What is $\\frac{1}{2} + \\frac{1}{2}$?', answer1: '$1$', answer2: '{2}', correct_answer: 1 },
  { text: 'Pick C: a~b=c#d', answer1: 'a', answer2: 'b', answer3: 'c:', answer4: 'd', correct_answer: 3 },
];

const fileOf = (res: { json: () => { filename: string; file: string } }) => ({
  filename: res.json().filename,
  bytes: Buffer.from(res.json().file, 'base64'),
});

describe('exporting questions for Moodle', () => {
  it('writes Moodle XML, GIFT and Aiken on request, and the spec xlsx by default', async () => {
    const quiz = (
      await call('POST', '/api/quizz', { title: 'Bank', questions: QUESTIONS }, teacher.auth)
    ).json<Quiz>();
    const url = `/api/quizz/_export/${quiz.code}`;
    const xml = fileOf(await call('GET', `${url}?format=moodlexml`, undefined, teacher.auth));
    expect(xml.filename).toBe('Quizzical_export.xml');
    expect(xml.bytes.toString()).toContain(
      '<questiontext format="html"><text>What is \\(\\frac{1}{2} + \\frac{1}{2}\\)?</text></questiontext>',
    );
    const gift = fileOf(await call('GET', `${url}?format=gift`, undefined, teacher.auth));
    expect(gift.filename).toBe('Quizzical_export.gift.txt');
    expect(gift.bytes.toString()).toContain(
      '::Q2::[html]Pick C\\: a\\~b\\=c\\#d {\n\t~a\n\t~b\n\t=c\\:\n\t~d\n}',
    );
    const aiken = fileOf(await call('GET', `${url}?format=aiken`, undefined, teacher.auth));
    expect(aiken.bytes.toString()).toContain('Pick C: a~b=c#d\nA. a\nB. b\nC. c:\nD. d\nANSWER: C\n');
    const xlsx = fileOf(await call('GET', url, undefined, teacher.auth));
    expect(xlsx.filename).toBe('Quizzical_export.xlsx');
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it("refuses an unknown format with 400 and hides others' quizzes behind 404", async () => {
    const quiz = (
      await call('POST', '/api/quizz', { title: 'Mine', questions: QUESTIONS }, teacher.auth)
    ).json<Quiz>();
    expect(
      (await call('GET', `/api/quizz/_export/${quiz.code}?format=qti`, undefined, teacher.auth)).statusCode,
    ).toBe(400);
    for (const format of ['moodlexml', 'gift', 'aiken']) {
      const res = await call(
        'GET',
        `/api/quizz/_export/${quiz.code}?format=${format}`,
        undefined,
        other.auth,
      );
      expect(res.statusCode, format).toBe(404);
    }
    expect((await call('GET', `/api/quizz/_export/${quiz.code}?format=gift`)).statusCode).toBe(401);
  });
});
