// A single training paid by Telegram invoice (decision 0037): POST /api/bookings {payWith:
// 'telegram'} holds the place with a pending payment and its invoice; the fake Bot API pays it;
// pre-checkout re-checks the order; the payment is credited once, whatever Telegram repeats.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#server/db/embedded.ts'
import { Effects } from '#server/effects/after-commit.ts'
import { releaseLapsedInvoiceHolds } from '#server/modules/booking/index.ts'
import { paymentGateway, setPaymentGateway } from '#server/modules/money/index.ts'
import { clock } from '#shared/clock.ts'
import { INVOICE_HOLD_MINUTES } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { bearer } from '../support/accounts.ts'
import { testNow } from '../support/test-now.ts'
import { openMiniApp, startTelegramTestbed, type TelegramTestbed, telegramUser } from './telegram-fixtures.ts'
import { hoursFromNow, publishingTrainer, TRAINING } from './trainings-fixtures.ts'

let bed: TelegramTestbed
let trainerToken: string

beforeAll(async () => {
  const port = await freePort()
  bed = await startTelegramTestbed({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TELEGRAM_PROVIDER_TOKEN: '381764678:TEST:fake-provider',
  })
  await bed.t.app.listen({ port, host: '127.0.0.1' })
  await bed.botApi.waitForCall('setWebhook')
  trainerToken = (await publishingTrainer(bed.t, { firstName: 'Irina' })).token
})

afterAll(async () => {
  await bed.close()
})

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  bed.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
const q = async (text: string, params: unknown[]) => (await bed.t.database.pool.query(text, params)).rows

async function student(name = 'Student') {
  const user = telegramUser({ first_name: name })
  const res = await openMiniApp(bed, user)
  return {
    token: (res.json() as { token: string }).token,
    buyer: { id: user.id, first_name: user.first_name },
  }
}

let slot = 0
/** Each training its own two hours, so that none overlaps another of the trainer's. */
const nextStart = () => hoursFromNow(48 + 2 * slot++)

async function paidTraining(capacity = 3) {
  const res = await call('POST', '/api/trainings', trainerToken, {
    ...TRAINING,
    capacity,
    startsAt: nextStart(),
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { data: { id: string } }).data.id
}

interface Booked {
  id: string
  status: string
  paymentMethod: string
  amountDue: number
  currency: string
  paymentId: string
  invoiceLink: string
}

async function bookInTelegram(token: string, trainingId: string): Promise<Booked> {
  const res = await call('POST', '/api/bookings', token, { trainingId, payWith: 'telegram' })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { data: Booked }).data
}

describe('a single training paid by Telegram invoice', () => {
  it('holds the place with a pending invoice in the training currency, then is paid and receipted once', async () => {
    const me = await student()
    const trainingId = await paidTraining()
    const booked = await bookInTelegram(me.token, trainingId)
    expect(booked).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'telegram',
      amountDue: TRAINING.price,
    })
    expect(bed.botApi.invoice(booked.invoiceLink)).toMatchObject({
      currency: booked.currency,
      totalAmount: TRAINING.price,
      providerToken: '381764678:TEST:fake-provider',
    })
    expect(await q('select booked_count from trainings where id = $1', [trainingId])).toEqual([
      { booked_count: 1 },
    ])
    const pending = await call('GET', `/api/payments/${booked.paymentId}`, me.token)
    expect(pending.json().data).toMatchObject({
      status: 'pending',
      method: 'telegram',
      purpose: 'single_training',
      bookingId: booked.id,
      invoiceLink: booked.invoiceLink,
    })

    // Not yet "confirmed" to the student: the place waits for the invoice to be paid.
    const confirmations = async () =>
      ((await call('GET', '/api/notifications', me.token)).json().data as { type: string }[]).filter(
        (n) => n.type === 'booking_confirmed',
      )
    expect(await confirmations()).toEqual([])

    const paid = await bed.botApi.payInvoice(booked.invoiceLink, me.buyer, { deliveries: 3, delayMs: 20 })
    expect(paid.status).toBe('paid')
    // Paid (three deliveries of it): confirmed to the student once.
    expect(await confirmations()).toHaveLength(1)
    const after = await call('GET', `/api/payments/${booked.paymentId}`, me.token)
    expect(after.json().data).toMatchObject({ status: 'paid', invoiceLink: null })
    expect(after.json().data.receiptId).toEqual(expect.any(String))

    // The same charge again, late: nothing changes.
    await bed.botApi.sendSuccessfulPayment(booked.invoiceLink, me.buyer, {
      chargeId: paid.charge!.telegramPaymentChargeId,
    })
    expect(
      await q(
        `select (select count(*)::int from payments where booking_id = $1) as payments,
                (select count(*)::int from receipts where payment_id = $2) as receipts`,
        [booked.id, booked.paymentId],
      ),
    ).toEqual([{ payments: 1, receipts: 1 }])
  })

  it('refuses at pre-checkout a total that is not the booking’s, and the payment stays pending', async () => {
    const me = await student()
    const booked = await bookInTelegram(me.token, await paidTraining())
    const refused = await bed.botApi.payInvoice(booked.invoiceLink, me.buyer, {
      preCheckout: { total_amount: TRAINING.price - 100 },
    })
    expect(refused.status).toBe('failed')
    expect(refused.answer?.params).toMatchObject({
      ok: false,
      error_message: expect.stringMatching(/price/i),
    })
    expect(await q('select status from payments where id = $1', [booked.paymentId])).toEqual([
      { status: 'pending' },
    ])
  })

  it('refuses at pre-checkout once the booking is cancelled (its payment is cancelled with it)', async () => {
    const me = await student()
    const booked = await bookInTelegram(me.token, await paidTraining())
    const cancelled = await call('POST', `/api/bookings/${booked.id}/cancel`, me.token, { reason: '' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await q('select status from payments where id = $1', [booked.paymentId])).toEqual([
      { status: 'cancelled' },
    ])
    const refused = await bed.botApi.payInvoice(booked.invoiceLink, me.buyer)
    expect(refused.status).toBe('failed')
    expect(
      await q('select count(*)::int as n from receipts where payment_id = $1', [booked.paymentId]),
    ).toEqual([{ n: 0 }])
  })

  it('keeps another student out: their payment is 404, their invoice refused at pre-checkout', async () => {
    const me = await student('Owner')
    const other = await student('Other')
    const booked = await bookInTelegram(me.token, await paidTraining())
    expect((await call('GET', `/api/payments/${booked.paymentId}`, other.token)).statusCode).toBe(404)
    expect(
      (await call('POST', `/api/bookings/${booked.id}/cancel`, other.token, { reason: '' })).statusCode,
    ).toBe(404)
    const refused = await bed.botApi.payInvoice(booked.invoiceLink, other.buyer)
    expect(refused.status).toBe('failed')
    expect(refused.answer?.params).toMatchObject({
      ok: false,
      error_message: expect.stringMatching(/account/i),
    })
    expect(await q('select status from payments where id = $1', [booked.paymentId])).toEqual([
      { status: 'pending' },
    ])
    // The trainer sees the payment, not the invoice link.
    const asTrainer = await call('GET', `/api/payments/${booked.paymentId}`, trainerToken)
    expect(asTrainer.json().data).toMatchObject({ status: 'pending', invoiceLink: null })
  })

  it('is refused for a free training, for the waitlist, and without a payment provider', async () => {
    const me = await student()
    const free = await call('POST', '/api/trainings', trainerToken, {
      ...TRAINING,
      price: 0,
      startsAt: nextStart(),
    })
    const freeId = (free.json() as { data: { id: string } }).data.id
    const onFree = await call('POST', '/api/bookings', me.token, { trainingId: freeId, payWith: 'telegram' })
    expect(onFree.statusCode).toBe(422)

    const full = await paidTraining(1)
    await bookInTelegram((await student('First')).token, full)
    const waitlist = await call('POST', `/api/trainings/${full}/waitlist`, me.token, { payWith: 'telegram' })
    expect(waitlist.statusCode, waitlist.body).toBe(422)
    expect(waitlist.json().message).toBe(MESSAGES.waitlistTelegramUnavailable)

    const installed = paymentGateway()
    setPaymentGateway(null)
    try {
      const methods = await call('GET', '/api/payments/methods', me.token)
      expect(methods.json().data).toEqual({ telegram: false })
      const res = await call('POST', '/api/bookings', me.token, {
        trainingId: await paidTraining(),
        payWith: 'telegram',
      })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ code: 'not_allowed', message: MESSAGES.telegramPaymentUnavailable })
    } finally {
      setPaymentGateway(installed)
    }
    expect((await call('GET', '/api/payments/methods', me.token)).json().data).toEqual({ telegram: true })
  })
})

describe('an invoice left unpaid (decision 0043)', () => {
  const minutes = (n: number) => n * 60_000
  const release = async () => {
    const changes = new Effects()
    const released = await releaseLapsedInvoiceHolds(bed.t.database.db, changes)
    await changes.afterCommit(bed.t.app)
    return released
  }
  beforeAll(async () => {
    // The invoices the tests above left unpaid lapse first, so each test counts only its own.
    clock.advance(minutes(INVOICE_HOLD_MINUTES + 1))
    await release()
    clock.set(testNow())
  })
  afterEach(() => {
    clock.set(testNow())
  })

  it(`lets the place go after ${INVOICE_HOLD_MINUTES} minutes: the waitlist gets it, the student is told, a late payment is refused`, async () => {
    const late = await student('Late')
    const next = await student('Next')
    const trainingId = await paidTraining(1)
    const booked = await bookInTelegram(late.token, trainingId)
    const joined = await call('POST', `/api/trainings/${trainingId}/waitlist`, next.token, {
      payWith: 'direct',
    })
    expect(joined.statusCode, joined.body).toBe(201)

    clock.advance(minutes(INVOICE_HOLD_MINUTES) - 1000)
    expect(await release()).toBe(0)
    expect(await q('select status from bookings where id = $1', [booked.id])).toEqual([
      { status: 'confirmed' },
    ])

    clock.advance(2000)
    expect(await release()).toBe(1)
    expect(
      await q('select status, cancelled_by, late_cancel from bookings where id = $1', [booked.id]),
    ).toEqual([{ status: 'cancelled', cancelled_by: 'system', late_cancel: false }])
    expect(await q('select status from payments where id = $1', [booked.paymentId])).toEqual([
      { status: 'cancelled' },
    ])
    // The place went to the waitlist.
    const schedule = await call('GET', `/api/trainings/${trainingId}`, next.token)
    expect(schedule.json().data.myBooking).toMatchObject({ status: 'confirmed' })
    expect(await q('select booked_count from trainings where id = $1', [trainingId])).toEqual([
      { booked_count: 1 },
    ])
    // The student is told why.
    const told = await call('GET', '/api/notifications', late.token)
    expect(told.json().data[0]).toMatchObject({
      type: 'booking_cancelled',
      data: { bookingId: booked.id, cancelledBy: 'unpaid' },
    })
    // Opening the old invoice now is refused at pre-checkout; nothing is charged.
    const refused = await bed.botApi.payInvoice(booked.invoiceLink, late.buyer)
    expect(refused.status).toBe('failed')
    // A second run finds nothing more.
    expect(await release()).toBe(0)
  })

  it('a pre-checkout that passed renews the hold; a paid invoice is never released', async () => {
    const me = await student('Slow')
    const booked = await bookInTelegram(me.token, await paidTraining())
    clock.advance(minutes(INVOICE_HOLD_MINUTES - 5))
    const checked = await bed.botApi.sendPreCheckout(booked.invoiceLink, me.buyer)
    expect(checked.answer?.params).toMatchObject({ ok: true })
    clock.advance(minutes(10))
    expect(await release()).toBe(0)
    expect(await q('select status from bookings where id = $1', [booked.id])).toEqual([
      { status: 'confirmed' },
    ])

    const paid = await bed.botApi.payInvoice(booked.invoiceLink, me.buyer)
    expect(paid.status).toBe('paid')
    clock.advance(minutes(INVOICE_HOLD_MINUTES * 3))
    expect(await release()).toBe(0)
    expect(await q('select status from bookings where id = $1', [booked.id])).toEqual([
      { status: 'confirmed' },
    ])
  })

  it('a direct payment awaiting the trainer is not an invoice: its place stays held', async () => {
    const me = await student('Cash')
    const res = await call('POST', '/api/bookings', me.token, {
      trainingId: await paidTraining(),
      payWith: 'direct',
    })
    expect(res.statusCode, res.body).toBe(201)
    clock.advance(minutes(INVOICE_HOLD_MINUTES * 10))
    expect(await release()).toBe(0)
    expect(await q('select status from bookings where id = $1', [res.json().data.id])).toEqual([
      { status: 'confirmed' },
    ])
  })
})
