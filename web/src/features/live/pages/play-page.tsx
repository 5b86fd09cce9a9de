import '../play.css';
import { normalizeCode, QUIZ_STATUS } from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-provider';
import { LoadingStatus } from '../../../components/spinner';
import { takingKeys } from '../../../lib/api/taking/keys';
import { isApiError } from '../../../lib/api-client';
import { errorText, getT, useT } from '../../../lib/i18n';
import { forgetSessionId, readQuizFacts, readSessionId } from '../../../lib/local-store';
import { Navigate, useNavigate, useParams } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { finishPlayerSession } from '../api/finish-player-session';
import { PlayRemoved } from '../components/play/play-removed';
import { PlayView } from '../components/play/play-view';
import { useLiveAnswer } from '../lib/play-answering';
import { usePlayerConnection } from '../lib/play-connection';

/** Keys that answer, by slot: 1–4 and A–D. */
const ANSWER_KEYS: Record<string, number> = { '1': 1, '2': 2, '3': 3, '4': 4, a: 1, b: 2, c: 3, d: 4 };

/**
 * /play_quizz/{code}: a student's phone in a game the teacher hosts live. The server owns the game;
 * this page shows its newest state (event stream, polling while the stream is down) and sends taps.
 * Only the session id is kept here, so a reload or a restart of the server lands on the current
 * step with the player's points. No stored session -> the entry screen.
 */
export function PlayPage() {
  const { code: rawCode = '' } = useParams();
  const code = normalizeCode(rawCode);
  const [sessionId] = useState(() => readSessionId(code));
  if (!sessionId) return <Navigate to={`/start_quizz/${code}`} replace />;
  return <Play code={code} sessionId={sessionId} />;
}

function Play({ code, sessionId }: { code: string; sessionId: string }) {
  const t = useT();
  const { received, error, streamOpen, refetch, removed } = usePlayerConnection(code, sessionId);
  const state = received?.state ?? null;
  useDocumentTitle(state?.title ?? t('live.play.document_title'));
  const { tap, answer } = useLiveAnswer(code, sessionId, state);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showError } = useSnackbar();
  const [continuing, setContinuing] = useState(false);
  const unknown = isApiError(error) && error.status === 404;

  // 404: the session is not a player's of a hosted game. A session of an ordinary quiz (an old link)
  // goes to the run screen, which checks it; a hosted one the server forgot (deleted) starts again
  useEffect(() => {
    if (!unknown) return;
    if (readQuizFacts(code)?.hosted === false) {
      navigate(`/run_quizz/${code}`, { replace: true });
      return;
    }
    forgetSessionId(code);
    navigate(`/start_quizz/${code}`, { replace: true });
  }, [unknown, code, navigate]);

  const continueToEnd = async () => {
    if (continuing || !state) return;
    setContinuing(true);
    try {
      // the podium finished every session; a quiz closed before it did not
      if (!state.finished) await finishPlayerSession(code, sessionId);
      // the end page must read the finished session from the server, not an older copy in the cache
      queryClient.removeQueries({ queryKey: takingKeys.session(code, sessionId) });
      navigate(`/end_quizz/${code}`, { replace: true });
    } catch (failure) {
      setContinuing(false);
      const connection = getT()('live.play.connection');
      showError(isApiError(failure) && failure.status !== 0 ? errorText(failure, connection) : connection);
    }
  };

  // closed before the podium: the game is over, the end page follows on its own (once)
  const closedEarly = state?.status === QUIZ_STATUS.CLOSED && state.step !== 'podium';
  const leftOnClose = useRef(false);
  useEffect(() => {
    if (!closedEarly || leftOnClose.current) return;
    leftOnClose.current = true;
    void continueToEnd();
  });

  const step = state?.step;
  useEffect(() => {
    if (step !== 'question' || removed !== null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      // letters and digits answer the one-tap types only, never while a field is typed in
      const type = state?.question_type ?? 'single';
      if (type !== 'single' && type !== 'true_false' && type !== 'poll') return;
      if (event.target instanceof HTMLInputElement) return;
      const slot = ANSWER_KEYS[event.key.toLowerCase()];
      if (slot && slot <= (type === 'true_false' ? 2 : (state?.answer_count ?? 0))) {
        event.preventDefault();
        answer(slot);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (removed !== null) return <PlayRemoved detail={removed} />;
  if (unknown) return <Loading />;
  if (!received) {
    if (!error) return <Loading />;
    return (
      <div className="ui-container ui-container--sm lv-container lv-container--message">
        <h1 className="lv-h5 lv-message">{t('live.play.connection')}</h1>
        <button type="button" className="ui-button ui-button--contained" onClick={() => void refetch()}>
          {t('common.try_again')}
        </button>
      </div>
    );
  }
  return (
    <PlayView
      received={received}
      tap={tap}
      offline={!!error && !streamOpen}
      continuing={continuing}
      onAnswer={answer}
      onContinue={() => void continueToEnd()}
    />
  );
}

function Loading() {
  const t = useT();
  return (
    <LoadingStatus>
      <h1 className="lv-h6 lv-secondary">{t('live.play.loading')}</h1>
    </LoadingStatus>
  );
}
