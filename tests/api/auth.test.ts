import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '#server/http/tokens.ts'
import { clock } from '#shared/clock.ts'
import { bearer, loginAccount, PASSWORD, registerAccount, uniqueEmail } from '../support/accounts.ts'
import { resetTokenFrom, startSmtpCapture, verificationTokenFrom } from '../support/smtp.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'

let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>

beforeAll(async () => {
  smtp = await startSmtpCapture()
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_DISABLED: 'true' })
})

afterAll(async () => {
  await t.close()
  await smtp.close()
})

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

describe('registration', () => {
  it('creates a student account and signs it in', async () => {
    const email = uniqueEmail('new')
    const res = await post('/api/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'Nina',
      lastName: 'K',
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      status: 'success',
      user: {
        email,
        firstName: 'Nina',
        lastName: 'K',
        roles: ['student'],
        currentRole: 'student',
        isTrainerBlocked: false,
      },
    })
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('keeps the browser’s time zone, and refuses an unknown one', async () => {
    const res = await post('/api/auth/register', {
      email: uniqueEmail('tz'),
      password: PASSWORD,
      firstName: 'Tanya',
      timeZone: 'Asia/Novosibirsk',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().user.theme).toBe('system')
    const profile = await get('/api/user/profile', bearer(res.json().token))
    expect(profile.json().data.timeZone).toBe('Asia/Novosibirsk')
    const bad = await post('/api/auth/register', {
      email: uniqueEmail('tz'),
      password: PASSWORD,
      firstName: 'T',
      timeZone: 'Mars/Olympus',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toHaveProperty('timeZone')
  })

  it('keeps emails unique whatever their case', async () => {
    const email = uniqueEmail('case')
    await registerAccount(t, { email })
    const res = await post('/api/auth/register', {
      email: email.toUpperCase(),
      password: PASSWORD,
      firstName: 'X',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'email_taken',
      fields: { email: expect.any(String) },
    })
  })

  it('refuses weak and malformed input with field errors', async () => {
    const cases: [unknown, string][] = [
      [{ email: uniqueEmail(), password: 'password123', firstName: 'A' }, 'password'],
      [{ email: uniqueEmail(), password: 'qwertyuiop', firstName: 'A' }, 'password'],
      [{ email: uniqueEmail(), password: 'short', firstName: 'A' }, 'password'],
      [{ email: uniqueEmail(), password: 'x'.repeat(129), firstName: 'A' }, 'password'],
      [{ email: 'not-an-email', password: PASSWORD, firstName: 'A' }, 'email'],
      [{ email: uniqueEmail(), password: PASSWORD }, 'firstName'],
      [{ email: uniqueEmail(), password: PASSWORD, firstName: 'A', phone: '12' }, 'phone'],
    ]
    for (const [payload, field] of cases) {
      const res = await post('/api/auth/register', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().fields, JSON.stringify(payload)).toHaveProperty(field)
    }
    const count = await sql('select count(*)::int as n from users')
    const before = count.rows[0].n
    await post('/api/auth/register', { email: uniqueEmail(), password: 'password', firstName: 'A' })
    expect((await sql('select count(*)::int as n from users')).rows[0].n).toBe(before)
  })

  it('accepts passwords of 8 and of 128 characters', async () => {
    expect(
      (await post('/api/auth/register', { email: uniqueEmail(), password: 'Zq7#kLm2', firstName: 'A' }))
        .statusCode,
    ).toBe(201)
    const long = `${'Zq7#kLm2'.repeat(16)}`
    expect(long).toHaveLength(128)
    expect(
      (await post('/api/auth/register', { email: uniqueEmail(), password: long, firstName: 'A' })).statusCode,
    ).toBe(201)
  })
})

describe('login', () => {
  it('answers the same for an unknown email and a wrong password', async () => {
    const account = await registerAccount(t)
    const wrong = await post('/api/auth/login', { email: account.email, password: 'Wrong-password-1' })
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('ghost'),
      password: 'Wrong-password-1',
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
  })

  it('signs in with any case of the email and gives an access token of one hour', async () => {
    const account = await registerAccount(t)
    const session = await loginAccount(t, account.email.toUpperCase())
    const payload = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString())
    expect(payload.userId).toBe(account.id)
    expect(payload.sid).toBe(session.sessionId)
    expect(payload.exp - payload.iat).toBe(3600)
  })
})

describe('access tokens', () => {
  it('refuses a tampered, unsigned, malformed, foreign or expired token with a telling message', async () => {
    const account = await registerAccount(t)
    const [h, p] = account.token.split('.')
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), userId: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${account.token.split('.')[2]}`
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`
    const foreign = await signAccessToken(
      { userId: account.id, sid: account.sessionId },
      'another-secret-another-secret-another',
    )
    const expired = await signAccessToken(
      { userId: account.id, sid: account.sessionId },
      t.app.jwtSecret,
      new Date(clock.nowMs() - 2 * 3600_000),
    )
    const hs512 = await new SignJWT({ userId: account.id, sid: account.sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('trainly')
      .setAudience('trainly')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.app.jwtSecret))
    const cases: [string, string][] = [
      [forged, 'Invalid token'],
      [unsigned, 'jwt malformed'],
      ['abc', 'jwt malformed'],
      [foreign, 'Invalid token'],
      [expired, 'Token expired'],
      [hs512, 'Invalid token'],
    ]
    for (const [token, message] of cases) {
      const res = await get('/api/user/profile', bearer(token))
      expect(res.statusCode, message).toBe(401)
      expect(res.json().message, token).toBe(message)
    }
    expect((await get('/api/user/profile')).statusCode).toBe(401)
  })

  it('refuses an x-user-id that is not the token’s user', async () => {
    const a = await registerAccount(t)
    const b = await registerAccount(t)
    const res = await get('/api/user/profile', bearer(a.token, b.id))
    expect(res.statusCode).toBe(403)
    expect((await get('/api/user/profile', bearer(a.token, a.id))).statusCode).toBe(200)
  })
})

describe('refresh tokens', () => {
  it('rotates on every refresh; the old one stops working', async () => {
    const account = await registerAccount(t)
    const first = await post('/api/auth/refresh', { refreshToken: account.refreshToken })
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body).toEqual({ status: 'success', token: expect.any(String), refreshToken: expect.any(String) })
    expect(body.refreshToken).not.toBe(account.refreshToken)
    const again = await post('/api/auth/refresh', { refreshToken: account.refreshToken })
    expect(again.statusCode).toBe(401)
    expect(again.json().code).toBe('token_invalid')
    expect((await get('/api/user/profile', bearer(body.token))).statusCode).toBe(200)
  })

  it('stores refresh tokens only as hashes', async () => {
    const account = await registerAccount(t)
    const rows = await sql('select refresh_token_hash from sessions where id = $1', [account.sessionId])
    expect(rows.rows[0].refresh_token_hash).not.toContain(account.refreshToken)
    expect(rows.rows[0].refresh_token_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('revokes the whole session when a rotated token is presented again', async () => {
    const account = await registerAccount(t)
    const rotated = (await post('/api/auth/refresh', { refreshToken: account.refreshToken })).json()
    await sql(`update rotated_refresh_tokens set rotated_at = ${sqlNow()} - interval '1 minute'`)
    const reuse = await post('/api/auth/refresh', { refreshToken: account.refreshToken })
    expect(reuse.statusCode).toBe(401)
    expect((await post('/api/auth/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401)
    const check = await get('/api/auth/check-session', bearer(rotated.token))
    expect(check.json()).toMatchObject({ isValid: false, code: 'session_terminated' })
  })

  it('does not treat two tabs refreshing at once as a theft', async () => {
    const account = await registerAccount(t)
    const [a, b] = await Promise.all([
      post('/api/auth/refresh', { refreshToken: account.refreshToken }),
      post('/api/auth/refresh', { refreshToken: account.refreshToken }),
    ])
    const ok = [a, b].filter((r) => r.statusCode === 200)
    expect(ok).toHaveLength(1)
    const check = await get('/api/auth/check-session', bearer(ok[0]!.json().token))
    expect(check.json().isValid).toBe(true)
  })

  it('tells a malformed, an invalid and an expired refresh token apart', async () => {
    const short = await post('/api/auth/refresh', { refreshToken: 'abc' })
    expect(short.statusCode).toBe(400)
    const malformed = await post('/api/auth/refresh', { refreshToken: 'this is not a token at all' })
    expect(malformed.json()).toMatchObject({ status: 'error', code: 'token_malformed' })
    const invalid = await post('/api/auth/refresh', { refreshToken: 'A'.repeat(43) })
    expect(invalid.json()).toMatchObject({ status: 'error', code: 'token_invalid' })
    const account = await registerAccount(t)
    await sql(`update sessions set expires_at = ${sqlNow()} - interval '1 second' where id = $1`, [
      account.sessionId,
    ])
    const expired = await post('/api/auth/refresh', { refreshToken: account.refreshToken })
    expect(expired.statusCode).toBe(401)
    expect(expired.json()).toMatchObject({ status: 'error', code: 'token_expired' })
  })
})

describe('logout and sessions', () => {
  it('ends the session; its access token stops working at once', async () => {
    const account = await registerAccount(t)
    const res = await post('/api/auth/logout', { refreshToken: account.refreshToken }, bearer(account.token))
    expect(res.statusCode).toBe(200)
    const after = await get('/api/user/profile', bearer(account.token))
    expect(after.statusCode).toBe(401)
    expect((await post('/api/auth/refresh', { refreshToken: account.refreshToken })).statusCode).toBe(401)
  })

  it('lists sessions with their devices; ends one, or all others', async () => {
    const account = await registerAccount(t)
    const phone = await loginAccount(
      t,
      account.email,
      PASSWORD,
      'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile',
    )
    const laptop = await loginAccount(
      t,
      account.email,
      PASSWORD,
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/131.0',
    )
    const list = (await get('/api/auth/sessions', bearer(laptop.token))).json().data
    expect(list).toHaveLength(3)
    expect(list.find((s: { current: boolean }) => s.current).deviceLabel).toBe('Firefox on Linux')
    expect(list.map((s: { deviceLabel: string }) => s.deviceLabel)).toContain('Chrome on Android')

    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phone.sessionId}`,
      headers: bearer(laptop.token),
    })
    expect(end.statusCode).toBe(200)
    const check = await get('/api/auth/check-session', bearer(phone.token))
    expect(check.json()).toEqual({
      status: 'success',
      isValid: false,
      code: 'session_terminated',
      message: 'Your session was ended on another device',
    })

    const rest = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: bearer(laptop.token),
    })
    expect(rest.json()).toMatchObject({ status: 'success', ended: 1 })
    expect((await get('/api/auth/check-session', bearer(account.token))).json().code).toBe(
      'session_terminated',
    )
    expect((await get('/api/auth/check-session', bearer(laptop.token))).json().isValid).toBe(true)
  })

  it('never ends another user’s session', async () => {
    const a = await registerAccount(t)
    const b = await registerAccount(t)
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${b.sessionId}`,
      headers: bearer(a.token),
    })
    expect(res.statusCode).toBe(404)
    expect((await get('/api/auth/check-session', bearer(b.token))).json().isValid).toBe(true)
  })

  it('answers check-session with session_not_found and session_expired', async () => {
    const account = await registerAccount(t)
    await sql(`update sessions set expires_at = ${sqlNow()} - interval '1 second' where id = $1`, [
      account.sessionId,
    ])
    expect((await get('/api/auth/check-session', bearer(account.token))).json()).toMatchObject({
      isValid: false,
      code: 'session_expired',
    })
    await sql('delete from sessions where id = $1', [account.sessionId])
    expect((await get('/api/auth/check-session', bearer(account.token))).json()).toMatchObject({
      isValid: false,
      code: 'session_not_found',
    })
  })
})

/** An account whose address is confirmed by the link of the mail registration sent. */
async function confirmedAccount() {
  const account = await registerAccount(t)
  const token = verificationTokenFrom((await smtp.waitForMail(account.email)).text)
  expect((await post('/api/auth/email-verification/verify', { token })).statusCode).toBe(200)
  return account
}

describe('password reset', () => {
  it('answers the same whether the email exists or not, and mails a single-use link', async () => {
    const account = await confirmedAccount()
    const other = await loginAccount(t, account.email)
    const known = await post('/api/auth/password-reset', { email: account.email })
    const unknown = await post('/api/auth/password-reset', { email: uniqueEmail('nobody') })
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())

    const mail = await smtp.waitForMail(account.email)
    const token = resetTokenFrom(mail.text)
    const reset = await post('/api/auth/password-reset/verify', { token, password: 'Brand-new-secret-7' })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toMatchObject({ status: 'success', user: { id: account.id } })
    expect((await get('/api/auth/check-session', bearer(other.token))).json().code).toBe('session_terminated')
    expect((await get('/api/auth/check-session', bearer(reset.json().token))).json().isValid).toBe(true)

    const again = await post('/api/auth/password-reset/verify', { token, password: 'Another-secret-8' })
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('reset_token_invalid')
    await loginAccount(t, account.email, 'Brand-new-secret-7')
    expect(smtp.mails.filter((m) => m.to.includes(account.email))).toHaveLength(0)
  })

  it('refuses a link older than 30 minutes, and a common new password', async () => {
    const account = await confirmedAccount()
    await post('/api/auth/password-reset', { email: account.email })
    const token = resetTokenFrom((await smtp.waitForMail(account.email)).text)
    const weak = await post('/api/auth/password-reset/verify', { token, password: 'iloveyou1' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().fields).toHaveProperty('password')
    await sql(`update password_reset_tokens set expires_at = ${sqlNow()} - interval '1 second'`)
    const late = await post('/api/auth/password-reset/verify', { token, password: 'Brand-new-secret-7' })
    expect(late.statusCode).toBe(400)
    expect(late.json().code).toBe('reset_token_expired')
    await loginAccount(t, account.email)
  })
})
