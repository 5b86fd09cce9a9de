import type { LatexCategory } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { lookupKeys } from './keys';

export function getLatexCategories(signal?: AbortSignal): Promise<LatexCategory[]> {
  return api.get<LatexCategory[]>('/api/latex/categories', { auth: false, signal });
}

/** GET /api/latex/categories: the LaTeX help drawer's categories (name, commands with symbol and example). */
export function useLatexCategories(enabled = true) {
  return useQuery({ ...latexCategoriesQueryOptions, enabled });
}

export const latexCategoriesQueryOptions = queryOptions({
  queryKey: lookupKeys.latex,
  queryFn: ({ signal }) => getLatexCategories(signal),
  staleTime: Number.POSITIVE_INFINITY,
});
