import { formFromDraft, type QuizForm } from './quiz-form';

/**
 * Drafts of the quiz editor in localStorage (spec §2: "kept in the browser and cleared on successful
 * save"), one per user and route: a new quiz, a new quiz from a template, or the quiz being edited.
 */
const QUIZ_DRAFT_KEY_PREFIX = 'quizzical.quizDraft.';

export type DraftTarget = { mode: 'create'; template?: string } | { mode: 'edit'; code: string };

export function draftKey(userId: number | string | undefined, target: DraftTarget): string {
  const owner = userId ?? 'anonymous';
  const route =
    target.mode === 'edit' ? `edit.${target.code}` : target.template ? `create.${target.template}` : 'create';
  return `${QUIZ_DRAFT_KEY_PREFIX}${owner}.${route}`;
}

export interface StoredDraft {
  savedAt: string;
  form: QuizForm;
}

export function readDraft(key: string, storage: Storage = localStorage): StoredDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt?: unknown; form?: unknown };
    const form = formFromDraft(parsed.form);
    if (!form) return null;
    return { savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : '', form };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, form: QuizForm, storage: Storage = localStorage, now = new Date()) {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), form }));
  } catch {
    // storage full or disabled: the draft is a convenience, the form keeps working
  }
}

export function clearDraft(key: string, storage: Storage = localStorage) {
  try {
    storage.removeItem(key);
  } catch {}
}
