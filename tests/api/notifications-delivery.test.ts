// Delivery of notifications (decision 0016): Telegram through the fake Bot API, email through a
// local SMTP server, retries of a failing channel, at most once per delivery, the delivery job on
// pg-boss, and the realtime push reaching a socket on another instance (Postgres adapter).
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { connectDatabase, type Database } from '#server/db/client.ts'
import { deliverNotification } from '#server/modules/notifications/delivery.ts'
import type { NotificationEvent, UnreadEvent } from '#shared/api/notifications.ts'
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/api/realtime.ts'
import { type FakeBotApi, startFakeBotApi } from '../../mock-telegram/bot-api.ts'
import type { Account } from '../support/accounts.ts'
import { startSmtpCapture } from '../support/smtp.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller, insertStudent, insertTraining } from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>

let t: TestApp
let botApi: FakeBotApi
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let call: ReturnType<typeof caller>
let trainer: Account
/** A second instance on the same database, with background jobs on. */
let other: FastifyInstance
let otherDatabase: Database
let otherUrl: string
const sockets: ClientSocket[] = []

beforeAll(async () => {
  botApi = await startFakeBotApi()
  smtp = await startSmtpCapture()
  t = await createTestApp({
    TELEGRAM_BOT_TOKEN: botApi.token,
    TELEGRAM_API_ROOT: botApi.url,
    TELEGRAM_WEBHOOK_SECRET: 'test_webhook-secret',
    SMTP_URL: smtp.url,
    REALTIME_ADAPTER: 'postgres',
    RATE_LIMIT_DISABLED: 'true',
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  call = caller(t)
  trainer = await registerTrainer(t, { firstName: 'Irina' })
  otherDatabase = connectDatabase(t.config.DATABASE_URL!, { max: 5 })
  other = await buildApp({
    config: t.config,
    database: otherDatabase,
    jwtSecret: t.app.jwtSecret,
    jobs: { boss: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 } },
  })
  await other.listen({ port: 0, host: '127.0.0.1' })
  otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await other.close()
  await otherDatabase.close()
  await t.close()
  await botApi.close()
  await smtp.close()
})

let nextTelegramId = 800_000_000 + Math.floor(Math.random() * 1_000_000)

async function studentWith(fields: { telegram?: boolean; email?: boolean; language?: 'en' | 'ru' }) {
  const student = await insertStudent(t, { firstName: 'Lena' })
  nextTelegramId += 1
  await t.database.pool.query(
    `update users set telegram_id = $2, notify_telegram = $3, notify_email = $4, language = $5 where id = $1`,
    [
      student.id,
      fields.telegram ? nextTelegramId : null,
      true,
      fields.email ?? false,
      fields.language ?? 'en',
    ],
  )
  return { ...student, telegramId: nextTelegramId }
}

async function bookAndGetNotification(student: Account, via: typeof call = call) {
  const trainingId = await insertTraining(t, trainer.id, { title: 'Morning strength', capacity: 5 })
  const res = await via('POST', '/api/bookings', student, { trainingId, payWith: 'free' })
  expect(res.statusCode).toBe(201)
  const { rows } = await t.database.pool.query(
    `select id from notifications where user_id = $1 order by created_at desc limit 1`,
    [student.id],
  )
  return rows[0].id as string
}

async function delivery(notificationId: string, channel: string) {
  const { rows } = await t.database.pool.query(
    `select status::text, attempts, last_error, sent_at from notification_deliveries
     where notification_id = $1 and channel = $2`,
    [notificationId, channel],
  )
  return rows[0]
}

describe('Telegram', () => {
  it('sends the message in the user’s language with a button to the screen, once', async () => {
    const student = await studentWith({ telegram: true, language: 'ru' })
    const notificationId = await bookAndGetNotification(student)
    expect(await delivery(notificationId, 'telegram')).toMatchObject({ status: 'pending', attempts: 0 })
    const before = botApi.callsOf('sendMessage').length

    expect(await deliverNotification(t.app, { notificationId, channel: 'telegram' })).toBe('sent')
    const messages = botApi.callsOf('sendMessage').slice(before)
    expect(messages).toHaveLength(1)
    const message = messages[0]!.params
    expect(Number(message.chat_id)).toBe(student.telegramId)
    expect(message.text).toContain('Запись подтверждена')
    expect(message.text).toContain('«Morning strength»')
    const markup = (
      typeof message.reply_markup === 'string' ? JSON.parse(message.reply_markup) : message.reply_markup
    ) as { inline_keyboard: { text: string; web_app: { url: string } }[][] }
    expect(markup.inline_keyboard[0]![0]!.text).toBe('Открыть')
    expect(markup.inline_keyboard[0]![0]!.web_app.url).toContain('redirect=%2Fschedule')
    expect(await delivery(notificationId, 'telegram')).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
    })

    // Sent once: a second try of the same delivery does nothing.
    expect(await deliverNotification(t.app, { notificationId, channel: 'telegram' })).toBe('not_pending')
    expect(botApi.callsOf('sendMessage').length).toBe(before + 1)
  })

  it('retries a failing channel and records the attempts and the error', async () => {
    const student = await studentWith({ telegram: true })
    const notificationId = await bookAndGetNotification(student)
    botApi.failNext('sendMessage', { error_code: 502, description: 'Bad Gateway' })
    expect(await deliverNotification(t.app, { notificationId, channel: 'telegram' })).toBe('retry')
    expect(await delivery(notificationId, 'telegram')).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Bad Gateway',
    })
    expect(await deliverNotification(t.app, { notificationId, channel: 'telegram' })).toBe('sent')
    expect(await delivery(notificationId, 'telegram')).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
    })
  })

  it('skips a user who blocked the bot or turned Telegram off, without retrying', async () => {
    const blocked = await studentWith({ telegram: true })
    const first = await bookAndGetNotification(blocked)
    botApi.failNext('sendMessage', { error_code: 403, description: 'Forbidden: bot was blocked by the user' })
    expect(await deliverNotification(t.app, { notificationId: first, channel: 'telegram' })).toBe('skipped')
    expect(await delivery(first, 'telegram')).toMatchObject({ status: 'skipped', last_error: 'bot_blocked' })

    const off = await studentWith({ telegram: true })
    const second = await bookAndGetNotification(off)
    await t.database.pool.query(`update users set notify_telegram = false where id = $1`, [off.id])
    const before = botApi.callsOf('sendMessage').length
    expect(await deliverNotification(t.app, { notificationId: second, channel: 'telegram' })).toBe('skipped')
    expect(botApi.callsOf('sendMessage').length).toBe(before)
  })
})

describe('email', () => {
  it('mails the text with the link to the screen when the user chose email', async () => {
    const student = await studentWith({ email: true })
    const notificationId = await bookAndGetNotification(student)
    expect(await deliverNotification(t.app, { notificationId, channel: 'email' })).toBe('sent')
    const mail = await smtp.waitForMail(student.email)
    expect(mail.text).toContain('Trainly: Booking confirmed')
    expect(mail.text).toContain('Your place on "Morning strength"')
    expect(mail.text).toContain(new URL('/schedule', t.config.PUBLIC_URL).toString())
    expect(await delivery(notificationId, 'email')).toMatchObject({ status: 'sent', attempts: 1 })
  })
})

describe('the delivery job on pg-boss', () => {
  it('delivers in the background after the request has answered', async () => {
    const student = await studentWith({ telegram: true })
    const waiting = botApi.waitForCall('sendMessage', { after: botApi.calls.length, timeoutMs: 20_000 })
    const notificationId = await bookAndGetNotification(student, (method, url, as, payload) =>
      other.inject({
        method,
        url,
        headers: { authorization: `Bearer ${as!.token}` },
        payload: payload as object,
      }),
    )
    const message = await waiting
    expect(Number(message.params.chat_id)).toBe(student.telegramId)
    await expect
      .poll(async () => (await delivery(notificationId, 'telegram')).status, { timeout: 10_000 })
      .toBe('sent')
  })
})

describe('realtime', () => {
  function connectTo(url: string, token: string): Promise<ClientSocket> {
    const socket: ClientSocket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    })
    sockets.push(socket)
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket))
      socket.once('connect_error', reject)
    })
  }

  it('a notification raised on one instance reaches the user’s socket on the other, and reads update the count', async () => {
    const student = await studentWith({})
    const socket = await connectTo(otherUrl, student.token)
    const received = new Promise<NotificationEvent>((resolve) => socket.once('notification:new', resolve))
    const notificationId = await bookAndGetNotification(student)
    const event = await received
    expect(event.unreadCount).toBe(1)
    expect(event.notification).toMatchObject({
      id: notificationId,
      type: 'booking_confirmed',
      link: '/schedule',
    })

    const unread = new Promise<UnreadEvent>((resolve) => socket.once('notifications:unread', resolve))
    const res = await call('POST', `/api/notifications/${notificationId}/read`, student)
    expect(res.json().unreadCount).toBe(0)
    expect(await unread).toEqual({ unreadCount: 0 })
  })
})
