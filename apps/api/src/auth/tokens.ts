import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenClaims =
  | { typ: 'access'; sub: string; sid: string }
  | { typ: 'otp'; sub: string; otp: string };

export async function signToken(claims: TokenClaims, secret: Uint8Array, seconds: number): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(secret);
}

/** Null for any bad, expired or foreign token; callers treat that as anonymous. */
export async function readToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (payload.typ === 'access' && typeof payload.sid === 'string' && typeof payload.sub === 'string') {
      return { typ: 'access', sub: payload.sub, sid: payload.sid };
    }
    if (payload.typ === 'otp' && typeof payload.otp === 'string' && typeof payload.sub === 'string') {
      return { typ: 'otp', sub: payload.sub, otp: payload.otp };
    }
    return null;
  } catch {
    return null;
  }
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
