import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { TELEGRAM_LINK_CODE_TTL_MS } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { bearer, confirmEmail, registerAccount } from '../support/accounts.ts'
import { sqlNow } from '../support/test-now.ts'
import { openMiniApp, startTelegramTestbed, type TelegramTestbed, telegramUser } from './telegram-fixtures.ts'

let bed: TelegramTestbed

beforeAll(async () => {
  bed = await startTelegramTestbed()
})

afterAll(async () => {
  await bed.close()
})

const sql = (text: string, params: unknown[] = []) => bed.t.database.pool.query(text, params)
const linkCode = (token?: string) =>
  bed.t.app.inject({
    method: 'POST',
    url: '/api/user/telegram-link',
    headers: token ? bearer(token) : {},
  })
const startParamOf = (link: string) => new URL(link).searchParams.get('startapp')!

/** A browser account and a fresh link of its own. */
async function browserAccountWithLink(firstName = 'Browser') {
  const account = await registerAccount(bed.t, { firstName })
  const res = await linkCode(account.token)
  expect(res.statusCode).toBe(200)
  return { account, link: res.json().link as string }
}

describe('linking Telegram to a browser account', () => {
  it('gives a link only to a signed-in user', async () => {
    const res = await linkCode()
    expect(res.statusCode).toBe(401)
  })

  it('gives a one-time startapp link to the bot, valid for 15 minutes, keeping only a hash of the code', async () => {
    const account = await registerAccount(bed.t)
    const before = clock.nowMs()
    const res = await linkCode(account.token)
    expect(res.statusCode).toBe(200)
    const { link, expiresAt } = res.json()
    expect(link).toMatch(/^https:\/\/t\.me\/trainly_test_bot\?startapp=link_[A-Za-z0-9_-]{43}$/)
    expect(startParamOf(link).length).toBeLessThanOrEqual(64)
    expect(new Date(expiresAt).getTime() - before).toBeGreaterThanOrEqual(TELEGRAM_LINK_CODE_TTL_MS - 1000)
    expect(new Date(expiresAt).getTime() - before).toBeLessThanOrEqual(TELEGRAM_LINK_CODE_TTL_MS + 5000)
    const code = startParamOf(link).slice('link_'.length)
    const { rows } = await sql('select code_hash from telegram_link_codes where user_id = $1', [account.id])
    expect(rows).toHaveLength(1)
    expect(rows[0].code_hash).not.toContain(code)
  })

  it('links the Telegram user who opens the link, signs them in, and Telegram logins then reach that account', async () => {
    const { account, link } = await browserAccountWithLink('Irina')
    const user = telegramUser({ first_name: 'Ира в Telegram', username: 'irina_tg', language_code: 'ru' })
    const linked = await openMiniApp(bed, user, startParamOf(link))
    expect(linked.statusCode).toBe(200)
    expect(linked.json().user).toMatchObject({ id: account.id, email: account.email, firstName: 'Irina' })

    const later = await openMiniApp(bed, user)
    expect(later.json().user.id).toBe(account.id)
    const profile = await bed.t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(account.token),
    })
    // Telegram fills only what the account lacked.
    expect(profile.json().data).toMatchObject({
      firstName: 'Irina',
      username: 'irina_tg',
      language: 'ru',
      telegramLinked: true,
    })
  })

  it('signs in again when the same Telegram user reopens the app with the used link', async () => {
    const { account, link } = await browserAccountWithLink()
    const user = telegramUser()
    expect((await openMiniApp(bed, user, startParamOf(link))).statusCode).toBe(200)
    const again = await openMiniApp(bed, user, startParamOf(link))
    expect(again.statusCode).toBe(200)
    expect(again.json().user.id).toBe(account.id)
  })

  it('refuses a link used already by another Telegram user', async () => {
    const { link } = await browserAccountWithLink()
    expect((await openMiniApp(bed, telegramUser(), startParamOf(link))).statusCode).toBe(200)
    const second = await openMiniApp(bed, telegramUser(), startParamOf(link))
    expect(second.statusCode).toBe(422)
    expect(second.json()).toMatchObject({
      code: 'telegram_link_invalid',
      message: MESSAGES.telegramLinkInvalid,
    })
  })

  it('refuses an expired link, and an unknown one', async () => {
    const { account, link } = await browserAccountWithLink()
    await sql(
      `update telegram_link_codes set expires_at = ${sqlNow()} - interval '1 minute' where user_id = $1`,
      [account.id],
    )
    const expired = await openMiniApp(bed, telegramUser(), startParamOf(link))
    expect(expired.statusCode).toBe(422)
    expect(expired.json()).toMatchObject({
      code: 'telegram_link_expired',
      message: MESSAGES.telegramLinkExpired,
    })
    const unknown = await openMiniApp(bed, telegramUser(), `link_${'x'.repeat(43)}`)
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().code).toBe('telegram_link_invalid')
    const malformed = await openMiniApp(bed, telegramUser(), 'link_!')
    expect(malformed.statusCode).toBe(422)
  })

  it('makes only the newest link of an account work', async () => {
    const { account, link: older } = await browserAccountWithLink()
    const newer = (await linkCode(account.token)).json().link
    expect((await openMiniApp(bed, telegramUser(), startParamOf(older))).statusCode).toBe(422)
    expect((await openMiniApp(bed, telegramUser(), startParamOf(newer))).json().user.id).toBe(account.id)
  })

  it('refuses a Telegram user who already has another account, and leaves the link usable', async () => {
    const user = telegramUser()
    const telegramAccount = (await openMiniApp(bed, user)).json()
    const { account, link } = await browserAccountWithLink()
    const res = await openMiniApp(bed, user, startParamOf(link))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'telegram_linked_to_other',
      message: MESSAGES.telegramLinkedToOther,
    })
    const { rows } = await sql('select used_at from telegram_link_codes where user_id = $1', [account.id])
    expect(rows[0].used_at).toBeNull()
    expect(telegramAccount.user.id).not.toBe(account.id)
  })

  it('refuses to link an account that got another Telegram user meanwhile', async () => {
    const { account, link } = await browserAccountWithLink()
    const first = telegramUser()
    await sql('update users set telegram_id = $1 where id = $2', [first.id, account.id])
    const res = await openMiniApp(bed, telegramUser(), startParamOf(link))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'account_has_other_telegram',
      message: MESSAGES.accountHasOtherTelegram,
    })
  })

  it('gives no link to an account that has Telegram already', async () => {
    const { token } = (await openMiniApp(bed, telegramUser())).json()
    const res = await linkCode(token)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'telegram_already_linked',
      message: MESSAGES.telegramAlreadyLinked,
    })
  })

  it('does not link into a blocked account', async () => {
    const { account, link } = await browserAccountWithLink()
    await sql(`update users set blocked_at = ${sqlNow()} where id = $1`, [account.id])
    const res = await openMiniApp(bed, telegramUser(), startParamOf(link))
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('account_blocked')
  })
})

describe('unlinking Telegram', () => {
  const unlink = (token: string) =>
    bed.t.app.inject({ method: 'DELETE', url: '/api/user/telegram-link', headers: bearer(token) })

  it('disconnects Telegram from an account that keeps its confirmed email and password', async () => {
    const { account, link } = await browserAccountWithLink()
    const user = telegramUser()
    await openMiniApp(bed, user, startParamOf(link))
    // Until the address is confirmed it is no way in (decision 0022).
    const early = await unlink(account.token)
    expect(early.statusCode).toBe(422)
    expect(early.json()).toMatchObject({ code: 'telegram_only_login', message: MESSAGES.telegramOnlyLogin })
    await confirmEmail(bed.t, account.email)
    const res = await unlink(account.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(MESSAGES.telegramUnlinked)
    // The Telegram user now gets an account of their own.
    expect((await openMiniApp(bed, user)).json().user.id).not.toBe(account.id)
    expect((await unlink(account.token)).json().code).toBe('telegram_not_linked')
  })

  it('refuses for an account that signs in only with Telegram', async () => {
    const { token } = (await openMiniApp(bed, telegramUser())).json()
    const res = await unlink(token)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'telegram_only_login', message: MESSAGES.telegramOnlyLogin })
  })
})
