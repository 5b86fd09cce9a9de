import { QUIZ_STATUS, type Quiz } from '@quizzical/common';
import { useEffect, useState } from 'react';
import { useQuiz } from '../../../lib/api/quizzes/get-quiz';
import { useAuth } from '../../../lib/auth';
import { useLocation, useNavigate, useParams } from '../../../lib/router';
import { basketFromState, basketToQuestion, importedMarketIds, withQuestions } from './market-import';
import { type DraftTarget, draftKey, readDraft, writeDraft } from './quiz-draft';
import { newQuizForm, type QuizForm, quizToForm } from './quiz-form';

export interface EditorSetup {
  initial: QuizForm;
  /** What "discard the draft" goes back to. */
  base: QuizForm;
  key: string;
  restoredAt: string | null;
  editing: Quiz | null;
  template: Quiz | null;
  templateMissing: boolean;
  imported: number;
  /** Market questions taken from the basket into this quiz (removed from the basket once it is saved). */
  marketIds: number[];
}

/**
 * Where the editor's form starts, once its source is known: the saved quiz (edit), the template
 * (create with a code) or a new quiz; then the stored draft of this route and user, if any; then the
 * questions the market's basket sent. `setup` is null until then.
 */
export function useEditorSetup(mode: 'create' | 'edit') {
  const { code } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const editing = mode === 'edit' && !!code;
  const source = useQuiz(code);
  const [setup, setSetup] = useState<EditorSetup | null>(null);

  const target: DraftTarget =
    mode === 'edit' && code ? { mode: 'edit', code } : { mode: 'create', template: code };
  const key = draftKey(user?.id, target);
  // not a cached copy being refreshed: the form must start from the quiz as saved
  const sourceSettled = !code || (!source.isFetching && (source.isSuccess || source.isError));

  // set up once per route and user (the key): a later render (the quiz refetched, the basket's state
  // replaced by the navigation below) finds the setup of its key done and changes nothing
  const setUpKey = setup?.key;
  useEffect(() => {
    if (!user || !sourceSettled) return;
    if (setUpKey === key) return;
    const quiz = source.data ?? null;
    const base = quiz ? quizToForm(quiz) : newQuizForm(user.language);
    const draft = readDraft(key);
    let initial = draft?.form ?? base;
    if (editing && quiz && quiz.status !== QUIZ_STATUS.NOT_STARTED) {
      initial = { ...initial, questions: base.questions };
    }
    const basket = basketFromState(location.state);
    if (basket.length > 0) {
      initial = withQuestions(initial, basket.map(basketToQuestion));
      writeDraft(key, initial);
      // a reload must not add the same questions twice
      // (the ids stay: the saved quiz empties them from the basket, even after a reload)
      navigate(`${location.pathname}${location.search}`, {
        replace: true,
        state: { importedMarketIds: importedMarketIds(location.state) },
      });
    }
    setSetup({
      initial,
      base,
      key,
      restoredAt: draft ? draft.savedAt : null,
      editing: editing ? quiz : null,
      template: !editing ? quiz : null,
      templateMissing: !editing && !!code && !quiz,
      imported: basket.length,
      marketIds: importedMarketIds(location.state),
    });
  }, [user, sourceSettled, key, setUpKey, source.data, editing, code, location, navigate]);

  return { editing, source, setup: setup?.key === key ? setup : null };
}
