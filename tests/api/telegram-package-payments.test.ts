// A package paid by Telegram invoice through a payment provider (decision 0029): money's
// POST /api/subscriptions {payWith: 'telegram'} asks the Telegram gateway for the invoice; the fake
// Bot API pays it; the subscription is active and the receipt issued once, however often
// successful_payment comes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#server/db/embedded.ts'
import { bearer } from '../support/accounts.ts'
import { openMiniApp, startTelegramTestbed, type TelegramTestbed, telegramUser } from './telegram-fixtures.ts'
import { publishingTrainer } from './trainings-fixtures.ts'

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

const call = (method: 'POST' | 'PATCH', url: string, token: string, payload: object) =>
  bed.t.app.inject({ method, url, headers: bearer(token), payload })

async function student() {
  const user = telegramUser({ first_name: 'Student' })
  const res = await openMiniApp(bed, user)
  return {
    token: (res.json() as { token: string }).token,
    buyer: { id: user.id, first_name: user.first_name },
  }
}

async function planPriced(price: number) {
  const res = await call('POST', '/api/trainer/plans', trainerToken, {
    title: 'Eight sessions',
    sessionsCount: 8,
    validityDays: 30,
    price,
    currency: 'RUB',
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { data: { id: string } }).data.id
}

async function buyInTelegram(token: string, planId: string) {
  const res = await call('POST', '/api/subscriptions', token, { planId, payWith: 'telegram' })
  expect(res.statusCode, res.body).toBe(201)
  const { subscription, payment } = (
    res.json() as { data: { subscription: { id: string }; payment: { id: string } } }
  ).data
  const [row] = (
    await bed.t.database.pool.query('select invoice_link from payments where id = $1', [payment.id])
  ).rows
  return { subscriptionId: subscription.id, paymentId: payment.id, link: row.invoice_link as string }
}

const q = async (text: string, params: unknown[]) => (await bed.t.database.pool.query(text, params)).rows

describe('a package paid by Telegram invoice', () => {
  it('is invoiced in the trainer currency through the provider, activated and receipted once', async () => {
    const { token, buyer } = await student()
    const planId = await planPriced(450_000)
    const bought = await buyInTelegram(token, planId)
    expect(bed.botApi.invoice(bought.link)).toMatchObject({
      currency: 'RUB',
      totalAmount: 450_000,
      providerToken: '381764678:TEST:fake-provider',
    })
    expect(
      (await q('select status from student_subscriptions where id = $1', [bought.subscriptionId]))[0],
    ).toEqual({
      status: 'pending_payment',
    })
    const paid = await bed.botApi.payInvoice(bought.link, buyer, { deliveries: 3, delayMs: 20 })
    expect(paid.status).toBe('paid')
    expect(
      (await q('select status from student_subscriptions where id = $1', [bought.subscriptionId]))[0],
    ).toEqual({
      status: 'active',
    })
    expect(
      await q('select status, provider_payment_charge_id from payments where id = $1', [bought.paymentId]),
    ).toEqual([{ status: 'paid', provider_payment_charge_id: paid.charge!.providerPaymentChargeId }])
    expect(
      await q('select count(*)::int as n from receipts where payment_id = $1', [bought.paymentId]),
    ).toEqual([{ n: 1 }])
    // The trainer is told once, though Telegram delivered the payment three times.
    const told = (
      await bed.t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(trainerToken) })
    ).json().data as { type: string; link: string; data: { paymentId?: string } }[]
    expect(
      told.filter((n) => n.type === 'payment_received' && n.data.paymentId === bought.paymentId),
    ).toEqual([
      expect.objectContaining({
        link: '/trainer-payments',
        data: expect.objectContaining({
          amount: 450_000,
          currency: 'RUB',
          personName: expect.stringContaining('Student'),
        }),
      }),
    ])
  })

  it('refuses at pre-checkout when the plan price changed after the invoice, and stays pending', async () => {
    const { token, buyer } = await student()
    const planId = await planPriced(300_000)
    const bought = await buyInTelegram(token, planId)
    const edited = await call('PATCH', `/api/trainer/plans/${planId}`, trainerToken, { price: 350_000 })
    expect(edited.statusCode, edited.body).toBe(200)
    const refused = await bed.botApi.payInvoice(bought.link, buyer)
    expect(refused.status).toBe('failed')
    expect(refused.answer?.params).toMatchObject({
      ok: false,
      error_message: expect.stringMatching(/price/i),
    })
    expect((await q('select status from payments where id = $1', [bought.paymentId]))[0]).toEqual({
      status: 'pending',
    })
  })
})

describe('a trainer refunds a Telegram payment (decision 0038)', () => {
  const refund = (paymentId: string, reason = '') =>
    call('POST', `/api/payments/${paymentId}/refund`, trainerToken, { reason })

  it('records a provider payment refunded (the provider returns the money), without refundStarPayment', async () => {
    const { token, buyer } = await student()
    const bought = await buyInTelegram(token, await planPriced(200_000))
    await bed.botApi.payInvoice(bought.link, buyer)
    const starCalls = bed.botApi.callsOf('refundStarPayment').length
    const res = await refund(bought.paymentId, 'Closed the studio')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'refunded', method: 'telegram' })
    expect(bed.botApi.callsOf('refundStarPayment')).toHaveLength(starCalls)
    expect(
      (
        await q('select status::text as status from student_subscriptions where id = $1', [
          bought.subscriptionId,
        ])
      )[0],
    ).toEqual({ status: 'cancelled' })
  })

  it('gives Stars back through refundStarPayment once out of three refunds at once', async () => {
    const { token, buyer } = await student()
    const bought = await buyInTelegram(token, await planPriced(100_000))
    // The same order invoiced in Stars (a currency the trainer's plans do not offer today).
    await q(`update payments set currency = 'XTR', amount = 50 where id = $1`, [bought.paymentId])
    const starsLink = await bed.t.app.telegram.createInvoiceLink({
      title: 'Eight sessions',
      description: 'Eight sessions',
      payload: `pay:${bought.paymentId}`,
      currency: 'XTR',
      amount: 50,
      label: 'Eight sessions',
    })
    const paid = await bed.botApi.sendSuccessfulPayment(starsLink, buyer)
    expect(
      (await q('select status::text as status from payments where id = $1', [bought.paymentId]))[0],
    ).toEqual({
      status: 'paid',
    })
    const before = bed.botApi.callsOf('refundStarPayment').length
    const answers = await Promise.all([1, 2, 3].map(() => refund(bought.paymentId, 'Sorry')))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    const calls = bed.botApi.callsOf('refundStarPayment').slice(before)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.params).toMatchObject({
      user_id: buyer.id,
      telegram_payment_charge_id: paid.charge.telegramPaymentChargeId,
    })
    expect(
      bed.botApi.charges.find((c) => c.telegramPaymentChargeId === paid.charge.telegramPaymentChargeId)
        ?.refunded,
    ).toBe(true)
  })

  it('leaves the payment paid when Telegram refuses the refund (503, try again)', async () => {
    const { token, buyer } = await student()
    const bought = await buyInTelegram(token, await planPriced(100_000))
    await q(`update payments set currency = 'XTR', amount = 30 where id = $1`, [bought.paymentId])
    const starsLink = await bed.t.app.telegram.createInvoiceLink({
      title: 'Eight sessions',
      description: 'Eight sessions',
      payload: `pay:${bought.paymentId}`,
      currency: 'XTR',
      amount: 30,
      label: 'Eight sessions',
    })
    await bed.botApi.sendSuccessfulPayment(starsLink, buyer)
    bed.botApi.failNext('refundStarPayment', {
      error_code: 400,
      description: 'Bad Request: CHARGE_ID_INVALID',
    })
    const res = await refund(bought.paymentId)
    expect(res.statusCode, res.body).toBe(503)
    expect(res.json().code).toBe('refund_unavailable')
    expect(
      (await q('select status::text as status from payments where id = $1', [bought.paymentId]))[0],
    ).toEqual({
      status: 'paid',
    })
  })
})
