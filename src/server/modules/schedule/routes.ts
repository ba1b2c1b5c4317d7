import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '#server/app-error.ts'
import { authOf, requireAuth } from '#server/http/authenticate.ts'
import { success } from '#server/http/success.ts'
import { scheduleHeaders, scheduleQuery, scheduleResponse } from '#shared/api/schedule.ts'
import { MESSAGES } from '#shared/messages.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { schedule, trainerScheduleJson } from './service.ts'

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
    async (request, reply) => {
      const auth = authOf(request)
      const role = request.headers['x-user-role']
      if (role === 'trainer') {
        if (!canActAsTrainer(auth)) throw AppError.forbidden(MESSAGES.scheduleRoleForbidden)
        // Written by PostgreSQL in the response's shape (decision 0033): a string goes out as is.
        const items = await trainerScheduleJson(db, auth.userId, request.query, auth.account.timeZone)
        return reply
          .type('application/json; charset=utf-8')
          .send(`{"status":"success","data":${items},"message":""}` as never)
      }
      return success({
        data: await schedule(db, auth.userId, role, request.query, auth.account.timeZone),
        message: '',
      })
    },
  )
}
