import type { KeyValueStorage } from '../../../lib/local-store';

/**
 * The answer journal as it lies in localStorage (one key per session): what survives a reload, read
 * back defensively because the storage may hold an older shape or damage.
 */

export interface AnswerEntry {
  /** Question id. */
  key: number;
  /** Stored answer number 1..4 (not the slot the student saw). */
  answer: number;
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

function isEntry(value: unknown): value is PendingEntry {
  const e = value as PendingEntry;
  return (
    !!e &&
    Number.isInteger(e.key) &&
    e.key > 0 &&
    Number.isInteger(e.answer) &&
    e.answer >= 1 &&
    e.answer <= 4 &&
    isSequence(e.seq)
  );
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
