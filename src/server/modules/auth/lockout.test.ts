import { describe, expect, it } from 'vitest'
import { deviceCookieValue, newDeviceCookie, readDeviceCookie } from './device-cookie.ts'
import { ACCOUNT_FREE_FAILURES, MAX_DELAY_MS, slowdownDelayMs } from './lockout.ts'

describe('slowdownDelayMs', () => {
  it('waits nothing for the first failures on an account', () => {
    for (let failures = 0; failures < ACCOUNT_FREE_FAILURES; failures += 1) {
      expect(slowdownDelayMs(failures, 250)).toBe(0)
    }
  })

  it('then waits the base, doubling with each further failure, up to the cap', () => {
    const waits = Array.from({ length: 8 }, (_, i) => slowdownDelayMs(ACCOUNT_FREE_FAILURES + i, 250))
    expect(waits).toEqual([250, 500, 1000, 2000, MAX_DELAY_MS, MAX_DELAY_MS, MAX_DELAY_MS, MAX_DELAY_MS])
    expect(MAX_DELAY_MS).toBe(3000)
  })

  it('never passes the cap, however many failures, and never overflows', () => {
    expect(slowdownDelayMs(1_000_000, 3000)).toBe(MAX_DELAY_MS)
    expect(slowdownDelayMs(Number.MAX_SAFE_INTEGER, 1)).toBe(MAX_DELAY_MS)
    expect(slowdownDelayMs(ACCOUNT_FREE_FAILURES + 3, 1)).toBe(8)
  })

  it('is off with a base of 0', () => {
    expect(slowdownDelayMs(ACCOUNT_FREE_FAILURES + 5, 0)).toBe(0)
  })
})

describe('the device cookie', () => {
  const secret = 'a'.repeat(43)
  const userId = '0b6f1c1e-5d7a-4c59-9a55-2f1e4c3b2a10'

  it('reads back what was issued, bound to the account', () => {
    const device = newDeviceCookie(userId)
    expect(readDeviceCookie(secret, deviceCookieValue(secret, device))).toEqual(device)
    expect(newDeviceCookie(userId).deviceId).not.toBe(device.deviceId)
  })

  it('is nothing when signed with another secret, tampered with, or malformed', () => {
    const device = newDeviceCookie(userId)
    const value = deviceCookieValue(secret, device)
    expect(readDeviceCookie('b'.repeat(43), value)).toBeUndefined()
    const otherUser = value.replace(userId, '1b6f1c1e-5d7a-4c59-9a55-2f1e4c3b2a10')
    expect(readDeviceCookie(secret, otherUser)).toBeUndefined()
    const [head, , , signature] = value.split('.')
    expect(readDeviceCookie(secret, `${head}.${userId}.${'A'.repeat(43)}.${signature}`)).toBeUndefined()
    expect(readDeviceCookie(secret, `${value.slice(0, -1)}x`)).toBeUndefined()
    for (const junk of [undefined, '', 'd1', 'd1...', `d2${value.slice(2)}`, `${value}.x`, 'x'.repeat(500)]) {
      expect(readDeviceCookie(secret, junk)).toBeUndefined()
    }
  })
})
