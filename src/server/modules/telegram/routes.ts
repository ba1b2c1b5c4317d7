import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Update } from 'grammy/types'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { authOf, requireAuth } from '#server/http/authenticate.ts'
import { perIp } from '#server/http/rate-limit.ts'
import { success } from '#server/http/success.ts'
import {
  describeTelegramError,
  PRE_CHECKOUT_DECISION_MS,
  type PreCheckout,
  type PreCheckoutVerdict,
  webAppKeyboard,
} from '#server/integrations/telegram.ts'
import { telegramLinkCodeResponse, telegramLoginBody, telegramLoginResponse } from '#shared/api/auth.ts'
import { successMessage } from '#shared/api/common.ts'
import { MESSAGES } from '#shared/messages.ts'
import { botLocale, otherMessage, startMessage } from './bot-texts.ts'
import { verifyInitData } from './init-data.ts'
import { issueLinkCode, telegramLogin, unlinkTelegram } from './service.ts'

const tags = ['telegram']
const SECRET_HEADER = 'x-telegram-bot-api-secret-token'

const telegramOff = () => new AppError(503, 'telegram_disabled', MESSAGES.telegramOff)
const telegramUnreachable = () => new AppError(503, 'telegram_unavailable', MESSAGES.telegramUnavailable)

function requireTelegram(app: FastifyInstance) {
  return async () => {
    if (!app.telegram.enabled) throw telegramOff()
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** The webhook answers only Telegram: the secret it was given with setWebhook, compared in constant time. */
function checkWebhookSecret(app: FastifyInstance) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const expected = app.telegram.webhookSecret
    if (!app.telegram.enabled || !expected) throw telegramOff()
    const presented = request.headers[SECRET_HEADER]
    if (typeof presented !== 'string' || presented === '') {
      throw AppError.unauthorized('The webhook secret is missing', 'webhook_secret_missing')
    }
    if (!timingSafeEqual(digest(presented), digest(expected))) {
      throw AppError.forbidden('The webhook secret is wrong', 'webhook_secret_invalid')
    }
  }
}

/**
 * The payments code's verdict on a pre-checkout query, in time for Telegram's 10 s: a handler that
 * fails or takes longer than PRE_CHECKOUT_DECISION_MS refuses the order (the buyer may try again).
 */
async function decidePreCheckout(app: FastifyInstance, query: PreCheckout): Promise<PreCheckoutVerdict> {
  const handler = app.telegram.paymentHandler
  if (!handler) return { ok: false, errorMessage: MESSAGES.telegramPaymentsUnavailable }
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<PreCheckoutVerdict>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, errorMessage: MESSAGES.telegramPaymentsUnavailable }),
      PRE_CHECKOUT_DECISION_MS,
    )
  })
  try {
    return await Promise.race([handler.preCheckout(query), late])
  } catch (error) {
    app.log.error(
      { error: describeTelegramError(error), payload: query.payload },
      'pre-checkout check failed',
    )
    return { ok: false, errorMessage: MESSAGES.telegramPaymentsUnavailable }
  } finally {
    clearTimeout(timer)
  }
}

const updateBody = z.looseObject({ update_id: z.number().int().nonnegative() })

export const telegramRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const { bot } = app.telegram

  bot?.command('start', async (ctx) => {
    const locale = botLocale(ctx.from?.language_code)
    const message = startMessage(locale, ctx.from?.first_name ?? '')
    await ctx.reply(message.text, {
      reply_markup: webAppKeyboard({ text: message.button, url: app.telegram.miniAppUrl() }),
    })
  })
  // Payments (decision 0029): Telegram asks before it takes the money and tells after. Both are
  // handed to the payments code registered with app.telegram.handlePayments, before the catch-all
  // message handler below.
  bot?.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery
    const verdict = await decidePreCheckout(app, {
      id: query.id,
      telegramUserId: query.from.id,
      currency: query.currency,
      totalAmount: query.total_amount,
      payload: query.invoice_payload,
    })
    await app.telegram.answerPreCheckoutQuery(query.id, verdict)
  })
  bot?.on('message:successful_payment', async (ctx) => {
    const paid = ctx.message.successful_payment
    const handler = app.telegram.paymentHandler
    const payment = {
      telegramUserId: ctx.from.id,
      currency: paid.currency,
      totalAmount: paid.total_amount,
      payload: paid.invoice_payload,
      telegramPaymentChargeId: paid.telegram_payment_charge_id,
      providerPaymentChargeId: paid.provider_payment_charge_id,
      isRecurring: paid.is_recurring === true,
      isFirstRecurring: paid.is_first_recurring === true,
      subscriptionExpiresAt:
        paid.subscription_expiration_date !== undefined
          ? new Date(paid.subscription_expiration_date * 1000)
          : null,
    }
    if (!handler) {
      // Telegram took money the app cannot credit: loud in the log, so that it is refunded by hand.
      app.log.error(
        { chargeId: payment.telegramPaymentChargeId, payload: payment.payload },
        'a Telegram payment arrived but no payment handler is registered',
      )
      return
    }
    await handler.successfulPayment(payment)
  })
  // Registered after /start, so it gets every other private message.
  bot?.chatType('private').on('message', async (ctx) => {
    const message = otherMessage(botLocale(ctx.from?.language_code))
    await ctx.reply(message.text, {
      reply_markup: webAppKeyboard({ text: message.button, url: app.telegram.miniAppUrl() }),
    })
  })

  app.post(
    '/auth/telegram',
    {
      schema: { tags, body: telegramLoginBody, response: { 200: telegramLoginResponse } },
      config: { rateLimit: perIp(app, 30, 1) },
      onRequest: requireTelegram(app),
    },
    async (request) => {
      const verified = verifyInitData(request.body.initData, app.config.TELEGRAM_BOT_TOKEN!)
      const { token, refreshToken, user } = await telegramLogin(
        db,
        verified,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        { secret: app.jwtSecret, adminEmails: app.config.ADMIN_EMAILS },
      )
      return success({ token, refreshToken, user })
    },
  )

  app.post(
    '/user/telegram-link',
    {
      schema: { tags, response: { 200: telegramLinkCodeResponse } },
      config: { rateLimit: perIp(app, 20, 10) },
      onRequest: [requireTelegram(app), requireAuth],
    },
    async (request) => {
      const { userId } = authOf(request)
      // The bot's name first: without it the code would be made for a link nobody gets.
      await app.telegram.botInfo().catch((err: unknown) => {
        request.log.warn({ error: describeTelegramError(err) }, 'Telegram getMe failed')
        throw telegramUnreachable()
      })
      const issued = await issueLinkCode(db, userId)
      return success({
        link: await app.telegram.startAppLink(issued.startParam),
        expiresAt: issued.expiresAt.toISOString(),
      })
    },
  )

  app.delete(
    '/user/telegram-link',
    { schema: { tags, response: { 200: successMessage } }, onRequest: requireAuth },
    async (request) => {
      await unlinkTelegram(db, authOf(request).userId)
      return success({ message: MESSAGES.telegramUnlinked })
    },
  )

  app.post(
    '/telegram/webhook',
    {
      schema: { tags, body: updateBody, response: { 200: z.object({ ok: z.literal(true) }) } },
      onRequest: checkWebhookSecret(app),
    },
    async (request) => {
      try {
        await app.telegram.botInfo()
        await bot!.handleUpdate(request.body as unknown as Update)
      } catch (err) {
        // Answered all the same: Telegram would otherwise deliver the update again and again.
        request.log.error(
          { error: describeTelegramError(err), updateId: request.body.update_id },
          'could not handle a Telegram update',
        )
      }
      return { ok: true as const }
    },
  )
}
