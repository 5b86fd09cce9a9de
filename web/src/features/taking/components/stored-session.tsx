import { normalizeCode } from '@quizzical/common';
import { type ReactNode, useEffect, useMemo } from 'react';
import { isApiError } from '../../../lib/api-client';
import { forgetSessionId, readSessionId } from '../../../lib/local-store';
import { Navigate, useNavigate, useParams } from '../../../lib/router';

export interface StoredSession {
  /** the quiz code of the route, normalized */
  code: string;
  /** the session this browser holds for it (local storage) */
  sessionId: string;
}

/**
 * The run, end and review pages' guard: without a session stored for the route's quiz, the entry
 * screen (/start_quizz/{code}); with one, `children` with it.
 */
export function WithStoredSession({ children }: { children: (session: StoredSession) => ReactNode }) {
  const { code: rawCode = '' } = useParams();
  const code = normalizeCode(rawCode);
  const sessionId = useMemo(() => readSessionId(code), [code]);
  if (!sessionId) return <Navigate to={`/start_quizz/${code}`} replace />;
  return children({ code, sessionId });
}

/**
 * The server no longer knows the stored session (404: it, or the whole quizz, was deleted): forget it
 * and go to the entry screen, which tells what is left. True until then.
 */
export function useLeaveUnknownSession(code: string, error: unknown): boolean {
  const navigate = useNavigate();
  const unknown = isApiError(error) && error.status === 404;
  useEffect(() => {
    if (unknown) {
      forgetSessionId(code);
      navigate(`/start_quizz/${code}`, { replace: true });
    }
  }, [unknown, code, navigate]);
  return unknown;
}
