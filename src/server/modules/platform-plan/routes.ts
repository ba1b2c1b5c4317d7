import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { users } from '#server/db/schema.ts'
import { authOf, requireAuth, requireRole, requireTrainer } from '#server/http/authenticate.ts'
import { success } from '#server/http/success.ts'
import { setPaymentGateway } from '#server/modules/money/index.ts'
import {
  platformPlanPayBody,
  platformPlanPayResponse,
  platformPlanResponse,
  platformSettingsBody,
  platformSettingsResponse,
} from '#shared/api/platform-plan.ts'
import { planOf, readSettings, startProPayment, updateSettings } from './service.ts'
import { createTelegramGateway, telegramPaymentGateway } from './telegram-gateway.ts'

const tags = ['payments']

/**
 * `/api/trainer/platform-plan` (the trainer's own plan) and `/api/admin/platform-settings` (the
 * Pro price); the bot's payment updates are handed to the Telegram gateway (decision 0029).
 */
export const platformPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.telegram.handlePayments(createTelegramGateway(db, app.log, {}, (changes) => changes.afterCommit(app)))
  // Packages and trainings in Telegram need a payment provider; without one the option is refused.
  setPaymentGateway(
    app.telegram.enabled && app.telegram.providerPayments ? telegramPaymentGateway(db, app.telegram) : null,
  )

  app.get(
    '/trainer/platform-plan',
    { schema: { tags, response: { 200: platformPlanResponse } }, onRequest: [requireAuth, requireTrainer] },
    async (request) => success({ plan: await planOf(db, app.telegram, authOf(request).userId) }),
  )

  app.post(
    '/trainer/platform-plan',
    {
      schema: { tags, body: platformPlanPayBody, response: { 200: platformPlanPayResponse } },
      onRequest: [requireAuth, requireTrainer],
    },
    async (request) => {
      const { userId } = authOf(request)
      const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId))
      return success(await startProPayment(db, app.telegram, userId, user?.language === 'ru' ? 'ru' : 'en'))
    },
  )

  app.get(
    '/admin/platform-settings',
    {
      schema: { tags, response: { 200: platformSettingsResponse } },
      onRequest: [requireAuth, requireRole('admin')],
    },
    async () => success({ settings: await readSettings(db) }),
  )

  app.put(
    '/admin/platform-settings',
    {
      schema: { tags, body: platformSettingsBody, response: { 200: platformSettingsResponse } },
      onRequest: [requireAuth, requireRole('admin')],
    },
    async (request) => success({ settings: await updateSettings(db, authOf(request).userId, request.body) }),
  )
}
