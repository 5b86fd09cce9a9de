import { ERROR_TEXTS } from '@quizzical/common';
import { describe, expect, it } from 'vitest';

/** The app's sources (tests aside), as text. */
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** A decision on the server's words: `.detail === x`, `x !== error.detail`, `detail.includes(...)`. */
const COMPARES_DETAIL = [
  /(?<!typeof\s+[\w.?]*)\.detail\s*[!=]==/,
  /[!=]==\s*[\w.?]*\.detail\b/,
  /\bdetail\b[\w.?]*\.(includes|startsWith|endsWith|match)\(/,
  /\b(text|detail|message)\s*[!=]==\s*(MESSAGES|[A-Z]+_ERRORS)\b/,
  /[!=]==\s*[A-Z]+_ERRORS\[/,
];

/** The API's error texts that cannot be mistaken for a word of the app's own ('Not found.' and the like). */
const SERVER_TEXTS = [...new Set(Object.values(ERROR_TEXTS))].filter(
  (text) => text.length > 20 && !text.includes('{'),
);

describe("the web's error handling", () => {
  it('reads the sources it checks', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('decides on error codes, never by comparing a server text', () => {
    const found: string[] = [];
    for (const [file, text] of sources) {
      text.split('\n').forEach((line, i) => {
        if (COMPARES_DETAIL.some((pattern) => pattern.test(line)))
          found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('reads the API texts it shows from the catalogue instead of copying them', () => {
    const found: string[] = [];
    for (const [file, text] of sources) {
      for (const serverText of SERVER_TEXTS) {
        if (text.includes(`'${serverText}'`) || text.includes(`"${serverText}"`))
          found.push(`${file}: ${serverText}`);
      }
    }
    expect(found).toEqual([]);
  });
});
