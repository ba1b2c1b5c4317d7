import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PASSWORD, registerAccount, uniqueEmail } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

/** Rate limits as in production. */
let limited: TestApp
/** The same app with RATE_LIMIT_DISABLED=true, as for load tests. */
let unlimited: TestApp

beforeAll(async () => {
  ;[limited, unlimited] = await Promise.all([createTestApp(), createTestApp({ RATE_LIMIT_DISABLED: 'true' })])
})

afterAll(async () => {
  await Promise.all([limited?.close(), unlimited?.close()])
})

let ipCounter = 0
/** Each test calls from its own address, so per-IP counts stay apart. */
const newIp = () => {
  ipCounter += 1
  return `203.0.113.${ipCounter}`
}
let ip = newIp()
beforeEach(() => {
  ip = newIp()
})

const post = (t: TestApp, url: string, payload: unknown, from = ip) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: from })

/** `count` calls at once; the answers in order. */
const burst = (count: number, call: (attempt: number) => ReturnType<typeof post>) =>
  Promise.all(Array.from({ length: count }, (_, i) => call(i + 1)))

const WRONG = 'Wrong-password-1'
const UNKNOWN_REFRESH_TOKEN = 'A'.repeat(43)

describe('with rate limits on', () => {
  it('limits password reset requests per account', async () => {
    const account = await registerAccount(limited)
    const other = await registerAccount(limited)
    const first = await burst(5, () => post(limited, '/api/auth/password-reset', { email: account.email }))
    expect(first.map((r) => r.statusCode)).toEqual(Array(5).fill(200))

    const sixth = await post(limited, '/api/auth/password-reset', { email: account.email.toUpperCase() })
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toEqual({ status: 'error', code: 'rate_limited', message: expect.any(String) })
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(59 * 60)

    expect((await post(limited, '/api/auth/password-reset', { email: other.email })).statusCode).toBe(200)
  })

  it('limits calls per address and route: the 61st refresh within a minute gets 429, other routes do not', async () => {
    const first = await burst(60, () =>
      post(limited, '/api/auth/refresh', { refreshToken: UNKNOWN_REFRESH_TOKEN }),
    )
    expect(first.map((r) => r.statusCode)).toEqual(Array(60).fill(401))
    const limitedRefresh = await post(limited, '/api/auth/refresh', { refreshToken: UNKNOWN_REFRESH_TOKEN })
    expect(limitedRefresh.statusCode).toBe(429)
    expect(limitedRefresh.json()).toEqual({
      status: 'error',
      code: 'rate_limited',
      message: expect.any(String),
    })
    expect(Number(limitedRefresh.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limitedRefresh.headers['retry-after'])).toBeLessThanOrEqual(60)

    // The same address may still register and log in, and another address may still refresh.
    const email = uniqueEmail('same-address')
    const register = await post(limited, '/api/auth/register', { email, password: PASSWORD, firstName: 'A' })
    expect(register.statusCode).toBe(201)
    const login = await post(limited, '/api/auth/login', { email, password: PASSWORD })
    expect(login.statusCode).toBe(200)
    const elsewhere = await post(
      limited,
      '/api/auth/refresh',
      { refreshToken: UNKNOWN_REFRESH_TOKEN },
      newIp(),
    )
    expect(elsewhere.statusCode).toBe(401)
  })
})

describe('forwarded addresses', () => {
  it('are not trusted by default: a spoofed X-Forwarded-For does not reset the per-address count', async () => {
    const from = newIp()
    const answers = await burst(61, (attempt) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: UNKNOWN_REFRESH_TOKEN },
        remoteAddress: from,
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      }),
    )
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(1)
  })
})

describe('with RATE_LIMIT_DISABLED=true', () => {
  it('never answers 429 to the same bursts', async () => {
    const account = await registerAccount(unlimited)
    const logins = await burst(12, () =>
      post(unlimited, '/api/auth/login', { email: account.email, password: WRONG }),
    )
    expect(logins.map((r) => r.statusCode)).toEqual(Array(12).fill(401))
    expect(logins.every((r) => r.headers['retry-after'] === undefined)).toBe(true)
    const right = await post(unlimited, '/api/auth/login', { email: account.email, password: PASSWORD })
    expect(right.statusCode).toBe(200)

    const resets = await burst(7, () => post(unlimited, '/api/auth/password-reset', { email: account.email }))
    expect(resets.map((r) => r.statusCode)).toEqual(Array(7).fill(200))
    const refreshes = await burst(61, () =>
      post(unlimited, '/api/auth/refresh', { refreshToken: UNKNOWN_REFRESH_TOKEN }),
    )
    expect(refreshes.map((r) => r.statusCode)).toEqual(Array(61).fill(401))
  })
})
