import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { sqlNow } from '../support/test-now.ts'
import {
  caller,
  HOUR_MS,
  insertStudents,
  insertTraining,
  insertWaitlist,
  moveTraining,
  placeHolders,
  type TrainingFixture,
  waitlistOf,
} from './booking-fixtures.ts'
import { makeStudentOf, registerTrainer, UNKNOWN_ID } from './catalogue-fixtures.ts'
import { publishingTrainer } from './trainings-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  trainer = await registerTrainer(t, { firstName: 'Olga' })
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)
const join = (trainingId: string, as: Account, payWith = 'free') =>
  call('POST', `/api/trainings/${trainingId}/waitlist`, as, { payWith })
const leave = (trainingId: string, as: Account) => call('DELETE', `/api/trainings/${trainingId}/waitlist`, as)

/** A training whose only place is taken; returns the holder's booking to cancel. */
async function fullTraining(fixture: TrainingFixture = {}, owner = trainer) {
  const trainingId = await insertTraining(t, owner.id, { capacity: 1, ...fixture })
  const [holder] = await insertStudents(t, 1)
  if (fixture.visibility === 'students') await makeStudentOf(t, owner.id, holder!.id)
  const res = await call('POST', '/api/bookings', holder, {
    trainingId,
    payWith: fixture.price ? 'direct' : 'free',
  })
  expect(res.statusCode).toBe(201)
  return { trainingId, holder: holder!, bookingId: res.json().data.id as string }
}

const cancelHolder = async (full: { holder: Account; bookingId: string }) => {
  const res = await call('POST', `/api/bookings/${full.bookingId}/cancel`, full.holder, {})
  expect(res.statusCode).toBe(200)
}

describe('joining and leaving the waitlist', () => {
  it('joins a full training and answers the place in the queue', async () => {
    const { trainingId } = await fullTraining()
    const [first, second] = await insertStudents(t, 2)
    const a = await join(trainingId, first!)
    expect(a.statusCode).toBe(201)
    expect(a.json()).toEqual({ status: 'success', data: { trainingId, position: 1 } })
    expect((await join(trainingId, second!)).json().data.position).toBe(2)
    const details = await call('GET', `/api/trainers/${trainer.id}/slots`, second)
    expect(
      details.json().data.find((s: { trainingId: string }) => s.trainingId === trainingId),
    ).toMatchObject({
      placesLeft: 0,
      booked: false,
      onWaitlist: true,
    })
  })

  it('is not needed while places are free', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 2 })
    const [someone] = await insertStudents(t, 1)
    const res = await join(trainingId, someone!)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'waitlist_not_needed', message: MESSAGES.waitlistNotNeeded })
  })

  it('refuses joining twice, and someone already holding a place', async () => {
    const { trainingId, holder } = await fullTraining()
    const [someone] = await insertStudents(t, 1)
    await join(trainingId, someone!)
    const twice = await join(trainingId, someone!)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'already_on_waitlist', message: MESSAGES.alreadyOnWaitlist })
    const booked = await join(trainingId, holder)
    expect(booked.statusCode).toBe(409)
    expect(booked.json()).toMatchObject({ code: 'already_booked', message: MESSAGES.alreadyBooked })
    // Two joins at the same moment: one entry.
    const [racer] = await insertStudents(t, 1)
    const both = await Promise.all([join(trainingId, racer!), join(trainingId, racer!)])
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect((await waitlistOf(t, trainingId)).filter((id) => id === racer!.id)).toHaveLength(1)
  })

  it('follows the booking rules: own, cancelled, started, private, payment — but not the minimum notice', async () => {
    const [someone] = await insertStudents(t, 1)
    const own = await fullTraining()
    const ownRes = await join(own.trainingId, trainer)
    expect(ownRes.json()).toMatchObject({ code: 'not_allowed', message: MESSAGES.cannotBookOwn })

    const cancelled = await fullTraining()
    await sql(`update trainings set status = 'cancelled' where id = $1`, [cancelled.trainingId])
    expect((await join(cancelled.trainingId, someone!)).json()).toMatchObject({
      code: 'not_allowed',
      message: MESSAGES.trainingCancelled,
    })

    const started = await fullTraining()
    await moveTraining(t, started.trainingId, new Date(clock.nowMs() - 60_000))
    expect((await join(started.trainingId, someone!)).json()).toMatchObject({
      code: 'too_late',
      message: MESSAGES.trainingStarted,
    })

    const paid = await fullTraining({ price: 50_000 })
    const free = await join(paid.trainingId, someone!, 'free')
    expect(free.statusCode).toBe(422)
    expect(free.json().message).toBe(MESSAGES.payWithUnavailable)
    // The waitlist never takes an invoice (decision 0037), with or without a payment provider.
    expect((await join(paid.trainingId, someone!, 'telegram')).json().message).toBe(
      MESSAGES.waitlistTelegramUnavailable,
    )
    expect((await join(paid.trainingId, someone!, 'direct')).statusCode).toBe(201)

    const privateOne = await fullTraining({ visibility: 'students' })
    expect((await join(privateOne.trainingId, someone!)).statusCode).toBe(404)

    // Inside the 2-hour notice one cannot book, but can wait for a place.
    const soon = await fullTraining()
    await moveTraining(t, soon.trainingId, new Date(clock.nowMs() + HOUR_MS))
    expect((await join(soon.trainingId, someone!)).statusCode).toBe(201)
  })

  it('leaves the list; leaving when not on it is 404 not_on_waitlist', async () => {
    const { trainingId } = await fullTraining()
    const [a, b] = await insertStudents(t, 2)
    await join(trainingId, a!)
    await join(trainingId, b!)
    const res = await leave(trainingId, a!)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'success', message: expect.any(String) })
    expect(await waitlistOf(t, trainingId)).toEqual([b!.id])
    const again = await leave(trainingId, a!)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toMatchObject({ code: 'not_on_waitlist', message: MESSAGES.notOnWaitlist })
    expect((await leave(UNKNOWN_ID, a!)).json().message).toBe(MESSAGES.trainingNotFound)
  })
})

describe('promotion from the waitlist', () => {
  it('books the first in order when a place frees up, in the cancelling call', async () => {
    const full = await fullTraining()
    const waiting = await insertStudents(t, 3)
    for (const w of waiting) expect((await join(full.trainingId, w)).statusCode).toBe(201)
    await cancelHolder(full)
    expect(await placeHolders(t, full.trainingId)).toEqual([waiting[0]!.id])
    expect(await waitlistOf(t, full.trainingId)).toEqual([waiting[1]!.id, waiting[2]!.id])
    const view = await call('GET', `/api/trainers/${trainer.id}/slots`, waiting[0])
    expect(
      view.json().data.find((s: { trainingId: string }) => s.trainingId === full.trainingId),
    ).toMatchObject({
      booked: true,
      onWaitlist: false,
    })
  })

  it('skips and drops entries that cannot be booked, and books the next one', async () => {
    const full = await fullTraining({ visibility: 'students', price: 30_000 })
    const [blocked, notStudent, alreadyBooked, wrongPay, good, after] = await insertStudents(t, 6)
    for (const s of [blocked, alreadyBooked, wrongPay, good, after]) await makeStudentOf(t, trainer.id, s!.id)
    await insertWaitlist(
      t,
      full.trainingId,
      [blocked!, notStudent!, alreadyBooked!, wrongPay!, good!, after!],
      'direct',
    )
    await sql(`update users set blocked_at = ${sqlNow()} where id = $1`, [blocked!.id])
    // A booking that got in outside the usual ways (as a trainer's capacity change would allow).
    await sql('update trainings set capacity = 2 where id = $1', [full.trainingId])
    await sql(`insert into bookings (training_id, student_id, status) values ($1, $2, 'confirmed')`, [
      full.trainingId,
      alreadyBooked!.id,
    ])
    await sql(`update waitlist_entries set pay_with = 'free' where student_id = $1`, [wrongPay!.id])

    await cancelHolder(full)
    expect((await placeHolders(t, full.trainingId)).sort()).toEqual([alreadyBooked!.id, good!.id].sort())
    expect(await waitlistOf(t, full.trainingId)).toEqual([after!.id])
  })

  it('promotes as a request when the trainer approves by hand, and goes on after a decline', async () => {
    const manual = await registerTrainer(t, { profile: { manualApproval: true } })
    const trainingId = await insertTraining(t, manual.id, { capacity: 1 })
    const [holder, first, second] = await insertStudents(t, 3)
    const held = (await call('POST', '/api/bookings', holder, { trainingId, payWith: 'free' })).json().data
    expect(held.status).toBe('requested')
    await join(trainingId, first!)
    await join(trainingId, second!)

    // The trainer declines the first request: the place goes to the list, again as a request.
    const declined = await call('POST', `/api/trainer/requests/${held.id}/decline`, manual, {
      reason: 'Sorry',
    })
    expect(declined.statusCode).toBe(200)
    expect(declined.json().data).toMatchObject({ id: held.id, kind: 'booking', status: 'declined' })
    const { rows } = await sql(
      `select student_id, status::text as status from bookings where training_id = $1 and status <> 'cancelled'`,
      [trainingId],
    )
    expect(rows).toEqual([{ student_id: first!.id, status: 'requested' }])
    expect(await waitlistOf(t, trainingId)).toEqual([second!.id])
  })

  it('still gives a place freed inside the minimum notice, but none once the training started', async () => {
    const full = await fullTraining()
    const [waiting] = await insertStudents(t, 1)
    await join(full.trainingId, waiting!)
    await moveTraining(t, full.trainingId, new Date(clock.nowMs() + 30 * 60_000))
    await cancelHolder(full)
    expect(await placeHolders(t, full.trainingId)).toEqual([waiting!.id])

    // A training that started: the trainer cancels a booking of it, the place stays empty.
    const started = await fullTraining()
    const [late] = await insertStudents(t, 1)
    await join(started.trainingId, late!)
    await moveTraining(t, started.trainingId, new Date(clock.nowMs() - 60_000))
    const refused = await call('POST', `/api/bookings/${started.bookingId}/cancel`, trainer, {})
    expect(refused.statusCode).toBe(422)
    expect(await waitlistOf(t, started.trainingId)).toEqual([late!.id])
  })

  it('keeps the list when the trainer cannot take bookings now', async () => {
    const gone = await registerTrainer(t)
    const full = await fullTraining({}, gone)
    const [waiting] = await insertStudents(t, 1)
    await join(full.trainingId, waiting!)
    await sql(`update users set trainer_blocked_at = ${sqlNow()} where id = $1`, [gone.id])
    await cancelHolder(full)
    expect(await placeHolders(t, full.trainingId)).toEqual([])
    expect(await waitlistOf(t, full.trainingId)).toEqual([waiting!.id])
  })
})

describe('places added by the trainer', () => {
  it('go to those waiting, in order, in the same change', async () => {
    const publisher = await publishingTrainer(t, { firstName: 'Nina' })
    const { trainingId } = await fullTraining({}, publisher)
    const [first, second, third] = await insertStudents(t, 3)
    for (const s of [first!, second!, third!]) expect((await join(trainingId, s)).statusCode).toBe(201)

    const res = await call('PATCH', `/api/trainings/${trainingId}`, publisher, { capacity: 3 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ capacity: 3, bookedCount: 3, waitlistCount: 1 })
    const { rows } = await sql(
      `select student_id, status::text as status from bookings where training_id = $1 and status <> 'cancelled'`,
      [trainingId],
    )
    expect(rows.map((r) => r.student_id)).toEqual(expect.arrayContaining([first!.id, second!.id]))
    expect(rows.map((r) => r.student_id)).not.toContain(third!.id)
    expect(await waitlistOf(t, trainingId)).toEqual([third!.id])
  })
})
