import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadAloudButton } from './read-aloud-button';

/** jsdom has no speech synthesis: a stand-in that keeps what it was asked to say. */
class FakeUtterance {
  lang = '';
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}
const spoken: FakeUtterance[] = [];

beforeEach(() => {
  spoken.length = 0;
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', { speak: (u: FakeUtterance) => spoken.push(u), cancel: () => undefined });
  document.documentElement.lang = 'en';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

const readWith = (lang?: string) => {
  render(<ReadAloudButton text={() => 'Quelle est la capitale de la Suisse ?'} readingKey={1} lang={lang} />);
  fireEvent.click(screen.getByRole('button'));
  return spoken.map((u) => u.lang);
};

describe("the read-aloud button's voice", () => {
  it("speaks a French quiz with a French voice on an English page (the quiz's language, not the page's)", () => {
    expect(readWith('fr')).toEqual(['fr']);
  });

  it("speaks with the page's language when the text's language is not known", () => {
    document.documentElement.lang = 'de';
    expect(readWith(undefined)).toEqual(['de']);
  });

  it('falls back to English when neither is known', () => {
    document.documentElement.lang = '';
    expect(readWith('')).toEqual(['en']);
  });
});
