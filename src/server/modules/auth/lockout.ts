// Failed passwords (decision 0023, OWASP's account lockout guidance): a run of failures locks the
// (account, IP) pair for a while; the account as a whole is only slowed down, never locked; and a
// browser holding the account's device cookie is subject to neither, though its own failures are
// counted, so that a stolen cookie cannot guess forever.
import { AppError } from '#server/app-error.ts'
import type { Db } from '#server/db/client.ts'
import { clearCounter, hitCounter, peekCounter } from '#server/http/rate-limit.ts'
import { ERROR_CODES } from '#shared/api/errors.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { DeviceCookie } from './device-cookie.ts'

/** Failures one IP may make on one account within the window; the next attempts get 429. */
export const PAIR_FAILURES = 10
export const PAIR_WINDOW_MS = 15 * 60_000
/** Failures one device cookie may make on its account within the window before it stops counting. */
export const DEVICE_FAILURES = 10
export const DEVICE_WINDOW_MS = 15 * 60_000
/** Failures on an account, from anywhere, after which every untrusted attempt waits. */
export const ACCOUNT_FREE_FAILURES = 10
export const ACCOUNT_WINDOW_MS = 60 * 60_000
/** The longest wait before an answer. */
export const MAX_DELAY_MS = 3000

/**
 * How long an attempt on an account waits before it is answered, after `failures` failed
 * attempts on the account (from any IP) in the window: nothing for the first
 * ACCOUNT_FREE_FAILURES, then `baseMs`, doubling with each further failure, at most MAX_DELAY_MS.
 */
export function slowdownDelayMs(failures: number, baseMs: number): number {
  if (baseMs <= 0 || failures < ACCOUNT_FREE_FAILURES) return 0
  const doublings = Math.min(failures - ACCOUNT_FREE_FAILURES, 20)
  return Math.min(MAX_DELAY_MS, baseMs * 2 ** doublings)
}

export interface LoginGuardOptions {
  db: Db
  /** The normalized email the attempt names (known or not: both count alike). */
  email: string
  ip: string
  /** A device cookie with a valid signature, if the request presented one. */
  device: DeviceCookie | undefined
  baseDelayMs: number
  sleep: (ms: number) => Promise<void>
}

export interface LoginGuard {
  /** Before the password is checked; refuses a locked pair with 429 and waits out the slowdown. */
  admit(accountId: string | undefined): Promise<void>
  failed(): Promise<void>
  succeeded(): Promise<void>
}

export function loginGuard(options: LoginGuardOptions): LoginGuard {
  const { db, email } = options
  const pairKey = `login-pair:${email}|${options.ip}`
  const accountKey = `login-account:${email}`
  const deviceKey = options.device ? `login-device:${options.device.deviceId}` : undefined
  let accountsDevice = false
  let trusted = false

  return {
    async admit(accountId) {
      // Attempts are counted as they come (so that a burst cannot pass a check together) and
      // forgotten at a success: what the counter holds is the run of failures.
      accountsDevice = options.device !== undefined && options.device.userId === accountId
      if (deviceKey && accountsDevice) {
        const { hits } = await hitCounter(db, deviceKey, DEVICE_WINDOW_MS)
        trusted = hits <= DEVICE_FAILURES
        if (trusted) return
      }
      const pair = await hitCounter(db, pairKey, PAIR_WINDOW_MS)
      if (pair.hits > PAIR_FAILURES) {
        throw new AppError(429, ERROR_CODES.rateLimited, MESSAGES.rateLimited, undefined, {
          headers: { 'retry-after': String(Math.max(1, Math.ceil(pair.ttl / 1000))) },
        })
      }
      const delay = slowdownDelayMs(await peekCounter(db, accountKey), options.baseDelayMs)
      if (delay > 0) await options.sleep(delay)
    },
    async failed() {
      await hitCounter(db, accountKey, ACCOUNT_WINDOW_MS)
    },
    async succeeded() {
      // A trusted device's success leaves the pair alone: it may be someone else's address too.
      if (!trusted) await clearCounter(db, pairKey)
      if (deviceKey && accountsDevice) await clearCounter(db, deviceKey)
    },
  }
}
