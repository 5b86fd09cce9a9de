import type { LegalNotice } from '@quizzical/common';
import type { Env } from './env';

type LegalEnv = Pick<
  Env,
  'LEGAL_NAME' | 'LEGAL_ADDRESS' | 'LEGAL_RESPONSIBLE' | 'LEGAL_EMAIL' | 'LEGAL_REGISTRY' | 'LEGAL_HOST'
>;

/** LEGAL_* variables; LEGAL_ADDRESS lines are separated by newlines or ' | '. Blank means unset. */
export function legalNotice(e: LegalEnv): LegalNotice {
  const field = (value?: string) => value?.trim() || null;
  return {
    name: field(e.LEGAL_NAME),
    address: (e.LEGAL_ADDRESS ?? '')
      .split(/\n|\s\|\s/)
      .map((line) => line.trim())
      .filter(Boolean),
    responsible: field(e.LEGAL_RESPONSIBLE),
    email: field(e.LEGAL_EMAIL),
    registry: field(e.LEGAL_REGISTRY),
    host: field(e.LEGAL_HOST),
  };
}

/** Every field unset: what /legal shows until the operator fills it in. */
export const NO_LEGAL_NOTICE: LegalNotice = legalNotice({});

/**
 * The start-up warning when the legal notice misses its essentials (who runs the instance and how to
 * reach them): /legal then tells visitors the operator has not filled it in.
 */
export function legalNoticeWarning(legal: LegalNotice): string | undefined {
  const missing = [
    !legal.name && 'LEGAL_NAME',
    legal.address.length === 0 && 'LEGAL_ADDRESS',
    !legal.email && 'LEGAL_EMAIL',
  ].filter(Boolean);
  if (missing.length === 0) return undefined;
  return `legal notice: ${missing.join(', ')} unset: /legal tells visitors the operator has not filled in these details (README, Configuration)`;
}
