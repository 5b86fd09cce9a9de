import type { LatexCategory } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { useLanguage } from '../../i18n';
import { inLanguage, lookupKeys } from './keys';

export function getLatexCategories(language: string, signal?: AbortSignal): Promise<LatexCategory[]> {
  return api.get<LatexCategory[]>(inLanguage('/api/latex/categories', language), { auth: false, signal });
}

/**
 * GET /api/latex/categories?lang=: the LaTeX help drawer's categories (name in the language on
 * screen, commands with symbol and example).
 */
export function useLatexCategories(enabled = true) {
  return useQuery({ ...latexCategoriesQueryOptions(useLanguage()), enabled });
}

export const latexCategoriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: lookupKeys.latex(language),
    queryFn: ({ signal }) => getLatexCategories(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
