import { FIELD_MESSAGES, type Quiz } from '@quizzical/common';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { call, startTestApp, t } from '../test/file-app';
import { createActiveUser, createStaffUser, found } from '../test/test-app';
import { startAndAnswer } from '../test/test-calls';

/**
 * The classroom's language on the server: an account's language (sign-up from Accept-Language, PATCH
 * me), its e-mails and spreadsheets in it, lookups in the request's language (Accept-Language or
 * `?lang=`), and the content language of quizzes and market questions. English stays the spec's.
 */
startTestApp();

const get = (url: string, headers: Record<string, string> = {}) => call('GET', url, undefined, headers);

async function workbookOf(res: { json: () => { filename: string; file: string } }) {
  const workbook = new ExcelJS.Workbook();
  const bytes = Buffer.from(res.json().file, 'base64');
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return workbook;
}
const headerOf = (sheet: ExcelJS.Worksheet | undefined) =>
  (found(sheet, 'a sheet').getRow(1).values as unknown[]).slice(1);

describe("an account's language", () => {
  it('comes from the sign-up request’s Accept-Language, and the activation mail speaks it', async () => {
    const res = await call(
      'POST',
      '/auth/users/',
      { email: 'claire@example.com', password: 'correct horse battery', first_name: 'Claire' },
      { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.8' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().language).toBe('fr');
    const mail = found(
      (await t.mails()).find((m) => m.to.includes('claire@example.com')),
      'the activation mail',
    );
    expect(mail.subject).toBe('Activez votre compte Quizzical');
    expect(mail.text).toMatch(/^Bonjour Claire,\n\nBienvenue sur Quizzical !/);
    expect(mail.text).toContain('Le lien est valable 3 jours et ne peut être utilisé qu’une seule fois.');
    expect(mail.text).toMatch(/http:\/\/quizzical\.test\/activate\/[^/\s]+\/[^/\s]+/);
  });

  it('is English for a browser asking none of the six, and the body’s choice wins over the header', async () => {
    const japanese = await call(
      'POST',
      '/auth/users/',
      { email: 'ken@example.com', password: 'correct horse battery' },
      { 'accept-language': 'ja' },
    );
    expect(japanese.json().language).toBe('en');
    const chosen = await call(
      'POST',
      '/auth/users/',
      { email: 'lena@example.com', password: 'correct horse battery', language: 'de' },
      { 'accept-language': 'fr' },
    );
    expect(chosen.json().language).toBe('de');
    const mail = found(
      (await t.mails()).find((m) => m.to.includes('lena@example.com')),
      'the activation mail',
    );
    expect(mail.subject).toBe('Aktivieren Sie Ihr Quizzical-Konto');
  });

  it('is read and changed through /auth/users/me/, and a language outside the six is refused', async () => {
    const teacher = await createActiveUser(t);
    expect((await get('/auth/users/me/', teacher.auth)).json().language).toBe('en');
    const changed = await call('PATCH', '/auth/users/me/', { language: 'it' }, teacher.auth);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe('it');
    expect((await get('/auth/users/me/', teacher.auth)).json().language).toBe('it');

    const wrong = await call('PATCH', '/auth/users/me/', { language: 'xx' }, teacher.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ language: [FIELD_MESSAGES.invalidLanguage] });
    expect(wrong.headers['quizzical-error-code']).toBe('request.validation');
    expect((await get('/auth/users/me/', teacher.auth)).json().language).toBe('it');
  });

  it('sends the password reset link in the account’s language, whatever the asking browser says', async () => {
    const teacher = await createActiveUser(t, 'jonas@example.com', 'correct horse battery', {
      first_name: 'Jonas',
      language: 'de',
    });
    const asked = await call(
      'POST',
      '/auth/users/reset_password/',
      { email: teacher.email },
      { 'accept-language': 'en' },
    );
    expect(asked.statusCode).toBe(204);
    const mail = found(
      (await t.mails()).filter((m) => m.to.includes(teacher.email)).at(-1),
      'the reset mail',
    );
    expect(mail.subject).toBe('Setzen Sie Ihr Quizzical-Passwort zurück');
    expect(mail.text).toMatch(/^Hallo Jonas,\n\njemand hat verlangt/);
    expect(mail.text).toMatch(/\/password\/reset\/confirm\/[^/\s]+\/[^/\s]+/);
  });
});

describe('lookups in the request’s language', () => {
  it('answers themes, levels and types by Accept-Language, ?lang= first, English otherwise', async () => {
    const german = await get('/api/themes', { 'accept-language': 'de-CH, de;q=0.9' });
    expect(german.statusCode).toBe(200);
    expect(german.headers.vary).toMatch(/Accept-Language/);
    expect(german.json()[0]).toEqual({ id: 1, name: 'Mathematik' });
    expect((await get('/api/themes?lang=fr', { 'accept-language': 'de' })).json()[0]).toEqual({
      id: 1,
      name: 'Mathématiques',
    });
    expect((await get('/api/levels?lang=it')).json()[0]).toEqual({ id: 1, name: 'Scuola primaria' });
    expect((await get('/api/types', { 'accept-language': 'es' })).json()[0]).toEqual({
      id: 1,
      name: 'Conocimiento',
    });
    expect((await get('/api/themes', { 'accept-language': 'ja' })).json()[0]).toEqual({
      id: 1,
      name: 'Mathematics',
    });
    expect((await get('/api/themes?lang=xx')).json()[0].name).toBe('Mathematics');
  });

  it('answers the FAQ, the terms and the LaTeX categories in the asked language, same ids and order', async () => {
    const english = (await get('/api/faq/categories')).json();
    const french = (await get('/api/faq/categories', { 'accept-language': 'fr' })).json();
    expect(french.map((c: { id: number }) => c.id)).toEqual(english.map((c: { id: number }) => c.id));
    expect(french[0].name).toBe('Premiers pas');
    expect(french[0].entries[0].title).toBe('Qu’est-ce que Quizzical ?');
    expect(english[0].entries[0].title).toBe('What is Quizzical?');

    const terms = (await get('/api/terms?lang=pt')).json();
    expect(terms[0].title).toBe('1. Âmbito e operador');
    expect((await get('/api/terms')).json()[0].title).toBe('1. Scope and operator');

    const latex = (await get('/api/latex/categories?lang=de')).json();
    expect(latex[0].name).toBe('Griechische Buchstaben');
    expect(latex[0].commands[0].command).toBe('\\alpha');
  });

  it('names the countries from CLDR in German, sorted as German sorts them', async () => {
    const countries: Record<string, string> = (await get('/api/countries/?lang=de')).json();
    expect(countries.CH).toBe('Schweiz');
    expect(countries.DE).toBe('Deutschland');
    expect(countries.AT).toBe('Österreich');
    const names = Object.values(countries);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(Object.keys(countries)).toHaveLength(249);
    expect(((await get('/api/countries/')).json() as Record<string, string>).CH).toBe('Switzerland');
  });

  it('labels the legal notice in the asked language', async () => {
    const legal = (await get('/api/legal', { 'accept-language': 'de' })).json();
    expect(legal.labels).toMatchObject({ title: 'Impressum', address: 'Adresse' });
    expect((await get('/api/legal')).json().labels.title).toBe('Legal notice');
  });
});

describe('content language and the teacher’s spreadsheets', () => {
  const QUESTIONS = [
    { text: 'Capitale de la Suisse ?', answer1: 'Berne', answer2: 'Genève', correct_answer: 1 },
  ];

  it('gives a new quiz its author’s language, shows it to students, and writes the spreadsheets in French', async () => {
    const teacher = await createActiveUser(t, undefined, undefined, { language: 'fr' });
    const quiz = (
      await call('POST', '/api/quizz', { title: 'Géographie', questions: QUESTIONS }, teacher.auth)
    ).json<Quiz>();
    expect(quiz.language).toBe('fr');
    await call('POST', `/api/quizz/_start_now/${quiz.code}`, undefined, teacher.auth);
    expect((await get(`/api/quizz/_start/${quiz.code}`)).json().language).toBe('fr');
    const session = await startAndAnswer(call, quiz, { firstName: 'Léa', lastName: 'Rossi' }, [1]);
    await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {});

    const results = await get(`/api/quizz/${quiz.code}/responses/_export`, teacher.auth);
    expect(results.json().filename).toBe(`Quizzical_results_${quiz.code}.xlsx`);
    const gradebook = await workbookOf(results);
    expect(gradebook.worksheets.map((sheet) => sheet.name)).toEqual(['Résultats', 'Analyse des questions']);
    expect(headerOf(gradebook.getWorksheet('Résultats')).slice(0, 6)).toEqual([
      'Rang',
      'Prénom',
      'Nom',
      'N° d’élève',
      'Statut',
      'Début (UTC)',
    ]);
    expect(gradebook.getWorksheet('Résultats')?.getRow(2).getCell(5).value).toBe('Terminé');

    const csv = await get(`/api/quizz/${quiz.code}/responses/_export?format=csv`, teacher.auth);
    expect(Buffer.from(csv.json().file, 'base64').toString('utf8')).toMatch(/^\uFEFFRang,Prénom,Nom,/);

    const workbook = await workbookOf(await get(`/api/quizz/_export/${quiz.code}`, teacher.auth));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      `${quiz.code} Paramètres`,
      `${quiz.code} Questions`,
      `${quiz.code} Résultats`,
    ]);
    expect(headerOf(workbook.getWorksheet(`${quiz.code} Paramètres`))).toEqual(['Paramètre', 'Valeur']);
  });

  it('keeps a language the author chose, and changes it with PATCH', async () => {
    const teacher = await createActiveUser(t);
    const quiz = (
      await call(
        'POST',
        '/api/quizz',
        { title: 'Erdkunde', language: 'de', questions: QUESTIONS },
        teacher.auth,
      )
    ).json<Quiz>();
    expect(quiz.language).toBe('de');
    const patched = await call('PATCH', `/api/quizz/${quiz.code}`, { language: 'it' }, teacher.auth);
    expect(patched.json().language).toBe('it');
    const wrong = await call('PATCH', `/api/quizz/${quiz.code}`, { language: 'klingon' }, teacher.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ language: [FIELD_MESSAGES.invalidLanguage] });
  });

  it('filters the market by language; a proposal takes its author’s, or the request’s when anonymous', async () => {
    const staff = await createStaffUser(t, 'staff@example.com');
    const card = { tags: 'capitals', text: 'Capital?', answer1: 'A', answer2: 'B', correct_answer: 1 };
    const spanish = await createActiveUser(t, undefined, undefined, { language: 'es' });
    const proposals = [
      await call('POST', '/api/market/quizz', { ...card, description: 'Capitales' }, spanish.auth),
      await call(
        'POST',
        '/api/market/quizz',
        { ...card, description: 'Capitais' },
        { 'accept-language': 'pt-PT' },
      ),
      await call(
        'POST',
        '/api/market/quizz',
        { ...card, description: 'Capitals', language: 'en' },
        spanish.auth,
      ),
    ].map((res) => res.json().id as number);
    for (const id of proposals) await call('PATCH', `/api/market/quizz/${id}`, { status: 1 }, staff.auth);

    const search = async (language?: string) =>
      (await call('POST', '/api/market/quizz/_search', { language })).json() as {
        results: { description: string; language: string }[];
        count: number;
      };
    const es = await search('es');
    expect(es.results.map((q) => [q.description, q.language])).toEqual([['Capitales', 'es']]);
    expect(es.count).toBe(1);
    expect((await search('pt')).results.map((q) => q.description)).toEqual(['Capitais']);
    expect((await search('en')).results.map((q) => q.description)).toContain('Capitals');
    expect((await search()).count).toBeGreaterThanOrEqual(3);
    expect((await call('POST', '/api/market/quizz/_search', { language: 'xx' })).statusCode).toBe(400);
  });
});
