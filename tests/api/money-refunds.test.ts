// Refunds, the trainer's forgiving of late cancels, and receipts numbered by the seller's year
// (decision 0038). Telegram refunds through the fake Bot API are in telegram-package-payments.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clock } from '#shared/clock.ts'
import { addDays, dateInZone } from '#shared/time.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller, DAY_MS, HOUR_MS, insertStudent, insertTraining, moveTraining } from './booking-fixtures.ts'
import { PROFILE } from './catalogue-fixtures.ts'
import { publishingTrainer } from './trainings-fixtures.ts'

let t: TestApp
let call: ReturnType<typeof caller>
let trainer: Account
let otherTrainer: Account

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' })
  call = caller(t)
  trainer = await publishingTrainer(t, { firstName: 'Irina' })
  otherTrainer = await publishingTrainer(t, { firstName: 'Oleg' })
})

afterAll(async () => {
  await t.close()
})

const q = async (text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows

const PLAN = { title: 'Eight sessions', sessionsCount: 8, validityDays: 30, price: 800_000, currency: 'RUB' }

/** A student with an active subscription of a new plan of `by`, bought directly and confirmed. */
async function paidSubscription(by: Account, body: Record<string, unknown> = {}) {
  const student = await insertStudent(t, { firstName: 'Lena' })
  const plan = await call('POST', '/api/trainer/plans', by, { ...PLAN, ...body })
  expect(plan.statusCode, plan.body).toBe(201)
  const bought = await call('POST', '/api/subscriptions', student, {
    planId: plan.json().data.id,
    payWith: 'direct',
  })
  expect(bought.statusCode, bought.body).toBe(201)
  const { subscription, payment } = bought.json().data as {
    subscription: { id: string }
    payment: { id: string }
  }
  const confirmed = await call('POST', `/api/payments/${payment.id}/confirm`, by)
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return { student, subscriptionId: subscription.id, paymentId: payment.id }
}

const refund = (paymentId: string, as: Account, payload: object = {}) =>
  call('POST', `/api/payments/${paymentId}/refund`, as, payload)

const subscriptionStatus = async (id: string) =>
  (await q('select status::text as status from student_subscriptions where id = $1', [id]))[0].status

describe('refunds', () => {
  it('refunds a paid direct payment: refunded with its reason, the subscription ends, the payer is told, the receipt shows it', async () => {
    const { student, subscriptionId, paymentId } = await paidSubscription(trainer, { sessionsCount: 4 })
    const training = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 2 * DAY_MS) })
    const booked = await call('POST', '/api/bookings', student, {
      trainingId: training,
      payWith: 'subscription',
    })
    expect(booked.statusCode, booked.body).toBe(201)
    // The student's schedule says the booking spends a session, not the training's price.
    const today = dateInZone(clock.now(), 'Europe/Moscow')
    const schedule = await call(
      'GET',
      `/api/schedule?startDate=${today}&endDate=${addDays(today, 7)}`,
      student,
      undefined,
      { 'x-user-id': student.id, 'x-user-role': 'student' },
    )
    expect(schedule.json().data.find((item: { id: string }) => item.id === training).booking).toMatchObject({
      id: booked.json().data.id,
      payWith: 'subscription',
    })

    const res = await refund(paymentId, trainer, { reason: 'Moved to another city' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'refunded',
      refundedAt: clock.now().toISOString(),
      refundReason: 'Moved to another city',
    })

    // The subscription ended: its sessions can no longer be spent; the booking it paid stays.
    expect(await subscriptionStatus(subscriptionId)).toBe('cancelled')
    const other = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 3 * DAY_MS) })
    const refused = await call('POST', '/api/bookings', student, {
      trainingId: other,
      payWith: 'subscription',
      subscriptionId,
    })
    expect(refused.statusCode).toBe(422)
    expect(
      (await q('select status::text as status from bookings where id = $1', [booked.json().data.id]))[0],
    ).toEqual({
      status: 'confirmed',
    })
    // Cancelling that booking gives the session back to the ledger but does not revive the subscription.
    await call('POST', `/api/bookings/${booked.json().data.id}/cancel`, student, {})
    expect(await subscriptionStatus(subscriptionId)).toBe('cancelled')
    // The refunded package was held: its student still counts among the plan's holders, and stays
    // the trainer's student.
    const plan = (await q('select plan_id from student_subscriptions where id = $1', [subscriptionId]))[0]
    const details = (await call('GET', `/api/trainer/plans/${plan.plan_id}`, trainer)).json().data
    expect(details).toMatchObject({ holders: 1, activeHolders: 0 })
    expect((await call('GET', `/api/trainer/students/${student.id}`, trainer)).statusCode).toBe(200)

    // The payer sees it refunded, and is told.
    const mine = (await call('GET', '/api/payments?role=payer', student)).json().data.items
    expect(mine.find((p: { id: string }) => p.id === paymentId)).toMatchObject({ status: 'refunded' })
    const notifications = (await call('GET', '/api/notifications', student)).json().data
    expect(notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'payment_refunded',
          link: '/student-payments',
          data: expect.objectContaining({
            amount: 800_000,
            currency: 'RUB',
            reason: 'Moved to another city',
          }),
        }),
      ]),
    )

    // The receipt stays, with the refund on it (and in its PDF).
    const receipt = await call('GET', `/api/payments/${paymentId}/receipt`, student)
    expect(receipt.json().data.refund).toEqual({
      refundedAt: clock.now().toISOString(),
      reason: 'Moved to another city',
    })
    const pdf = await call('GET', `/api/payments/${paymentId}/receipt.pdf`, student)
    expect(pdf.statusCode).toBe(200)

    // The month totals and the plan's income count paid payments only.
    const income = (await call('GET', '/api/payments?role=recipient', trainer)).json().data.months
    const before = income.reduce((sum: number, m: { total: number }) => sum + m.total, 0)
    const { paymentId: kept } = await paidSubscription(trainer)
    const after = (await call('GET', '/api/payments?role=recipient', trainer)).json().data.months
    expect(after.reduce((sum: number, m: { total: number }) => sum + m.total, 0) - before).toBe(800_000)
    expect(kept).toBeTruthy()
  })

  it('refuses: the payer (403), another trainer (404), a pending or cancelled payment (409)', async () => {
    const { student, paymentId } = await paidSubscription(trainer)
    const byStudent = await refund(paymentId, student)
    expect(byStudent.statusCode).toBe(403)
    expect((await refund(paymentId, otherTrainer)).statusCode).toBe(404)

    const plan = await call('POST', '/api/trainer/plans', trainer, PLAN)
    const pending = await call('POST', '/api/subscriptions', student, {
      planId: plan.json().data.id,
      payWith: 'direct',
    })
    const pendingId = pending.json().data.payment.id
    const notPaid = await refund(pendingId, trainer)
    expect(notPaid.statusCode).toBe(409)
    expect(notPaid.json().code).toBe('payment_not_paid')
    expect((await q('select status::text as status from payments where id = $1', [paymentId]))[0]).toEqual({
      status: 'paid',
    })
    const tooLong = await refund(paymentId, trainer, { reason: 'x'.repeat(501) })
    expect(tooLong.statusCode).toBe(400)
  })

  it('refunds once out of three refunds at once: one notification, and a refund again answers it as it is', async () => {
    const { student, paymentId } = await paidSubscription(trainer)
    const answers = await Promise.all([1, 2, 3].map(() => refund(paymentId, trainer, { reason: 'Sorry' })))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(answers.every((a) => a.json().data.status === 'refunded')).toBe(true)
    const told = await q(
      `select count(*)::int as n from notifications where user_id = $1 and type = 'payment_refunded'`,
      [student.id],
    )
    expect(told).toEqual([{ n: 1 }])
    const again = await refund(paymentId, trainer)
    expect(again.statusCode).toBe(200)
    expect(again.json().data.refundReason).toBe('Sorry')
  })
})

describe('a paid training whose booking goes', () => {
  /** A booking of a priced training paid directly and confirmed by the trainer. */
  async function paidBooking(startsInMs: number) {
    const student = await insertStudent(t, { firstName: 'Rita' })
    const trainingId = await insertTraining(t, trainer.id, {
      price: 150_000,
      startsAt: new Date(clock.nowMs() + startsInMs),
    })
    const booked = await call('POST', '/api/bookings', student, { trainingId, payWith: 'direct' })
    expect(booked.statusCode, booked.body).toBe(201)
    const paymentId = booked.json().data.paymentId as string
    expect((await call('POST', `/api/payments/${paymentId}/confirm`, trainer)).statusCode).toBe(200)
    return { student, bookingId: booked.json().data.id as string, paymentId }
  }
  const refundDue = async (paymentId: string, as: Account) =>
    (await call('GET', `/api/payments/${paymentId}`, as)).json().data.refundDue as boolean

  it('is owed back when the trainer cancels it, or the student in time, and says so to both', async () => {
    const byTrainer = await paidBooking(2 * DAY_MS)
    expect(await refundDue(byTrainer.paymentId, trainer)).toBe(false)
    await call('POST', `/api/bookings/${byTrainer.bookingId}/cancel`, trainer, { reason: 'Ill' })
    expect(await refundDue(byTrainer.paymentId, trainer)).toBe(true)
    expect(await refundDue(byTrainer.paymentId, byTrainer.student)).toBe(true)

    const inTime = await paidBooking(2 * DAY_MS)
    await call('POST', `/api/bookings/${inTime.bookingId}/cancel`, inTime.student, {})
    expect(await refundDue(inTime.paymentId, inTime.student)).toBe(true)
    // Refunded: owed no more.
    expect((await refund(inTime.paymentId, trainer)).statusCode).toBe(200)
    expect(await refundDue(inTime.paymentId, trainer)).toBe(false)
  })

  it('is kept after a late cancel, as the trainer’s terms say', async () => {
    const late = await paidBooking(3 * HOUR_MS)
    const cancelled = await call('POST', `/api/bookings/${late.bookingId}/cancel`, late.student, {})
    expect(cancelled.json().data.lateCancel).toBe(true)
    expect(await refundDue(late.paymentId, trainer)).toBe(false)
  })
})

describe('the trainer’s setting to return the session on a late cancel', () => {
  const setForgiving = async (as: Account, on: boolean) => {
    const res = await call('PUT', '/api/trainer/profile', as, { ...PROFILE, lateCancelReturnsSession: on })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.lateCancelReturnsSession).toBe(on)
  }
  const sessionsUsed = async (id: string) =>
    (await q('select sessions_used from student_subscriptions where id = $1', [id]))[0].sessions_used

  it('is off by default: a late cancel keeps the session spent', async () => {
    const coach = await publishingTrainer(t, { firstName: 'Strict' })
    expect((await call('GET', '/api/trainer/profile', coach)).json().data.lateCancelReturnsSession).toBe(
      false,
    )
    const { student, subscriptionId } = await paidSubscription(coach)
    const late = await insertTraining(t, coach.id, { startsAt: new Date(clock.nowMs() + 3 * HOUR_MS) })
    const booked = await call('POST', '/api/bookings', student, { trainingId: late, payWith: 'subscription' })
    await call('POST', `/api/bookings/${booked.json().data.id}/cancel`, student, {})
    expect(await sessionsUsed(subscriptionId)).toBe(1)
  })

  it('when on, a late cancel returns the session like an early one; a no-show still spends it', async () => {
    const coach = await publishingTrainer(t, { firstName: 'Kind' })
    await setForgiving(coach, true)
    const { student, subscriptionId } = await paidSubscription(coach)
    const late = await insertTraining(t, coach.id, { startsAt: new Date(clock.nowMs() + 3 * HOUR_MS) })
    const booked = await call('POST', '/api/bookings', student, { trainingId: late, payWith: 'subscription' })
    expect(await sessionsUsed(subscriptionId)).toBe(1)
    const cancelled = await call('POST', `/api/bookings/${booked.json().data.id}/cancel`, student, {})
    expect(cancelled.json().data.lateCancel).toBe(true)
    expect(await sessionsUsed(subscriptionId)).toBe(0)
    expect(
      (
        await q('select return_reason from subscription_usages where booking_id = $1', [
          booked.json().data.id,
        ])
      )[0],
    ).toEqual({ return_reason: 'late_cancel_forgiven' })

    // A no-show keeps the session spent whatever the setting.
    const held = await insertTraining(t, coach.id, { startsAt: new Date(clock.nowMs() + 5 * HOUR_MS) })
    const noShow = await call('POST', '/api/bookings', student, { trainingId: held, payWith: 'subscription' })
    expect(noShow.statusCode, noShow.body).toBe(201)
    expect(await sessionsUsed(subscriptionId)).toBe(1)
    await moveTraining(t, held, new Date(clock.nowMs() - 2 * HOUR_MS))
    const marked = await call('POST', `/api/bookings/${noShow.json().data.id}/attendance`, coach, {
      attended: false,
    })
    expect(marked.statusCode, marked.body).toBe(200)
    expect(await sessionsUsed(subscriptionId)).toBe(1)
  })
})

describe('receipt numbers by the seller’s year', () => {
  it('numbers a payment by the year in the trainer’s zone at a New Year boundary; the platform by UTC', async () => {
    const saved = clock.now()
    try {
      // 31 December 22:30 UTC is already 1 January 01:30 in Moscow.
      clock.set(new Date('2026-12-31T22:30:00Z'))
      const moscow = await publishingTrainer(t, { firstName: 'Moscow' })
      await q(`update users set time_zone = 'Europe/Moscow' where id = $1`, [moscow.id])
      const first = await paidSubscription(moscow)
      const receipt = (await call('GET', `/api/payments/${first.paymentId}/receipt`, first.student)).json()
        .data
      expect(receipt).toMatchObject({ year: 2027, number: '2027-000001' })

      // A trainer in New York is still in 2026 at that instant.
      const newYork = await publishingTrainer(t, { firstName: 'NewYork' })
      await q(`update users set time_zone = 'America/New_York' where id = $1`, [newYork.id])
      const second = await paidSubscription(newYork)
      expect(
        (await call('GET', `/api/payments/${second.paymentId}/receipt`, second.student)).json().data,
      ).toMatchObject({ year: 2026 })

      // The platform's receipts (the trainer plan) follow UTC: still 2026.
      const [platform] = await q(
        `insert into payments (payer_id, recipient_id, purpose, amount, currency, method, description)
         values ($1, null, 'trainer_plan', 100, 'XTR', 'telegram', 'Pro') returning id`,
        [moscow.id],
      )
      const { markPaid } = await import('#server/modules/money/index.ts')
      await t.database.db.transaction((tx) =>
        markPaid(tx, platform.id, { telegramPaymentChargeId: 'tg_boundary' }),
      )
      expect((await q('select year from receipts where payment_id = $1', [platform.id]))[0]).toEqual({
        year: 2026,
      })
    } finally {
      clock.set(saved)
    }
  })
})
