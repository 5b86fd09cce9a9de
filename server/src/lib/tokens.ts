import { createHash, randomBytes } from 'node:crypto';

/** URL-safe random token with `bytes` bytes of entropy. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens sent by e-mail are stored only as a hash: a database leak does not leak usable links. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** djoser's uid: the user id, base64url-encoded. */
export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
export function decodeUid(uid: string): number | undefined {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,10}$/.test(text) ? Number(text) : undefined;
}
