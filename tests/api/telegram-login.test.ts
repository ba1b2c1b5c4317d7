import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { TELEGRAM_INIT_DATA_MAX_SKEW_S } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { signInitData, signOldInitData, tamperInitData } from '../../mock-telegram/init-data.ts'
import { bearer } from '../support/accounts.ts'
import { createTestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import {
  openMiniApp,
  startTelegramTestbed,
  type TelegramTestbed,
  telegramLogin,
  telegramUser,
} from './telegram-fixtures.ts'

const OTHER_BOT_TOKEN = '987654321:AAOtherBotTokenThatIsNotOurs_abcdefgh'

let bed: TelegramTestbed

beforeAll(async () => {
  bed = await startTelegramTestbed()
})

afterAll(async () => {
  await bed.close()
})

const sql = (text: string, params: unknown[] = []) => bed.t.database.pool.query(text, params)
const get = (url: string, headers: Record<string, string>) =>
  bed.t.app.inject({ method: 'GET', url, headers })

describe('signing in with Telegram init data', () => {
  it('creates an account from the Telegram profile on the first login and answers like login', async () => {
    const user = telegramUser({
      first_name: 'Мария',
      last_name: 'Иванова',
      username: 'maria_fit',
      photo_url: 'https://t.me/i/userpic/320/maria.jpg',
      language_code: 'ru',
    })
    const res = await openMiniApp(bed, user)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      status: 'success',
      user: {
        email: null,
        firstName: 'Мария',
        lastName: 'Иванова',
        roles: ['student'],
        currentRole: 'student',
        isTrainerBlocked: false,
        language: 'ru',
      },
    })
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const profile = await get('/api/user/profile', bearer(body.token))
    expect(profile.statusCode).toBe(200)
    expect(profile.json().data).toMatchObject({
      username: 'maria_fit',
      avatar: 'https://t.me/i/userpic/320/maria.jpg',
      email: '',
      hasPassword: false,
      telegramLinked: true,
    })
    const { rows } = await sql('select telegram_id from users where id = $1', [body.user.id])
    expect(Number(rows[0].telegram_id)).toBe(user.id)
  })

  it('signs a returning Telegram user into the same account, in a new session', async () => {
    const user = telegramUser({ first_name: 'Oleg' })
    const first = (await openMiniApp(bed, user)).json()
    const second = await openMiniApp(bed, { ...user, first_name: 'Renamed in Telegram' })
    expect(second.statusCode).toBe(200)
    expect(second.json().user.id).toBe(first.user.id)
    expect(second.json().user.firstName).toBe('Oleg')
    const sessions = await get('/api/auth/sessions', bearer(second.json().token))
    expect(sessions.json().data).toHaveLength(2)
  })

  it('keeps English, and leaves the language to the browser for a language the app does not speak', async () => {
    const en = await openMiniApp(bed, telegramUser({ language_code: 'en-US' }))
    expect(en.json().user.language).toBe('en')
    const de = await openMiniApp(bed, telegramUser({ language_code: 'de', last_name: undefined }))
    expect(de.statusCode).toBe(200)
    expect(de.json().user).toMatchObject({ language: null, lastName: '' })
  })

  it('refuses init data whose user was changed after Telegram signed it', async () => {
    const user = telegramUser()
    const signed = signInitData(bed.botApi.token, { user })
    const tampered = tamperInitData(signed, { user: JSON.stringify({ ...user, id: user.id + 1 }) })
    const res = await telegramLogin(bed.t, tampered)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'init_data_invalid', message: MESSAGES.telegramInitDataInvalid })
    const other = await telegramLogin(bed.t, tamperInitData(signed, { start_param: 'link_abc' }))
    expect(other.statusCode).toBe(401)
  })

  it('refuses init data signed more than 24 hours ago', async () => {
    const res = await telegramLogin(bed.t, signOldInitData(bed.botApi.token, { user: telegramUser() }, 25))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'init_data_expired', message: MESSAGES.telegramInitDataExpired })
    const recent = await telegramLogin(bed.t, signOldInitData(bed.botApi.token, { user: telegramUser() }, 23))
    expect(recent.statusCode).toBe(200)
  })

  it('refuses init data dated in the future beyond a minute of clock skew', async () => {
    const signedAt = (offsetS: number) =>
      signInitData(bed.botApi.token, {
        user: telegramUser(),
        authDate: new Date(clock.nowMs() + offsetS * 1000),
      })
    const ahead = await telegramLogin(bed.t, signedAt(TELEGRAM_INIT_DATA_MAX_SKEW_S + 60))
    expect(ahead.statusCode).toBe(401)
    expect(ahead.json()).toMatchObject({
      code: 'init_data_invalid',
      message: MESSAGES.telegramInitDataInvalid,
    })
    const farAhead = await telegramLogin(bed.t, signedAt(365 * 86_400))
    expect(farAhead.statusCode).toBe(401)
    const skewed = await telegramLogin(bed.t, signedAt(TELEGRAM_INIT_DATA_MAX_SKEW_S - 10))
    expect(skewed.statusCode).toBe(200)
  })

  it("refuses init data signed with another bot's token", async () => {
    const res = await telegramLogin(bed.t, signInitData(OTHER_BOT_TOKEN, { user: telegramUser() }))
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('init_data_invalid')
  })

  it.each([
    ['without a user', () => signInitData(bed.botApi.token, { queryId: 'AAH' })],
    [
      'without a hash',
      () => tamperInitData(signInitData(bed.botApi.token, { user: telegramUser() }), { hash: null }),
    ],
    [
      'without auth_date',
      () => tamperInitData(signInitData(bed.botApi.token, { user: telegramUser() }), { auth_date: null }),
    ],
    ['that is not init data', () => 'hello, Trainly'],
    ['with a user that is not JSON', () => signInitData(bed.botApi.token, { extra: { user: '{oops' } })],
    [
      'with a user without an id',
      () => signInitData(bed.botApi.token, { extra: { user: '{"first_name":"A"}' } }),
    ],
    [
      'from a bot account',
      () => signInitData(bed.botApi.token, { extra: { user: '{"id":5,"first_name":"B","is_bot":true}' } }),
    ],
  ])('refuses init data %s with a field error', async (_name, initData) => {
    const res = await telegramLogin(bed.t, initData())
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'validation_error',
      fields: { initData: MESSAGES.telegramInitDataInvalid },
    })
  })

  it.each([
    ['no initData', {}],
    ['an empty initData', { initData: '' }],
    ['a number', { initData: 42 }],
    ['a huge string', { initData: 'a'.repeat(9000) }],
  ])('refuses a body with %s', async (_name, payload) => {
    const res = await bed.t.app.inject({ method: 'POST', url: '/api/auth/telegram', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toHaveProperty('initData')
  })

  it('never answers a 5xx, whatever the init data or the signed user holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc
            .dictionary(fc.constantFrom('user', 'auth_date', 'hash', 'start_param', 'x'), fc.string())
            .map((fields) => new URLSearchParams(fields).toString()),
          fc
            .record({
              user: fc.oneof(
                fc.json(),
                fc.jsonValue().map((v) => JSON.stringify(v)),
              ),
              start: fc.string(),
            })
            .map(({ user, start }) =>
              signInitData(bed.botApi.token, { extra: { user }, ...(start ? { startParam: start } : {}) }),
            ),
          fc
            .record({
              id: fc.integer({ min: 1, max: 2 ** 52 }),
              first_name: fc.string({ maxLength: 80 }),
              last_name: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
              username: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
              photo_url: fc.option(fc.webUrl(), { nil: undefined }),
              language_code: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
            })
            .map((user) => signInitData(bed.botApi.token, { user })),
        ),
        async (initData) => {
          const res = await telegramLogin(bed.t, initData)
          expect(res.statusCode, res.body).toBeLessThan(500)
          expect([200, 400, 401, 409, 422]).toContain(res.statusCode)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('refuses a blocked account as login does', async () => {
    const user = telegramUser()
    const first = (await openMiniApp(bed, user)).json()
    await sql(`update users set blocked_at = ${sqlNow()} where id = $1`, [first.user.id])
    const res = await openMiniApp(bed, user)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'account_blocked', redirectTo: '/blocked' })
  })
})

describe('without TELEGRAM_BOT_TOKEN', () => {
  it('answers every Telegram call with telegram_disabled, not a server error', async () => {
    const t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
    try {
      const login = await telegramLogin(t, signInitData(OTHER_BOT_TOKEN, { user: telegramUser() }))
      expect(login.statusCode).toBe(503)
      expect(login.json()).toMatchObject({ code: 'telegram_disabled', message: MESSAGES.telegramOff })
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: { 'x-telegram-bot-api-secret-token': 'anything' },
        payload: { update_id: 1 },
      })
      expect(hook.statusCode).toBe(503)
      expect(hook.json().code).toBe('telegram_disabled')
      expect(t.app.telegram.enabled).toBe(false)
      expect(await t.app.telegram.sendToUser('00000000-0000-4000-8000-000000000000', 'hi')).toEqual({
        status: 'skipped',
        reason: 'telegram_off',
      })
    } finally {
      await t.close()
    }
  })
})
