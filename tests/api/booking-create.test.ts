import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import {
  bookingRow,
  caller,
  DAY_MS,
  HOUR_MS,
  insertStudents,
  insertTraining,
  trainingRow,
  waitlistOf,
} from './booking-fixtures.ts'
import { makeStudentOf, registerTrainer, UNKNOWN_ID } from './catalogue-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  trainer = await registerTrainer(t, { firstName: 'Irina' })
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)
const book = (as: Account, trainingId: string, payWith = 'free', extra: Record<string, unknown> = {}) =>
  call('POST', '/api/bookings', as, { trainingId, payWith, ...extra })

async function student() {
  const [account] = await insertStudents(t, 1)
  return account!
}

describe('POST /api/bookings', () => {
  it('books a free training: 201 with the booking and its training as the student sees it', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 2, title: 'Morning strength' })
    const lena = await student()
    const res = await book(lena, trainingId)
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.status).toBe('success')
    expect(body.data).toMatchObject({
      id: expect.any(String),
      status: 'confirmed',
      paymentMethod: 'free',
      amountDue: 0,
      currency: 'RUB',
      lateCancel: false,
      cancelledBy: null,
      cancelReason: null,
      trainingId,
      studentId: lena.id,
      createdAt: expect.any(String),
    })
    expect(body.data.training).toMatchObject({
      id: trainingId,
      title: 'Morning strength',
      bookedCount: 1,
      capacity: 2,
      myBooking: { id: body.data.id, status: 'confirmed' },
      attendees: [],
    })
    expect((await trainingRow(t, trainingId)).booked_count).toBe(1)
  })

  it('records the amount due when the student pays the trainer directly', async () => {
    const trainingId = await insertTraining(t, trainer.id, { price: 150_000, currency: 'EUR' })
    const res = await book(await student(), trainingId, 'direct')
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({ paymentMethod: 'direct', amountDue: 150_000, currency: 'EUR' })
    const row = await bookingRow(t, res.json().data.id)
    expect(row).toMatchObject({ payment_method: 'direct', amount_due: 150_000, currency: 'EUR' })
  })

  it('refuses ways of paying that do not fit the training (no subscription that fits) or are not available yet', async () => {
    const free = await insertTraining(t, trainer.id)
    const paid = await insertTraining(t, trainer.id, { price: 90_000 })
    const someone = await student()
    const cases: [string, string, string][] = [
      [free, 'direct', MESSAGES.payWithUnavailable],
      [paid, 'free', MESSAGES.payWithUnavailable],
      [paid, 'subscription', MESSAGES.subscriptionUnusable],
      [free, 'subscription', MESSAGES.subscriptionUnusable],
      [paid, 'telegram', MESSAGES.telegramPaymentUnavailable],
    ]
    for (const [trainingId, payWith, message] of cases) {
      const res = await book(someone, trainingId, payWith)
      expect(res.statusCode, payWith).toBe(422)
      expect(res.json(), payWith).toMatchObject({ status: 'error', code: 'not_allowed', message })
    }
    const { rows } = await sql('select count(*)::int as n from bookings where student_id = $1', [someone.id])
    expect(rows[0].n).toBe(0)
  })

  it('asks for approval when the trainer approves bookings by hand', async () => {
    const manual = await registerTrainer(t, { profile: { manualApproval: true } })
    const trainingId = await insertTraining(t, manual.id, { capacity: 1 })
    const res = await book(await student(), trainingId)
    expect(res.statusCode).toBe(201)
    expect(res.json().data.status).toBe('requested')
    // A request holds the place while the trainer decides.
    expect((await trainingRow(t, trainingId)).booked_count).toBe(1)
    const late = await book(await student(), trainingId)
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('training_full')
  })

  it('refuses a full training with 409 training_full and a second booking with 409 already_booked', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 1 })
    const [first, second] = await insertStudents(t, 2)
    expect((await book(first!, trainingId)).statusCode).toBe(201)
    const again = await book(first!, trainingId)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'already_booked', message: MESSAGES.alreadyBooked })
    const full = await book(second!, trainingId)
    expect(full.statusCode).toBe(409)
    expect(full.json()).toMatchObject({ code: 'training_full', message: MESSAGES.trainingFull })
    expect((await trainingRow(t, trainingId)).booked_count).toBe(1)
  })

  it('lets a student book again after cancelling', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 1 })
    const lena = await student()
    const first = (await book(lena, trainingId)).json().data.id
    expect((await call('POST', `/api/bookings/${first}/cancel`, lena, {})).statusCode).toBe(200)
    const second = await book(lena, trainingId)
    expect(second.statusCode).toBe(201)
    expect(second.json().data.id).not.toBe(first)
    expect((await trainingRow(t, trainingId)).booked_count).toBe(1)
  })

  it('refuses a cancelled training, a started one, and one inside the trainer’s minimum notice', async () => {
    const someone = await student()
    const cancelled = await insertTraining(t, trainer.id, { status: 'cancelled' })
    const started = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() - 10 * 60_000) })
    const completed = await insertTraining(t, trainer.id, { status: 'completed' })
    // Irina's notice is the default 2 hours.
    const soon = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + HOUR_MS) })
    const cases: [string, number, string, string][] = [
      [cancelled, 422, 'not_allowed', MESSAGES.trainingCancelled],
      [started, 422, 'too_late', MESSAGES.trainingStarted],
      [completed, 422, 'too_late', MESSAGES.trainingStarted],
      [soon, 422, 'too_late', MESSAGES.bookingTooLate],
    ]
    for (const [trainingId, status, code, message] of cases) {
      const res = await book(someone, trainingId)
      expect(res.statusCode, message).toBe(status)
      expect(res.json(), message).toMatchObject({ code, message })
    }
    // Just outside the notice is fine.
    const later = await insertTraining(t, trainer.id, {
      startsAt: new Date(clock.nowMs() + 2 * HOUR_MS + 60_000),
    })
    expect((await book(someone, later)).statusCode).toBe(201)
  })

  it('follows the trainer’s own minimum notice', async () => {
    const relaxed = await registerTrainer(t, { profile: { minNoticeMinutes: 0 } })
    const strict = await registerTrainer(t, { profile: { minNoticeMinutes: 48 * 60 } })
    const someone = await student()
    const inTenMinutes = new Date(clock.nowMs() + 10 * 60_000)
    expect(
      (await book(someone, await insertTraining(t, relaxed.id, { startsAt: inTenMinutes }))).statusCode,
    ).toBe(201)
    const tomorrow = await book(
      someone,
      await insertTraining(t, strict.id, { startsAt: new Date(clock.nowMs() + DAY_MS) }),
    )
    expect(tomorrow.statusCode).toBe(422)
    expect(tomorrow.json()).toMatchObject({ code: 'too_late', message: MESSAGES.bookingTooLate })
  })

  it('keeps students-only trainings for the trainer’s students', async () => {
    const trainingId = await insertTraining(t, trainer.id, { visibility: 'students', capacity: 5 })
    const [stranger, own] = await insertStudents(t, 2)
    // A stranger is not even told that it exists.
    const hidden = await book(stranger!, trainingId)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json()).toMatchObject({ code: 'not_found', message: MESSAGES.trainingNotFound })
    await makeStudentOf(t, trainer.id, own!.id)
    expect((await book(own!, trainingId)).statusCode).toBe(201)

    // Someone who held a booking sees the training, but may not book it once no longer a student.
    await sql('delete from trainer_students where trainer_id = $1 and student_id = $2', [trainer.id, own!.id])
    const { rows } = await sql(`select id from bookings where student_id = $1 and training_id = $2`, [
      own!.id,
      trainingId,
    ])
    await call('POST', `/api/bookings/${rows[0].id}/cancel`, own!, {})
    const refused = await book(own!, trainingId)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ code: 'not_allowed', message: MESSAGES.privateTraining })
  })

  it('does not let trainers book their own trainings', async () => {
    const trainingId = await insertTraining(t, trainer.id)
    const res = await book(trainer, trainingId)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'not_allowed', message: MESSAGES.cannotBookOwn })
  })

  it('refuses trainings of a trainer who is blocked or no longer a trainer', async () => {
    const someone = await student()
    for (const change of [
      `update users set trainer_blocked_at = ${sqlNow()} where id = $1`,
      `update users set blocked_at = ${sqlNow()} where id = $1`,
      `delete from user_roles where user_id = $1 and role = 'trainer'`,
    ]) {
      const gone = await registerTrainer(t)
      const trainingId = await insertTraining(t, gone.id)
      await sql(change, [gone.id])
      const res = await book(someone, trainingId)
      expect(res.statusCode, change).toBe(422)
      expect(res.json(), change).toMatchObject({ code: 'not_allowed', message: MESSAGES.trainerUnavailable })
    }
  })

  it('answers 404 for an unknown training and 400 for bad input', async () => {
    const someone = await student()
    const unknown = await book(someone, UNKNOWN_ID)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(MESSAGES.trainingNotFound)
    const trainingId = await insertTraining(t, trainer.id)
    for (const [payload, field] of [
      [{ payWith: 'free' }, 'trainingId'],
      [{ trainingId: 'nope', payWith: 'free' }, 'trainingId'],
      [{ trainingId }, 'payWith'],
      [{ trainingId, payWith: 'cash' }, 'payWith'],
      [{ trainingId, payWith: 'subscription', subscriptionId: 'x' }, 'subscriptionId'],
    ] as const) {
      const res = await call('POST', '/api/bookings', someone, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().fields, JSON.stringify(payload)).toHaveProperty(field)
    }
  })

  it('takes the student off the training’s waitlist when they get a place directly', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 1 })
    const [holder, waiting] = await insertStudents(t, 2)
    expect((await book(holder!, trainingId)).statusCode).toBe(201)
    expect(
      (await call('POST', `/api/trainings/${trainingId}/waitlist`, waiting!, { payWith: 'free' })).statusCode,
    ).toBe(201)
    // The place frees up while the waitlist is empty of anyone who can take it (a raise of capacity).
    await sql('update trainings set capacity = 2 where id = $1', [trainingId])
    expect((await book(waiting!, trainingId)).statusCode).toBe(201)
    expect(await waitlistOf(t, trainingId)).toEqual([])
  })
})
