import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One Bot API call as the fake received it. */
export interface BotApiCall {
  method: string
  params: Record<string, unknown>
  at: string
  /** What the fake answered (`result`), absent when the call failed. */
  result?: unknown
}

/** What Telegram answers when a call fails: `{ ok: false, error_code, description, parameters? }`. */
export interface BotApiFailure {
  error_code: number
  description: string
  parameters?: { retry_after?: number; migrate_to_chat_id?: number }
}

/** An invoice the fake made with createInvoiceLink, as Telegram keeps it behind its link. */
export interface FakeInvoice {
  slug: string
  link: string
  title: string
  description: string
  payload: string
  /** `XTR` for Telegram Stars, else an ISO 4217 code. */
  currency: string
  /** The sum of the prices, in the currency's smallest units (whole Stars for XTR). */
  totalAmount: number
  providerToken: string
  /** Seconds between renewals of a Stars subscription (always 2592000), absent for a one-off payment. */
  subscriptionPeriod?: number
}

/** A payment the fake reported to the bot with successful_payment. */
export interface FakeCharge {
  telegramPaymentChargeId: string
  providerPaymentChargeId: string
  userId: number
  slug: string
  currency: string
  totalAmount: number
  payload: string
  refunded: boolean
}

/** What a buyer does in the invoice sheet, and how the updates reach the bot (tests of replays and delays). */
export interface PayOptions {
  /** How long Telegram waits for answerPreCheckoutQuery before failing the payment (Telegram: 10 s). */
  preCheckoutTimeoutMs?: number
  /** successful_payment is delivered this many times in all (webhook replays); default 1. */
  deliveries?: number
  /** Wait this long before delivering successful_payment (a late update). */
  delayMs?: number
  /** Overrides of the pre_checkout_query (e.g. another total_amount) — what a tampered or stale order looks like. */
  preCheckout?: Record<string, unknown>
}

export interface PayResult {
  /** What the Mini App hears in invoice_closed. */
  status: 'paid' | 'failed'
  preCheckoutQueryId: string
  /** The answerPreCheckoutQuery call, if the bot answered in time. */
  answer?: BotApiCall
  charge?: FakeCharge
  /** The webhook's answers to each successful_payment delivery. */
  deliveries: { status: number; body: string }[]
}

export interface Webhook {
  url: string
  secretToken: string | undefined
}

export interface FakeBotApi {
  /** The API root to give the app (`TELEGRAM_API_ROOT`), e.g. http://127.0.0.1:8081. */
  readonly url: string
  readonly port: number
  readonly token: string
  /** The bot's own account, as getMe answers it. */
  readonly me: { id: number; is_bot: true; first_name: string; username: string }
  /** Every call with the right token, oldest first. */
  readonly calls: readonly BotApiCall[]
  callsOf(method: string): BotApiCall[]
  /** Resolves with the first call of `method` after the `after`-th call (default: any), or rejects after `timeoutMs`. */
  waitForCall(method: string, options?: { after?: number; timeoutMs?: number }): Promise<BotApiCall>
  clearCalls(): void
  /** The webhook the app registered with setWebhook, if any. */
  readonly webhook: Webhook | undefined
  /** Delivers an update to the registered webhook as Telegram does (with the secret header). */
  pushUpdate(update: Record<string, unknown>): Promise<{ status: number; body: string }>
  /** The next call of `method` fails with this answer (e.g. 429 with retry_after, 403 blocked). */
  failNext(method: string, failure: BotApiFailure): void
  /** The invoice behind a link or slug the fake made, if any. */
  invoice(slugOrLink: string): FakeInvoice | undefined
  /** Charges reported with successful_payment, oldest first. */
  readonly charges: readonly FakeCharge[]
  /**
   * Pays an invoice as Telegram does: pre_checkout_query to the bot, which must answer ok with
   * answerPreCheckoutQuery in time, then a message with successful_payment (delivered
   * `deliveries` times, after `delayMs`). Stars subscriptions report `subscription_expiration_date`
   * and `is_first_recurring`.
   */
  payInvoice(slugOrLink: string, user: FakeBuyer, options?: PayOptions): Promise<PayResult>
  /** Only the pre_checkout_query of a payment; resolves with the bot's answer (undefined when it stays silent). */
  sendPreCheckout(
    slugOrLink: string,
    user: FakeBuyer,
    options?: Pick<PayOptions, 'preCheckoutTimeoutMs' | 'preCheckout'>,
  ): Promise<{ queryId: string; answer?: BotApiCall }>
  /**
   * A successful_payment for the invoice (a new charge unless `chargeId` repeats an earlier one);
   * `recurring` makes it a Stars subscription's renewal (`is_recurring`) `periods` periods on.
   */
  sendSuccessfulPayment(
    slugOrLink: string,
    user: FakeBuyer,
    options?: { chargeId?: string; recurring?: boolean; periods?: number },
  ): Promise<{ charge: FakeCharge; delivery: { status: number; body: string } }>
  close(): Promise<void>
}

/** A Telegram user paying an invoice (the `from` of its updates). */
export interface FakeBuyer {
  id: number
  first_name: string
  last_name?: string
  username?: string
  language_code?: string
}

/** Telegram's only Stars subscription period: 30 days. */
export const STARS_SUBSCRIPTION_PERIOD_S = 2592000
const DEFAULT_PRE_CHECKOUT_TIMEOUT_MS = 10_000

/** A token of the shape @BotFather gives, for tests and the standalone fake. */
export const FAKE_BOT_TOKEN = '1234567890:AAFakeTokenForTrainlyTests_0123456789'

const json = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Bot API parameters arrive as JSON, a form or the query string; nested values as JSON text. */
function paramsOf(req: IncomingMessage, body: string, url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  const fromPairs = (pairs: URLSearchParams) => {
    for (const [key, value] of pairs) {
      try {
        params[key] = /^[[{]/.test(value) ? JSON.parse(value) : value
      } catch {
        params[key] = value
      }
    }
  }
  fromPairs(url.searchParams)
  const type = req.headers['content-type'] ?? ''
  if (body && type.includes('application/json')) Object.assign(params, JSON.parse(body))
  else if (body && type.includes('application/x-www-form-urlencoded')) fromPairs(new URLSearchParams(body))
  return params
}

/**
 * A stand-in for api.telegram.org (core.telegram.org/bots/api): `POST /bot<token>/<method>` answers
 * `{ ok: true, result }` for the methods the app uses and records every call. Besides the Bot API:
 * `GET /calls` lists the calls, `DELETE /calls` forgets them, `GET /webhook` shows the registered
 * webhook, and `POST /updates` (an update as its body) delivers it to that webhook.
 */
export async function startFakeBotApi(
  options: { port?: number; host?: string; token?: string; username?: string } = {},
): Promise<FakeBotApi> {
  const token = options.token ?? FAKE_BOT_TOKEN
  const botId = Number(token.split(':')[0]) || 1
  const me = {
    id: botId,
    is_bot: true as const,
    first_name: 'Trainly',
    username: options.username ?? 'trainly_test_bot',
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: true,
  }
  const calls: BotApiCall[] = []
  const failures = new Map<string, BotApiFailure[]>()
  const waiters = new Set<() => void>()
  let webhook: Webhook | undefined
  let messageId = 0
  let updateId = 0
  const invoices = new Map<string, FakeInvoice>()
  const charges: FakeCharge[] = []
  const slugOf = (slugOrLink: string) =>
    slugOrLink.slice(slugOrLink.lastIndexOf('$') + 1).replace(/^.*\/invoice\//, '')

  const chatOf = (chatId: unknown) =>
    typeof chatId === 'number' || /^-?\d+$/.test(String(chatId))
      ? { id: Number(chatId), type: 'private' as const }
      : { id: -1, type: 'channel' as const, title: String(chatId) }

  const methods: Record<string, (p: Record<string, unknown>) => unknown | BotApiFailure> = {
    getMe: () => me,
    sendMessage: (p) => {
      if (p.chat_id === undefined) return { error_code: 400, description: 'Bad Request: chat_id is empty' }
      if (typeof p.text !== 'string' || p.text.trim() === '') {
        return { error_code: 400, description: 'Bad Request: message text is empty' }
      }
      messageId += 1
      return {
        message_id: messageId,
        date: Math.floor(Date.now() / 1000),
        chat: chatOf(p.chat_id),
        from: { id: me.id, is_bot: true, first_name: me.first_name, username: me.username },
        text: p.text,
        ...(p.reply_markup ? { reply_markup: p.reply_markup } : {}),
      }
    },
    createInvoiceLink: (p) => {
      for (const field of ['title', 'description', 'payload', 'currency', 'prices']) {
        if (p[field] === undefined) return { error_code: 400, description: `Bad Request: ${field} is empty` }
      }
      const bad = (what: string) => ({ error_code: 400, description: `Bad Request: ${what}` })
      const prices = Array.isArray(p.prices) ? (p.prices as { label?: unknown; amount?: unknown }[]) : []
      if (prices.length === 0 || prices.some((price) => !Number.isSafeInteger(Number(price.amount)))) {
        return bad('CURRENCY_TOTAL_AMOUNT_INVALID')
      }
      const currency = String(p.currency)
      const providerToken = typeof p.provider_token === 'string' ? p.provider_token : ''
      // Telegram's rules: Stars take no provider and exactly one price; other currencies need a provider.
      if (currency === 'XTR' && (providerToken !== '' || prices.length !== 1))
        return bad('PAYMENT_PROVIDER_INVALID')
      if (currency !== 'XTR' && providerToken === '') return bad('PAYMENT_PROVIDER_INVALID')
      const period = p.subscription_period === undefined ? undefined : Number(p.subscription_period)
      if (period !== undefined && (currency !== 'XTR' || period !== STARS_SUBSCRIPTION_PERIOD_S)) {
        return bad('SUBSCRIPTION_PERIOD_INVALID')
      }
      const payload = String(p.payload)
      if (Buffer.byteLength(payload) < 1 || Buffer.byteLength(payload) > 128)
        return bad('INVOICE_PAYLOAD_INVALID')
      const slug = randomBytes(12).toString('base64url')
      const link = `https://t.me/$${slug}`
      invoices.set(slug, {
        slug,
        link,
        title: String(p.title),
        description: String(p.description),
        payload,
        currency,
        totalAmount: prices.reduce((sum, price) => sum + Number(price.amount), 0),
        providerToken,
        ...(period !== undefined ? { subscriptionPeriod: period } : {}),
      })
      return link
    },
    refundStarPayment: (p) => {
      if (p.user_id === undefined || p.telegram_payment_charge_id === undefined) {
        return { error_code: 400, description: 'Bad Request: user_id or telegram_payment_charge_id is empty' }
      }
      const charge = charges.find((c) => c.telegramPaymentChargeId === String(p.telegram_payment_charge_id))
      if (!charge || charge.userId !== Number(p.user_id) || charge.currency !== 'XTR') {
        return { error_code: 400, description: 'Bad Request: CHARGE_ID_INVALID' }
      }
      if (charge.refunded) return { error_code: 400, description: 'Bad Request: CHARGE_ALREADY_REFUNDED' }
      charge.refunded = true
      return true
    },
    setWebhook: (p) => {
      if (typeof p.url !== 'string')
        return { error_code: 400, description: 'Bad Request: bad webhook: URL is empty' }
      if (p.url === '') {
        webhook = undefined
        return true
      }
      webhook = { url: p.url, secretToken: typeof p.secret_token === 'string' ? p.secret_token : undefined }
      return true
    },
    deleteWebhook: () => {
      webhook = undefined
      return true
    },
    getWebhookInfo: () => ({
      url: webhook?.url ?? '',
      has_custom_certificate: false,
      pending_update_count: 0,
    }),
    answerPreCheckoutQuery: (p) =>
      p.pre_checkout_query_id === undefined
        ? { error_code: 400, description: 'Bad Request: pre_checkout_query_id is empty' }
        : true,
    answerCallbackQuery: () => true,
  }

  const isFailure = (value: unknown): value is BotApiFailure =>
    typeof value === 'object' && value !== null && 'error_code' in value && 'description' in value

  async function pushUpdate(update: Record<string, unknown>) {
    if (!webhook) throw new Error('No webhook is registered: the app has not called setWebhook')
    updateId = Math.max(updateId + 1, Number(update.update_id ?? 0))
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(webhook.secretToken ? { 'x-telegram-bot-api-secret-token': webhook.secretToken } : {}),
      },
      body: JSON.stringify({ update_id: updateId, ...update }),
    })
    return { status: res.status, body: await res.text() }
  }

  const invoiceOf = (slugOrLink: string) => {
    const invoice = invoices.get(slugOf(slugOrLink))
    if (!invoice) throw new Error(`The fake Bot API made no invoice ${slugOrLink}`)
    return invoice
  }
  const orderOf = (invoice: FakeInvoice) => ({
    currency: invoice.currency,
    total_amount: invoice.totalAmount,
    invoice_payload: invoice.payload,
  })

  async function sendPreCheckout(
    slugOrLink: string,
    user: FakeBuyer,
    options: Pick<PayOptions, 'preCheckoutTimeoutMs' | 'preCheckout'> = {},
  ) {
    const invoice = invoiceOf(slugOrLink)
    const queryId = randomBytes(8).toString('hex')
    const after = calls.length
    await pushUpdate({
      pre_checkout_query: {
        id: queryId,
        from: { ...user, is_bot: false },
        ...orderOf(invoice),
        ...options.preCheckout,
      },
    })
    const timeoutMs = options.preCheckoutTimeoutMs ?? DEFAULT_PRE_CHECKOUT_TIMEOUT_MS
    const answered = () =>
      calls
        .slice(after)
        .find(
          (c) => c.method === 'answerPreCheckoutQuery' && String(c.params.pre_checkout_query_id) === queryId,
        )
    const answer =
      answered() ??
      (await new Promise<BotApiCall | undefined>((resolve) => {
        const check = () => {
          const call = answered()
          if (!call) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(call)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          resolve(undefined)
        }, timeoutMs)
        waiters.add(check)
      }))
    return { queryId, ...(answer ? { answer } : {}) }
  }

  async function sendSuccessfulPayment(
    slugOrLink: string,
    user: FakeBuyer,
    options: { chargeId?: string; recurring?: boolean; periods?: number } = {},
  ) {
    const invoice = invoiceOf(slugOrLink)
    let charge = options.chargeId
      ? charges.find((c) => c.telegramPaymentChargeId === options.chargeId)
      : undefined
    if (!charge) {
      charge = {
        telegramPaymentChargeId: options.chargeId ?? `tg_${randomBytes(10).toString('hex')}`,
        providerPaymentChargeId: invoice.currency === 'XTR' ? '' : `fake_${randomBytes(8).toString('hex')}`,
        userId: user.id,
        slug: invoice.slug,
        currency: invoice.currency,
        totalAmount: invoice.totalAmount,
        payload: invoice.payload,
        refunded: false,
      }
      charges.push(charge)
    }
    const nowS = Math.floor(Date.now() / 1000)
    const subscription = invoice.subscriptionPeriod
      ? {
          subscription_expiration_date: nowS + invoice.subscriptionPeriod * (options.periods ?? 1),
          ...(options.recurring ? { is_recurring: true } : { is_recurring: true, is_first_recurring: true }),
        }
      : {}
    messageId += 1
    const delivery = await pushUpdate({
      message: {
        message_id: messageId,
        date: nowS,
        chat: { id: user.id, type: 'private', first_name: user.first_name },
        from: { ...user, is_bot: false },
        successful_payment: {
          ...orderOf(invoice),
          ...subscription,
          telegram_payment_charge_id: charge.telegramPaymentChargeId,
          provider_payment_charge_id: charge.providerPaymentChargeId,
        },
      },
    })
    return { charge, delivery }
  }

  async function payInvoice(
    slugOrLink: string,
    user: FakeBuyer,
    options: PayOptions = {},
  ): Promise<PayResult> {
    const { queryId, answer } = await sendPreCheckout(slugOrLink, user, options)
    const base = { preCheckoutQueryId: queryId, ...(answer ? { answer } : {}), deliveries: [] }
    if (!answer || !(answer.params.ok === true || answer.params.ok === 'true')) {
      return { status: 'failed', ...base }
    }
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
    const first = await sendSuccessfulPayment(slugOrLink, user)
    const deliveries = [first.delivery]
    for (let i = 1; i < (options.deliveries ?? 1); i += 1) {
      deliveries.push(
        (await sendSuccessfulPayment(slugOrLink, user, { chargeId: first.charge.telegramPaymentChargeId }))
          .delivery,
      )
    }
    return { status: 'paid', ...base, charge: first.charge, deliveries }
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const body = await readBody(req)
      if (url.pathname === '/calls') {
        if (req.method === 'DELETE') calls.length = 0
        return json(res, 200, calls)
      }
      if (url.pathname === '/webhook') return json(res, 200, webhook ?? null)
      const invoicePath = /^\/invoices\/([A-Za-z0-9_-]+)(\/pay)?$/.exec(url.pathname)
      if (invoicePath) {
        const invoice = invoices.get(invoicePath[1]!)
        if (!invoice) return json(res, 404, { error: 'No such invoice' })
        if (!invoicePath[2] && req.method === 'GET') return json(res, 200, invoice)
        if (invoicePath[2] && req.method === 'POST') {
          const request = JSON.parse(body || '{}') as { user?: FakeBuyer; options?: PayOptions }
          if (!request.user || !Number.isSafeInteger(request.user.id))
            return json(res, 400, { error: 'user is required' })
          try {
            return json(res, 200, await payInvoice(invoice.slug, request.user, request.options ?? {}))
          } catch (error) {
            return json(res, 409, { error: (error as Error).message })
          }
        }
      }
      if (url.pathname === '/updates' && req.method === 'POST') {
        try {
          return json(res, 200, await pushUpdate(JSON.parse(body || '{}')))
        } catch (error) {
          return json(res, 409, { error: (error as Error).message })
        }
      }
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname)
      if (!match) return json(res, 404, { ok: false, error_code: 404, description: 'Not Found' })
      if (match[1] !== token)
        return json(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' })
      const method = match[2]!
      const handler = Object.entries(methods).find(([name]) => name.toLowerCase() === method.toLowerCase())
      if (!handler) {
        return json(res, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' })
      }
      let params: Record<string, unknown>
      try {
        params = paramsOf(req, body, url)
      } catch {
        return json(res, 400, { ok: false, error_code: 400, description: "Bad Request: can't parse JSON" })
      }
      const call: BotApiCall = { method: handler[0], params, at: new Date().toISOString() }
      const planned = failures.get(handler[0])?.shift()
      const result = planned ?? handler[1](params)
      if (!isFailure(result)) call.result = result
      calls.push(call)
      for (const wake of waiters) wake()
      if (isFailure(result)) return json(res, result.error_code, { ok: false, ...result })
      return json(res, 200, { ok: true, result })
    })().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { ok: false, error_code: 500, description: String(error) })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'

  return {
    url: `http://${host}:${port}`,
    port,
    token,
    me,
    calls,
    callsOf: (method) => calls.filter((c) => c.method === method),
    waitForCall(method, { after = 0, timeoutMs = 5000 } = {}) {
      const find = () => calls.slice(after).find((c) => c.method === method)
      return new Promise((resolve, reject) => {
        const check = () => {
          const call = find()
          if (!call) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(call)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No ${method} call within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    clearCalls: () => {
      calls.length = 0
    },
    get webhook() {
      return webhook
    },
    pushUpdate,
    failNext(method, failure) {
      failures.set(method, [...(failures.get(method) ?? []), failure])
    },
    invoice: (slugOrLink) => invoices.get(slugOf(slugOrLink)),
    charges,
    payInvoice,
    sendPreCheckout,
    sendSuccessfulPayment,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
