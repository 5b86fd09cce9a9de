import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useDebouncedCallback } from 'use-debounce';
import { clearDraft, writeDraft } from './quiz-draft';
import type { QuizForm } from './quiz-form';

const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Keeps the editor's draft in localStorage while the teacher types: each change is written once
 * typing pauses, and what is still pending when the page or the tab goes away (reload, close,
 * navigation: `pagehide`) is written at once. `discard` goes back to `base`; `forget`, once the quiz
 * is saved or the edit cancelled, clears the draft and stops writing it.
 */
export function useDraftAutosave(methods: UseFormReturn<QuizForm>, key: string) {
  // The key travels as the argument, so a flush writes under the key the change was typed for.
  const save = useDebouncedCallback(
    (draftKey: string) => writeDraft(draftKey, methods.getValues()),
    DRAFT_SAVE_DELAY_MS,
  );
  const saved = useRef(false);
  const paused = useRef(false);

  useEffect(() => {
    const subscription = methods.watch(() => {
      if (!saved.current && !paused.current) save(key);
    });
    const flush = () => save.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [methods, key, save]);

  return {
    discard(base: QuizForm) {
      paused.current = true;
      save.cancel();
      methods.reset(base);
      clearDraft(key);
      paused.current = false;
    },
    forget() {
      saved.current = true;
      save.cancel();
      clearDraft(key);
    },
  };
}
