import type { MarketQuestion, NamedItem } from '@quizzical/common';
import { useLookupList } from '../../../lib/api/lookups/get-lookup-list';

type Lists = Partial<Record<'themes' | 'levels' | 'types', NamedItem[]>>;

/**
 * A question's theme, level and type as its chips show them: by their ids, named in the lists of the
 * language on screen; the names the question came with (the server's English) until a list is there
 * or when it lacks the id.
 */
export function questionChips(q: MarketQuestion, lists: Lists): string[] {
  const named = (items: NamedItem[] | undefined, id: number | null, fallback: string | null) =>
    (id !== null && items?.find((item) => item.id === id)?.name) || fallback;
  return [
    named(lists.themes, q.theme_id, q.theme),
    named(lists.levels, q.level_id, q.level),
    named(lists.types, q.type_id, q.type),
  ].filter((chip): chip is string => !!chip);
}

/** `questionChips` with the lists of the language on screen (cached: the filters read them too). */
export function useQuestionChips(q: MarketQuestion): string[] {
  const themes = useLookupList('themes').data;
  const levels = useLookupList('levels').data;
  const types = useLookupList('types').data;
  return questionChips(q, { themes, levels, types });
}
