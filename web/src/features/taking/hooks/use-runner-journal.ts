import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { browserStorage } from '../../../lib/local-store';
import { answerJournalKey } from '../../../lib/storage-keys';
import { saveAnswer } from '../api/save-answer';
import { createAnswerJournal } from '../lib/answer-journal';
import { isPastGrace, type ServerClock } from '../lib/countdown';

/**
 * The journal of the run screen's session (lib/answer-journal.ts): every click lands there first and
 * is sent from there, also what an earlier page left unsent, and again when the network comes back.
 */
export function useRunnerJournal(options: {
  code: string;
  sessionId: string;
  clock: ServerClock;
  /** the server refused an answer: the time is over */
  onTimeOver(): void;
}) {
  const { code, sessionId } = options;
  const onTimeOver = useRef(options.onTimeOver);
  onTimeOver.current = options.onTimeOver;
  // the end may move (extra time): the journal reads the clock as it is now
  const clock = useRef(options.clock);
  clock.current = options.clock;
  const [journal] = useState(() =>
    createAnswerJournal({
      storageKey: answerJournalKey(sessionId),
      storage: browserStorage(),
      save: (entry) => saveAnswer(code, sessionId, entry),
      isExpired: () => isPastGrace(clock.current),
      onTimeOver: () => onTimeOver.current(),
      // the save sequences follow the server's clock: another device on this session continues above them
      now: () => Date.now() + clock.current.offsetMs,
    }),
  );
  const state = useSyncExternalStore(journal.subscribe, journal.getState);

  useEffect(() => {
    journal.start(); // also re-sends what an earlier page left unsent
    const online = () => journal.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      journal.stop();
    };
  }, [journal]);

  return { journal, state };
}
