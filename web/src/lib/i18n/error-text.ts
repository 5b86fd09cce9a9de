import { ERROR_TEXTS, FIELD_TEXTS } from '@quizzical/common';
import { isApiError } from '../api-client';
import { getT, type MessageKey, type MessageValues } from './runtime';

type Template = [key: MessageKey, english: string];

const literalLength = (template: string) => template.replace(/\{\w+\}/g, '').length;

let templates: { all: Template[]; guesses: Template[] } | undefined;

/**
 * The English templates, for the values the API filled in ('{seconds}', '{max}'…), built at the first
 * use (a page that never shows an error does not pay for it). `guesses`, tried on a text whose code
 * is unknown: the most specific first, and none that is only placeholders ('{reason}' takes any text).
 */
function englishTemplates() {
  if (templates) return templates;
  const all: Template[] = [...Object.entries(ERROR_TEXTS), ...Object.entries(FIELD_TEXTS)].map(
    ([code, text]) => [`errors.${code}` as MessageKey, text],
  );
  const guesses = all
    .filter(([, text]) => /[a-z]{3}/i.test(text.replace(/\{\w+\}/g, '')))
    .sort((a, b) => literalLength(b[1]) - literalLength(a[1]));
  templates = { all, guesses };
  return templates;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** The values of `template`'s placeholders in `text`, or null when `text` is not that template filled in. */
function valuesOf(template: string, text: string): MessageValues | null {
  const names: string[] = [];
  const source = escapeRegExp(template).replace(/\\?\{(\w+)\\?\}/g, (_all, name: string) => {
    names.push(name);
    return '(.*?)';
  });
  const match = new RegExp(`^${source}$`, 's').exec(text);
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) : null;
}

/** The translation of an English text of the API (one of its catalogue's texts, filled in), or the text. */
export function translateApiText(text: string, code?: string): string {
  const t = getT();
  const { all, guesses } = englishTemplates();
  const candidates = code ? all.filter(([key]) => key === `errors.${code}`) : [];
  for (const [key, template] of [...candidates, ...guesses]) {
    const values = valuesOf(template, text);
    if (values) return t(key, values);
  }
  return text;
}

/**
 * What to show for a failed call, in the language on screen: the text of the error's code (its
 * values read from the API's English text), the network's own failures, else the API's text as
 * sent, else `fallback`.
 */
export function errorText(error: unknown, fallback = ''): string {
  if (!isApiError(error)) return fallback;
  const t = getT();
  if (error.status === 0) return t(error.timeout ? 'errors.client.timeout' : 'errors.client.offline');
  const detail = error.detail?.trim();
  if (detail) return translateApiText(detail, error.code);
  return fallback;
}

/** A message under a form field (the API's or the shared schemas' English), in the language on screen. */
export function fieldErrorText(message: string): string {
  return translateApiText(message);
}

/**
 * The reader of a form's messages in the language on screen: the form's own (the spec's English, which
 * the shared schema and the API also write) by their key in `texts`, any other as fieldErrorText.
 */
export function formMessages(texts: Record<string, MessageKey>): (message: string) => string {
  return (message) => {
    const key = texts[message];
    return key ? getT()(key) : fieldErrorText(message);
  };
}
