// Issue 15, defect 6 (decision 0023): wrong passwords lock the (account, IP) pair, slow the account
// down without locking it, and never refuse the right password from a browser that signed in before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD, uniqueEmail } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'

const WRONG = 'Wrong-password-1'
const DEVICE_COOKIE = 'trainly_device'

/** Limits as in production, without the slowdown's waits (its own tests below record them). */
let t: TestApp
/** The slowdown at a 1 ms base; the waits it asks for are recorded, and waited. */
let slowed: TestApp
const waits: number[] = []
/** What `t` was asked to wait: nothing ever, at a base of 0. */
const waitsAtBase0: number[] = []

beforeAll(async () => {
  ;[t, slowed] = await Promise.all([
    createTestApp(
      { LOGIN_SLOWDOWN_BASE_MS: '0' },
      {
        sleep: (ms) => {
          waitsAtBase0.push(ms)
          return Promise.resolve()
        },
      },
    ),
    createTestApp(
      { LOGIN_SLOWDOWN_BASE_MS: '1' },
      {
        sleep: (ms) => {
          waits.push(ms)
          return new Promise((resolve) => setTimeout(resolve, ms))
        },
      },
    ),
  ])
})

afterAll(async () => {
  await Promise.all([t?.close(), slowed?.close()])
})

let ipCounter = 0
/** A fresh address per use, so that per-IP counts of different tests stay apart. */
const newIp = () => {
  ipCounter += 1
  return `198.51.100.${ipCounter}`
}

interface Attempt {
  email: string
  password: string
  ip: string
  /** The device cookie's value to present, if any. */
  device?: string | undefined
}

const login = (app: TestApp, { email, password, ip, device }: Attempt) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  })

/** The device cookie an answer sets, if it sets one. */
const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) =>
  res.cookies.find((c) => c.name === DEVICE_COOKIE)

/** Registers from a fresh address; the answer's device cookie is that browser's. */
async function register(app: TestApp) {
  const email = uniqueEmail('lockout')
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, firstName: 'Vera' },
    remoteAddress: newIp(),
  })
  expect(res.statusCode).toBe(201)
  return { email, id: res.json().user.id as string, device: deviceCookieOf(res)?.value }
}

/**
 * `count` wrong passwords at once; their status codes, sorted. Attempts are counted atomically,
 * so however they interleave, exactly the threshold's worth gets through.
 */
async function fail(app: TestApp, count: number, attempt: Omit<Attempt, 'password'>) {
  const answers = await Promise.all(
    Array.from({ length: count }, () => login(app, { ...attempt, password: WRONG })),
  )
  return answers.map((r) => r.statusCode).sort()
}

describe('the defect replayed: 10 wrong passwords for the victim from IP A', () => {
  it('lock neither the account nor a browser that signed in before; only IP A without it gets 429', async () => {
    const victim = await register(t)
    const a = newIp()
    // The victim signed in on this browser before (behind the same address as the attacker).
    const earlier = await login(t, { email: victim.email, password: PASSWORD, ip: a })
    expect(earlier.statusCode).toBe(200)
    const device = deviceCookieOf(earlier)?.value
    expect(device).toBeDefined()

    expect(await fail(t, 10, { email: victim.email.toUpperCase(), ip: a })).toEqual(Array(10).fill(401))

    // From IP B: signed in.
    const fromB = await login(t, { email: victim.email, password: PASSWORD, ip: newIp() })
    expect(fromB.statusCode).toBe(200)

    // From IP A without the device cookie: 429, for the rest of the 15 minutes.
    const right = await login(t, { email: victim.email, password: PASSWORD, ip: a })
    expect(right.statusCode).toBe(429)
    expect(right.json()).toEqual({ status: 'error', code: 'rate_limited', message: expect.any(String) })
    const retryAfter = Number(right.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(deviceCookieOf(right)).toBeUndefined()

    // From IP A with the device cookie: signed in, and the browser keeps its cookie.
    const withCookie = await login(t, { email: victim.email, password: PASSWORD, ip: a, device })
    expect(withCookie.statusCode).toBe(200)
    expect(withCookie.json().user.id).toBe(victim.id)
    expect(deviceCookieOf(withCookie)?.value).toBe(device)
    // The owner's sign-in does not unlock the pair for the stranger behind the same address.
    expect((await login(t, { email: victim.email, password: WRONG, ip: a })).statusCode).toBe(429)
  })
})

describe('the (account, IP) lock', () => {
  it('answers the 11th attempt of the pair with 429, and leaves other accounts from that IP alone', async () => {
    const victim = await register(t)
    const other = await register(t)
    const a = newIp()
    expect(await fail(t, 10, { email: victim.email, ip: a })).toEqual(Array(10).fill(401))
    expect((await login(t, { email: victim.email, password: WRONG, ip: a })).statusCode).toBe(429)
    expect((await login(t, { email: other.email, password: WRONG, ip: a })).statusCode).toBe(401)
    expect((await login(t, { email: other.email, password: PASSWORD, ip: a })).statusCode).toBe(200)
  })

  it('counts an unknown email like a known one, so a 429 does not tell whether an account exists', async () => {
    const ghost = uniqueEmail('ghost')
    expect(await fail(t, 11, { email: ghost, ip: newIp() })).toEqual([...Array(10).fill(401), 429])
  })

  it('forgets a run of failures at a success: a typo or two never adds up', async () => {
    const user = await register(t)
    const a = newIp()
    expect(await fail(t, 9, { email: user.email, ip: a })).toEqual(Array(9).fill(401))
    expect((await login(t, { email: user.email, password: PASSWORD, ip: a })).statusCode).toBe(200)
    // Without the reset these would be the pair's 11th and 12th attempts.
    expect(await fail(t, 2, { email: user.email, ip: a })).toEqual([401, 401])
  })

  it('lets a burst through no further than the threshold', async () => {
    const victim = await register(t)
    expect(await fail(t, 16, { email: victim.email, ip: newIp() })).toEqual([
      ...Array(10).fill(401),
      ...Array(6).fill(429),
    ])
  })
})

describe('the device cookie', () => {
  it('is set at sign-in and registration: httpOnly, SameSite=Strict, for /api/auth, for a year', async () => {
    const user = await register(t)
    expect(user.device).toMatch(/^d1\./)
    const res = await login(t, { email: user.email, password: PASSWORD, ip: newIp() })
    const cookie = deviceCookieOf(res)
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 365 * 24 * 60 * 60,
    })
    // A new browser gets its own cookie, not the one from registration.
    expect(cookie?.value).not.toBe(user.device)
    // No wrong password sets one.
    expect(
      deviceCookieOf(await login(t, { email: user.email, password: WRONG, ip: newIp() })),
    ).toBeUndefined()
  })

  it('helps only the account it was issued for, and only when its signature holds', async () => {
    const victim = await register(t)
    const someoneElse = await register(t)
    const a = newIp()
    expect(await fail(t, 10, { email: victim.email, ip: a })).toEqual(Array(10).fill(401))
    const genuine = victim.device ?? ''
    const tampered = `${genuine.slice(0, -2)}${genuine.endsWith('AA') ? 'BB' : 'AA'}`
    const forged = `d1.${victim.id}.${'A'.repeat(43)}.${'B'.repeat(43)}`
    for (const device of [someoneElse.device, tampered, forged, 'garbage']) {
      expect((await login(t, { email: victim.email, password: PASSWORD, ip: a, device })).statusCode).toBe(
        429,
      )
    }
    expect(
      (await login(t, { email: victim.email, password: PASSWORD, ip: a, device: genuine })).statusCode,
    ).toBe(200)
  })

  it('counts its own failures: after 10 it is an ordinary browser, so it cannot guess forever', async () => {
    const user = await register(t)
    const device = user.device
    const a = newIp()
    // Ten failures with the cookie: none counts against the pair.
    expect(await fail(t, 10, { email: user.email, ip: a, device })).toEqual(Array(10).fill(401))
    // From now on the cookie is not trusted; the pair counts, and locks after ten more.
    expect(await fail(t, 11, { email: user.email, ip: a, device })).toEqual([...Array(10).fill(401), 429])
    expect((await login(t, { email: user.email, password: PASSWORD, ip: a, device })).statusCode).toBe(429)
    // Elsewhere, the right password still signs in, and that clears the cookie's failures.
    const elsewhere = await login(t, { email: user.email, password: PASSWORD, ip: newIp(), device })
    expect(elsewhere.statusCode).toBe(200)
    expect((await login(t, { email: user.email, password: PASSWORD, ip: a, device })).statusCode).toBe(200)
    // The account is past the slowdown's threshold (21 failures), but `t` runs at a base of 0.
    expect(waitsAtBase0).toEqual([])
  })
})

describe('the account slowdown', () => {
  it('waits nothing for the first 10 failures across IPs, then 1, 2, 4… ms; never for the device cookie', async () => {
    const victim = await register(slowed)
    waits.length = 0
    for (let i = 0; i < 10; i += 1) {
      expect((await login(slowed, { email: victim.email, password: WRONG, ip: newIp() })).statusCode).toBe(
        401,
      )
    }
    expect(waits).toEqual([])
    for (let i = 0; i < 3; i += 1) {
      expect((await login(slowed, { email: victim.email, password: WRONG, ip: newIp() })).statusCode).toBe(
        401,
      )
    }
    expect(waits).toEqual([1, 2, 4])
    // The right password waits too (the wait does not tell right from wrong), and is not refused.
    const right = await login(slowed, { email: victim.email, password: PASSWORD, ip: newIp() })
    expect(right.statusCode).toBe(200)
    expect(waits).toEqual([1, 2, 4, 8])
    // A browser holding the account's device cookie does not wait.
    const trusted = await login(slowed, {
      email: victim.email,
      password: PASSWORD,
      ip: newIp(),
      device: victim.device,
    })
    expect(trusted.statusCode).toBe(200)
    expect(waits).toEqual([1, 2, 4, 8])
  })

  it('slows an unknown email alike', async () => {
    const ghost = uniqueEmail('ghost')
    waits.length = 0
    for (let i = 0; i < 11; i += 1) {
      expect((await login(slowed, { email: ghost, password: WRONG, ip: newIp() })).statusCode).toBe(401)
    }
    expect(waits).toEqual([1])
  })
})
