import { createHash, randomBytes } from 'node:crypto'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { clock } from '#shared/clock.ts'
import { ACCESS_TOKEN_COOKIE_MAX_AGE_S } from '#shared/constants.ts'
import { isUuid } from '#shared/uuid.ts'

const ISSUER = 'trainly'
const AUDIENCE = 'trainly'

export interface AccessClaims {
  userId: string
  sid: string
}

/** Why an access token was refused; the messages are the ones SPEC.md §8's client looks for. */
export type TokenProblem = 'token_expired' | 'token_invalid' | 'token_malformed'
export const TOKEN_PROBLEM_MESSAGES: Record<TokenProblem, string> = {
  token_expired: 'Token expired',
  token_invalid: 'Invalid token',
  token_malformed: 'jwt malformed',
}

export class TokenError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(TOKEN_PROBLEM_MESSAGES[problem])
    this.name = 'TokenError'
  }
}

const keyOf = (secret: string) => new TextEncoder().encode(secret)

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  now = clock.now(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT({ userId: claims.userId, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_COOKIE_MAX_AGE_S)
    .sign(keyOf(secret))
}

/**
 * Tokens whose signature, issuer, audience and claims were checked, with their expiry (seconds):
 * the check is a pure function of the token and the secret, all but the expiry, which is checked
 * again on every use. Checking a signature costs ~0.3 ms a call, on every authenticated request
 * (decision 0033, addendum). Bounded: emptied when full. The session (revocation, blocks) is still
 * read from the database on every call.
 */
const verified = new Map<string, { secret: string; claims: AccessClaims; exp: number }>()
const VERIFIED_MAX = 20_000

/** Checks signature, algorithm (HS256 only), issuer, audience, expiry and the claims' shape. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  const known = verified.get(token)
  // jose's rule: expired once exp <= now in whole seconds.
  if (known && known.secret === secret && known.exp > Math.floor(clock.nowMs() / 1000)) return known.claims
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) throw new TokenError('token_malformed')
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: clock.now(),
    })
    const { userId, sid } = payload as { userId?: unknown; sid?: unknown }
    if (typeof userId !== 'string' || typeof sid !== 'string' || !isUuid(userId) || !isUuid(sid)) {
      throw new TokenError('token_invalid')
    }
    const claims = { userId, sid }
    // Tokens are always signed with an expiry; one without is checked every time.
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.clear()
      verified.set(token, { secret, claims, exp: payload.exp })
    }
    return claims
  } catch (error) {
    if (error instanceof TokenError) throw error
    if (error instanceof joseErrors.JWTExpired) throw new TokenError('token_expired')
    if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid) {
      throw new TokenError('token_malformed')
    }
    throw new TokenError('token_invalid')
  }
}

/** 256 bits of randomness, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

export function isOpaqueTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token)
}

/** Tokens are stored only as SHA-256 hashes (they carry 256 bits, so no salt or slow hash is needed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
