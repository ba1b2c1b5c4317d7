// Telegram Payments end to end over HTTP (decision 0029): the app's webhook against the fake Bot
// API of mock-telegram/, which pays invoices as Telegram does — pre_checkout_query, then
// successful_payment, replayed and late on request.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#server/db/embedded.ts'
import { refundTelegramPayment, sendPlanExpiryReminders } from '#server/modules/platform-plan/index.ts'
import { clock } from '#shared/clock.ts'
import { MESSAGES } from '#shared/messages.ts'
import type { FakeBuyer } from '../../mock-telegram/bot-api.ts'
import { bearer, registerConfirmedAccount, uniqueEmail } from '../support/accounts.ts'
import { openMiniApp, startTelegramTestbed, type TelegramTestbed, telegramUser } from './telegram-fixtures.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const ADMIN_EMAIL = uniqueEmail('admin')

let bed: TelegramTestbed
let adminToken: string

interface Trainer {
  id: string
  token: string
  buyer: FakeBuyer
}

/** A trainer who signed in from Telegram, approved `trialDaysLeft` days before the trial ends. */
async function telegramTrainer(trialDaysLeft = 10): Promise<Trainer> {
  const user = telegramUser({ first_name: 'Coach' })
  const res = await openMiniApp(bed, user)
  expect(res.statusCode).toBe(200)
  const { token, user: account } = res.json() as { token: string; user: { id: string } }
  await bed.t.database.pool.query(`insert into user_roles (user_id, role) values ($1, 'trainer')`, [
    account.id,
  ])
  await bed.t.database.pool.query(
    `insert into trainer_plans (user_id, kind, valid_from, valid_until) values ($1, 'trial', $2, $3)`,
    [account.id, new Date(clock.nowMs() - 20 * DAY_MS), new Date(clock.nowMs() + trialDaysLeft * DAY_MS)],
  )
  return { id: account.id, token, buyer: { id: user.id, first_name: user.first_name } }
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  bed.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

const planOf = async (trainer: Trainer) =>
  (await call('GET', '/api/trainer/platform-plan', trainer.token)).json().plan

const payFor = async (trainer: Trainer) => {
  const res = await call('POST', '/api/trainer/platform-plan', trainer.token, { payWith: 'telegram' })
  expect(res.statusCode).toBe(200)
  return res.json() as { payment: { id: string; amount: number; currency: string }; invoiceLink: string }
}

const paymentRows = async (trainerId: string) =>
  (
    await bed.t.database.pool.query(
      `select id, status, amount, currency, telegram_payment_charge_id, invoice_payload
         from payments where payer_id = $1 order by created_at, id`,
      [trainerId],
    )
  ).rows

beforeAll(async () => {
  const port = await freePort()
  bed = await startTelegramTestbed({ PUBLIC_URL: `http://127.0.0.1:${port}`, ADMIN_EMAILS: ADMIN_EMAIL })
  await bed.t.app.listen({ port, host: '127.0.0.1' })
  await bed.botApi.waitForCall('setWebhook')
  adminToken = (await registerConfirmedAccount(bed.t, { email: ADMIN_EMAIL })).token
})

afterAll(async () => {
  await bed.close()
})

describe('the trainer plan paid in Telegram Stars', () => {
  it('shows the trial, the Pro price in Stars and the link that opens the plan in Telegram', async () => {
    const trainer = await telegramTrainer(10)
    const plan = await planOf(trainer)
    expect(plan).toMatchObject({
      kind: 'trial',
      active: true,
      daysLeft: 10,
      priceStars: 500,
      renewing: false,
    })
    expect(plan.telegramLink).toBe('https://t.me/trainly_test_bot?startapp=plan')
    expect(plan.history).toEqual([])
  })

  it('makes a 30-day Stars subscription invoice with an empty provider token', async () => {
    const trainer = await telegramTrainer()
    const { payment, invoiceLink } = await payFor(trainer)
    expect(payment).toMatchObject({ amount: 500, currency: 'XTR', status: 'pending', days: 30 })
    const created = bed.botApi.callsOf('createInvoiceLink').at(-1)!
    expect(created.params).toMatchObject({
      currency: 'XTR',
      provider_token: '',
      subscription_period: 2592000,
      prices: [{ amount: 500 }],
    })
    expect(bed.botApi.invoice(invoiceLink)).toMatchObject({ currency: 'XTR', totalAmount: 500 })
  })

  it('credits one payment once, however often and late successful_payment comes, and extends Pro from the trial end', async () => {
    const trainer = await telegramTrainer(10)
    const trialEnd = clock.nowMs() + 10 * DAY_MS
    const { invoiceLink } = await payFor(trainer)
    const paid = await bed.botApi.payInvoice(invoiceLink, trainer.buyer, { deliveries: 3, delayMs: 30 })
    expect(paid.status).toBe('paid')
    expect(paid.answer?.params.ok).toBe(true)
    expect(paid.deliveries.map((d) => d.status)).toEqual([200, 200, 200])
    // A replay long after, as Telegram does when a webhook answer was lost.
    const late = await bed.botApi.sendSuccessfulPayment(invoiceLink, trainer.buyer, {
      chargeId: paid.charge!.telegramPaymentChargeId,
    })
    expect(late.delivery.status).toBe(200)

    const rows = await paymentRows(trainer.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      status: 'paid',
      telegram_payment_charge_id: paid.charge!.telegramPaymentChargeId,
    })
    const plan = await planOf(trainer)
    expect(plan).toMatchObject({ kind: 'pro', active: true, renewing: true })
    expect(Date.parse(plan.validUntil)).toBe(trialEnd + 30 * DAY_MS)
    // Renewing by itself, it is not sold again: a second subscription would charge twice.
    const again = await call('POST', '/api/trainer/platform-plan', trainer.token, { payWith: 'telegram' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'plan_renewing', message: MESSAGES.planRenewing })
    expect(await paymentRows(trainer.id)).toHaveLength(1)
    expect(plan.history).toEqual([expect.objectContaining({ status: 'paid', renewal: false, amount: 500 })])
  })

  it('extends Pro on each renewal of the Stars subscription, once per renewal charge', async () => {
    const trainer = await telegramTrainer(0.5)
    const { invoiceLink } = await payFor(trainer)
    await bed.botApi.payInvoice(invoiceLink, trainer.buyer)
    const before = Date.parse((await planOf(trainer)).validUntil)
    const renewal = await bed.botApi.sendSuccessfulPayment(invoiceLink, trainer.buyer, { recurring: true })
    expect(renewal.delivery.status).toBe(200)
    await bed.botApi.sendSuccessfulPayment(invoiceLink, trainer.buyer, {
      chargeId: renewal.charge.telegramPaymentChargeId,
      recurring: true,
    })
    const plan = await planOf(trainer)
    expect(Date.parse(plan.validUntil)).toBe(before + 30 * DAY_MS)
    expect(plan.history.map((p: { renewal: boolean }) => p.renewal).sort()).toEqual([false, true])
    expect(await paymentRows(trainer.id)).toHaveLength(2)
  })

  it('refuses at pre-checkout an order whose price changed, an order already paid and a stranger', async () => {
    const trainer = await telegramTrainer()
    const { invoiceLink, payment } = await payFor(trainer)
    const priced = await call('PUT', '/api/admin/platform-settings', adminToken, {
      proPriceStars: 750,
      proPrice: 99000,
      proCurrency: 'RUB',
    })
    expect(priced.statusCode).toBe(200)
    try {
      const refused = await bed.botApi.payInvoice(invoiceLink, trainer.buyer)
      expect(refused.status).toBe('failed')
      expect(refused.answer?.params).toMatchObject({
        ok: false,
        error_message: expect.stringMatching(/price/i),
      })
      expect(await paymentRows(trainer.id)).toEqual([
        expect.objectContaining({ id: payment.id, status: 'pending' }),
      ])

      const fresh = await payFor(trainer)
      expect(fresh.payment.amount).toBe(750)
      // A tampered total is refused too.
      const tampered = await bed.botApi.sendPreCheckout(fresh.invoiceLink, trainer.buyer, {
        preCheckout: { total_amount: 1 },
      })
      expect(tampered.answer?.params.ok).toBe(false)
      const stranger = await bed.botApi.sendPreCheckout(fresh.invoiceLink, { id: 42, first_name: 'X' })
      expect(stranger.answer?.params.ok).toBe(false)
      expect((await bed.botApi.payInvoice(fresh.invoiceLink, trainer.buyer)).status).toBe('paid')
      const again = await bed.botApi.sendPreCheckout(fresh.invoiceLink, trainer.buyer)
      expect(again.answer?.params).toMatchObject({ ok: false })
    } finally {
      await call('PUT', '/api/admin/platform-settings', adminToken, {
        proPriceStars: 500,
        proPrice: 99000,
        proCurrency: 'RUB',
      })
    }
  })

  it('answers a pre-checkout query for an order it never made: refused, within the webhook call', async () => {
    const link = (await bed.t.app.telegram.createInvoiceLink({
      title: 'Other',
      description: 'Not an order',
      payload: 'tp:00000000-0000-4000-8000-000000000000',
      currency: 'XTR',
      amount: 5,
      label: 'Other',
    })) as string
    const result = await bed.botApi.sendPreCheckout(
      link,
      { id: 9, first_name: 'Y' },
      { preCheckoutTimeoutMs: 100 },
    )
    expect(result.answer?.params.ok).toBe(false)
  })

  it('refunds a Stars payment through refundStarPayment once, taking its days back', async () => {
    const trainer = await telegramTrainer(0)
    const { invoiceLink, payment } = await payFor(trainer)
    await bed.botApi.payInvoice(invoiceLink, trainer.buyer)
    expect((await planOf(trainer)).active).toBe(true)
    expect(await refundTelegramPayment(bed.t.database.db, bed.t.app.telegram, payment.id)).toBe('refunded')
    expect(bed.botApi.callsOf('refundStarPayment').at(-1)?.params).toMatchObject({
      user_id: trainer.buyer.id,
    })
    expect(await refundTelegramPayment(bed.t.database.db, bed.t.app.telegram, payment.id)).toBe(
      'already_refunded',
    )
    expect(bed.botApi.charges.find((c) => c.payload === `tp:${payment.id}`)?.refunded).toBe(true)
    const plan = await planOf(trainer)
    expect(plan).toMatchObject({ active: false, renewing: false })
    expect(plan.history[0]).toMatchObject({ status: 'refunded' })
  })
})

describe('the Pro price, set by an admin', () => {
  it('is read and changed by an admin only, each change audited with before and after', async () => {
    expect((await call('GET', '/api/admin/platform-settings', adminToken)).json().settings).toMatchObject({
      proPriceStars: 500,
    })
    const bad = await call('PUT', '/api/admin/platform-settings', adminToken, {
      proPriceStars: 0,
      proPrice: -1,
      proCurrency: 'GBP',
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields ?? {})).toEqual(
      expect.arrayContaining(['proPriceStars', 'proPrice', 'proCurrency']),
    )
    // Worded for the admin's form in their language (shared messages, not a bare "must be …").
    expect(bad.json().fields).toMatchObject({
      proPriceStars: MESSAGES.proPriceStarsInvalid,
      proPrice: MESSAGES.proPriceInvalid,
    })
    const changed = await call('PUT', '/api/admin/platform-settings', adminToken, {
      proPriceStars: 600,
      proPrice: 120000,
      proCurrency: 'RUB',
    })
    expect(changed.json().settings).toMatchObject({ proPriceStars: 600, proPrice: 120000 })
    const audit = await call('GET', '/api/admin/audit?action=platform_settings_updated', adminToken)
    // Entries made at one (pinned) moment have no order among themselves: find this change.
    const entries = audit.json().data as { after: { proPriceStars?: number } | null }[]
    expect(entries.find((e) => e.after?.proPriceStars === 600)).toMatchObject({
      action: 'platform_settings_updated',
      before: expect.objectContaining({ proPriceStars: expect.any(Number) }),
      after: expect.objectContaining({ proPriceStars: 600 }),
    })
    const trainer = await telegramTrainer()
    expect(
      (
        await call('PUT', '/api/admin/platform-settings', trainer.token, {
          proPriceStars: 1,
          proPrice: 1,
          proCurrency: 'RUB',
        })
      ).statusCode,
    ).toBe(403)
    await call('PUT', '/api/admin/platform-settings', adminToken, {
      proPriceStars: 500,
      proPrice: 99000,
      proCurrency: 'RUB',
    })
  })
})

describe('the trainer plan reminder', () => {
  it('tells a trainer once, 3 days before the plan ends, unless Telegram renews it', async () => {
    const ending = await telegramTrainer(2)
    const later = await telegramTrainer(5)
    const renewing = await telegramTrainer(0.2)
    const { invoiceLink } = await payFor(renewing)
    await bed.botApi.payInvoice(invoiceLink, renewing.buyer)
    await bed.t.database.pool.query(`update trainer_plans set valid_until = $2 where user_id = $1`, [
      renewing.id,
      new Date(clock.nowMs() + DAY_MS),
    ])
    const mine = async (id: string) =>
      (
        await bed.t.database.pool.query(
          `select type, data from notifications where user_id = $1 and type = 'trainer_plan_expiring'`,
          [id],
        )
      ).rows
    await sendPlanExpiryReminders(bed.t.app)
    await sendPlanExpiryReminders(bed.t.app)
    expect(await mine(ending.id)).toEqual([
      {
        type: 'trainer_plan_expiring',
        data: { startsAt: new Date(clock.nowMs() + 2 * DAY_MS).toISOString() },
      },
    ])
    expect(await mine(later.id)).toEqual([])
    expect(await mine(renewing.id)).toEqual([])
  })
})
