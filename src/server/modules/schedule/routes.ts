import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '#server/app-error.ts'
import { authOf, requireAuth } from '#server/http/authenticate.ts'
import { success } from '#server/http/success.ts'
import { scheduleHeaders, scheduleQuery, scheduleResponse } from '#shared/api/schedule.ts'
import { MESSAGES } from '#shared/messages.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { schedule } from './service.ts'

const tags = ['schedule']

/**
 * `GET /api/schedule` (SPEC.md §7): x-user-id is required here and must be the token's user
 * (requireAuth refuses a mismatch); x-user-role picks the student or the trainer schedule, and
 * the trainer one needs the trainer role, not blocked.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)

  app.get(
    '/schedule',
    {
      schema: {
        tags,
        headers: scheduleHeaders,
        querystring: scheduleQuery,
        response: { 200: scheduleResponse },
      },
    },
    async (request) => {
      const auth = authOf(request)
      const role = request.headers['x-user-role']
      if (role === 'trainer' && !canActAsTrainer(auth)) {
        throw AppError.forbidden(MESSAGES.scheduleRoleForbidden)
      }
      return success({
        data: await schedule(db, auth.userId, role, request.query, auth.account.timeZone),
        message: '',
      })
    },
  )
}
