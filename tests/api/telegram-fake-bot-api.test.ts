import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeBotApi, startFakeBotApi } from '../../mock-telegram/bot-api.ts'

let api: FakeBotApi

beforeAll(async () => {
  api = await startFakeBotApi()
})

afterAll(async () => {
  await api.close()
})

const call = (method: string, params: Record<string, unknown> = {}, token = api.token) =>
  fetch(`${api.url}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  })

describe('the fake Bot API of mock-telegram', () => {
  it('refuses a wrong token as Telegram does', async () => {
    const res = await call('getMe', {}, '1:wrong')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' })
  })

  it('answers the methods the app uses and records every call, also over HTTP', async () => {
    api.clearCalls()
    expect(await (await call('getMe')).json()).toMatchObject({
      ok: true,
      result: { is_bot: true, username: 'trainly_test_bot' },
    })
    const sent = await (await call('sendMessage', { chat_id: 7, text: 'hi' })).json()
    expect(sent).toMatchObject({ ok: true, result: { chat: { id: 7 }, text: 'hi' } })
    const invoice = await (
      await call('createInvoiceLink', {
        title: 'T',
        description: 'D',
        payload: 'p',
        currency: 'XTR',
        prices: [{ label: 'T', amount: 5 }],
      })
    ).json()
    expect(invoice.result).toMatch(/^https:\/\/t\.me\/\$/)
    expect(
      (await (await call('answerPreCheckoutQuery', { pre_checkout_query_id: 'q', ok: true })).json()).result,
    ).toBe(true)
    // A form body, as curl sends it.
    const form = await fetch(`${api.url}/bot${api.token}/deleteWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'drop_pending_updates=true',
    })
    expect((await form.json()).result).toBe(true)
    expect((await call('sendMessage', { chat_id: 7 })).status).toBe(400)
    expect((await call('noSuchMethod')).status).toBe(404)

    const listed = await (await fetch(`${api.url}/calls`)).json()
    expect(listed.map((c: { method: string }) => c.method)).toEqual([
      'getMe',
      'sendMessage',
      'createInvoiceLink',
      'answerPreCheckoutQuery',
      'deleteWebhook',
      'sendMessage',
    ])
    expect(listed[4].params).toEqual({ drop_pending_updates: 'true' })
  })

  it('pushes updates to the webhook registered with setWebhook, with its secret', async () => {
    const received: { secret: string | undefined; body: string }[] = []
    const hook = createServer((req, res) => {
      let body = ''
      req.on('data', (d) => {
        body += d
      })
      req.on('end', () => {
        received.push({ secret: req.headers['x-telegram-bot-api-secret-token'] as string | undefined, body })
        res.end('{}')
      })
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    try {
      const none = await fetch(`${api.url}/updates`, { method: 'POST', body: '{}' })
      expect(none.status).toBe(409)
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`
      await call('setWebhook', { url, secret_token: 's3cret' })
      expect(api.webhook).toEqual({ url, secretToken: 's3cret' })
      expect((await api.pushUpdate({ message: { text: 'a' } })).status).toBe(200)
      const overHttp = await fetch(`${api.url}/updates`, {
        method: 'POST',
        body: JSON.stringify({ message: { text: 'b' } }),
      })
      expect(await overHttp.json()).toMatchObject({ status: 200 })
      expect(received.map((r) => r.secret)).toEqual(['s3cret', 's3cret'])
      const [first, second] = received.map((r) => JSON.parse(r.body))
      expect(second.update_id).toBeGreaterThan(first.update_id)
      expect(first.message.text).toBe('a')
    } finally {
      hook.close()
    }
  })

  describe('payments', () => {
    const buyer = { id: 5005, first_name: 'Ann' }
    let hook: ReturnType<typeof createServer>
    /** What "the bot" received, and how it answers pre-checkout queries. */
    const received: Record<string, unknown>[] = []
    let answer: 'ok' | 'refuse' | 'silent' = 'ok'

    beforeAll(async () => {
      hook = createServer((req, res) => {
        let body = ''
        req.on('data', (d) => {
          body += d
        })
        req.on('end', () => {
          const update = JSON.parse(body) as { pre_checkout_query?: { id: string } }
          received.push(update)
          void (async () => {
            if (update.pre_checkout_query && answer !== 'silent') {
              await call('answerPreCheckoutQuery', {
                pre_checkout_query_id: update.pre_checkout_query.id,
                ok: answer === 'ok',
                ...(answer === 'refuse' ? { error_message: 'Price changed' } : {}),
              })
            }
            res.end('{}')
          })()
        })
      })
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
      await call('setWebhook', { url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook` })
    })
    afterAll(() => {
      hook.close()
    })

    const invoiceLink = async (params: Record<string, unknown>) =>
      (await (
        await call('createInvoiceLink', { title: 'T', description: 'D', payload: 'p:1', ...params })
      ).json()) as { ok: boolean; result?: string; description?: string }

    it('makes invoices only as Telegram allows: Stars without a provider, one price, 30-day subscriptions', async () => {
      const stars = { currency: 'XTR', prices: [{ label: 'Pro', amount: 250 }] }
      expect((await invoiceLink(stars)).ok).toBe(true)
      expect((await invoiceLink({ ...stars, provider_token: 'tok' })).description).toMatch(/PROVIDER/)
      expect((await invoiceLink({ ...stars, subscription_period: 2592000 })).ok).toBe(true)
      expect((await invoiceLink({ ...stars, subscription_period: 86400 })).description).toMatch(/PERIOD/)
      const rub = { currency: 'RUB', prices: [{ label: 'Pack', amount: 150000 }] }
      expect((await invoiceLink(rub)).description).toMatch(/PROVIDER/)
      expect((await invoiceLink({ ...rub, subscription_period: 2592000, provider_token: 'x' })).ok).toBe(
        false,
      )
      const link = (await invoiceLink({ ...rub, provider_token: 'x' })).result!
      expect(api.invoice(link)).toMatchObject({ currency: 'RUB', totalAmount: 150000, providerToken: 'x' })
      const shown = await fetch(`${api.url}/invoices/${link.slice(link.indexOf('$') + 1)}`)
      expect(await shown.json()).toMatchObject({ title: 'T', totalAmount: 150000 })
    })

    it('pays: pre_checkout_query, the answer, then successful_payment, delivered again and late when asked', async () => {
      answer = 'ok'
      received.length = 0
      const link = (
        await invoiceLink({
          currency: 'XTR',
          prices: [{ label: 'Pro', amount: 250 }],
          subscription_period: 2592000,
        })
      ).result!
      const paid = await api.payInvoice(link, buyer, { deliveries: 3, delayMs: 20 })
      expect(paid.status).toBe('paid')
      expect(paid.deliveries).toHaveLength(3)
      expect(received[0]).toMatchObject({
        pre_checkout_query: { total_amount: 250, currency: 'XTR', invoice_payload: 'p:1' },
      })
      const payments = received
        .slice(1)
        .map(
          (u) =>
            (u as { message: { successful_payment: Record<string, unknown> } }).message.successful_payment,
        )
      expect(new Set(payments.map((p) => p.telegram_payment_charge_id)).size).toBe(1)
      expect(payments[0]).toMatchObject({ is_recurring: true, is_first_recurring: true, total_amount: 250 })
      const renewal = await api.sendSuccessfulPayment(link, buyer, { recurring: true, periods: 2 })
      expect(renewal.charge.telegramPaymentChargeId).not.toBe(paid.charge!.telegramPaymentChargeId)
      const last = received.at(-1) as { message: { successful_payment: Record<string, unknown> } }
      expect(last.message.successful_payment.is_first_recurring).toBeUndefined()
      expect(last.message.successful_payment.is_recurring).toBe(true)
    })

    it('fails a payment the bot refuses or leaves unanswered', async () => {
      const link = (await invoiceLink({ currency: 'XTR', prices: [{ label: 'Pro', amount: 1 }] })).result!
      answer = 'refuse'
      const refused = await api.payInvoice(link, buyer)
      expect(refused.status).toBe('failed')
      expect(refused.answer?.params).toMatchObject({ ok: false, error_message: 'Price changed' })
      answer = 'silent'
      expect((await api.payInvoice(link, buyer, { preCheckoutTimeoutMs: 50 })).status).toBe('failed')
      answer = 'ok'
    })

    it('refunds a Stars charge once, to its payer only', async () => {
      answer = 'ok'
      const link = (await invoiceLink({ currency: 'XTR', prices: [{ label: 'Pro', amount: 3 }] })).result!
      const { charge } = await api.payInvoice(link, buyer)
      const refund = (userId: number) =>
        call('refundStarPayment', {
          user_id: userId,
          telegram_payment_charge_id: charge!.telegramPaymentChargeId,
        })
      expect((await refund(999)).status).toBe(400)
      expect((await (await refund(buyer.id)).json()).result).toBe(true)
      expect(await (await refund(buyer.id)).json()).toMatchObject({
        description: 'Bad Request: CHARGE_ALREADY_REFUNDED',
      })
      expect(
        api.charges.find((c) => c.telegramPaymentChargeId === charge!.telegramPaymentChargeId)?.refunded,
      ).toBe(true)
    })
  })
})
