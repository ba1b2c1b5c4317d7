// Money (decision 0028): plans, buying, confirming, receipts, spending sessions on bookings and
// giving them back, the expiry job. Every state transition and every refusal.
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Effects } from '#server/effects/after-commit.ts'
import { expireSubscriptions } from '#server/modules/money/index.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { Account } from '../support/accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { caller, DAY_MS, HOUR_MS, insertStudent, insertStudents, insertTraining } from './booking-fixtures.ts'
import { UNKNOWN_ID } from './catalogue-fixtures.ts'
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

async function createPlan(as: Account, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/trainer/plans', as, { ...PLAN, ...body })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { id: string }
}

async function buy(as: Account, planId: string) {
  const res = await call('POST', '/api/subscriptions', as, { planId, payWith: 'direct' })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { subscription: { id: string; status: string }; payment: { id: string } }
}

/** A student with an active subscription of a new plan of `by` (bought and confirmed). */
async function activeSubscription(by: Account, body: Record<string, unknown> = {}) {
  const student = await insertStudent(t)
  const plan = await createPlan(by, body)
  const bought = await buy(student, plan.id)
  const res = await call('POST', `/api/payments/${bought.payment.id}/confirm`, by)
  expect(res.statusCode, res.body).toBe(200)
  return { student, planId: plan.id, subscriptionId: bought.subscription.id, paymentId: bought.payment.id }
}

const subscriptionRow = async (id: string) =>
  (
    await q(
      'select status, sessions_used, sessions_total, valid_until from student_subscriptions where id = $1',
      [id],
    )
  )[0]

describe('plans', () => {
  it('creates, lists with holders and income, edits and archives a plan', async () => {
    const plan = await createPlan(trainer, {
      title: 'Yoga 4',
      sessionsCount: 4,
      coverage: 'specializations',
      specializations: ['yoga'],
    })
    const list = await call('GET', '/api/trainer/plans', trainer)
    expect(list.statusCode).toBe(200)
    expect(list.json().data.find((p: { id: string }) => p.id === plan.id)).toMatchObject({
      title: 'Yoga 4',
      sessionsCount: 4,
      coverage: 'specializations',
      specializations: ['yoga'],
      active: true,
      archived: false,
      holders: 0,
      income: 0,
    })
    const edited = await call('PATCH', `/api/trainer/plans/${plan.id}`, trainer, {
      price: 450_000,
      sessionsCount: null,
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().data).toMatchObject({ price: 450_000, sessionsCount: null })
    const archived = await call('PATCH', `/api/trainer/plans/${plan.id}`, trainer, { archived: true })
    expect(archived.json().data).toMatchObject({ archived: true, active: false })
    const again = await call('PATCH', `/api/trainer/plans/${plan.id}`, trainer, { title: 'Back' })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('plan_archived')
  })

  it('refuses bad input with field errors, an empty coverage and another trainer’s services', async () => {
    const bad = await call('POST', '/api/trainer/plans', trainer, { ...PLAN, validityDays: 0, price: 1.5 })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors ?? bad.json().fields ?? {})).toEqual(
      expect.arrayContaining(['validityDays', 'price']),
    )
    const empty = await call('POST', '/api/trainer/plans', trainer, {
      ...PLAN,
      coverage: 'services',
      serviceIds: [],
    })
    expect(empty.statusCode).toBe(400)
    const foreign = await call('POST', '/api/trainer/plans', trainer, {
      ...PLAN,
      coverage: 'services',
      serviceIds: [UNKNOWN_ID],
    })
    expect(foreign.statusCode).toBe(400)
  })

  it('answers 404 for another trainer’s plan, to read and to edit', async () => {
    const plan = await createPlan(trainer)
    expect((await call('GET', `/api/trainer/plans/${plan.id}`, otherTrainer)).statusCode).toBe(404)
    expect(
      (await call('PATCH', `/api/trainer/plans/${plan.id}`, otherTrainer, { title: 'Mine' })).statusCode,
    ).toBe(404)
  })

  it('refuses a new plan without an active Trainly plan', async () => {
    const lapsed = await publishingTrainer(t, { plan: 'expired' })
    const res = await call('POST', '/api/trainer/plans', lapsed, PLAN)
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('trainer_plan_required')
  })

  it('offers plans of my trainers and favorites, and of one trainer by id; never archived or inactive ones', async () => {
    const coach = await publishingTrainer(t, { firstName: 'Nina' })
    const onSale = await createPlan(coach)
    const hidden = await createPlan(coach)
    await call('PATCH', `/api/trainer/plans/${hidden.id}`, coach, { active: false })
    const stranger = await insertStudent(t)
    const ids = async (url: string, as: Account) =>
      (await call('GET', url, as)).json().data.map((p: { id: string }) => p.id) as string[]
    expect(await ids('/api/plans', stranger)).not.toContain(onSale.id)
    expect(await ids(`/api/plans?trainerId=${coach.id}`, stranger)).toEqual([onSale.id])
    await q('insert into favorites (user_id, trainer_id) values ($1, $2)', [stranger.id, coach.id])
    expect(await ids('/api/plans', stranger)).toEqual(expect.arrayContaining([onSale.id]))
    expect(await ids('/api/plans', stranger)).not.toContain(hidden.id)
  })
})

describe('buying and confirming', () => {
  it('buys directly: pending until the trainer confirms; then active, paid, with receipt No. 1 of the year', async () => {
    const coach = await publishingTrainer(t, { firstName: 'Vera' })
    const student = await insertStudent(t, { firstName: 'Lena' })
    const plan = await createPlan(coach)
    const bought = await buy(student, plan.id)
    expect(bought.subscription).toMatchObject({
      status: 'pending_payment',
      sessionsTotal: 8,
      sessionsUsed: 0,
      validUntil: null,
    })
    expect(bought.payment).toMatchObject({
      status: 'pending',
      method: 'direct',
      amount: 800_000,
      purpose: 'subscription',
    })

    // The trainer is told to expect the money and to confirm it.
    const told = (await call('GET', '/api/notifications', coach)).json().data
    expect(told).toEqual([
      expect.objectContaining({
        type: 'payment_pending',
        link: '/trainer-payments',
        data: expect.objectContaining({
          paymentId: bought.payment.id,
          personId: student.id,
          planTitle: PLAN.title,
          amount: 800_000,
          currency: 'RUB',
        }),
      }),
    ])

    // Editing the plan now changes nothing that was bought.
    await call('PATCH', `/api/trainer/plans/${plan.id}`, coach, { sessionsCount: 2, price: 1 })

    const confirmed = await call('POST', `/api/payments/${bought.payment.id}/confirm`, coach)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().data).toMatchObject({ status: 'paid', receiptId: expect.any(String) })
    const sub = await call('GET', `/api/subscriptions/${bought.subscription.id}`, student)
    expect(sub.json().data).toMatchObject({ status: 'active', sessionsTotal: 8, price: 800_000, usage: [] })
    expect(Date.parse(sub.json().data.validUntil)).toBeGreaterThan(clock.nowMs() + 29 * DAY_MS)

    const receipt = await call('GET', `/api/payments/${bought.payment.id}/receipt`, student)
    expect(receipt.statusCode).toBe(200)
    expect(receipt.json().data).toMatchObject({
      number: `${clock.now().getUTCFullYear()}-000001`,
      sequence: 1,
      total: 800_000,
      currency: 'RUB',
      method: 'direct',
      seller: { id: coach.id, name: expect.stringContaining('Vera') },
      buyer: { id: student.id, name: expect.stringContaining('Lena') },
      items: [{ title: 'Eight sessions', quantity: 1, unitPrice: 800_000, amount: 800_000 }],
    })
    const pdf = await call('GET', `/api/payments/${bought.payment.id}/receipt.pdf`, coach)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe(`Receipt ${receipt.json().data.number}`)
    // Downloaded from a page shown in Russian (the reader has no language setting): in Russian.
    const ru = await call('GET', `/api/payments/${bought.payment.id}/receipt.pdf?lang=ru`, coach)
    expect(ru.statusCode).toBe(200)
    expect((await PDFDocument.load(ru.rawPayload)).getTitle()).toBe(`Чек ${receipt.json().data.number}`)
    expect(
      (await call('GET', `/api/payments/${bought.payment.id}/receipt.pdf?lang=xx`, coach)).statusCode,
    ).toBe(400)

    const plans = (await call('GET', '/api/trainer/plans', coach)).json().data
    expect(plans.find((p: { id: string }) => p.id === plan.id)).toMatchObject({
      holders: 1,
      activeHolders: 1,
      income: 800_000,
    })
    const details = await call('GET', `/api/trainer/plans/${plan.id}`, coach)
    expect(details.json().data.subscriptions).toHaveLength(1)
  })

  it('refuses: telegram without a gateway, my own plan, an archived plan, an unknown plan', async () => {
    const plan = await createPlan(trainer)
    const student = await insertStudent(t)
    const tg = await call('POST', '/api/subscriptions', student, { planId: plan.id, payWith: 'telegram' })
    expect(tg.statusCode).toBe(422)
    expect(tg.json().code).toBe('not_allowed')
    const own = await call('POST', '/api/subscriptions', trainer, { planId: plan.id, payWith: 'direct' })
    expect(own.statusCode).toBe(422)
    await call('PATCH', `/api/trainer/plans/${plan.id}`, trainer, { archived: true })
    expect(
      (await call('POST', '/api/subscriptions', student, { planId: plan.id, payWith: 'direct' })).statusCode,
    ).toBe(422)
    expect(
      (await call('POST', '/api/subscriptions', student, { planId: UNKNOWN_ID, payWith: 'direct' }))
        .statusCode,
    ).toBe(404)
  })

  it('refuses confirming: the student their own payment (403), another trainer (404), a non-direct payment', async () => {
    const plan = await createPlan(trainer)
    const student = await insertStudent(t)
    const bought = await buy(student, plan.id)
    expect((await call('POST', `/api/payments/${bought.payment.id}/confirm`, student)).statusCode).toBe(403)
    await q(`insert into user_roles (user_id, role) values ($1, 'trainer')`, [student.id])
    expect((await call('POST', `/api/payments/${bought.payment.id}/confirm`, student)).statusCode).toBe(403)
    expect((await call('POST', `/api/payments/${bought.payment.id}/confirm`, otherTrainer)).statusCode).toBe(
      404,
    )
    expect((await call('GET', `/api/payments/${bought.payment.id}/receipt`, student)).statusCode).toBe(404)
    const stranger = await insertStudent(t)
    expect((await call('GET', `/api/subscriptions/${bought.subscription.id}`, stranger)).statusCode).toBe(404)
    await q(`update payments set method = 'telegram' where id = $1`, [bought.payment.id])
    expect((await call('POST', `/api/payments/${bought.payment.id}/confirm`, trainer)).statusCode).toBe(422)
  })

  it('confirms once out of three confirmations at once: one receipt', async () => {
    const plan = await createPlan(trainer)
    const bought = await buy(await insertStudent(t), plan.id)
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/payments/${bought.payment.id}/confirm`, trainer)),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(
      await q('select count(*)::int as n from receipts where payment_id = $1', [bought.payment.id]),
    ).toEqual([{ n: 1 }])
  })

  it('numbers receipts per seller and year without gaps or duplicates under concurrency', async () => {
    const coach = await publishingTrainer(t, { firstName: 'Numbered' })
    const plan = await createPlan(coach)
    const students = await insertStudents(t, 8)
    const payments = await Promise.all(students.map(async (s) => (await buy(s, plan.id)).payment.id))
    const answers = await Promise.all(
      payments.map((id) => call('POST', `/api/payments/${id}/confirm`, coach)),
    )
    expect(answers.every((a) => a.statusCode === 200)).toBe(true)
    const numbers = await q('select number from receipts where seller_id = $1 order by number', [coach.id])
    expect(numbers.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('lists my payments by role and status, a page at a time, with the recipient’s month totals', async () => {
    const { student, paymentId } = await activeSubscription(trainer)
    const mine = await call('GET', '/api/payments?role=payer', student)
    expect(mine.json().data.items.map((p: { id: string }) => p.id)).toContain(paymentId)
    const pending = await call('GET', '/api/payments?role=payer&status=pending', student)
    expect(pending.json().data.items).toEqual([])
    const incoming = await call('GET', '/api/payments?role=recipient&limit=1', trainer)
    expect(incoming.json().data.items).toHaveLength(1)
    expect(incoming.json().data.nextCursor).toEqual(expect.any(String))
    expect(incoming.json().data.months[0]).toMatchObject({ currency: 'RUB', total: expect.any(Number) })
    const next = await call(
      'GET',
      `/api/payments?role=recipient&limit=1&cursor=${incoming.json().data.nextCursor}`,
      trainer,
    )
    expect(next.statusCode).toBe(200)
    expect((await call('GET', '/api/payments?cursor=nonsense', trainer)).statusCode).toBe(400)
  })
})

describe('spending sessions', () => {
  it('gives exactly 3 of 6 concurrent bookings to a 3-session subscription; then it is used up', async () => {
    const { student, subscriptionId } = await activeSubscription(trainer, { sessionsCount: 3 })
    const trainings = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + (i + 1) * DAY_MS) }),
      ),
    )
    const answers = await Promise.all(
      trainings.map((trainingId) =>
        call('POST', '/api/bookings', student, { trainingId, payWith: 'subscription', subscriptionId }),
      ),
    )
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3)
    expect(answers.filter((a) => a.statusCode === 422).every((a) => a.json().code === 'not_allowed')).toBe(
      true,
    )
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'used_up', sessions_used: 3 })
    expect(
      await q(`select type from notifications where user_id = $1 and type = 'subscription_used_up'`, [
        student.id,
      ]),
    ).toHaveLength(1)
  })

  it('returns the session on an early cancel; a late cancel keeps it spent; usage lists both', async () => {
    const { student, subscriptionId } = await activeSubscription(trainer, { sessionsCount: 5 })
    const early = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 2 * DAY_MS) })
    const late = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 3 * HOUR_MS) })
    // Without subscriptionId: the fitting one is found.
    const b1 = await call('POST', '/api/bookings', student, { trainingId: early, payWith: 'subscription' })
    const b2 = await call('POST', '/api/bookings', student, {
      trainingId: late,
      payWith: 'subscription',
      subscriptionId,
    })
    expect([b1.statusCode, b2.statusCode]).toEqual([201, 201])
    expect(b1.json().data).toMatchObject({ paymentMethod: 'subscription' })
    expect((await subscriptionRow(subscriptionId)).sessions_used).toBe(2)
    await call('POST', `/api/bookings/${b1.json().data.id}/cancel`, student, {})
    expect((await subscriptionRow(subscriptionId)).sessions_used).toBe(1)
    const lateCancel = await call('POST', `/api/bookings/${b2.json().data.id}/cancel`, student, {})
    expect(lateCancel.json().data.lateCancel).toBe(true)
    expect((await subscriptionRow(subscriptionId)).sessions_used).toBe(1)
    const usage = (await call('GET', `/api/subscriptions/${subscriptionId}`, student)).json().data.usage
    expect(usage).toHaveLength(2)
    expect(usage.filter((u: { returnedAt: string | null }) => u.returnedAt !== null)).toHaveLength(1)
  })

  it('refuses a subscription that does not cover the training, another trainer’s, a pending one, one ended before the training', async () => {
    const { student, subscriptionId } = await activeSubscription(trainer, {
      coverage: 'specializations',
      specializations: ['yoga'],
      validityDays: 5,
    })
    const strength = await insertTraining(t, trainer.id)
    const refused = await call('POST', '/api/bookings', student, {
      trainingId: strength,
      payWith: 'subscription',
      subscriptionId,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('not_allowed')
    const yoga = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 10 * DAY_MS) })
    await q(`update trainings set specialization = 'yoga' where id = $1`, [yoga])
    expect(
      (
        await call('POST', '/api/bookings', student, {
          trainingId: yoga,
          payWith: 'subscription',
          subscriptionId,
        })
      ).statusCode,
    ).toBe(422)
    const others = await insertTraining(t, otherTrainer.id)
    expect(
      (
        await call('POST', '/api/bookings', student, {
          trainingId: others,
          payWith: 'subscription',
          subscriptionId,
        })
      ).statusCode,
    ).toBe(422)
    const pendingPlan = await createPlan(trainer)
    const pending = await buy(student, pendingPlan.id)
    const soon = await insertTraining(t, trainer.id)
    expect(
      (
        await call('POST', '/api/bookings', student, {
          trainingId: soon,
          payWith: 'subscription',
          subscriptionId: pending.subscription.id,
        })
      ).statusCode,
    ).toBe(422)
    expect((await subscriptionRow(subscriptionId)).sessions_used).toBe(0)
  })

  it('gives the session back when the trainer cancels the training', async () => {
    const { student, subscriptionId } = await activeSubscription(trainer, { sessionsCount: 2 })
    const trainingId = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 4 * DAY_MS) })
    await call('POST', '/api/bookings', student, { trainingId, payWith: 'subscription', subscriptionId })
    expect((await subscriptionRow(subscriptionId)).sessions_used).toBe(1)
    const res = await call('POST', `/api/trainings/${trainingId}/cancel`, trainer, { reason: 'Ill' })
    expect(res.statusCode).toBe(200)
    expect((await subscriptionRow(subscriptionId)).sessions_used).toBe(0)
  })

  it('spends the session of a waitlist entry when promoted; skips an entry whose subscription no longer can', async () => {
    const a = await activeSubscription(trainer, { sessionsCount: 1 })
    const b = await activeSubscription(trainer, { sessionsCount: 1 })
    const holder = await insertStudent(t)
    const trainingId = await insertTraining(t, trainer.id, {
      capacity: 1,
      startsAt: new Date(clock.nowMs() + 5 * DAY_MS),
    })
    const held = await call('POST', '/api/bookings', holder, { trainingId, payWith: 'free' })
    expect(held.statusCode).toBe(201)
    for (const s of [a, b]) {
      const join = await call('POST', `/api/trainings/${trainingId}/waitlist`, s.student, {
        payWith: 'subscription',
        subscriptionId: s.subscriptionId,
      })
      expect(join.statusCode, join.body).toBe(201)
    }
    // a's only session goes elsewhere meanwhile: a's entry can no longer be booked.
    const elsewhere = await insertTraining(t, trainer.id, { startsAt: new Date(clock.nowMs() + 6 * DAY_MS) })
    await call('POST', '/api/bookings', a.student, { trainingId: elsewhere, payWith: 'subscription' })
    await call('POST', `/api/bookings/${held.json().data.id}/cancel`, holder, {})
    const booked = await q(
      `select student_id, subscription_id from bookings where training_id = $1 and status <> 'cancelled'`,
      [trainingId],
    )
    expect(booked).toEqual([{ student_id: b.student.id, subscription_id: b.subscriptionId }])
    expect(await subscriptionRow(b.subscriptionId)).toMatchObject({ sessions_used: 1, status: 'used_up' })
  })

  it('opens a pending direct payment for a paid training; an early cancel cancels it', async () => {
    const student = await insertStudent(t)
    const trainingId = await insertTraining(t, trainer.id, { price: 200_000 })
    const res = await call('POST', '/api/bookings', student, { trainingId, payWith: 'direct' })
    expect(res.statusCode).toBe(201)
    const [payment] = await q('select id, status, amount, purpose from payments where booking_id = $1', [
      res.json().data.id,
    ])
    expect(payment).toMatchObject({ status: 'pending', amount: 200_000, purpose: 'single_training' })
    await call('POST', `/api/bookings/${res.json().data.id}/cancel`, student, {})
    expect((await q('select status from payments where id = $1', [payment.id]))[0].status).toBe('cancelled')
  })
  it('calls off a package reserved to pay directly, by either party, before it is paid; the other is told', async () => {
    const coach = await publishingTrainer(t, { firstName: 'Oksana' })
    const plan = await createPlan(coach)
    // The trainer calls off what a student reserved and never paid.
    const lena = await insertStudent(t, { firstName: 'Lena' })
    const first = await buy(lena, plan.id)
    const off = await call('POST', `/api/payments/${first.payment.id}/cancel`, coach)
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json().data).toMatchObject({ status: 'cancelled' })
    expect(await subscriptionRow(first.subscription.id)).toMatchObject({ status: 'cancelled' })
    const toLena = (await call('GET', '/api/notifications', lena)).json().data
    expect(toLena).toEqual([
      expect.objectContaining({
        type: 'payment_cancelled',
        link: '/payments',
        data: expect.objectContaining({ personId: coach.id, planTitle: PLAN.title, amount: 800_000 }),
      }),
    ])
    // Again: answered as it is, nobody told twice.
    expect((await call('POST', `/api/payments/${first.payment.id}/cancel`, lena)).statusCode).toBe(200)
    expect((await call('GET', '/api/notifications', lena)).json().data).toHaveLength(1)

    // The student calls off their own; the trainer is told.
    const mark = await insertStudent(t, { firstName: 'Mark' })
    const second = await buy(mark, plan.id)
    expect((await call('POST', `/api/payments/${second.payment.id}/cancel`, mark)).statusCode).toBe(200)
    const toCoach = (await call('GET', '/api/notifications', coach)).json().data
    expect(toCoach.filter((n: { type: string }) => n.type === 'payment_cancelled')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ personId: mark.id }) }),
    ])

    // Nobody else can; a paid one cannot; a training's payment goes with its booking.
    const third = await buy(await insertStudent(t), plan.id)
    expect((await call('POST', `/api/payments/${third.payment.id}/cancel`, trainer)).statusCode).toBe(404)
    expect((await call('POST', `/api/payments/${third.payment.id}/confirm`, coach)).statusCode).toBe(200)
    const paid = await call('POST', `/api/payments/${third.payment.id}/cancel`, coach)
    expect(paid.statusCode).toBe(409)
    expect(paid.json().message).toBe(MESSAGES.paymentNotPending)
    const student = await insertStudent(t)
    const trainingId = await insertTraining(t, trainer.id, { price: 200_000 })
    const booking = await call('POST', '/api/bookings', student, { trainingId, payWith: 'direct' })
    const [bookingPayment] = await q('select id from payments where booking_id = $1', [
      booking.json().data.id,
    ])
    const refused = await call('POST', `/api/payments/${bookingPayment.id}/cancel`, student)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(MESSAGES.paymentCancelPackageOnly)
  })
})

describe('the expiry job', () => {
  it('warns 3 days before the end, once, and expires at the end', async () => {
    const { student, subscriptionId } = await activeSubscription(trainer, { validityDays: 10 })
    const until = Date.parse((await subscriptionRow(subscriptionId)).valid_until)
    const start = clock.nowMs()
    try {
      clock.set(new Date(until - 2 * DAY_MS))
      await expireSubscriptions(t.database.db, new Effects())
      await expireSubscriptions(t.database.db, new Effects())
      const warned = await q(
        `select id from notifications where user_id = $1 and type = 'subscription_expiring'`,
        [student.id],
      )
      expect(warned).toHaveLength(1)
      expect((await subscriptionRow(subscriptionId)).status).toBe('active')
      clock.set(new Date(until + 1000))
      await expireSubscriptions(t.database.db, new Effects())
      expect((await subscriptionRow(subscriptionId)).status).toBe('expired')
    } finally {
      clock.set(new Date(start))
    }
  })
})
