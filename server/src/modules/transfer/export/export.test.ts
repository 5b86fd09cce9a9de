import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Quiz } from '@quizzical/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, t } from '../../../test/file-app';
import { type ActiveUser, createActiveUser } from '../../../test/test-app';
import { multipartForm } from '../../../test/test-calls';

startTestApp();
let teacher: ActiveUser;
let other: ActiveUser;

beforeAll(async () => {
  teacher = await createActiveUser(t, 'export-teacher@example.com');
  other = await createActiveUser(t, 'export-other@example.com');
});

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

const TYPED = [
  { type: 'true_false', text: 'Is water wet?', correct_answer: 1, explanation: 'It is.' },
  {
    type: 'multiple',
    text: 'Even?',
    answer1: '2',
    answer2: '3',
    answer3: '4',
    correct_answers: [1, 3],
    partial_credit: false,
  },
  { type: 'text', text: 'Capital of Italy?', accepted_answers: ['Rome', 'Roma'], case_sensitive: true },
  { type: 'numeric', text: 'Half of 5?', correct_value: 2.5, tolerance: 0.1 },
  { type: 'ordering', text: 'Order', answer1: 'one', answer2: 'two', answer3: 'three' },
  { type: 'poll', text: 'Tea or coffee?', answer1: 'Tea', answer2: 'Coffee' },
];

/** POST /api/quizz/_import_file with `data` as the file. */
function importFile(data: Buffer, format: string) {
  const form = multipartForm({ fields: { format }, file: { name: 'bank', content: data } });
  return call('POST', '/api/quizz/_import_file', form.payload, {
    ...teacher.auth,
    'content-type': form.contentType,
  });
}

describe('exporting every type', () => {
  it('says which questions each format cannot hold and what it wrote otherwise, by code', async () => {
    const quiz = (
      await call('POST', '/api/quizz', { title: 'Types', questions: [QUESTIONS[0], ...TYPED] }, teacher.auth)
    ).json<Quiz>();
    const notices = async (format: string) =>
      (await call('GET', `/api/quizz/_export/${quiz.code}?format=${format}`, undefined, teacher.auth)).json()
        .notices;
    expect(await notices('moodlexml')).toEqual([
      { code: 'export.partial_credit_only', quiz: 'Types', question: 3 },
      { code: 'export.type_not_held', quiz: 'Types', question: 7, type: 'poll' },
    ]);
    expect(await notices('gift')).toEqual([
      { code: 'export.partial_credit_only', quiz: 'Types', question: 3 },
      { code: 'export.case_not_held', quiz: 'Types', question: 4 },
      { code: 'export.type_not_held', quiz: 'Types', question: 6, type: 'ordering' },
      { code: 'export.type_not_held', quiz: 'Types', question: 7, type: 'poll' },
    ]);
    expect(await notices('aiken')).toContainEqual({ code: 'export.explanations_left_out', count: 1 });
    const aikenLeftOut = (await notices('aiken')).filter(
      (n: { code: string }) => n.code === 'export.type_not_held',
    );
    expect(aikenLeftOut.map((n: { type?: string }) => n.type)).toEqual([
      'multiple',
      'text',
      'numeric',
      'ordering',
      'poll',
    ]);
    expect(await notices('csv')).toEqual([]);
    expect(await notices('xlsx')).toEqual([]);
  });

  it('embeds images in Moodle XML and reads them back; a format without images counts them', async () => {
    const moodle = readFileSync(join(import.meta.dirname, '..', 'import', 'fixtures', 'moodle-bank.xml'));
    const imported = await importFile(moodle, 'moodlexml');
    expect(imported.statusCode).toBe(201);
    const { code } = imported.json();
    const xml = fileOf(
      await call('GET', `/api/quizz/_export/${code}?format=moodlexml`, undefined, teacher.auth),
    );
    const text = xml.bytes.toString();
    expect(text).toMatch(/&lt;img src="@@PLUGINFILE@@\/[0-9a-f]{32}-big\.(jpg|png)"/);
    expect(text).toMatch(
      /<file name="[0-9a-f]{32}-big\.(jpg|png)" path="\/" encoding="base64">[A-Za-z0-9+/=]{40,}<\/file>/,
    );
    // read back through the upload checks: the same questions, the image stored again
    const again = await importFile(xml.bytes, 'moodlexml');
    expect(again.statusCode).toBe(201);
    const copy = (await call('GET', `/api/quizz/${again.json().code}`, undefined, teacher.auth)).json<Quiz>();
    const original = (await call('GET', `/api/quizz/${code}`, undefined, teacher.auth)).json<Quiz>();
    expect(copy.questions[0]?.bigImageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-big\.(jpg|png)$/);
    const strip = ({ id: _id, smallImageUrl: _s, bigImageUrl: _b, ...rest }: Quiz['questions'][number]) =>
      rest;
    expect(copy.questions.map(strip)).toEqual(original.questions.map(strip));
    const gift = await call('GET', `/api/quizz/_export/${code}?format=gift`, undefined, teacher.auth);
    expect(gift.json().notices).toContainEqual({ code: 'export.images_left_out', count: 1 });
  });
});
