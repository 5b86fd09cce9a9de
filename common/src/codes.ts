/**
 * Quiz codes are read aloud in class and typed on phones: upper-case letters and digits without the
 * look-alikes 0/O, 1/I/L. 6 characters give 31^6 ≈ 887 million codes.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const QUIZ_CODE_LENGTH = 6;
export const SHARE_CODE_LENGTH = 10;

/** Normalises what a person typed: trims, upper-cases, drops spaces and dashes. */
export const normalizeCode = (raw: string) =>
  raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');

/** Builds a code from random bytes (crypto-strength bytes come from the caller: node or the browser). */
export function codeFromBytes(bytes: Uint8Array, length: number): string {
  let out = '';
  // rejection sampling keeps every character equally likely (256 is not a multiple of 31)
  const limit = 256 - (256 % CODE_ALPHABET.length);
  for (const b of bytes) {
    if (b >= limit) continue;
    out += CODE_ALPHABET[b % CODE_ALPHABET.length];
    if (out.length === length) return out;
  }
  throw new Error('not enough random bytes for a code');
}

/** Licence codes: 20 characters of the code alphabet (≈ 99 bits), shown in groups of five. */
export const LICENSE_CODE_LENGTH = 20;
export const formatLicenseCode = (raw: string) =>
  raw
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/(.{5})(?=.)/g, '$1-');
