import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Update } from 'grammy/types'
import { z } from 'zod'
import { AppError } from '#server/app-error.ts'
import { authOf, requireAuth } from '#server/http/authenticate.ts'
import { perIp } from '#server/http/rate-limit.ts'
import { success } from '#server/http/success.ts'
import { describeTelegramError, webAppKeyboard } from '#server/integrations/telegram.ts'
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
