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
  insertStudent,
  insertStudents,
  insertTraining,
  moveTraining,
  trainingRow,
} from './booking-fixtures.ts'
import { makeStudentOf, registerTrainer, UNKNOWN_ID } from './catalogue-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)
const book = (as: Account, trainingId: string) =>
  call('POST', '/api/bookings', as, { trainingId, payWith: 'free' })

describe('booking requests in /trainer-requests', () => {
  let manual: Account

  beforeAll(async () => {
    manual = await registerTrainer(t, { firstName: 'Manual', profile: { manualApproval: true } })
  })

  it('lists requested bookings next to requests to train, oldest first', async () => {
    const trainingId = await insertTraining(t, manual.id, { capacity: 3, title: 'Yoga flow' })
    const [asker, booker] = await insertStudents(t, 2, { firstName: 'Vera' })
    const asked = (await call('POST', `/api/trainers/${manual.id}/requests`, asker, { message: 'Hi' })).json()
      .data
    expect(asked).toMatchObject({ kind: 'student', training: null })
    clock.advance(60_000) // the booking comes a minute after the request
    const booked = (await book(booker!, trainingId)).json().data
    const { rows } = await sql(`select starts_at from trainings where id = $1`, [trainingId])

    const list = (await call('GET', '/api/trainer/requests', manual)).json().data
    expect(list).toEqual([
      expect.objectContaining({ id: asked.id, kind: 'student', message: 'Hi', training: null }),
      {
        id: booked.id,
        kind: 'booking',
        student: { id: booker!.id, firstName: 'Vera', lastName: 'Test', avatar: '' },
        message: '',
        preferredTimes: '',
        status: 'pending',
        createdAt: expect.any(String),
        training: { id: trainingId, title: 'Yoga flow', startsAt: (rows[0].starts_at as Date).toISOString() },
      },
    ])
  })

  it('accepting a booking confirms it and makes the student one of the trainer’s', async () => {
    const trainingId = await insertTraining(t, manual.id)
    const [student] = await insertStudents(t, 1)
    const bookingId = (await book(student!, trainingId)).json().data.id
    const res = await call('POST', `/api/trainer/requests/${bookingId}/accept`, manual)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ id: bookingId, kind: 'booking', status: 'accepted' })
    expect((await bookingRow(t, bookingId)).status).toBe('confirmed')
    expect((await trainingRow(t, trainingId)).booked_count).toBe(1)
    expect((await call('GET', `/api/trainer/students/${student!.id}`, manual)).statusCode).toBe(200)
    expect(
      (await call('GET', '/api/trainer/requests', manual)).json().data.map((r: { id: string }) => r.id),
    ).not.toContain(bookingId)

    const twice = await call('POST', `/api/trainer/requests/${bookingId}/accept`, manual)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'request_not_pending', message: MESSAGES.requestNotPending })
  })

  it('declining cancels the booking by the trainer with the reason and frees the place', async () => {
    const trainingId = await insertTraining(t, manual.id)
    const [student] = await insertStudents(t, 1)
    const bookingId = (await book(student!, trainingId)).json().data.id
    const res = await call('POST', `/api/trainer/requests/${bookingId}/decline`, manual, {
      reason: 'Full week',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ kind: 'booking', status: 'declined' })
    expect(await bookingRow(t, bookingId)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'trainer',
      cancel_reason: 'Full week',
    })
    expect((await trainingRow(t, trainingId)).booked_count).toBe(0)
    expect((await call('POST', `/api/trainer/requests/${bookingId}/decline`, manual, {})).statusCode).toBe(
      409,
    )
  })

  it('hides requests of started or cancelled trainings and refuses to accept after the start', async () => {
    const started = await insertTraining(t, manual.id)
    const cancelled = await insertTraining(t, manual.id)
    const [a, b] = await insertStudents(t, 2)
    const startedBooking = (await book(a!, started)).json().data.id
    const cancelledBooking = (await book(b!, cancelled)).json().data.id
    await moveTraining(t, started, new Date(clock.nowMs() - 60_000))
    await call('POST', `/api/trainings/${cancelled}/cancel`, manual, { reason: 'Off' })
    const ids = (await call('GET', '/api/trainer/requests', manual))
      .json()
      .data.map((r: { id: string }) => r.id)
    expect(ids).not.toContain(startedBooking)
    expect(ids).not.toContain(cancelledBooking)
    const res = await call('POST', `/api/trainer/requests/${startedBooking}/accept`, manual)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'too_late', message: MESSAGES.trainingStarted })
  })

  it('are the trainer’s own: another trainer and the student get 404 or 403', async () => {
    const trainingId = await insertTraining(t, manual.id)
    const [student] = await insertStudents(t, 1)
    const bookingId = (await book(student!, trainingId)).json().data.id
    const other = await registerTrainer(t)
    for (const action of ['accept', 'decline']) {
      expect((await call('POST', `/api/trainer/requests/${bookingId}/${action}`, other, {})).statusCode).toBe(
        404,
      )
      // The student holds no trainer role.
      expect(
        (await call('POST', `/api/trainer/requests/${bookingId}/${action}`, student, {})).statusCode,
      ).toBe(403)
    }
    expect((await call('POST', `/api/trainer/requests/${UNKNOWN_ID}/accept`, manual)).statusCode).toBe(404)
    expect((await call('GET', '/api/trainer/requests', other)).json().data).toEqual([])
    expect((await bookingRow(t, bookingId)).status).toBe('requested')
  })
})

describe('the student card’s history', () => {
  it('lists the student’s bookings of the trainer’s trainings, newest first', async () => {
    const trainer = await registerTrainer(t)
    const other = await registerTrainer(t)
    const [student] = await insertStudents(t, 1)
    await makeStudentOf(t, trainer.id, student!.id)
    const early = await insertTraining(t, trainer.id, {
      title: 'Early',
      startsAt: new Date(clock.nowMs() + DAY_MS),
    })
    const later = await insertTraining(t, trainer.id, {
      title: 'Later',
      startsAt: new Date(clock.nowMs() + 3 * DAY_MS),
    })
    const elsewhere = await insertTraining(t, other.id, { title: 'Elsewhere' })
    const earlyBooking = (await book(student!, early)).json().data.id
    const laterBooking = (await book(student!, later)).json().data.id
    await book(student!, elsewhere)
    await call('POST', `/api/bookings/${laterBooking}/cancel`, student, {})

    const card = await call('GET', `/api/trainer/students/${student!.id}`, trainer)
    expect(card.statusCode).toBe(200)
    expect(card.json().data.history).toEqual([
      {
        bookingId: laterBooking,
        trainingId: later,
        title: 'Later',
        startsAt: expect.any(String),
        status: 'cancelled',
        trainingStatus: 'scheduled',
        lateCancel: false,
        cancelledBy: 'student',
      },
      {
        bookingId: earlyBooking,
        trainingId: early,
        title: 'Early',
        startsAt: expect.any(String),
        status: 'confirmed',
        trainingStatus: 'scheduled',
        lateCancel: false,
        cancelledBy: null,
      },
    ])
  })
})

describe('GET /api/trainers/{id}/slots', () => {
  let trainer: Account
  let viewer: Account
  let stranger: Account
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    trainer = await registerTrainer(t, { firstName: 'Slots' })
    viewer = await insertStudent(t)
    stranger = await insertStudent(t)
    const at = (ms: number) => new Date(clock.nowMs() + ms)
    ids.soon = await insertTraining(t, trainer.id, { startsAt: at(HOUR_MS), title: 'Inside the notice' })
    ids.tomorrow = await insertTraining(t, trainer.id, { startsAt: at(DAY_MS), capacity: 4, price: 70_000 })
    ids.full = await insertTraining(t, trainer.id, { startsAt: at(2 * DAY_MS) })
    ids.cancelled = await insertTraining(t, trainer.id, { startsAt: at(2 * DAY_MS), status: 'cancelled' })
    ids.private = await insertTraining(t, trainer.id, { startsAt: at(3 * DAY_MS), visibility: 'students' })
    ids.far = await insertTraining(t, trainer.id, { startsAt: at(20 * DAY_MS) })
    const [holder] = await insertStudents(t, 1)
    await book(holder!, ids.full)
    const paid = await call('POST', '/api/bookings', viewer, { trainingId: ids.tomorrow, payWith: 'direct' })
    expect(paid.statusCode).toBe(201)
  })

  const slotsOf = async (as: Account, query = '') => {
    const res = await call('GET', `/api/trainers/${trainer.id}/slots${query}`, as)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { trainingId: string; placesLeft: number; booked: boolean }[]
  }

  it('shows the next 14 days past the minimum notice, full ones with no places left', async () => {
    expect((await slotsOf(stranger)).map((s) => s.trainingId)).toEqual([ids.tomorrow, ids.full])
    // The viewer's confirmed booking made them the trainer's student: the students-only one shows.
    const slots = await slotsOf(viewer)
    expect(slots.map((s) => s.trainingId)).toEqual([ids.tomorrow, ids.full, ids.private])
    expect(slots[0]).toEqual({
      trainingId: ids.tomorrow,
      title: 'Group session',
      specialization: 'strength',
      format: 'gym',
      location: 'Gym 1',
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      capacity: 4,
      placesLeft: 3,
      price: 70_000,
      currency: 'RUB',
      visibility: 'public',
      booked: true,
      onWaitlist: false,
    })
    expect(slots[1]).toMatchObject({ placesLeft: 0, booked: false })
  })

  it('shows students-only trainings to the trainer’s students', async () => {
    const [own] = await insertStudents(t, 1)
    await makeStudentOf(t, trainer.id, own!.id)
    expect((await slotsOf(own!)).map((s) => s.trainingId)).toContain(ids.private)
  })

  it('takes a range of up to 62 days', async () => {
    const from = clock.now().toISOString()
    const to = new Date(clock.nowMs() + 30 * DAY_MS).toISOString()
    const slots = await slotsOf(stranger, `?from=${from}&to=${to}`)
    expect(slots.map((s) => s.trainingId)).toEqual([ids.tomorrow, ids.full, ids.far])
    const onlyTo = await slotsOf(stranger, `?to=${new Date(clock.nowMs() + 36 * HOUR_MS).toISOString()}`)
    expect(onlyTo.map((s) => s.trainingId)).toEqual([ids.tomorrow])

    for (const query of [
      `?from=${from}&to=${new Date(clock.nowMs() + 63 * DAY_MS).toISOString()}`,
      `?to=${new Date(clock.nowMs() + 70 * DAY_MS).toISOString()}`,
    ]) {
      const res = await call('GET', `/api/trainers/${trainer.id}/slots${query}`, viewer)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().fields.to, query).toBe(MESSAGES.slotsRangeTooLong)
    }
    const backwards = await call('GET', `/api/trainers/${trainer.id}/slots?from=${to}&to=${from}`, viewer)
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().fields.to).toBe(MESSAGES.scheduleRange)
    const bad = await call('GET', `/api/trainers/${trainer.id}/slots?from=tomorrow`, viewer)
    expect(bad.statusCode).toBe(400)
  })

  it('needs a login and a known trainer', async () => {
    const guest = await call('GET', `/api/trainers/${trainer.id}/slots`)
    expect(guest.statusCode).toBe(401)
    const unknown = await call('GET', `/api/trainers/${UNKNOWN_ID}/slots`, viewer)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(MESSAGES.trainerNotFound)
    const blocked = await registerTrainer(t)
    await sql(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [blocked.id])
    expect((await call('GET', `/api/trainers/${blocked.id}/slots`, viewer)).statusCode).toBe(404)
  })
})
