import type { FaqCategory } from '@quizzical/common';
import { lookupKeys } from '../../../lib/api/lookups/keys';
import { useInfoQuery } from './info-query';

/** GET /api/faq/categories: categories with their entries (title, HTML answer). */
export function useFaqCategories() {
  return useInfoQuery<FaqCategory[]>(lookupKeys.faq, '/api/faq/categories');
}
