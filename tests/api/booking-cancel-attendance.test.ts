import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import {
  bookingRow,
  caller,
  DAY_MS,
  HOUR_MS,
  insertStudents,
  insertTraining,
  insertWaitlist,
  moveTraining,
  placeHolders,
  trainingRow,
  waitlistOf,
} from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  // Free cancellation until 12 hours before (the default), booking until 2 hours before.
  trainer = await registerTrainer(t, { firstName: 'Marat' })
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)

async function bookedTraining(options: { startsAt?: Date; capacity?: number; price?: number } = {}) {
  const trainingId = await insertTraining(t, trainer.id, {
    capacity: options.capacity ?? 1,
    price: options.price ?? 0,
    startsAt: options.startsAt ?? new Date(clock.nowMs() + 2 * DAY_MS),
  })
  const [student] = await insertStudents(t, 1)
  const res = await call('POST', '/api/bookings', student, {
    trainingId,
    payWith: options.price ? 'direct' : 'free',
  })
  expect(res.statusCode).toBe(201)
  return { trainingId, student: student!, bookingId: res.json().data.id as string }
}

const cancel = (bookingId: string, as: Account, reason?: string) =>
  call('POST', `/api/bookings/${bookingId}/cancel`, as, reason === undefined ? {} : { reason })
const attendance = (bookingId: string, as: Account, attended: boolean) =>
  call('POST', `/api/bookings/${bookingId}/attendance`, as, { attended })

describe('POST /api/bookings/{id}/cancel', () => {
  it('cancels for free before the deadline and frees the place', async () => {
    const { trainingId, student, bookingId } = await bookedTraining()
    const res = await cancel(bookingId, student, '  Got sick ')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      id: bookingId,
      status: 'cancelled',
      lateCancel: false,
      cancelledBy: 'student',
      cancelReason: 'Got sick',
      training: { id: trainingId, bookedCount: 0, myBooking: { id: bookingId, status: 'cancelled' } },
    })
    expect(await bookingRow(t, bookingId)).toMatchObject({ status: 'cancelled', late_cancel: false })
    expect((await trainingRow(t, trainingId)).booked_count).toBe(0)
  })

  it('cancels with no body at all, as `curl -X POST` sends it', async () => {
    const { student, bookingId } = await bookedTraining()
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { authorization: `Bearer ${student.token}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ id: bookingId, status: 'cancelled', cancelReason: null })
  })

  it('names the missing field of an action with a required one when no body comes at all', async () => {
    const { trainingId } = await bookedTraining()
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trainings/${trainingId}/cancel`,
      headers: { authorization: `Bearer ${trainer.token}` },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { reason: expect.any(String) } })
  })

  it('marks a student’s cancellation after the free-cancellation deadline as late', async () => {
    const { student, bookingId } = await bookedTraining({ startsAt: new Date(clock.nowMs() + 3 * HOUR_MS) })
    const res = await cancel(bookingId, student)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'cancelled', lateCancel: true, cancelReason: null })
  })

  it('follows the trainer’s own deadline', async () => {
    const lenient = await registerTrainer(t, { profile: { freeCancelMinutes: 60 } })
    const trainingId = await insertTraining(t, lenient.id, {
      startsAt: new Date(clock.nowMs() + 3 * HOUR_MS),
    })
    const [student] = await insertStudents(t, 1)
    const bookingId = (await call('POST', '/api/bookings', student, { trainingId, payWith: 'free' })).json()
      .data.id
    expect((await cancel(bookingId, student!)).json().data.lateCancel).toBe(false)
  })

  it('is never late when the trainer cancels', async () => {
    const { student, bookingId } = await bookedTraining({ startsAt: new Date(clock.nowMs() + 3 * HOUR_MS) })
    const res = await cancel(bookingId, trainer, 'I am ill')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      lateCancel: false,
      cancelledBy: 'trainer',
      cancelReason: 'I am ill',
    })
    expect((await bookingRow(t, bookingId)).student_id).toBe(student.id)
  })

  it('does not charge a late cancellation of a request the trainer never confirmed', async () => {
    const manual = await registerTrainer(t, { profile: { manualApproval: true } })
    const trainingId = await insertTraining(t, manual.id, { startsAt: new Date(clock.nowMs() + 3 * HOUR_MS) })
    const [student] = await insertStudents(t, 1)
    const booking = (await call('POST', '/api/bookings', student, { trainingId, payWith: 'free' })).json()
      .data
    expect(booking.status).toBe('requested')
    expect((await cancel(booking.id, student!)).json().data).toMatchObject({
      status: 'cancelled',
      lateCancel: false,
    })
  })

  it('refuses once the training has started, and a second cancellation', async () => {
    const { trainingId, student, bookingId } = await bookedTraining()
    await moveTraining(t, trainingId, new Date(clock.nowMs() - 5 * 60_000))
    for (const as of [student, trainer]) {
      const late = await cancel(bookingId, as)
      expect(late.statusCode).toBe(422)
      expect(late.json()).toMatchObject({ code: 'too_late', message: MESSAGES.trainingStarted })
    }
    const other = await bookedTraining()
    expect((await cancel(other.bookingId, other.student)).statusCode).toBe(200)
    const twice = await cancel(other.bookingId, other.student)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'booking_not_active', message: MESSAGES.bookingNotActive })
  })

  it('gives the freed place to the first on the waitlist, paid the way they chose', async () => {
    const { trainingId, student, bookingId } = await bookedTraining({ price: 80_000 })
    const waiting = await insertStudents(t, 2)
    await insertWaitlist(t, trainingId, waiting, 'direct')
    expect((await cancel(bookingId, student)).statusCode).toBe(200)
    expect(await placeHolders(t, trainingId)).toEqual([waiting[0]!.id])
    expect(await waitlistOf(t, trainingId)).toEqual([waiting[1]!.id])
    const { rows } = await sql(
      `select status::text as status, payment_method::text as payment_method, amount_due from bookings
        where training_id = $1 and student_id = $2`,
      [trainingId, waiting[0]!.id],
    )
    expect(rows).toEqual([{ status: 'confirmed', payment_method: 'direct', amount_due: 80_000 }])
  })
})

describe('POST /api/bookings/{id}/attendance and reviews', () => {
  it('is refused before the training starts', async () => {
    const { bookingId } = await bookedTraining()
    const res = await attendance(bookingId, trainer, true)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'attendance_too_early', message: MESSAGES.attendanceTooEarly })
  })

  it('marks attended or no-show after the start, and attending unlocks a review', async () => {
    const { trainingId, student, bookingId } = await bookedTraining()
    const review = () =>
      call('POST', `/api/trainers/${trainer.id}/reviews`, student, { bookingId, rating: 5, comment: 'Great' })
    expect((await review()).statusCode).toBe(422)

    await moveTraining(t, trainingId, new Date(clock.nowMs() - HOUR_MS))
    const missed = await attendance(bookingId, trainer, false)
    expect(missed.statusCode).toBe(200)
    expect(missed.json()).toEqual({ status: 'success', data: { id: bookingId, status: 'no_show' } })
    expect((await review()).json().code).toBe('review_needs_attendance')
    // A no-show still holds the place it had.
    expect((await trainingRow(t, trainingId)).booked_count).toBe(1)

    const came = await attendance(bookingId, trainer, true)
    expect(came.json().data).toEqual({ id: bookingId, status: 'attended' })
    const row = await bookingRow(t, bookingId)
    expect(row.status).toBe('attended')
    expect(row.attendance_marked_at).not.toBeNull()
    // Having trained together, the student is now one of the trainer's students.
    const card = await call('GET', `/api/trainer/students/${student.id}`, trainer)
    expect(card.statusCode).toBe(200)

    const reviewed = await review()
    expect(reviewed.statusCode).toBe(201)
    expect(reviewed.json().data).toMatchObject({ rating: 5, comment: 'Great' })
  })

  it('is only for confirmed bookings (not requests, not cancelled ones)', async () => {
    const cancelled = await bookedTraining()
    await cancel(cancelled.bookingId, cancelled.student)
    const manual = await registerTrainer(t, { profile: { manualApproval: true } })
    const trainingId = await insertTraining(t, manual.id)
    const [student] = await insertStudents(t, 1)
    const requested = (await call('POST', '/api/bookings', student, { trainingId, payWith: 'free' })).json()
      .data.id
    await moveTraining(t, cancelled.trainingId, new Date(clock.nowMs() - HOUR_MS))
    await moveTraining(t, trainingId, new Date(clock.nowMs() - HOUR_MS))
    for (const [bookingId, as] of [
      [cancelled.bookingId, trainer],
      [requested, manual],
    ] as const) {
      const res = await attendance(bookingId, as, true)
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({
        code: 'attendance_not_confirmed',
        message: MESSAGES.attendanceNotConfirmed,
      })
    }
  })

  it('is the trainer’s to mark: the student gets 403, anyone else 404', async () => {
    const { trainingId, student, bookingId } = await bookedTraining()
    await moveTraining(t, trainingId, new Date(clock.nowMs() - HOUR_MS))
    const self = await attendance(bookingId, student, true)
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe(MESSAGES.notYourTraining)
    const [stranger] = await insertStudents(t, 1)
    const otherTrainer = await registerTrainer(t)
    for (const as of [stranger!, otherTrainer]) {
      const res = await attendance(bookingId, as, true)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe(MESSAGES.bookingNotFound)
    }
    expect((await bookingRow(t, bookingId)).status).toBe('confirmed')
  })
})

describe('POST /api/trainings/{id}/cancel', () => {
  it('cancels the training, every booking on it with the reason, and empties the waitlist', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 2 })
    const [a, b, c, waiting] = await insertStudents(t, 4)
    const first = (await call('POST', '/api/bookings', a, { trainingId, payWith: 'free' })).json().data.id
    const second = (await call('POST', '/api/bookings', b, { trainingId, payWith: 'free' })).json().data.id
    await cancel(second, b!)
    const third = (await call('POST', '/api/bookings', c, { trainingId, payWith: 'free' })).json().data.id
    await insertWaitlist(t, trainingId, [waiting!])

    const res = await call('POST', `/api/trainings/${trainingId}/cancel`, trainer, { reason: ' Gym closed ' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      id: trainingId,
      status: 'cancelled',
      cancelReason: 'Gym closed',
      bookedCount: 0,
      waitlistCount: 0,
      attendees: [],
    })
    const row = await trainingRow(t, trainingId)
    expect(row).toMatchObject({ status: 'cancelled', cancel_reason: 'Gym closed', booked_count: 0 })
    expect(row.cancelled_at).not.toBeNull()
    for (const id of [first, third]) {
      expect(await bookingRow(t, id)).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'trainer',
        cancel_reason: 'Gym closed',
        late_cancel: false,
      })
    }
    // The student's own earlier cancellation keeps its author.
    expect(await bookingRow(t, second)).toMatchObject({ cancelled_by: 'student', cancel_reason: null })
    expect(await waitlistOf(t, trainingId)).toEqual([])

    const again = await call('POST', `/api/trainings/${trainingId}/cancel`, trainer, { reason: 'x' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'training_cancelled', message: MESSAGES.trainingCancelled })
    const rebook = await call('POST', '/api/bookings', a, { trainingId, payWith: 'free' })
    expect(rebook.statusCode).toBe(422)
    expect(rebook.json().message).toBe(MESSAGES.trainingCancelled)
  })

  it('needs a reason, and refuses a training that has ended', async () => {
    const trainingId = await insertTraining(t, trainer.id)
    const noReason = await call('POST', `/api/trainings/${trainingId}/cancel`, trainer, { reason: '  ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().fields.reason).toBe(MESSAGES.reasonRequired)
    const ended = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() - 2 * HOUR_MS) })
    const res = await call('POST', `/api/trainings/${ended}/cancel`, trainer, { reason: 'Too late' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'too_late', message: MESSAGES.trainingNotEditable })
    // A training in progress may still be called off.
    const running = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() - 10 * 60_000) })
    expect(
      (await call('POST', `/api/trainings/${running}/cancel`, trainer, { reason: 'Fire alarm' })).statusCode,
    ).toBe(200)
    expect((await trainingRow(t, trainingId)).status).toBe('scheduled')
  })

  it('refuses a running training whose attendance is marked, and changes nothing', async () => {
    const { trainingId, bookingId } = await bookedTraining()
    await moveTraining(t, trainingId, new Date(clock.nowMs() - 10 * 60_000))
    expect((await attendance(bookingId, trainer, true)).statusCode).toBe(200)
    const res = await call('POST', `/api/trainings/${trainingId}/cancel`, trainer, { reason: 'Oops' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'too_late', message: MESSAGES.trainingTookPlace })
    expect((await trainingRow(t, trainingId)).status).toBe('scheduled')
    expect((await bookingRow(t, bookingId)).status).toBe('attended')
  })
})
