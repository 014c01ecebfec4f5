import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { forgetOldest } from '../lib/bounded.js';

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
async function verify(token: string, secret: Uint8Array): Promise<{ claims: TokenClaims; expiresAt: number } | null> {
  try {
    // A token without an expiry would be good for ever: refused, as is one without an issue time.
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat'] });
    const expiresAt = (payload.exp ?? 0) * 1000;
    if (payload.typ === 'access' && typeof payload.sid === 'string' && typeof payload.sub === 'string') {
      return { claims: { typ: 'access', sub: payload.sub, sid: payload.sid }, expiresAt };
    }
    if (payload.typ === 'otp' && typeof payload.otp === 'string' && typeof payload.sub === 'string') {
      return { claims: { typ: 'otp', sub: payload.sub, otp: payload.otp }, expiresAt };
    }
    return null;
  } catch {
    return null;
  }
}

/*
 * Tokens already verified, until they expire: every request carries one, and HMAC through WebCrypto was a
 * visible share of a dashboard request's CPU. Only valid tokens are kept, oldest dropped first; whether the
 * session still stands is checked on every request all the same (resolve.ts).
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; expiresAt: number }>>();
const MAX_VERIFIED = 10_000;

export async function readToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  let cache = verified.get(secret);
  if (!cache) verified.set(secret, (cache = new Map<string, { claims: TokenClaims; expiresAt: number }>()));
  const hit = cache.get(token);
  if (hit && hit.expiresAt > Date.now()) return hit.claims;
  cache.delete(token);
  const fresh = await verify(token, secret);
  if (!fresh) return null;
  forgetOldest(cache, MAX_VERIFIED);
  cache.set(token, fresh);
  return fresh.claims;
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
