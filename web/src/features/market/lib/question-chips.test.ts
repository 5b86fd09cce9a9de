import type { MarketQuestion } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { questionChips } from './question-chips';

const question = {
  theme: 'Mathematics',
  level: 'Secondary',
  type: null,
  theme_id: 2,
  level_id: 5,
  type_id: null,
} as MarketQuestion;

describe("a market question's chips", () => {
  it('names theme, level and type from the lists of the language on screen, by id', () => {
    const lists = {
      themes: [
        { id: 1, name: 'Histoire' },
        { id: 2, name: 'Mathématiques' },
      ],
      levels: [{ id: 5, name: 'Secondaire' }],
      types: [{ id: 1, name: 'Examen' }],
    };
    expect(questionChips(question, lists)).toEqual(['Mathématiques', 'Secondaire']);
  });

  it("keeps the question's own names until the lists are there, or when a list lacks the id", () => {
    expect(questionChips(question, {})).toEqual(['Mathematics', 'Secondary']);
    expect(questionChips(question, { themes: [{ id: 9, name: 'Autre' }], levels: [] })).toEqual([
      'Mathematics',
      'Secondary',
    ]);
  });
});
