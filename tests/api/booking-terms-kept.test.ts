// Decision 0059: a place whose terms the student did not choose cancels free; the waitlist keeps
// the price a student joined at; a request the trainer leaves unanswered is let go at the start;
// concurrent joins are told their true places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Effects } from '#server/effects/after-commit.ts'
import { expireUnansweredRequests } from '#server/modules/booking/index.ts'
import { clock } from '#shared/clock.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import {
  bookingRow,
  caller,
  DAY_MS,
  HOUR_MS,
  insertStudents,
  insertTraining,
  moveTraining,
  placeHolders,
} from './booking-fixtures.ts'
import { registerTrainer } from './catalogue-fixtures.ts'
import { publishingTrainer } from './trainings-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  // Free cancellation until 12 hours before (the default), booking until 2 hours before.
  trainer = await publishingTrainer(t, { firstName: 'Pavel' })
})

afterAll(async () => {
  await t.close()
})

const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params)
let solos = 0
/** A training for one the trainer may edit: not parallel, so each at an hour of its own. */
async function soloTraining(price: number) {
  solos += 1
  const trainingId = await insertTraining(t, trainer.id, {
    capacity: 1,
    price,
    startsAt: new Date(clock.nowMs() + 3 * DAY_MS + solos * 2 * HOUR_MS),
  })
  await sql('update trainings set allow_parallel = false where id = $1', [trainingId])
  return trainingId
}
const book = async (trainingId: string, as: Account, payWith: string) => {
  const res = await call('POST', '/api/bookings', as, { trainingId, payWith })
  expect(res.statusCode).toBe(201)
  return res.json().data.id as string
}
const cancel = (bookingId: string, as: Account) => call('POST', `/api/bookings/${bookingId}/cancel`, as, {})
const join = (trainingId: string, as: Account, payWith: string) =>
  call('POST', `/api/trainings/${trainingId}/waitlist`, as, { payWith })
const paymentStatus = async (bookingId: string) =>
  (
    await sql(`select p.status from payments p join bookings b on b.payment_id = p.id where b.id = $1`, [
      bookingId,
    ])
  ).rows[0]?.status as string | undefined
const notificationsOf = async (userId: string) =>
  (await sql(`select type, data from notifications where user_id = $1 order by created_at`, [userId]))
    .rows as {
    type: string
    data: Record<string, unknown>
  }[]
const scheduleBooking = async (as: Account, trainingId: string) => {
  const day = new Date(clock.nowMs()).toISOString().slice(0, 10)
  const end = new Date(clock.nowMs() + 30 * DAY_MS).toISOString().slice(0, 10)
  const res = await call('GET', `/api/schedule?startDate=${day}&endDate=${end}`, as, undefined, {
    'x-user-id': as.id,
    'x-user-role': 'student',
  })
  expect(res.statusCode).toBe(200)
  return res.json().data.find((i: { id: string }) => i.id === trainingId)?.booking as {
    freeCancelUntil: string
    cancelledBy: string | null
    status: string
  }
}

/** A package of `sessions` of the trainer's, bought by `student` directly and confirmed. */
async function boughtPackage(student: Account, sessions: number) {
  const plan = await call('POST', '/api/trainer/plans', trainer, {
    title: `${sessions} sessions`,
    sessionsCount: sessions,
    validityDays: 30,
    price: 100_000 * sessions,
    currency: 'RUB',
  })
  expect(plan.statusCode, plan.body).toBe(201)
  const bought = await call('POST', '/api/subscriptions', student, {
    planId: plan.json().data.id,
    payWith: 'direct',
  })
  const { subscription, payment } = bought.json().data as {
    subscription: { id: string }
    payment: { id: string }
  }
  expect((await call('POST', `/api/payments/${payment.id}/confirm`, trainer)).statusCode).toBe(200)
  return subscription.id
}

describe('a place whose terms the student did not choose cancels free until the start', () => {
  it('after the trainer moves the training into the late window', async () => {
    const trainingId = await insertTraining(t, trainer.id, {
      capacity: 2,
      price: 150_000,
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    const [moved, control] = await insertStudents(t, 2)
    const bookingId = await book(trainingId, moved!, 'direct')
    const startsAt = new Date(clock.nowMs() + 8 * HOUR_MS).toISOString()
    const patch = await call('PATCH', `/api/trainings/${trainingId}`, trainer, { startsAt })
    expect(patch.statusCode).toBe(200)
    // The schedule says so: free until the start, not "late since 12 hours before".
    expect(Date.parse((await scheduleBooking(moved!, trainingId)).freeCancelUntil)).toBe(Date.parse(startsAt))

    const res = await cancel(bookingId, moved!)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.lateCancel).toBe(false)
    expect(await paymentStatus(bookingId)).toBe('cancelled')

    // Booked after the move, on terms the student saw: late as ever.
    const laterId = await book(trainingId, control!, 'direct')
    const late = await cancel(laterId, control!)
    expect(late.json().data.lateCancel).toBe(true)
    expect(await paymentStatus(laterId)).toBe('pending')
  })

  it('after the waitlist gives it once free cancellation has ended', async () => {
    const trainingId = await insertTraining(t, trainer.id, {
      capacity: 1,
      price: 100_000,
      startsAt: new Date(clock.nowMs() + 6 * HOUR_MS),
    })
    const [holder, waiting] = await insertStudents(t, 2)
    const held = await book(trainingId, holder!, 'direct')
    expect((await join(trainingId, waiting!, 'direct')).statusCode).toBe(201)
    expect((await cancel(held, holder!)).json().data.lateCancel).toBe(true)
    const [promoted] = (
      await sql(`select id from bookings where training_id = $1 and student_id = $2`, [
        trainingId,
        waiting!.id,
      ])
    ).rows as { id: string }[]
    const res = await cancel(promoted!.id, waiting!)
    expect(res.json().data.lateCancel).toBe(false)
    expect(await paymentStatus(promoted!.id)).toBe('cancelled')
  })

  it('tells those on the waitlist that the training changed', async () => {
    const trainingId = await soloTraining(0)
    const [holder, waiting] = await insertStudents(t, 2)
    await book(trainingId, holder!, 'free')
    await join(trainingId, waiting!, 'free')
    const patch = await call('PATCH', `/api/trainings/${trainingId}`, trainer, {
      startsAt: new Date(clock.nowMs() + 20 * DAY_MS).toISOString(),
    })
    expect(patch.statusCode).toBe(200)
    expect((await notificationsOf(waiting!.id)).map((n) => n.type)).toEqual(['training_changed'])
  })
})

describe('a place from the waitlist costs at most the price the student joined at', () => {
  it('keeps the old price when the trainer raises it', async () => {
    const trainingId = await soloTraining(100_000)
    const [holder, waiting] = await insertStudents(t, 2)
    const held = await book(trainingId, holder!, 'direct')
    await join(trainingId, waiting!, 'direct')
    expect(
      (await call('PATCH', `/api/trainings/${trainingId}`, trainer, { price: 900_000 })).statusCode,
    ).toBe(200)
    await cancel(held, holder!)
    const promoted = await sql(
      `select b.amount_due, p.amount from bookings b join payments p on p.id = b.payment_id
        where b.training_id = $1 and b.student_id = $2`,
      [trainingId, waiting!.id],
    )
    expect(promoted.rows).toEqual([{ amount_due: 100_000, amount: 100_000 }])
  })

  it('books free a student who offered to pay when the training became free', async () => {
    const trainingId = await soloTraining(100_000)
    const [holder, waiting] = await insertStudents(t, 2)
    const held = await book(trainingId, holder!, 'direct')
    await join(trainingId, waiting!, 'direct')
    expect((await call('PATCH', `/api/trainings/${trainingId}`, trainer, { price: 0 })).statusCode).toBe(200)
    await cancel(held, holder!)
    expect(await placeHolders(t, trainingId)).toEqual([waiting!.id])
    const row = await sql(
      `select payment_method, amount_due, payment_id from bookings where student_id = $1`,
      [waiting!.id],
    )
    expect(row.rows).toEqual([{ payment_method: 'free', amount_due: 0, payment_id: null }])
  })
})

describe('booking again a training cancelled late', () => {
  it('takes back the same place with what it cost: one package session, one payment', async () => {
    const [withPackage, payingDirect] = await insertStudents(t, 2)
    const subscription = { id: await boughtPackage(withPackage!, 3) }
    // Inside the 12-hour late window, outside the 2-hour booking notice.
    const trainingId = await insertTraining(t, trainer.id, {
      capacity: 3,
      price: 100_000,
      startsAt: new Date(clock.nowMs() + 4 * HOUR_MS),
    })
    const sessionsUsed = async () =>
      (
        await sql(
          `select count(*)::int as n from subscription_usages where subscription_id = $1 and returned_at is null`,
          [subscription.id],
        )
      ).rows[0].n as number

    const first = await call('POST', '/api/bookings', withPackage, {
      trainingId,
      payWith: 'subscription',
      subscriptionId: subscription.id,
    })
    const bookingId = first.json().data.id as string
    for (let round = 0; round < 2; round++) {
      expect((await cancel(bookingId, withPackage!)).json().data.lateCancel).toBe(true)
      const again = await call('POST', '/api/bookings', withPackage, {
        trainingId,
        payWith: 'subscription',
        subscriptionId: subscription.id,
      })
      expect(again.statusCode, again.body).toBe(201)
      expect(again.json().data).toMatchObject({ id: bookingId, status: 'confirmed', lateCancel: false })
    }
    expect(await sessionsUsed()).toBe(1)

    const direct = await book(trainingId, payingDirect!, 'direct')
    expect((await cancel(direct, payingDirect!)).json().data.lateCancel).toBe(true)
    expect(await book(trainingId, payingDirect!, 'direct')).toBe(direct)
    const payments = await sql(`select status::text as status from payments where payer_id = $1`, [
      payingDirect!.id,
    ])
    expect(payments.rows).toEqual([{ status: 'pending' }])
    // A booking cancelled in time cost nothing: booking again is a new place, paid anew.
    const inTime = await insertTraining(t, trainer.id, {
      capacity: 1,
      price: 100_000,
      startsAt: new Date(clock.nowMs() + 2 * DAY_MS),
    })
    const once = await book(inTime, payingDirect!, 'direct')
    expect((await cancel(once, payingDirect!)).json().data.lateCancel).toBe(false)
    expect(await book(inTime, payingDirect!, 'direct')).not.toBe(once)
  })
})

describe('a waitlisted student whose way of paying no longer fits', () => {
  it('is told, not dropped in silence, and the next one gets the place', async () => {
    const trainingId = await soloTraining(100_000)
    const [holder, dora, emil] = await insertStudents(t, 3)
    const held = await book(trainingId, holder!, 'direct')
    const doraPackage = await boughtPackage(dora!, 1)
    const waiting = await call('POST', `/api/trainings/${trainingId}/waitlist`, dora, {
      payWith: 'subscription',
      subscriptionId: doraPackage,
    })
    expect(waiting.statusCode, waiting.body).toBe(201)
    await join(trainingId, emil!, 'direct')
    // Dora spends the package's only session elsewhere.
    const elsewhere = await insertTraining(t, trainer.id, { capacity: 1, price: 100_000 })
    const spent = await call('POST', '/api/bookings', dora, {
      trainingId: elsewhere,
      payWith: 'subscription',
      subscriptionId: doraPackage,
    })
    expect(spent.statusCode, spent.body).toBe(201)

    await cancel(held, holder!)
    expect(await placeHolders(t, trainingId)).toEqual([emil!.id])
    expect((await notificationsOf(dora!.id)).map((n) => n.type)).toContain('waitlist_dropped')
    expect((await notificationsOf(emil!.id)).map((n) => n.type)).not.toContain('waitlist_dropped')
  })
})

describe('joining at the same moment', () => {
  it('tells each joiner its true place in the queue', async () => {
    const trainingId = await insertTraining(t, trainer.id, { capacity: 1 })
    const [holder, ...joiners] = await insertStudents(t, 13)
    await book(trainingId, holder!, 'free')
    const answers = await Promise.all(joiners.map((s) => join(trainingId, s, 'free')))
    const positions = answers.map((r) => r.json().data.position as number)
    expect([...positions].sort((a, b) => a - b)).toEqual(joiners.map((_, i) => i + 1))
    // And the place told is the place kept.
    for (const [i, s] of joiners.entries()) {
      const res = await call('GET', `/api/trainings/${trainingId}`, s)
      expect(res.json().data.myWaitlistPosition).toBe(positions[i])
    }
  })
})

describe('a request the trainer leaves unanswered', () => {
  it('is let go when the training starts: nothing charged, the student told', async () => {
    const manual = await registerTrainer(t, { profile: { manualApproval: true } })
    const trainingId = await insertTraining(t, manual.id, { capacity: 2, price: 100_000 })
    const [asking, answered] = await insertStudents(t, 2)
    const requestId = await book(trainingId, asking!, 'direct')
    const acceptedId = await book(trainingId, answered!, 'direct')
    expect((await call('POST', `/api/trainer/requests/${acceptedId}/accept`, manual, {})).statusCode).toBe(
      200,
    )

    // Before the start nothing happens.
    expect(await expireUnansweredRequests(t.database.db, new Effects())).toBe(0)
    await moveTraining(t, trainingId, new Date(clock.nowMs() - 60_000))
    expect(await expireUnansweredRequests(t.database.db, new Effects())).toBe(1)

    expect(await bookingRow(t, requestId)).toMatchObject({ status: 'cancelled', cancelled_by: 'unanswered' })
    expect(await bookingRow(t, acceptedId)).toMatchObject({ status: 'confirmed' })
    expect(await paymentStatus(requestId)).toBe('cancelled')
    expect((await notificationsOf(asking!.id)).at(-1)).toMatchObject({
      type: 'booking_declined',
      data: { unanswered: true },
    })
    // Once is enough.
    expect(await expireUnansweredRequests(t.database.db, new Effects())).toBe(0)
  })
})
