import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** A language's catalogue of the web app (`web/src/i18n/locales`): its texts by key. */
export const catalogue = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(process.cwd(), `web/src/i18n/locales/${language}.json`), 'utf8'));

/**
 * The English texts of the keys `keys` matches that a page in `language` must not show: the fixed ones
 * (no values to fill in, no tags, four characters or more) that `language` writes differently.
 */
export function englishOf(language: string, keys: RegExp): string[] {
  const en = catalogue('en');
  const other = catalogue(language);
  return Object.entries(en)
    .filter(([key]) => keys.test(key))
    .filter(([key, text]) => !/[{<]/.test(text) && text !== other[key] && text.length >= 4)
    .map(([, text]) => text);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which of the `english` texts the page shows, as whole words ('Send' is not in 'Senden'); `without`:
 * a selector of elements whose text is not the app's own (a question's content, a select's options).
 */
export async function englishShown(page: Page, english: readonly string[], without = ''): Promise<string[]> {
  const shown = await page.evaluate((selector) => {
    if (!selector) return document.body.innerText;
    // a rendered copy without those elements: innerText needs the layout
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of Array.from(body.querySelectorAll(selector))) element.remove();
    document.body.after(body);
    const text = body.innerText;
    body.remove();
    return text;
  }, without);
  return english.filter((text) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, 'u').test(shown),
  );
}
