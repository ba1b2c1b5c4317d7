import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Bot, BotError, GrammyError, HttpError } from 'grammy'
import type { UserFromGetMe } from 'grammy/types'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'

/** Where Telegram posts the bot's updates (the route of modules/telegram). */
export const TELEGRAM_WEBHOOK_PATH = '/api/telegram/webhook'
/** The page a web_app button opens; the client signs in with the init data there. */
export const MINI_APP_ENTRY_PATH = '/telegram-login'
/** Telegram's own Bot API, which accepts only https webhooks. */
const OFFICIAL_API_ROOT = 'https://api.telegram.org'
/** A Bot API call that takes longer than this fails (grammY waits 500 s by default). */
const API_TIMEOUT_S = 10

/** A button under a bot message that opens the Mini App, on `path` after signing in. */
export interface MiniAppButton {
  text: string
  path?: string
}

/**
 * What became of one message to a user. `skipped` will never succeed as things stand (no need to
 * retry); `failed` with `retryable` may succeed later (Telegram busy or unreachable).
 */
export type TelegramSendResult =
  | { status: 'sent'; messageId: number }
  | { status: 'skipped'; reason: 'telegram_off' | 'no_telegram' | 'no_user' | 'bot_blocked' }
  | { status: 'failed'; retryable: boolean; retryAfterS?: number; errorCode?: number; description: string }

export type WebhookSetup =
  | { status: 'set'; url: string }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; description: string }

/** Telegram's only Stars subscription period (createInvoiceLink `subscription_period`): 30 days. */
export const STARS_SUBSCRIPTION_PERIOD_S = 2592000
/** The currency of Telegram Stars; invoices in it take an empty provider token. */
export const STARS_CURRENCY = 'XTR'
/** Telegram fails a payment whose pre_checkout_query is not answered within 10 s; we decide sooner. */
export const PRE_CHECKOUT_DECISION_MS = 7000

/** An invoice for the bot to make (core.telegram.org/bots/api#createinvoicelink). */
export interface InvoiceRequest {
  /** 1–32 characters. */
  title: string
  /** 1–255 characters. */
  description: string
  /** Ours, 1–128 bytes: names the order (never shown to the buyer). */
  payload: string
  /** `XTR` for Stars (empty provider token), else the ISO 4217 code, paid through TELEGRAM_PROVIDER_TOKEN. */
  currency: string
  /** In the currency's smallest units (whole Stars for XTR). */
  amount: number
  /** The price's label. */
  label: string
  /** A Stars subscription renewing every 30 days (XTR only). */
  subscription?: boolean
}

/** A buyer pressed Pay: Telegram asks the bot to confirm the order (pre_checkout_query). */
export interface PreCheckout {
  id: string
  telegramUserId: number
  currency: string
  totalAmount: number
  payload: string
}

/** Telegram took the money (a message's successful_payment). */
export interface SuccessfulPayment {
  telegramUserId: number
  currency: string
  totalAmount: number
  payload: string
  telegramPaymentChargeId: string
  providerPaymentChargeId: string
  /** A Stars subscription's payment; `isFirstRecurring` for its first one, otherwise a renewal. */
  isRecurring: boolean
  isFirstRecurring: boolean
  /** Until when a Stars subscription is paid. */
  subscriptionExpiresAt: Date | null
}

export type PreCheckoutVerdict = { ok: true } | { ok: false; errorMessage: string }

/** What the payments code does with the bot's payment updates (registered with `handlePayments`). */
export interface TelegramPaymentHandler {
  /** Re-checks the order behind the payload; answered to Telegram within 10 s. */
  preCheckout(query: PreCheckout): Promise<PreCheckoutVerdict>
  /** Credits the payment; must change nothing when the same charge comes again. */
  successfulPayment(payment: SuccessfulPayment): Promise<void>
}

export interface Telegram {
  /** False without TELEGRAM_BOT_TOKEN: every Telegram feature is off. */
  readonly enabled: boolean
  /** The grammY bot (null when off); handlers are added by modules/telegram. */
  readonly bot: Bot | null
  /** The secret Telegram must send with webhook updates (null when off). */
  readonly webhookSecret: string | null
  /** The bot's own account from getMe, asked once and kept; throws when Telegram cannot be reached. */
  botInfo(): Promise<UserFromGetMe>
  /** The Mini App's entry page on PUBLIC_URL, continuing to `path` after sign-in. */
  miniAppUrl(path?: string): string
  /** `https://t.me/<bot>[/<app>]?startapp=<param>`: opens the Mini App in Telegram with a start parameter. */
  startAppLink(startParam: string): Promise<string>
  /** Sends a message to a user's Telegram, if they have one linked; never throws. */
  sendToUser(userId: string, text: string, button?: MiniAppButton): Promise<TelegramSendResult>
  /** Registers the webhook with Telegram when it can reach PUBLIC_URL (decision 0013); never throws. */
  setWebhook(): Promise<WebhookSetup>
  /** True when TELEGRAM_PROVIDER_TOKEN is set: invoices in real currencies can be made. */
  readonly providerPayments: boolean
  /** Makes an invoice link (`https://t.me/$<slug>`) for the Mini App's openInvoice; throws when Telegram refuses. */
  createInvoiceLink(invoice: InvoiceRequest): Promise<string>
  /** Answers a pre_checkout_query: ok, or refused with a message the buyer sees. */
  answerPreCheckoutQuery(queryId: string, verdict: PreCheckoutVerdict): Promise<void>
  /** Returns a Stars payment to its payer. */
  refundStarPayment(telegramUserId: number, telegramPaymentChargeId: string): Promise<void>
  /** The payments code that answers pre-checkout queries and credits payments (one; a later call replaces it). */
  handlePayments(handler: TelegramPaymentHandler): void
  readonly paymentHandler: TelegramPaymentHandler | undefined
}

/**
 * TELEGRAM_WEBHOOK_SECRET, or one derived from the bot token so that every instance agrees on it
 * and the webhook is never open (Telegram allows A-Z, a-z, 0-9, _ and -).
 */
export function webhookSecretFor(config: Pick<Config, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_WEBHOOK_SECRET'>) {
  if (config.TELEGRAM_WEBHOOK_SECRET) return config.TELEGRAM_WEBHOOK_SECRET
  if (!config.TELEGRAM_BOT_TOKEN) return null
  return createHmac('sha256', config.TELEGRAM_BOT_TOKEN)
    .update('trainly-telegram-webhook')
    .digest('base64url')
}

export function webAppKeyboard(button: { text: string; url: string }) {
  return { inline_keyboard: [[{ text: button.text, web_app: { url: button.url } }]] }
}

/**
 * A failed Bot API call in words fit for the log: grammY's errors carry the bot token in places
 * (a context's api, a fetch error's URL), so they are never logged as they are.
 */
export function describeTelegramError(error: unknown): string {
  if (error instanceof BotError) return describeTelegramError(error.error)
  if (error instanceof GrammyError) return `${error.method}: ${error.error_code} ${error.description}`
  if (error instanceof HttpError) return error.message
  if (error instanceof Error) return `${error.name}: ${error.message}`.replace(/bot\d+:[\w-]+/g, 'bot<token>')
  return 'unknown error'
}

/** The result of a failed Bot API call, told apart as a caller that may retry needs. */
export function sendFailure(error: unknown): TelegramSendResult {
  if (error instanceof GrammyError) {
    if (error.error_code === 403) return { status: 'skipped', reason: 'bot_blocked' }
    const retryAfterS = error.parameters.retry_after
    return {
      status: 'failed',
      retryable: error.error_code === 429 || error.error_code >= 500,
      ...(retryAfterS !== undefined ? { retryAfterS } : {}),
      errorCode: error.error_code,
      description: error.description,
    }
  }
  return { status: 'failed', retryable: true, description: describeTelegramError(error) }
}

export function createTelegram(
  config: Config,
  db: Db,
  log: { info(message: string): void; warn(object: object, message: string): void },
): Telegram {
  const miniAppUrl = (path?: string) => {
    const url = new URL(MINI_APP_ENTRY_PATH, config.PUBLIC_URL)
    if (path?.startsWith('/') && !path.startsWith('//')) url.searchParams.set('redirect', path)
    return url.toString()
  }

  let paymentHandler: TelegramPaymentHandler | undefined

  const token = config.TELEGRAM_BOT_TOKEN
  if (!token) {
    log.info('Telegram features are off: TELEGRAM_BOT_TOKEN is not set')
    const off = () => Promise.reject(new Error('Telegram features are off'))
    return {
      enabled: false,
      bot: null,
      webhookSecret: null,
      botInfo: off,
      miniAppUrl,
      startAppLink: off,
      sendToUser: async () => ({ status: 'skipped', reason: 'telegram_off' }),
      setWebhook: async () => ({ status: 'skipped', reason: 'Telegram features are off' }),
      providerPayments: false,
      createInvoiceLink: off,
      answerPreCheckoutQuery: off,
      refundStarPayment: off,
      handlePayments(handler) {
        paymentHandler = handler
      },
      get paymentHandler() {
        return paymentHandler
      },
    }
  }

  const bot = new Bot(token, { client: { apiRoot: config.TELEGRAM_API_ROOT, timeoutSeconds: API_TIMEOUT_S } })
  const webhookSecret = webhookSecretFor(config)!
  // One getMe for the process; a failure is forgotten so that the next call asks again.
  let me: Promise<UserFromGetMe> | undefined
  const botInfo = () => {
    me ??= bot.api.getMe().then(
      (info) => {
        if (!bot.isInited()) bot.botInfo = info
        return info
      },
      (error: unknown) => {
        me = undefined
        throw error
      },
    )
    return me
  }

  const providerToken = config.TELEGRAM_PROVIDER_TOKEN
  return {
    enabled: true,
    bot,
    webhookSecret,
    botInfo,
    miniAppUrl,
    providerPayments: Boolean(providerToken),
    async createInvoiceLink(invoice) {
      const stars = invoice.currency === STARS_CURRENCY
      if (!stars && !providerToken) throw new Error('No payment provider: TELEGRAM_PROVIDER_TOKEN is not set')
      if (invoice.subscription && !stars) throw new Error('Only Stars invoices can be subscriptions')
      return bot.api.createInvoiceLink(
        invoice.title.slice(0, 32),
        invoice.description.slice(0, 255),
        invoice.payload,
        stars ? '' : providerToken!,
        invoice.currency,
        [{ label: invoice.label.slice(0, 32), amount: invoice.amount }],
        invoice.subscription ? { subscription_period: STARS_SUBSCRIPTION_PERIOD_S } : {},
      )
    },
    async answerPreCheckoutQuery(queryId, verdict) {
      await (verdict.ok
        ? bot.api.answerPreCheckoutQuery(queryId, true)
        : bot.api.answerPreCheckoutQuery(queryId, false, { error_message: verdict.errorMessage }))
    },
    async refundStarPayment(telegramUserId, chargeId) {
      await bot.api.refundStarPayment(telegramUserId, chargeId)
    },
    handlePayments(handler) {
      paymentHandler = handler
    },
    get paymentHandler() {
      return paymentHandler
    },
    async startAppLink(startParam) {
      const { username } = await botInfo()
      const app = config.TELEGRAM_MINI_APP_NAME ? `/${config.TELEGRAM_MINI_APP_NAME}` : ''
      return `https://t.me/${username}${app}?startapp=${encodeURIComponent(startParam)}`
    },
    async sendToUser(userId, text, button) {
      let chatId: number | null | undefined
      try {
        const [user] = await db
          .select({ telegramId: users.telegramId })
          .from(users)
          .where(eq(users.id, userId))
        if (!user) return { status: 'skipped', reason: 'no_user' }
        chatId = user.telegramId
      } catch (error) {
        return { status: 'failed', retryable: true, description: `database: ${(error as Error).message}` }
      }
      if (chatId === null) return { status: 'skipped', reason: 'no_telegram' }
      try {
        const message = await bot.api.sendMessage(chatId, text, {
          ...(button
            ? { reply_markup: webAppKeyboard({ text: button.text, url: miniAppUrl(button.path) }) }
            : {}),
          link_preview_options: { is_disabled: true },
        })
        return { status: 'sent', messageId: message.message_id }
      } catch (error) {
        return sendFailure(error)
      }
    },
    async setWebhook() {
      const url = new URL(TELEGRAM_WEBHOOK_PATH, config.PUBLIC_URL)
      if (url.protocol !== 'https:' && config.TELEGRAM_API_ROOT.replace(/\/+$/, '') === OFFICIAL_API_ROOT) {
        const reason = `Telegram webhook not set: Telegram sends updates only to https, and PUBLIC_URL is ${config.PUBLIC_URL}; the bot will not answer messages`
        log.info(reason)
        return { status: 'skipped', reason }
      }
      try {
        await bot.api.setWebhook(url.toString(), { secret_token: webhookSecret })
        log.info(`Telegram webhook set to ${url}`)
        return { status: 'set', url: url.toString() }
      } catch (error) {
        const description = describeTelegramError(error)
        log.warn({ description }, 'could not set the Telegram webhook; the bot will not answer messages')
        return { status: 'failed', description }
      }
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    telegram: Telegram
  }
}

/** Decorates the app with `telegram` and, once it is ready, registers the webhook in the background. */
export function registerTelegram(app: FastifyInstance) {
  app.decorate('telegram', createTelegram(app.config, app.database.db, app.log))
  app.addHook('onReady', async () => {
    if (app.telegram.enabled) void app.telegram.setWebhook()
  })
}
