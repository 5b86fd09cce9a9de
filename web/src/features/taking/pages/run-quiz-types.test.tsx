import type { SessionQuestion } from '@quizzical/common';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/runtime';
import { answerJournalKey, takingSessionKey } from '../../../lib/storage-keys';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { sessionQuestion } from '../../../test/session-question';
import { RunQuizPage } from './run-quiz-page';

configure({ asyncUtilTimeout: 5_000 });

const CODE = 'TYP234';
const SID = 'sessionid_types_0123456789abc';

/** A session with one question of each type beyond the single answer, as the server sends them. */
const QUESTIONS: SessionQuestion[] = [
  sessionQuestion(1, { type: 'true_false', answer1: '', answer2: '', answer3: '' }),
  sessionQuestion(2, { type: 'multiple', answer1: 'Red', answer2: 'Car', answer3: 'Blue', answer4: 'Dog' }),
  sessionQuestion(3, { type: 'text', answer1: '', answer2: '', answer3: '' }),
  sessionQuestion(4, { type: 'numeric', answer1: '', answer2: '', answer3: '' }),
  // presented shuffled: slot 1 shows Tuesday, 2 Monday, 3 Wednesday
  sessionQuestion(5, { type: 'ordering', answer1: 'Tuesday', answer2: 'Monday', answer3: 'Wednesday' }),
  sessionQuestion(6, { type: 'poll', answer1: 'Tea', answer2: 'Coffee', answer3: '' }),
];

let saves: { key: number; answer: unknown }[];

function stubServer(questions = QUESTIONS) {
  const now = Date.now();
  const body = {
    response: {
      session_id: SID,
      finished: false,
      start_date: new Date(now - 60_000).toISOString(),
      end_date: new Date(now + 10 * 60_000).toISOString(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      score: null,
      comment: '',
      rating: null,
      questions,
    },
    quizz: {
      code: CODE,
      title: 'Every type',
      description: '',
      duration: 15,
      comment_allowed: true,
      rating_enabled: true,
      answers_available: true,
      review_after: 'end',
      status: 1,
      language: 'en',
      revision: 0,
    },
    now_date: new Date(now).toISOString(),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith(`/api/quizz/response/_start/${CODE}`)) return jsonResponse(200, body);
      if (url.startsWith(`/api/quizz/response/_time/${CODE}`))
        return jsonResponse(200, { ...body.response, now_date: new Date().toISOString(), revision: 0 });
      if (url.startsWith(`/api/quizz/response/_save/${CODE}`)) {
        const { key, answer } = JSON.parse(String(init?.body));
        saves.push({ key, answer });
        return jsonResponse(201, { detail: 'saved' });
      }
      return jsonResponse(404, { detail: 'Not found.' });
    }),
  );
}

const render = () =>
  renderWithApp(<RunQuizPage />, { path: `/run_quizz/${CODE}`, routePath: '/run_quizz/:code' });
const heading = (number: number) =>
  screen.findByRole('heading', { name: `Question ${number} / ${QUESTIONS.length}` });
const next = () => fireEvent.click(screen.getByRole('button', { name: /Next/ }));
const lastSave = (key: number) => saves.filter((s) => s.key === key).at(-1)?.answer;
const orderShown = () =>
  [...document.querySelectorAll('.tk-order-item .tk-answer-text')].map((e) => e.textContent);

beforeEach(() => {
  saves = [];
  window.scrollTo = () => {};
  localStorage.setItem(takingSessionKey(CODE), SID);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await activateLanguage('en');
});
afterAll(() => activateLanguage('en'));

describe('run screen, every question type', { timeout: 30_000 }, () => {
  it('answers each type and saves each answer in the shape the server takes', async () => {
    stubServer();
    render();
    await heading(1);
    // true/false with empty texts: True and False in the reader's language
    fireEvent.click(screen.getByRole('button', { name: /^B: ?False$/ }));
    await waitFor(() => expect(lastSave(1)).toBe(2));

    await heading(2);
    expect(screen.getByText(/Choose every correct answer/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /^A: ?Red$/ }));
    fireEvent.keyDown(window, { key: 'c' }); // C toggles Blue
    await waitFor(() => expect(lastSave(2)).toEqual([1, 3]));
    expect((screen.getByRole('checkbox', { name: /^C: ?Blue$/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^A: ?Red$/ })); // unticked again
    await waitFor(() => expect(lastSave(2)).toEqual([3]));
    expect(screen.getByRole('heading', { name: 'Question 2 / 6' })).toBeTruthy(); // no moving on by itself
    fireEvent.click(screen.getByRole('checkbox', { name: /^A: ?Red$/ }));

    next();
    await heading(3);
    const text = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.input(text, { target: { value: 'Paris' } });
    await waitFor(() => expect(lastSave(3)).toBe('Paris'));
    fireEvent.keyDown(text, { key: 'Enter' }); // Enter goes on

    await heading(4);
    const number = screen.getByRole('textbox', { name: 'Your answer (a number)' });
    fireEvent.input(number, { target: { value: '-12.5' } });
    await waitFor(() => expect(lastSave(4)).toBe(-12.5));
    fireEvent.click(screen.getByRole('button', { name: 'Change the sign (+ or −)' }));
    await waitFor(() => expect(lastSave(4)).toBe(12.5));
    expect((number as HTMLInputElement).value).toBe('12.5');

    next();
    await heading(5);
    expect(orderShown()).toEqual(['Tuesday', 'Monday', 'Wednesday']);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Tuesday' }));
    // the presented slot numbers in the student's order
    await waitFor(() => expect(lastSave(5)).toEqual([2, 1, 3]));
    expect(orderShown()).toEqual(['Monday', 'Tuesday', 'Wednesday']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move down: Tuesday'); // focus follows the item
    expect(screen.getByText('“Tuesday” is now in position 2 of 3.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep this order' })).toBeNull();

    next();
    await heading(6);
    expect(screen.getByText('A poll: there is no wrong answer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^B: ?Coffee$/ }));
    await waitFor(() => expect(lastSave(6)).toBe(2));
    expect(screen.getByText('6 of 6 answered')).toBeTruthy();
  });

  it('keeps typed answers, ticked boxes and orders through a reload, and sends them again', async () => {
    const entries = [
      { key: 2, answer: [1, 3], seq: 1 },
      { key: 3, answer: 'Pari', seq: 2 },
      { key: 4, answer: 2.5, seq: 3 },
      { key: 5, answer: [3, 1, 2], seq: 4 },
      { key: 6, answer: 'damage', seq: 5 },
    ];
    localStorage.setItem(answerJournalKey(SID), JSON.stringify({ v: 1, entries, last: null, seq: 5 }));
    stubServer();
    render();
    await heading(1); // the first question without an answer
    await waitFor(() => expect(saves.length).toBe(5));
    expect(saves.slice(0, 4)).toEqual(entries.slice(0, 4).map(({ key, answer }) => ({ key, answer })));

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await heading(2);
    expect((screen.getByRole('checkbox', { name: /^A: ?Red$/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^B: ?Car$/ }) as HTMLInputElement).checked).toBe(false);
    next();
    await heading(3);
    expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement).value).toBe('Pari');
    next();
    await heading(4);
    expect((screen.getByRole('textbox', { name: 'Your answer (a number)' }) as HTMLInputElement).value).toBe(
      '2.5',
    );
    next();
    await heading(5);
    expect(orderShown()).toEqual(['Wednesday', 'Tuesday', 'Monday']);
  });

  it('withdraws a typed text emptied; keeps and shows a saved number when its field is emptied', async () => {
    stubServer([QUESTIONS[2], QUESTIONS[3]]);
    render();
    const text = await screen.findByRole('textbox', { name: 'Your answer' });
    fireEvent.input(text, { target: { value: 'Paris' } });
    await waitFor(() => expect(lastSave(3)).toBe('Paris'));
    expect(screen.getByText('1 of 2 answered')).toBeTruthy();
    // the contract's empty text: saved, and no answer on the run screen (scored as unanswered)
    fireEvent.input(text, { target: { value: '' } });
    await waitFor(() => expect(lastSave(3)).toBe(''));
    expect(screen.getByText('0 of 2 answered')).toBeTruthy();

    fireEvent.keyDown(text, { key: 'Enter' });
    const number = await screen.findByRole('textbox', { name: 'Your answer (a number)' });
    fireEvent.input(number, { target: { value: '2.5' } });
    await waitFor(() => expect(lastSave(4)).toBe(2.5));
    fireEvent.input(number, { target: { value: '' } });
    // a number cannot be taken back: the field says which one is still saved, and shows it once left
    expect(
      screen.getByText(
        'Your saved answer is still 2.5: a number cannot be taken back. Type another one to change it.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('1 of 2 answered')).toBeTruthy();
    fireEvent.blur(number);
    expect((number as HTMLInputElement).value).toBe('2.5');
    expect(screen.getByText('A number, for example 2.5.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(saves.filter((s) => s.key === 4)).toEqual([{ key: 4, answer: 2.5 }]);
  });

  it('reads a number with the reader’s decimal sign and saves nothing that is not a number', async () => {
    await activateLanguage('de');
    stubServer([QUESTIONS[3], QUESTIONS[0]]);
    render();
    const number = await screen.findByRole('textbox', { name: 'Deine Antwort (eine Zahl)' });
    expect(screen.getByText('Eine Zahl, zum Beispiel 2,5.')).toBeTruthy();
    fireEvent.input(number, { target: { value: '2,5' } });
    await waitFor(() => expect(lastSave(4)).toBe(2.5));
    fireEvent.input(number, { target: { value: '2,5,1' } });
    fireEvent.blur(number);
    expect(await screen.findByText(/Das ist keine Zahl/)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(saves).toEqual([{ key: 4, answer: 2.5 }]);
    // a true/false question says Wahr and Falsch
    fireEvent.click(screen.getByRole('button', { name: /Weiter/ }));
    expect(await screen.findByRole('button', { name: /^A: ?Wahr$/ })).toBeTruthy();
  });

  it('takes the presented order as the answer with “Keep this order”', async () => {
    stubServer([QUESTIONS[4]]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep this order' }));
    await waitFor(() => expect(lastSave(5)).toEqual([1, 2, 3]));
    expect(screen.queryByRole('button', { name: 'Keep this order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move up: Tuesday' }).hasAttribute('disabled')).toBe(true);
  });
});
