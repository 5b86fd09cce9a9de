import type { LegalNotice } from '@quizzical/common';
import { lookupKeys } from '../../../lib/api/lookups/keys';
import { useInfoQuery } from './info-query';

/** GET /api/legal: the operator's legal notice from the server's configuration (null = not set). */
export function useLegalNotice() {
  return useInfoQuery<LegalNotice>(lookupKeys.legal, '/api/legal');
}
