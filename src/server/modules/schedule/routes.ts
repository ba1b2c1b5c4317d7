import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '#server/app-error.ts'
import { authOf, requireAuth } from '#server/http/authenticate.ts'
import { serializedText, success } from '#server/http/success.ts'
import { VersionedAnswers } from '#server/http/versioned-answers.ts'
import { scheduleHeaders, scheduleQuery, scheduleResponse } from '#shared/api/schedule.ts'
import { MESSAGES } from '#shared/messages.ts'
import { canActAsTrainer } from '#shared/roles.ts'
import { studentScheduleAnswer, trainerScheduleAnswer } from './service.ts'

const tags = ['schedule']
/** What the kept schedules may take: a busy trainer's 18 months are ~220 KB, a student's a few. */
const SCHEDULE_ANSWERS_BYTES = 32 * 1024 * 1024

/**
 * `GET /api/schedule` (SPEC.md §7): x-user-id is required here and must be the token's user
 * (requireAuth refuses a mismatch); x-user-role picks the student or the trainer schedule, and
 * the trainer one needs the trainer role, not blocked.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // Schedule answers kept while their version holds (decision 0033, fourth addendum).
  const answers = new VersionedAnswers(app.config.ANSWER_CACHE ? SCHEDULE_ANSWERS_BYTES : 0)
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
        // Written by PostgreSQL in the response's shape (decision 0033): the bytes go out as they are.
        const body = await trainerScheduleAnswer(
          db,
          answers,
          auth.userId,
          request.query,
          auth.account.timeZone,
        )
        return reply.type('application/json; charset=utf-8').send(body as never)
      }
      // Written by the route's response serializer, then kept while its version holds.
      const body = await studentScheduleAnswer(
        db,
        answers,
        auth.userId,
        request.query,
        auth.account.timeZone,
        (data) => serializedText(reply.serialize(success({ data, message: '' }))),
      )
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )
}
