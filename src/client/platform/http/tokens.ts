import { clock } from '#shared/clock.ts'
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_COOKIE_MAX_AGE_S,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE_MAX_AGE_S,
  REFRESH_TOKEN_MIN_LENGTH,
} from '#shared/constants.ts'
import { deleteCookie, readCookie, writeCookie } from './cookies.ts'

export function accessToken(): string | undefined {
  return readCookie(ACCESS_TOKEN_COOKIE) || undefined
}

export function refreshToken(): string | undefined {
  return readCookie(REFRESH_TOKEN_COOKIE) || undefined
}

export function saveTokens(tokens: { token: string; refreshToken: string }) {
  writeCookie(ACCESS_TOKEN_COOKIE, tokens.token, ACCESS_TOKEN_COOKIE_MAX_AGE_S)
  writeCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, REFRESH_TOKEN_COOKIE_MAX_AGE_S)
}

export function clearTokens() {
  deleteCookie(ACCESS_TOKEN_COOKIE)
  deleteCookie(REFRESH_TOKEN_COOKIE)
}

export interface TokenPayload {
  userId: string
  exp: number
}

export type TokenVerdict =
  | { ok: true; payload: TokenPayload }
  | { ok: false; reason: 'malformed' | 'no_user' | 'expired' }

/** SPEC.md §4–§5: a token must be well-formed, carry userId and not be expired. */
export function inspectToken(token: string, nowMs = clock.nowMs()): TokenVerdict {
  const part = token.split('.')[1]
  if (token.split('.').length !== 3 || !part) return { ok: false, reason: 'malformed' }
  let payload: Record<string, unknown>
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    )
    payload = JSON.parse(json) as Record<string, unknown>
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (typeof payload.userId !== 'string' || payload.userId === '') return { ok: false, reason: 'no_user' }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, payload: { userId: payload.userId, exp: payload.exp } }
}

/** SPEC.md §5: a refresh token shorter than 10 characters is invalid. */
export function isUsableRefreshToken(token: string | undefined): token is string {
  return typeof token === 'string' && token.length >= REFRESH_TOKEN_MIN_LENGTH
}
