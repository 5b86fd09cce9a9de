import { describe, expect, it } from 'vitest';
import { loadJournal, saveJournal } from './journal-storage';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the journal in storage', () => {
  it('keeps answers of every type through a reload', () => {
    const storage = memory();
    const entries = [
      { key: 1, answer: 2, seq: 1 },
      { key: 2, answer: [1, 3], seq: 2 },
      { key: 3, answer: 'Paris', seq: 3 },
      { key: 4, answer: -2.5, seq: 4 },
      { key: 5, answer: [3, 1, 2, 4], seq: 5 },
      { key: 6, answer: [], seq: 6 },
    ];
    saveJournal(storage, 'j', { v: 1, entries, last: { key: 3, answer: 'Paris', sequence: 3 }, seq: 6 });
    expect(loadJournal(storage, 'j')).toEqual({
      v: 1,
      entries,
      last: { key: 3, answer: 'Paris', sequence: 3 },
      seq: 6,
    });
  });

  it('leaves out what no save could send', () => {
    const storage = memory();
    storage.setItem(
      'j',
      JSON.stringify({
        v: 1,
        entries: [
          { key: 1, answer: [1, 5], seq: 1 },
          { key: 2, answer: 'x'.repeat(201), seq: 2 },
          { key: 3, answer: { a: 1 }, seq: 3 },
          { key: 4, answer: null, seq: 4 },
          { key: 5, answer: [1, 2, 3, 4, 1], seq: 5 },
          { key: 6, answer: 'kept', seq: 6 },
        ],
      }),
    );
    expect(loadJournal(storage, 'j').entries).toEqual([{ key: 6, answer: 'kept', seq: 6 }]);
  });
});
