import { useEffect, useRef, useState } from 'react';
import { parseServerDate } from '../api/get-session';
import { getSessionTime } from '../api/get-session-time';

/** How often the run screen asks whether its end of time moved: a teacher's extra minutes show within it. */
export const SESSION_TIME_POLL_MS = 5_000;

/**
 * The session's end (epoch ms, server clock), starting from the loaded one and following the server's
 * while the page is visible: the teacher may give this student more time. A failed poll keeps the last
 * known end (the answers' journal deals with the network). The same poll says when the teacher has
 * corrected the questions (the quiz's revision moved past `loadedRevision`): `onCorrected` then reloads them.
 */
export function useSessionEnd(
  code: string,
  sessionId: string,
  loadedEndMs: number,
  { loadedRevision, onCorrected }: { loadedRevision: number; onCorrected: () => void },
) {
  const [endMs, setEndMs] = useState(loadedEndMs);
  // read by the poll without restarting it: the session reloaded after a correction brings a new revision
  const corrections = useRef({ loadedRevision, onCorrected });
  corrections.current = { loadedRevision, onCorrected };
  useEffect(() => {
    let controller: AbortController | undefined;
    const poll = () => {
      if (document.visibilityState !== 'visible') return;
      controller?.abort();
      controller = new AbortController();
      getSessionTime(code, sessionId, controller.signal).then(
        (time) => {
          setEndMs(parseServerDate(time.end_date));
          if (time.revision > corrections.current.loadedRevision) corrections.current.onCorrected();
        },
        () => undefined,
      );
    };
    const id = setInterval(poll, SESSION_TIME_POLL_MS);
    // back on the page: ask at once rather than up to a poll later
    document.addEventListener('visibilitychange', poll);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', poll);
      controller?.abort();
    };
  }, [code, sessionId]);
  return endMs;
}
