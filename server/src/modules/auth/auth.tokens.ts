import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { randomToken } from '../../lib/tokens';

/** JWT access and refresh tokens (HS256). The refresh token's jti is its row in refresh_tokens. */
export function createTokenSigner(opts: {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  now: () => Date;
}) {
  // imported once: jose imports raw key bytes again on every call, which made a verification 150–180 µs
  // against 60–90 with the key ready (every authenticated request verifies one)
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(opts.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const nowSeconds = () => Math.floor(opts.now().getTime() / 1000);

  async function sign(payload: Record<string, unknown>, ttl: number, jti: string) {
    const iat = nowSeconds();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .setJti(jti)
      .sign(await key);
  }

  type Payload = { user_id: number; jti: string; family?: string; exp: number };
  // Access tokens whose signature checked out, by their text: a signed-in teacher's every request carries
  // the same token for its lifetime, and its signature cannot change. Only the expiry is read again at
  // each use; the user behind it is still looked up on every request (authenticate).
  const verifiedAccess = new LRUCache<string, Payload>({ max: 10_000 });

  async function verify(token: string, type: 'access' | 'refresh') {
    if (type === 'access') {
      const known = verifiedAccess.get(token);
      // jose's rule: expired once `exp` is not after the current second
      if (known) return known.exp > nowSeconds() ? known : undefined;
    }
    const payload = await verifySignature(token, type);
    if (payload && type === 'access') verifiedAccess.set(token, payload);
    return payload;
  }

  async function verifySignature(token: string, type: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        currentDate: opts.now(),
      });
      if (payload.token_type !== type || typeof payload.user_id !== 'number' || !payload.jti)
        return undefined;
      return payload as Payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }

  return {
    signAccess: (userId: number) =>
      sign({ token_type: 'access', user_id: userId }, opts.accessTtlSeconds, randomToken(16)),
    signRefresh: (userId: number, jti: string, family: string) =>
      sign({ token_type: 'refresh', user_id: userId, family }, opts.refreshTtlSeconds, jti),
    verifyAccess: (token: string) => verify(token, 'access'),
    verifyRefresh: (token: string) => verify(token, 'refresh'),
    refreshExpiry: () => new Date(opts.now().getTime() + opts.refreshTtlSeconds * 1000),
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
