// The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies" (decision
// 0023): set when a browser signs in with a password, it lets that browser past the per-(account,
// IP) lock and the account's slowdown, for that account only.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { newOpaqueToken } from '#server/http/tokens.ts'

export const DEVICE_COOKIE = 'trainly_device'
/** A year: the cookie is worth keeping as long as the browser is used. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60
/** Sent only with the auth calls, where it is read. */
export const DEVICE_COOKIE_PATH = '/api/auth'

export interface DeviceCookie {
  userId: string
  /** Random, one per issued cookie: its failures are counted under it. */
  deviceId: string
}

const VERSION = 'd1'

/** The signing key, derived from the app's secret so that it never signs anything else. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('trainly device cookie').digest()

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url')

/** The cookie's value for a browser that signed in to `userId`: `d1.<user>.<device>.<HMAC>`. */
export function deviceCookieValue(secret: string, cookie: DeviceCookie): string {
  const payload = `${VERSION}.${cookie.userId}.${cookie.deviceId}`
  return `${payload}.${signatureOf(secret, payload)}`
}

export function newDeviceCookie(userId: string): DeviceCookie {
  return { userId, deviceId: newOpaqueToken() }
}

/** The cookie a request presents, when its signature holds; anything else is no cookie. */
export function readDeviceCookie(secret: string, value: string | undefined): DeviceCookie | undefined {
  if (!value || value.length > 200) return undefined
  const parts = value.split('.')
  if (parts.length !== 4 || parts[0] !== VERSION) return undefined
  const [version, userId, deviceId, signature] = parts as [string, string, string, string]
  if (!/^[0-9a-f-]{36}$/.test(userId) || !/^[A-Za-z0-9_-]{43}$/.test(deviceId)) return undefined
  const expected = Buffer.from(signatureOf(secret, `${version}.${userId}.${deviceId}`))
  const presented = Buffer.from(signature)
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return undefined
  return { userId, deviceId }
}
