import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { readDraft } from './quiz-draft';
import { newQuizForm, type QuizForm } from './quiz-form';
import { useDraftAutosave } from './use-draft-autosave';

const KEY = 'quizzical.quizDraft.test.create';

function setup() {
  return renderHook(() => {
    const methods = useForm<QuizForm>({ defaultValues: newQuizForm() });
    return { methods, draft: useDraftAutosave(methods, KEY) };
  });
}

describe("the editor's draft", () => {
  afterEach(() => localStorage.clear());

  it('is written at once when the page goes away, before the pause in typing has passed', () => {
    const { result } = setup();
    act(() => result.current.methods.setValue('title', 'Typed in the last moment'));
    expect(readDraft(KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(KEY)?.form.title).toBe('Typed in the last moment');
  });

  it('is written at once when the editor closes (unmount) before the pause has passed', () => {
    const { result, unmount } = setup();
    act(() => result.current.methods.setValue('title', 'Left the editor'));
    expect(readDraft(KEY)).toBeNull();
    unmount();
    expect(readDraft(KEY)?.form.title).toBe('Left the editor');
  });

  it('is written once typing pauses, and no more once the quiz is saved', async () => {
    const { result } = setup();
    act(() => result.current.methods.setValue('title', 'Paused'));
    await expect.poll(() => readDraft(KEY)?.form.title).toBe('Paused');
    act(() => {
      result.current.draft.forget();
      result.current.methods.setValue('title', 'After the save');
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(KEY)).toBeNull();
  });

  it('goes back to the saved quiz when discarded', () => {
    const { result } = setup();
    act(() => result.current.methods.setValue('title', 'Unwanted'));
    const base = { ...newQuizForm(), title: 'As saved' };
    act(() => result.current.draft.discard(base));
    window.dispatchEvent(new Event('pagehide'));
    expect(result.current.methods.getValues('title')).toBe('As saved');
    expect(readDraft(KEY)).toBeNull();
  });
});
