import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { connectDatabase } from '#server/db/client.ts'
import { freePort } from '#server/db/embedded.ts'
import { clock } from '#shared/clock.ts'
import { type FakeBotApi, startFakeBotApi } from '../../mock-telegram/bot-api.ts'
import { registerAccount } from '../support/accounts.ts'
import { createTestApp, createTestDatabase, type TestApp } from '../support/test-app.ts'
import {
  openMiniApp,
  startTelegramTestbed,
  type TelegramTestbed,
  telegramUser,
  WEBHOOK_SECRET,
} from './telegram-fixtures.ts'

/** A message from a Telegram user to the bot, as an update carries it. */
function messageUpdate(from: { id: number; first_name: string; language_code?: string }, text: string) {
  const command = /^\/\w+/.exec(text)?.[0]
  return {
    message: {
      message_id: 1,
      date: Math.floor(clock.nowMs() / 1000),
      chat: { id: from.id, type: 'private', first_name: from.first_name },
      from: { is_bot: false, ...from },
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
    },
  }
}

describe('the bot, listening on PUBLIC_URL with its webhook at the fake Bot API', () => {
  let bed: TelegramTestbed
  let publicUrl: string

  beforeAll(async () => {
    const port = await freePort()
    publicUrl = `http://127.0.0.1:${port}`
    bed = await startTelegramTestbed({ PUBLIC_URL: publicUrl })
    await bed.t.app.listen({ port, host: '127.0.0.1' })
    await bed.botApi.waitForCall('setWebhook')
  })

  afterAll(async () => {
    await bed.close()
  })

  it('registers the webhook with its secret at start', () => {
    expect(bed.botApi.webhook).toEqual({
      url: `${publicUrl}/api/telegram/webhook`,
      secretToken: WEBHOOK_SECRET,
    })
  })

  it('answers /start with a button that opens the Mini App, in English', async () => {
    const after = bed.botApi.calls.length
    const delivered = await bed.botApi.pushUpdate(
      messageUpdate({ id: 501, first_name: 'Ann', language_code: 'en' }, '/start'),
    )
    expect(delivered.status).toBe(200)
    const call = await bed.botApi.waitForCall('sendMessage', { after })
    expect(call.params).toMatchObject({
      chat_id: 501,
      reply_markup: {
        inline_keyboard: [[{ text: 'Open Trainly', web_app: { url: `${publicUrl}/telegram-login` } }]],
      },
    })
    expect(call.params.text).toMatch(/^Hello, Ann! /)
  })

  it('answers /start with a payload in Russian to a Russian Telegram client', async () => {
    const after = bed.botApi.calls.length
    await bed.botApi.pushUpdate(
      messageUpdate({ id: 502, first_name: 'Оля', language_code: 'ru' }, '/start trainer_42'),
    )
    const call = await bed.botApi.waitForCall('sendMessage', { after })
    expect(call.params.text).toMatch(/^Здравствуйте, Оля! /)
    expect(call.params.reply_markup).toMatchObject({
      inline_keyboard: [[{ text: 'Открыть Trainly', web_app: { url: `${publicUrl}/telegram-login` } }]],
    })
  })

  it("answers any other message by pointing to the app, in the sender's language", async () => {
    const after = bed.botApi.calls.length
    await bed.botApi.pushUpdate(messageUpdate({ id: 505, first_name: 'Оля', language_code: 'ru' }, 'привет'))
    const call = await bed.botApi.waitForCall('sendMessage', { after })
    expect(call.params.text).toMatch(/^Я не отвечаю на сообщения/)
    expect(call.params.reply_markup).toMatchObject({
      inline_keyboard: [[{ text: 'Открыть Trainly', web_app: { url: `${publicUrl}/telegram-login` } }]],
    })
    await bed.botApi.pushUpdate(messageUpdate({ id: 506, first_name: 'Ann', language_code: 'en' }, '/start'))
    await bed.botApi.waitForCall('sendMessage', { after: after + 1 })
    // /start gets its greeting only, not the other-message answer too.
    const toAnn = bed.botApi.callsOf('sendMessage').filter((c) => c.params.chat_id === 506)
    expect(toAnn.map((c) => String(c.params.text).slice(0, 5))).toEqual(['Hello'])
  })

  it('still answers Telegram 200 when the reply cannot be sent, so the update is not delivered again', async () => {
    bed.botApi.failNext('sendMessage', { error_code: 400, description: 'Bad Request: chat not found' })
    const delivered = await bed.botApi.pushUpdate(messageUpdate({ id: 503, first_name: 'Bo' }, '/start'))
    expect(delivered.status).toBe(200)
  })

  it('refuses updates without the secret, or with a wrong one', async () => {
    const update = JSON.stringify({
      update_id: 9,
      ...messageUpdate({ id: 504, first_name: 'Eve' }, '/start'),
    })
    const send = (headers: Record<string, string>) =>
      fetch(`${publicUrl}/api/telegram/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: update,
      })
    const before = bed.botApi.callsOf('sendMessage').length
    const missing = await send({})
    expect(missing.status).toBe(401)
    expect((await missing.json()).code).toBe('webhook_secret_missing')
    const wrong = await send({ 'x-telegram-bot-api-secret-token': `${WEBHOOK_SECRET}x` })
    expect(wrong.status).toBe(403)
    expect((await wrong.json()).code).toBe('webhook_secret_invalid')
    expect(bed.botApi.callsOf('sendMessage')).toHaveLength(before)
  })

  it('refuses a body that is not an update with a field error', async () => {
    const res = await bed.t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
      payload: { hello: 'world' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toHaveProperty('update_id')
  })
})

describe('sendToUser', () => {
  let bed: TelegramTestbed

  beforeAll(async () => {
    bed = await startTelegramTestbed({ PUBLIC_URL: 'https://trainly.example' })
  })

  afterAll(async () => {
    await bed.close()
  })

  it('sends to a user with Telegram linked, with a button into the Mini App', async () => {
    const user = telegramUser()
    const { user: account } = (await openMiniApp(bed, user)).json()
    const result = await bed.t.app.telegram.sendToUser(account.id, 'Your training starts in an hour', {
      text: 'Open',
      path: '/schedule',
    })
    expect(result).toMatchObject({ status: 'sent', messageId: expect.any(Number) })
    const call = bed.botApi.callsOf('sendMessage').at(-1)!
    expect(call.params).toMatchObject({
      chat_id: user.id,
      text: 'Your training starts in an hour',
      reply_markup: {
        inline_keyboard: [
          [{ text: 'Open', web_app: { url: 'https://trainly.example/telegram-login?redirect=%2Fschedule' } }],
        ],
      },
    })
  })

  it('does nothing for a user without Telegram, and says so', async () => {
    const account = await registerAccount(bed.t)
    const before = bed.botApi.calls.length
    expect(await bed.t.app.telegram.sendToUser(account.id, 'hi')).toEqual({
      status: 'skipped',
      reason: 'no_telegram',
    })
    expect(await bed.t.app.telegram.sendToUser('00000000-0000-4000-8000-000000000000', 'hi')).toEqual({
      status: 'skipped',
      reason: 'no_user',
    })
    expect(bed.botApi.calls.length).toBe(before)
  })

  it('tells a caller when to retry (Telegram busy) and when not to (the user blocked the bot)', async () => {
    const { user: account } = (await openMiniApp(bed, telegramUser())).json()
    bed.botApi.failNext('sendMessage', {
      error_code: 429,
      description: 'Too Many Requests: retry after 7',
      parameters: { retry_after: 7 },
    })
    expect(await bed.t.app.telegram.sendToUser(account.id, 'hi')).toMatchObject({
      status: 'failed',
      retryable: true,
      retryAfterS: 7,
      errorCode: 429,
    })
    bed.botApi.failNext('sendMessage', {
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    })
    expect(await bed.t.app.telegram.sendToUser(account.id, 'hi')).toEqual({
      status: 'skipped',
      reason: 'bot_blocked',
    })
    expect(await bed.t.app.telegram.sendToUser(account.id, 'hi')).toMatchObject({ status: 'sent' })
  })
})

describe('the webhook secret', () => {
  it('derives the webhook secret from the token when none is configured, and accepts updates with it', async () => {
    const botApi = await startFakeBotApi()
    const t = await createTestApp({ TELEGRAM_BOT_TOKEN: botApi.token, TELEGRAM_API_ROOT: botApi.url })
    try {
      await t.app.ready()
      const call = await botApi.waitForCall('setWebhook')
      const secret = call.params.secret_token as string
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: { 'x-telegram-bot-api-secret-token': secret },
        payload: { update_id: 1 },
      })
      expect(res.statusCode).toBe(200)
    } finally {
      await t.close()
      await botApi.close()
    }
  })
})

describe('the link of a named Mini App, and Telegram out of reach', () => {
  let botApi: FakeBotApi
  let t: TestApp

  beforeAll(async () => {
    botApi = await startFakeBotApi({ username: 'trainly_bot' })
    t = await createTestApp({
      TELEGRAM_BOT_TOKEN: botApi.token,
      TELEGRAM_API_ROOT: botApi.url,
      TELEGRAM_MINI_APP_NAME: 'app',
      RATE_LIMIT_DISABLED: 'true',
    })
  })

  afterAll(async () => {
    await t.close()
    await botApi.close()
  })

  it('opens the named Mini App when TELEGRAM_MINI_APP_NAME is set', async () => {
    const account = await registerAccount(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/telegram-link',
      headers: { authorization: `Bearer ${account.token}` },
    })
    expect(res.json().link).toMatch(/^https:\/\/t\.me\/trainly_bot\/app\?startapp=link_[A-Za-z0-9_-]{43}$/)
  })

  it('answers 503 telegram_unavailable when the Bot API cannot be reached for the bot name', async () => {
    const port = await freePort()
    const offline = await createTestApp({
      TELEGRAM_BOT_TOKEN: botApi.token,
      TELEGRAM_API_ROOT: `http://127.0.0.1:${port}`,
      RATE_LIMIT_DISABLED: 'true',
    })
    try {
      const account = await registerAccount(offline)
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/user/telegram-link',
        headers: { authorization: `Bearer ${account.token}` },
      })
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe('telegram_unavailable')
      const { rows } = await offline.database.pool.query('select count(*)::int as n from telegram_link_codes')
      expect(rows[0].n).toBe(0)
    } finally {
      await offline.close()
    }
  })
})

describe('the log at start', () => {
  async function startLogging(env: Record<string, string>) {
    const { url } = await createTestDatabase()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trainly-telegram-log-'))
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    })
    const database = connectDatabase(url, { max: 4 })
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: url,
        DATA_DIR: '/tmp/trainly-telegram-log',
        ...env,
      }),
      database,
      jwtSecret: randomBytes(32).toString('base64url'),
      logger: { level: 'info', stream },
    })
    await app.ready()
    return {
      messages: () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }),
      async close() {
        await app.close()
        await database.close()
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  }

  it('says once, at info level, that Telegram is off without a token', async () => {
    const started = await startLogging({})
    try {
      const off = started.messages().filter((m) => m.msg.includes('Telegram features are off'))
      expect(off).toHaveLength(1)
      expect(off[0]!.level).toBe(30)
    } finally {
      await started.close()
    }
  })

  it('never logs the token or the webhook secret', async () => {
    const botApi = await startFakeBotApi()
    const started = await startLogging({
      TELEGRAM_BOT_TOKEN: botApi.token,
      TELEGRAM_API_ROOT: botApi.url,
      TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
    try {
      await botApi.waitForCall('setWebhook')
      await new Promise((resolve) => setTimeout(resolve, 100))
      const text = started
        .messages()
        .map((m) => JSON.stringify(m))
        .join('\n')
      expect(text).toContain('Telegram webhook set')
      expect(text).not.toContain(botApi.token.split(':')[1])
      expect(text).not.toContain(WEBHOOK_SECRET)
    } finally {
      await started.close()
      await botApi.close()
    }
  })

  it('sets no webhook Telegram would refuse (an http PUBLIC_URL) and says why', async () => {
    const started = await startLogging({ TELEGRAM_BOT_TOKEN: '123456:AAbbCCddEEffGGhhIIjjKKllMMnn' })
    try {
      const notSet = started.messages().filter((m) => m.msg.includes('Telegram webhook not set'))
      expect(notSet).toHaveLength(1)
      expect(notSet[0]!.msg).toContain('http://localhost:3000')
    } finally {
      await started.close()
    }
  })
})
