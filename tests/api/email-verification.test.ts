// Issue 15, defects 1 and 2, replayed as a user or an attacker would (decision 0022): an address
// proves nothing until the link mailed to it is opened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '#shared/messages.ts'
import { bearer, loginAccount, PASSWORD, registerAccount, uniqueEmail } from '../support/accounts.ts'
import { startSmtpCapture, verificationTokenFrom } from '../support/smtp.ts'
import { createTestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import { openMiniApp, startTelegramTestbed, type TelegramTestbed, telegramUser } from './telegram-fixtures.ts'

const ADMIN_EMAIL = uniqueEmail('boss')
const SECOND_ADMIN_EMAIL = uniqueEmail('chief')

let bed: TelegramTestbed
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>

beforeAll(async () => {
  smtp = await startSmtpCapture()
  bed = await startTelegramTestbed({
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: `${ADMIN_EMAIL.toUpperCase()},${SECOND_ADMIN_EMAIL}`,
  })
})

afterAll(async () => {
  await bed.close()
  await smtp.close()
})

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  bed.t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) })
const sql = (text: string, params: unknown[] = []) => bed.t.database.pool.query(text, params)
const profileOf = async (token: string) => (await inject('GET', '/api/user/profile', token)).json().data
const rolesOf = async (token: string) => (await inject('GET', '/api/user/roles', token)).json().roles
const openLink = (token: string) =>
  inject('POST', '/api/auth/email-verification/verify', undefined, { token })
/** The confirmation link of the next mail to `email`. */
const linkMailedTo = async (email: string) => verificationTokenFrom((await smtp.waitForMail(email)).text)
const resetTokensOf = async (userId: string) =>
  (await sql('select 1 from password_reset_tokens where user_id = $1', [userId])).rowCount

/** A Telegram-only account, as the Mini App makes it on the first login. */
async function telegramOnlyAccount() {
  const user = telegramUser({ first_name: 'Tanya' })
  const res = await openMiniApp(bed, user)
  expect(res.statusCode).toBe(200)
  const body = res.json()
  return { user, id: body.user.id as string, token: body.token as string }
}

describe('registration mails a confirmation link (defect 1)', () => {
  it('gives an ADMIN_EMAILS address no admin at registration, in any case, until its link is opened', async () => {
    const res = await inject('POST', '/api/auth/register', undefined, {
      email: ADMIN_EMAIL.replace('boss', 'BoSs'),
      password: PASSWORD,
      firstName: 'Boss',
    })
    expect(res.statusCode).toBe(201)
    const { token, user } = res.json()
    expect(user.roles).toEqual(['student'])
    expect(await rolesOf(token)).toEqual(['student'])
    expect(await profileOf(token)).toMatchObject({
      email: ADMIN_EMAIL,
      emailVerified: false,
      pendingEmail: '',
    })
    // Signing in again grants nothing either: the address is still unproved.
    expect((await loginAccount(bed.t, ADMIN_EMAIL)).id).toBe(user.id)
    expect(await rolesOf(token)).toEqual(['student'])

    const mail = await smtp.waitForMail(ADMIN_EMAIL)
    expect(mail.raw).toMatch(/Subject: Trainly: confirm your email/)
    const opened = await openLink(verificationTokenFrom(mail.text))
    expect(opened.statusCode).toBe(200)
    expect(opened.json()).toEqual({ status: 'success', message: MESSAGES.emailVerified, email: ADMIN_EMAIL })
    expect(await rolesOf(token)).toEqual(['student', 'admin'])
    expect(await profileOf(token)).toMatchObject({ email: ADMIN_EMAIL, emailVerified: true })
  })

  it('uses a link once, and not after 24 hours', async () => {
    const account = await registerAccount(bed.t)
    const token = await linkMailedTo(account.email)
    await sql(`update email_verification_tokens set expires_at = ${sqlNow()} - interval '1 second'`)
    const late = await openLink(token)
    expect(late.statusCode).toBe(400)
    expect(late.json()).toMatchObject({ code: 'verify_token_expired', message: MESSAGES.verifyLinkExpired })
    expect((await profileOf(account.token)).emailVerified).toBe(false)

    const again = await inject('POST', '/api/user/email-verification', account.token)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({
      status: 'success',
      message: MESSAGES.verificationSent,
      email: account.email,
    })
    const fresh = await linkMailedTo(account.email)
    expect((await openLink(fresh)).statusCode).toBe(200)
    const twice = await openLink(fresh)
    expect(twice.statusCode).toBe(400)
    expect(twice.json()).toMatchObject({
      code: 'verify_token_invalid',
      fields: { token: MESSAGES.verifyLinkInvalid },
    })
    for (const bad of ['x'.repeat(43), 'short', '']) expect((await openLink(bad)).statusCode).toBe(400)
  })

  it('makes only the newest link work, and has nothing to send again once confirmed', async () => {
    const account = await registerAccount(bed.t)
    const first = await linkMailedTo(account.email)
    await inject('POST', '/api/user/email-verification', account.token)
    const second = await linkMailedTo(account.email)
    expect((await openLink(first)).json().code).toBe('verify_token_invalid')
    expect((await openLink(second)).statusCode).toBe(200)
    const nothing = await inject('POST', '/api/user/email-verification', account.token)
    expect(nothing.statusCode).toBe(409)
    expect(nothing.json()).toMatchObject({
      code: 'email_already_verified',
      message: MESSAGES.emailAlreadyVerified,
    })
    expect((await inject('POST', '/api/user/email-verification')).statusCode).toBe(401)
  })

  it('sends no password reset to an address that was never confirmed', async () => {
    const account = await registerAccount(bed.t)
    const link = await linkMailedTo(account.email)
    const asked = await inject('POST', '/api/auth/password-reset', undefined, { email: account.email })
    expect(asked.statusCode).toBe(200)
    expect(asked.json().message).toBe(MESSAGES.resetMailSent)
    expect(await resetTokensOf(account.id)).toBe(0)
    await openLink(link)
    await inject('POST', '/api/auth/password-reset', undefined, { email: account.email })
    expect(await resetTokensOf(account.id)).toBe(1)
    expect((await smtp.waitForMail(account.email)).text).toMatch(/reset-password\/verify\?token=/)
  })
})

describe('a stolen token and a Telegram-only account (defect 2)', () => {
  it('keeps an email set by PATCH pending: no sign-in, reset, admin or unlinking with it, and the bot tells the owner', async () => {
    const victim = await telegramOnlyAccount()
    const before = bed.botApi.calls.length
    // The attacker's first step with the stolen token: an address of their choosing, even a listed admin one.
    const set = await inject('PATCH', '/api/user/profile', victim.token, {
      email: SECOND_ADMIN_EMAIL.toUpperCase(),
    })
    expect(set.statusCode).toBe(200)
    expect(set.json().data).toMatchObject({
      email: '',
      emailVerified: false,
      pendingEmail: SECOND_ADMIN_EMAIL,
    })

    const told = await bed.botApi.waitForCall('sendMessage', { after: before })
    expect(Number(told.params.chat_id)).toBe(victim.user.id)
    expect(told.params.text).toContain(SECOND_ADMIN_EMAIL)
    expect(told.params.text).toMatch(/If this was not you/)

    // Then a reset to that address: the same answer as ever, and no reset is made.
    const reset = await inject('POST', '/api/auth/password-reset', undefined, { email: SECOND_ADMIN_EMAIL })
    expect(reset.statusCode).toBe(200)
    expect(await resetTokensOf(victim.id)).toBe(0)
    // The next login grants no admin: the address is not even the account's yet.
    const again = await openMiniApp(bed, victim.user)
    expect(again.json().user).toMatchObject({ id: victim.id, email: null, roles: ['student'] })
    // And Telegram cannot be unlinked.
    const unlink = await inject('DELETE', '/api/user/telegram-link', victim.token)
    expect(unlink.statusCode).toBe(422)
    expect(unlink.json()).toMatchObject({ code: 'telegram_only_login', message: MESSAGES.telegramOnlyLogin })
    expect((await profileOf(victim.token)).telegramLinked).toBe(true)
  })

  it('refuses to unlink with a password but an unconfirmed email, and the bot tells of the password', async () => {
    const victim = await telegramOnlyAccount()
    const email = uniqueEmail('thief')
    const beforeEmail = bed.botApi.calls.length
    await inject('PATCH', '/api/user/profile', victim.token, { email })
    await bed.botApi.waitForCall('sendMessage', { after: beforeEmail })
    const before = bed.botApi.calls.length
    const password = await inject('POST', '/api/user/password', victim.token, {
      newPassword: 'Brand-new-secret-7',
    })
    expect(password.statusCode).toBe(200)
    const told = await bed.botApi.waitForCall('sendMessage', { after: before })
    expect(Number(told.params.chat_id)).toBe(victim.user.id)
    expect(told.params.text).toMatch(/A password was added to your Trainly account/)
    // A pending address signs nobody in.
    const login = await inject('POST', '/api/auth/login', undefined, {
      email,
      password: 'Brand-new-secret-7',
    })
    expect(login.statusCode).toBe(401)
    const unlink = await inject('DELETE', '/api/user/telegram-link', victim.token)
    expect(unlink.statusCode).toBe(422)
    expect(unlink.json().code).toBe('telegram_only_login')
  })

  it('puts the email in force once its link is opened, and speaks Russian to a Russian account', async () => {
    const owner = telegramUser({ first_name: 'Таня', language_code: 'ru' })
    const { token, user } = (await openMiniApp(bed, owner)).json()
    const email = uniqueEmail('tanya')
    const before = bed.botApi.calls.length
    await inject('PATCH', '/api/user/profile', token, { email })
    const told = await bed.botApi.waitForCall('sendMessage', { after: before })
    expect(told.params.text).toContain(`добавлен email ${email}`)
    const mail = await smtp.waitForMail(email)
    expect(mail.text).toContain('Чтобы подтвердить этот адрес')
    expect((await openLink(verificationTokenFrom(mail.text))).statusCode).toBe(200)
    expect(await profileOf(token)).toMatchObject({ email, emailVerified: true, pendingEmail: '' })
    expect((await openMiniApp(bed, owner)).json().user).toMatchObject({ id: user.id, email })
  })

  it('has nothing to send again to an account without any email', async () => {
    const { token } = await telegramOnlyAccount()
    const res = await inject('POST', '/api/user/email-verification', token)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'no_email', message: MESSAGES.noEmailToVerify })
  })
})

describe('changing the email of an account', () => {
  async function confirmedAccount() {
    const account = await registerAccount(bed.t, { firstName: 'Vera' })
    expect((await openLink(await linkMailedTo(account.email))).statusCode).toBe(200)
    return account
  }

  it('needs the current password, keeps the old address until the new one is confirmed, then tells the old one', async () => {
    const account = await confirmedAccount()
    const newEmail = uniqueEmail('moved')
    for (const payload of [{ email: newEmail }, { email: newEmail, currentPassword: 'Wrong-password-1' }]) {
      const res = await inject('PATCH', '/api/user/profile', account.token, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ fields: { currentPassword: MESSAGES.currentPasswordForEmail } })
    }
    expect((await profileOf(account.token)).pendingEmail).toBe('')

    const asked = await inject('PATCH', '/api/user/profile', account.token, {
      email: newEmail,
      currentPassword: PASSWORD,
    })
    expect(asked.statusCode).toBe(200)
    expect(asked.json().data).toMatchObject({
      email: account.email,
      emailVerified: true,
      pendingEmail: newEmail,
    })
    // Until then the old address is the one that signs in and gets resets.
    expect((await loginAccount(bed.t, account.email)).id).toBe(account.id)
    expect(
      (await inject('POST', '/api/auth/login', undefined, { email: newEmail, password: PASSWORD }))
        .statusCode,
    ).toBe(401)

    const opened = await openLink(await linkMailedTo(newEmail))
    expect(opened.json()).toMatchObject({ email: newEmail })
    expect(await profileOf(account.token)).toMatchObject({
      email: newEmail,
      emailVerified: true,
      pendingEmail: '',
    })
    const told = await smtp.waitForMail(account.email)
    expect(told.raw).toMatch(/Subject: Trainly: your account email was changed/)
    expect(told.text).toContain(`changed from ${account.email} to ${newEmail}`)
    expect(told.text).toContain('/help')
    expect((await loginAccount(bed.t, newEmail)).id).toBe(account.id)
    expect(
      (await inject('POST', '/api/auth/login', undefined, { email: account.email, password: PASSWORD }))
        .statusCode,
    ).toBe(401)
  })

  it('drops a pending change when the address in force is sent again, and its link with it', async () => {
    const account = await confirmedAccount()
    const newEmail = uniqueEmail('typo')
    await inject('PATCH', '/api/user/profile', account.token, { email: newEmail, currentPassword: PASSWORD })
    const link = await linkMailedTo(newEmail)
    const back = await inject('PATCH', '/api/user/profile', account.token, {
      email: account.email.toUpperCase(),
    })
    expect(back.statusCode).toBe(200)
    expect(back.json().data).toMatchObject({ email: account.email, pendingEmail: '' })
    expect((await openLink(link)).json().code).toBe('verify_token_invalid')
    expect((await profileOf(account.token)).email).toBe(account.email)
  })

  it('refuses the link when another account took the address meanwhile', async () => {
    const account = await confirmedAccount()
    const contested = uniqueEmail('contested')
    await inject('PATCH', '/api/user/profile', account.token, { email: contested, currentPassword: PASSWORD })
    const link = await linkMailedTo(contested)
    await registerAccount(bed.t, { email: contested })
    const res = await openLink(link)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'email_taken', message: MESSAGES.emailUsedByOther })
    expect(await profileOf(account.token)).toMatchObject({ email: account.email, pendingEmail: contested })
  })
})

describe('"send again" is rate-limited', () => {
  it('sends at most 5 links an hour per account', async () => {
    const limited = await createTestApp({ SMTP_URL: smtp.url })
    try {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail('eager'), password: PASSWORD, firstName: 'Eager' },
      })
      const { token } = res.json()
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/user/email-verification', headers: bearer(token) })
      for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(200)
      const sixth = await send()
      expect(sixth.statusCode).toBe(429)
      expect(sixth.json().code).toBe('rate_limited')
    } finally {
      await limited.close()
    }
  })
})
