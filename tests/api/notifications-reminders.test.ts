// Reminders 24 h and 2 h before a confirmed booking's training (decision 0016): each sent once
// with two instances on one database, moved with the training, none for cancelled ones, none
// that came due before the booking was made or passed long ago.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { connectDatabase, type Database } from '#server/db/client.ts'
import { REMINDER_GRACE_MS, sendDueReminders } from '#server/modules/notifications/reminders.ts'
import { clock } from '#shared/clock.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import { caller, DAY_MS, HOUR_MS, insertStudent, insertTraining } from './booking-fixtures.ts'
import { insertBooking, publishingTrainer } from './trainings-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account
let other: FastifyInstance
let otherDatabase: Database

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  trainer = await publishingTrainer(t, { firstName: 'Irina' })
  otherDatabase = connectDatabase(t.config.DATABASE_URL!, { max: 5 })
  other = await buildApp({ config: t.config, database: otherDatabase, jwtSecret: t.app.jwtSecret })
  await other.ready()
})

afterAll(async () => {
  await other.close()
  await otherDatabase.close()
  await t.close()
})

const MINUTE_MS = 60_000
const wholeMinute = (ms: number) => new Date(Math.floor(ms / MINUTE_MS) * MINUTE_MS)

async function remindersOf(studentId: string) {
  const { rows } = await t.database.pool.query(
    `select type, data from notifications where user_id = $1 and type like 'reminder%' order by created_at`,
    [studentId],
  )
  return rows as { type: string; data: Record<string, string> }[]
}

/** Both instances at once, several times each: the total sent. */
async function runOnBoth(now: Date) {
  const runs = await Promise.all(
    Array.from({ length: 6 }, (_, i) => sendDueReminders(i % 2 === 0 ? t.app : other, now)),
  )
  return runs.reduce((sum, n) => sum + n, 0)
}

async function bookedTraining(startsAt: Date) {
  const trainingId = await insertTraining(t, trainer.id, { title: 'Evening yoga', capacity: 3, startsAt })
  const student = await insertStudent(t)
  const res = await call('POST', '/api/bookings', student, { trainingId, payWith: 'free' })
  expect(res.statusCode).toBe(201)
  return { trainingId, student, bookingId: res.json().data.id as string }
}

describe('reminders', () => {
  it('sends the 24 h and the 2 h reminder exactly once each with two instances running', async () => {
    const startsAt = wholeMinute(clock.nowMs() + 3 * DAY_MS)
    const { student, trainingId } = await bookedTraining(startsAt)

    expect(await runOnBoth(new Date(startsAt.getTime() - 25 * HOUR_MS))).toBe(0)
    expect(await runOnBoth(new Date(startsAt.getTime() - DAY_MS + MINUTE_MS))).toBe(1)
    expect(await runOnBoth(new Date(startsAt.getTime() - DAY_MS + 5 * MINUTE_MS))).toBe(0)
    expect(await runOnBoth(new Date(startsAt.getTime() - 2 * HOUR_MS + MINUTE_MS))).toBe(1)
    expect(await runOnBoth(new Date(startsAt.getTime() - HOUR_MS))).toBe(0)

    const reminders = await remindersOf(student.id)
    expect(reminders.map((r) => r.type)).toEqual(['reminder_24h', 'reminder_2h'])
    expect(reminders[0]!.data).toMatchObject({
      trainingId,
      trainingTitle: 'Evening yoga',
      startsAt: startsAt.toISOString(),
      personName: 'Irina',
    })
  })

  it('a moved training is reminded for its new start, not the old one', async () => {
    const startsAt = wholeMinute(clock.nowMs() + 3 * DAY_MS)
    const { student, trainingId } = await bookedTraining(startsAt)
    expect(await runOnBoth(new Date(startsAt.getTime() - DAY_MS + MINUTE_MS))).toBe(1)

    const moved = new Date(startsAt.getTime() + 6 * HOUR_MS)
    const res = await call('PATCH', `/api/trainings/${trainingId}`, trainer, {
      startsAt: moved.toISOString(),
    })
    expect(res.statusCode).toBe(200)
    expect(await runOnBoth(new Date(startsAt.getTime() - 2 * HOUR_MS + MINUTE_MS))).toBe(0)
    expect(await runOnBoth(new Date(moved.getTime() - DAY_MS + MINUTE_MS))).toBe(1)
    expect(await runOnBoth(new Date(moved.getTime() - 2 * HOUR_MS + MINUTE_MS))).toBe(1)
    const reminders = await remindersOf(student.id)
    expect(reminders.map((r) => [r.type, r.data.startsAt])).toEqual([
      ['reminder_24h', startsAt.toISOString()],
      ['reminder_24h', moved.toISOString()],
      ['reminder_2h', moved.toISOString()],
    ])
  })

  it('a cancelled training or booking gets no reminders', async () => {
    const startsAt = wholeMinute(clock.nowMs() + 3 * DAY_MS)
    const first = await bookedTraining(startsAt)
    const second = await bookedTraining(startsAt)
    expect(
      (await call('POST', `/api/trainings/${first.trainingId}/cancel`, trainer, { reason: 'Ill' }))
        .statusCode,
    ).toBe(200)
    expect(
      (await call('POST', `/api/bookings/${second.bookingId}/cancel`, second.student, { reason: '' }))
        .statusCode,
    ).toBe(200)
    expect(await runOnBoth(new Date(startsAt.getTime() - DAY_MS + MINUTE_MS))).toBe(0)
    expect(await runOnBoth(new Date(startsAt.getTime() - 2 * HOUR_MS + MINUTE_MS))).toBe(0)
  })

  it('a booking made 3 h before the start gets only the 2 h reminder; one long overdue is not sent', async () => {
    const startsAt = wholeMinute(clock.nowMs() + 3 * HOUR_MS)
    const { student } = await bookedTraining(startsAt)
    expect(await runOnBoth(clock.now())).toBe(0)
    // After downtime: the 2 h moment passed longer ago than the grace.
    expect(await runOnBoth(new Date(startsAt.getTime() - 2 * HOUR_MS + REMINDER_GRACE_MS + MINUTE_MS))).toBe(
      0,
    )
    expect(await runOnBoth(new Date(startsAt.getTime() - 2 * HOUR_MS + MINUTE_MS))).toBe(1)
    expect((await remindersOf(student.id)).map((r) => r.type)).toEqual(['reminder_2h'])
  })

  it('runs on pg-boss in both instances and still sends each reminder once', async () => {
    const startsAt = wholeMinute(clock.nowMs() + 2 * HOUR_MS)
    const trainingId = await insertTraining(t, trainer.id, { capacity: 3, startsAt })
    const student = await insertStudent(t)
    const bookingId = await insertBooking(t, trainingId, student.id)
    await t.database.pool.query(
      `update bookings set created_at = ${sqlNow()} - interval '1 day' where id = $1`,
      [bookingId],
    )
    const jobs = { remindersCron: '* * * * *' }
    // One after the other: pg-boss's first start on a database creates its tables.
    const apps: { app: FastifyInstance; database: Database }[] = []
    for (let i = 0; i < 2; i += 1) {
      const database = connectDatabase(t.config.DATABASE_URL!, { max: 5 })
      const app = await buildApp({ config: t.config, database, jwtSecret: t.app.jwtSecret, jobs })
      await app.ready()
      apps.push({ app, database })
    }
    try {
      // Each instance sends a run at start; both may work at once.
      await expect.poll(async () => (await remindersOf(student.id)).length, { timeout: 15_000 }).toBe(1)
      await Promise.all(apps.map(({ app }) => sendDueReminders(app)))
      expect((await remindersOf(student.id)).map((r) => r.type)).toEqual(['reminder_2h'])
    } finally {
      for (const { app, database } of apps) {
        await app.close()
        await database.close()
      }
    }
  })
})
