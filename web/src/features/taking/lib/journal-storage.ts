import { type AnswerValue, TYPED_ANSWER_MAX } from '@quizzical/common';
import type { KeyValueStorage } from '../../../lib/local-store';

/**
 * The answer journal as it lies in localStorage (one key per session): what survives a reload, read
 * back defensively because the storage may hold an older shape or damage.
 */

export interface AnswerEntry {
  /** Question id. */
  key: number;
  /**
   * The answer as the save sends it, by the question's type: a stored number 1..4 (not the slot the
   * student saw), stored numbers (several answers), presented slot numbers in the student's order
   * (ordering), a text or a number (typed answers).
   */
  answer: AnswerValue;
  /** The click's sequence in its session (the server keeps the highest); absent from older journals. */
  sequence?: number;
}

export interface PendingEntry extends AnswerEntry {
  seq: number;
}

export interface StoredJournal {
  v: 1;
  entries: PendingEntry[];
  last?: AnswerEntry | null;
  /** The highest sequence given so far: the next one is above it, even after a reload. */
  seq?: number;
}

/** A sequence the server takes (a safe integer), with room above it: anything else is damage. */
const isSequence = (n: unknown): n is number =>
  Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) < 2 ** 52;

const isSlot = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 4;

/** An answer of any type in the shape the save sends (whether it fits its question is the server's word). */
const isAnswer = (answer: unknown): answer is AnswerValue =>
  (typeof answer === 'number' && Number.isFinite(answer)) ||
  (typeof answer === 'string' && answer.length <= TYPED_ANSWER_MAX) ||
  (Array.isArray(answer) && answer.length <= 4 && answer.every(isSlot));

function isEntry(value: unknown): value is PendingEntry {
  const e = value as PendingEntry;
  return !!e && Number.isInteger(e.key) && e.key > 0 && isAnswer(e.answer) && isSequence(e.seq);
}

/** The journal kept under `key`, without what is damaged; an empty one when there is none. */
export function loadJournal(storage: KeyValueStorage | null, key: string): StoredJournal {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return { v: 1, entries: [] };
    const parsed = JSON.parse(raw) as Partial<StoredJournal>;
    const entries = Array.isArray(parsed.entries) ? parsed.entries.filter(isEntry) : [];
    const p = parsed.last;
    const last =
      p && isEntry({ ...p, seq: 0 })
        ? { key: p.key, answer: p.answer, ...(isSequence(p.sequence) && { sequence: p.sequence }) }
        : null;
    const seq = isSequence(parsed.seq) ? parsed.seq : 0;
    return { v: 1, entries, last, seq };
  } catch {
    return { v: 1, entries: [] };
  }
}

/** Writes the journal under `key`, or removes the key when nothing is left to remember. */
export function saveJournal(storage: KeyValueStorage | null, key: string, journal: StoredJournal) {
  try {
    if (!storage) return;
    if (journal.entries.length === 0 && !journal.last) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(journal));
  } catch {
    // storage full or disabled: the answers still live in memory and are sent from there
  }
}
