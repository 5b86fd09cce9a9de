import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './quiz-draft';
import { newQuizForm } from './quiz-form';

describe('quiz drafts in localStorage', () => {
  afterEach(() => localStorage.clear());

  it('keeps one draft per user and route', () => {
    expect(draftKey(4, { mode: 'create' })).toBe('quizzical.quizDraft.4.create');
    expect(draftKey(4, { mode: 'create', template: 'ABC' })).toBe('quizzical.quizDraft.4.create.ABC');
    expect(draftKey(4, { mode: 'edit', code: 'ABC' })).toBe('quizzical.quizDraft.4.edit.ABC');
  });

  it('writes, reads back and clears a draft', () => {
    const key = draftKey(1, { mode: 'create' });
    const form = { ...newQuizForm(), title: 'Unsaved' };
    writeDraft(key, form, localStorage, new Date('2024-01-01T00:00:00Z'));
    expect(readDraft(key)).toEqual({ savedAt: '2024-01-01T00:00:00.000Z', form });
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('ignores a broken draft', () => {
    localStorage.setItem('k', '{not json');
    expect(readDraft('k')).toBeNull();
  });
});
