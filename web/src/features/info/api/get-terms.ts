import type { TermsSection } from '@quizzical/common';
import { lookupKeys } from '../../../lib/api/lookups/keys';
import { useInfoQuery } from './info-query';

/** GET /api/terms: sections of the terms (title, HTML text). */
export function useTerms() {
  return useInfoQuery<TermsSection[]>(lookupKeys.terms, '/api/terms');
}
