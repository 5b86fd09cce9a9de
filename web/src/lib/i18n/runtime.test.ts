import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { STORAGE_KEYS } from '../storage-keys';
import { errorText, fieldErrorText } from './error-text';
import { formatDate, formatNumber, formatPercent } from './format';
import { pickLanguage } from './languages';
import { activateLanguage, chooseLanguage, getT, initialLanguage } from './runtime';

afterAll(async () => {
  localStorage.removeItem(STORAGE_KEYS.language);
  await activateLanguage('en');
});

describe('choosing the language', () => {
  it('takes the first language we speak, by its primary subtag, else English', () => {
    expect(pickLanguage(['fr-CH', 'de'])).toBe('fr');
    expect(pickLanguage(['ja', 'pt-BR'])).toBe('pt');
    expect(pickLanguage([null, undefined, 'ja', 'zh-TW'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it("prefers the visitor's choice in this browser to the account's language", () => {
    localStorage.removeItem(STORAGE_KEYS.language);
    expect(initialLanguage('it')).toBe('it');
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    expect(initialLanguage('it')).toBe('es');
    localStorage.setItem(STORAGE_KEYS.language, 'klingon');
    expect(initialLanguage('it')).toBe('it');
  });

  it('shows a choice at once, sets <html lang> and keeps it in the browser', async () => {
    await chooseLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(getT()('header.sign_in')).toBe('Anmelden');
  });
});

describe('messages', () => {
  it('counts in each language with ICU plurals, never "1 students"', async () => {
    await activateLanguage('en');
    const t = getT();
    expect(t('closing.still_answering', { count: 1, time: '10:35' })).toBe(
      '1 student is still answering, until 10:35.',
    );
    expect(t('closing.still_answering', { count: 3, time: '10:35' })).toBe(
      '3 students are still answering, until 10:35.',
    );
    await activateLanguage('fr');
    expect(getT()('closing.still_answering', { count: 1, time: '10:35' })).toBe(
      '1 élève répond encore, jusqu’à 10:35.',
    );
  });

  it('answers an unknown key with the key itself', async () => {
    await activateLanguage('it');
    expect(getT()('no.such.key' as 'header.menu')).toBe('no.such.key');
  });
});

describe('formats', () => {
  it('writes a decimal comma in French, German, Italian, Spanish and Portuguese, a point in English', async () => {
    const seen: Record<string, string> = {};
    for (const language of ['en', 'fr', 'de', 'it', 'es', 'pt'] as const) {
      await activateLanguage(language);
      seen[language] = formatNumber(3.5);
    }
    expect(seen).toEqual({ en: '3.5', fr: '3,5', de: '3,5', it: '3,5', es: '3,5', pt: '3,5' });
  });

  it("keeps the spec's dd.MM.yyyy in English and writes each language's own day elsewhere", async () => {
    await activateLanguage('en');
    expect(formatDate('2026-11-24')).toBe('24.11.2026');
    await activateLanguage('de');
    expect(formatDate('2026-11-24')).toBe('24.11.2026');
    await activateLanguage('fr');
    expect(formatDate('2026-11-24')).toBe('24/11/2026');
    expect(formatDate('not a day')).toBe('');
  });

  it('writes percentages as each language does', async () => {
    await activateLanguage('en');
    expect(formatPercent(0.425)).toBe('43%');
    await activateLanguage('fr');
    // a no-break space before the sign (narrow or not, by the CLDR version of the browser)
    expect(formatPercent(0.425)).toMatch(/^43[\u00a0\u202f]%$/);
    await activateLanguage('de');
    expect(formatPercent(0.425, 1)).toMatch(/^42,5[\u00a0\u202f]%$/);
  });
});

describe('error texts', () => {
  it("shows the text of the error's code in the language on screen, with the values the API filled in", async () => {
    await activateLanguage('fr');
    const timeOver = new ApiError(403, 'Time is over.', { code: 'taking.time_over' });
    expect(errorText(timeOver)).toBe('Le temps est écoulé.');
    const throttled = new ApiError(
      429,
      { detail: 'Request was throttled. Expected available in 12 seconds.' },
      {
        code: 'request.rate_limited',
      },
    );
    expect(errorText(throttled)).toBe('Trop de requêtes. Réessayez dans 12 secondes.');
  });

  it("falls back to the API's own text, then to the caller's, and names network failures", async () => {
    await activateLanguage('de');
    expect(errorText(new ApiError(400, { detail: 'Something new.' }))).toBe('Something new.');
    expect(errorText(new ApiError(500, null), 'Fallback')).toBe('Fallback');
    expect(errorText(new Error('boom'), 'Fallback')).toBe('Fallback');
    expect(errorText(new ApiError(0, { detail: 'The server cannot be reached.' }))).toBe(
      'Der Server ist nicht erreichbar.',
    );
  });

  it('translates the field texts of the API and of the shared schemas', async () => {
    await activateLanguage('es');
    expect(fieldErrorText('This field is required.')).toBe('Este campo es obligatorio.');
    expect(fieldErrorText('Ensure this field has no more than 255 characters.')).toBe(
      'Este campo no debe tener más de 255 caracteres.',
    );
    expect(fieldErrorText('A text nobody knows.')).toBe('A text nobody knows.');
  });
});
