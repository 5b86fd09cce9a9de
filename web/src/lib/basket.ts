import type { MarketQuestion, QuestionType } from '@quizzical/common';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';

/*
 * The market's basket of selected questions (spec §3), kept in localStorage: the market fills it, the
 * quiz editor empties what a saved quiz took from it. Here rather than in either feature, which do
 * not import each other.
 */

/**
 * A question of the selected-questions basket (spec §3): what the create page needs to add it as a
 * question card (it reads them from `location.state.importFromMarket`).
 */
export interface BasketItem {
  id: number;
  description: string;
  text: string;
  answer1: string;
  answer2: string;
  answer3: string;
  answer4: string;
  correctAnswer: number;
  smallImageUrl: string;
  bigImageUrl: string;
  /** The question's type and its fields (absent from baskets kept before types: single answers). */
  type?: QuestionType;
  correct_answers?: number[];
  partial_credit?: boolean;
  accepted_answers?: string[];
  case_sensitive?: boolean;
  correct_value?: number | null;
  tolerance?: number;
  explanation?: string;
}

export function toBasketItem(q: MarketQuestion): BasketItem {
  return {
    id: q.id,
    description: q.description,
    text: q.text,
    answer1: q.answer1,
    answer2: q.answer2,
    answer3: q.answer3 ?? '',
    answer4: q.answer4 ?? '',
    correctAnswer: q.correct_answer,
    smallImageUrl: q.smallImageUrl ?? '',
    bigImageUrl: q.bigImageUrl ?? '',
    type: q.question_type ?? 'single',
    correct_answers: q.correct_answers ?? [],
    partial_credit: q.partial_credit ?? true,
    accepted_answers: q.accepted_answers ?? [],
    case_sensitive: q.case_sensitive ?? false,
    correct_value: q.correct_value ?? null,
    tolerance: q.tolerance ?? 0,
    explanation: q.explanation,
  };
}

const isItem = (v: unknown): v is BasketItem =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as BasketItem).id === 'number' &&
  typeof (v as BasketItem).text === 'string';

/** Reads the stored basket; anything unreadable counts as empty. */
export function parseBasket(raw: string | null): BasketItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Spec §3 Basket: add (once per question), remove by index, remove all. */
export const addToBasket = (items: BasketItem[], item: BasketItem): BasketItem[] =>
  items.some((i) => i.id === item.id) ? items : [...items, item];
export const removeFromBasket = (items: BasketItem[], index: number): BasketItem[] =>
  items.filter((_, i) => i !== index);

const EMPTY: BasketItem[] = [];
let cache: { raw: string | null; items: BasketItem[] } = { raw: null, items: EMPTY };
const listeners = new Set<() => void>();

function read(): BasketItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.marketBasket);
  } catch {}
  if (raw !== cache.raw) cache = { raw, items: parseBasket(raw) };
  return cache.items;
}

function write(items: BasketItem[]) {
  try {
    if (items.length === 0) localStorage.removeItem(STORAGE_KEYS.marketBasket);
    else localStorage.setItem(STORAGE_KEYS.marketBasket, JSON.stringify(items));
  } catch {}
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.marketBasket || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Takes these questions out of the stored basket (after they went into a saved quiz). */
export function removeFromStoredBasket(ids: number[]) {
  write(read().filter((item) => !ids.includes(item.id)));
}

export interface Basket {
  items: BasketItem[];
  has(id: number): boolean;
  add(item: BasketItem): void;
  remove(index: number): void;
  removeId(id: number): void;
  clear(): void;
}

/** The basket of this browser (localStorage), shared by every component and tab. */
export function useBasket(): Basket {
  const items = useSyncExternalStore(subscribe, read, () => EMPTY);
  return {
    items,
    has: (id) => items.some((i) => i.id === id),
    add: (item) => write(addToBasket(read(), item)),
    remove: (index) => write(removeFromBasket(read(), index)),
    removeId: (id) => write(read().filter((i) => i.id !== id)),
    clear: () => write([]),
  };
}
