import type { AnswerValue, PlayerState } from '@quizzical/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage } from '../../../lib/local-store';
import { liveTapKey } from '../../../lib/storage-keys';
import { sendLiveAnswer } from '../api/send-live-answer';
import { type AnswerPhase, sendAnswer } from './play-answer';
import { questionKey } from './play-state';

/** The player's tap on the current question and where it is on its way to the server. */
export interface Tap {
  key: number;
  /**
   * The answer in its question type's shape: a stored number 1..4 (A = 1: hosted questions keep the
   * stored order), the ticked numbers, a text, a number, or the presented items' slots in order.
   */
  answer: AnswerValue;
  phase: AnswerPhase;
  message?: string;
}

/** A stored answer of any type's shape (storage may hold anything). */
const isAnswerValue = (value: unknown): value is AnswerValue =>
  typeof value === 'number' ||
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((n) => Number.isInteger(n)));

function readStoredTap(sessionId: string): { key: number; answer: AnswerValue } | null {
  try {
    const raw = browserStorage()?.getItem(liveTapKey(sessionId));
    const value = raw ? JSON.parse(raw) : null;
    return value && Number.isInteger(value.key) && isAnswerValue(value.answer) ? value : null;
  } catch {
    return null;
  }
}

function storeTap(sessionId: string, tap: { key: number; answer: AnswerValue } | null) {
  try {
    const storage = browserStorage();
    if (tap) storage?.setItem(liveTapKey(sessionId), JSON.stringify({ key: tap.key, answer: tap.answer }));
    else storage?.removeItem(liveTapKey(sessionId));
  } catch {
    // no storage (privacy mode): the tap is only kept in memory
  }
}

/** Waits `ms`, or less when the browser comes back online or the tap is given up. */
function waitOrOnline(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });
}

/**
 * One tap answers and locks: the tap is kept (in storage too, so that a reload sends it again) and
 * sent until the server answers (play-answer.ts). A second tap on the same question is ignored.
 */
export function useLiveAnswer(code: string, sessionId: string, state: PlayerState | null) {
  const [tap, setTap] = useState<Tap | null>(null);
  const aborter = useRef<AbortController | null>(null);

  const submit = useCallback(
    (key: number, answer: AnswerValue) => {
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      storeTap(sessionId, { key, answer });
      setTap({ key, answer, phase: 'saving' });
      void sendAnswer({
        send: () => sendLiveAnswer(code, sessionId, { key, answer }),
        wait: (ms) => waitOrOnline(ms, controller.signal),
        signal: controller.signal,
        onPhase: (phase) => setTap((t) => (t?.key === key ? { ...t, phase } : t)),
      }).then((outcome) => {
        if (outcome.phase === 'aborted') return;
        storeTap(sessionId, null);
        setTap((t) => {
          if (t?.key !== key) return t;
          if (outcome.phase === 'saved') return { ...t, answer: outcome.answer, phase: 'saved' };
          return { ...t, phase: outcome.phase, message: 'message' in outcome ? outcome.message : undefined };
        });
      });
    },
    [code, sessionId],
  );

  useEffect(() => () => aborter.current?.abort(), []);

  // a tap left unacknowledged by the previous page (a reload while offline) is sent again while its
  // question is still the game's and the server has no answer for it
  const key = state ? questionKey(state) : null;
  const serverAnswer = state?.answer ?? null;
  const step = state?.step;
  useEffect(() => {
    if (key === null || step === undefined) return;
    const stored = readStoredTap(sessionId);
    if (!stored) return;
    if (stored.key !== key || (step !== 'question' && step !== 'reveal')) {
      storeTap(sessionId, null);
      return;
    }
    if (serverAnswer !== null) storeTap(sessionId, null);
    else if (!tap) submit(stored.key, stored.answer);
  }, [key, step, serverAnswer, sessionId, submit, tap]);

  /** A tap on the current question; ignored once one is on its way or the server has an answer. */
  const answer = (stored: AnswerValue) => {
    if (state?.step !== 'question' || key === null) return;
    if (state.answer !== null || tap?.key === key) return;
    submit(key, stored);
  };

  return { tap: tap && tap.key === key ? tap : null, answer };
}
