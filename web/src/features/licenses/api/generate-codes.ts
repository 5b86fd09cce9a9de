import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface GenerateCodesInput {
  number_codes: number;
  /** yyyy-MM-dd */
  from_date: string;
  /** yyyy-MM-dd */
  to_date: string;
}

/** POST /api/admin/generate_codes (staff) -> 201 the new codes; 400 field errors. */
export function generateCodes(input: GenerateCodesInput): Promise<string[]> {
  return api.post<string[]>('/api/admin/generate_codes', input);
}

export function useGenerateCodes() {
  return useMutation({ mutationFn: generateCodes });
}
