import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isApiError } from '../../../lib/api-client';
import { forgetSessionId } from '../../../lib/local-store';
import { useNavigate } from '../../../lib/router';
import { endSession } from '../api/end-session';
import { sessionQueryKey } from '../api/get-session';
import { type AnswerJournal, withRetry } from '../lib/answer-journal';
import { studentErrorText } from '../lib/error-text';

/**
 * 'End the quizz' on the run screen: `_end` goes only after every answer reached the server (or the
 * server refused them: time is over), then the end screen. Once at a time; given up if the page goes.
 */
export function useEndQuiz(options: {
  code: string;
  sessionId: string;
  journal: AnswerJournal;
  clockOffsetMs: number;
}) {
  const { code, sessionId, journal, clockOffsetMs } = options;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showError } = useSnackbar();
  const [ending, setEnding] = useState(false);
  const endingRef = useRef(false);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    aborter.current = controller;
    return () => controller.abort();
  }, []);

  const end = async () => {
    if (endingRef.current) return;
    endingRef.current = true;
    setEnding(true);
    const signal = aborter.current?.signal;
    try {
      await journal.flush();
      const ended = await withRetry(() => endSession(code, sessionId, journal.lastAnswer()), { signal });
      journal.clear();
      // the end page starts from the finished session (and checks it with the server)
      queryClient.setQueryData(sessionQueryKey(code, sessionId), { ...ended, clockOffsetMs });
      navigate(`/end_quizz/${code}`, { replace: true });
    } catch (error) {
      if (signal?.aborted) return;
      if (isApiError(error) && error.status === 404) {
        // the session (or the whole quizz) was deleted: the entry screen tells what is left
        forgetSessionId(code);
        navigate(`/start_quizz/${code}`, { replace: true });
        return;
      }
      endingRef.current = false;
      setEnding(false);
      showError(studentErrorText(error));
    }
  };

  /** true from the click on, before `ending` renders: a late answer click is ignored */
  const isEnding = () => endingRef.current;
  return { ending, end, isEnding };
}
