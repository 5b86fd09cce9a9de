import { errors, jwtVerify, SignJWT } from 'jose';
import { randomToken } from '../../lib/tokens';

/** JWT access and refresh tokens (HS256). The refresh token's jti is its row in refresh_tokens. */
export function createTokenSigner(opts: {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  now: () => Date;
}) {
  const key = new TextEncoder().encode(opts.secret);
  const nowSeconds = () => Math.floor(opts.now().getTime() / 1000);

  async function sign(payload: Record<string, unknown>, ttl: number, jti: string) {
    const iat = nowSeconds();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .setJti(jti)
      .sign(key);
  }

  async function verify(token: string, type: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: opts.now(),
      });
      if (payload.token_type !== type || typeof payload.user_id !== 'number' || !payload.jti)
        return undefined;
      return payload as { user_id: number; jti: string; family?: string; exp: number };
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
