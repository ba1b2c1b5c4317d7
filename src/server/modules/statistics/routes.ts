import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { assertTrainerStanding, authOf, requireAuth } from '#server/http/authenticate.ts'
import { ok } from '#server/http/success.ts'
import { statisticsQuery, statisticsResponse } from '#shared/api/statistics.ts'
import { studentStatistics, trainerStatistics } from './service.ts'

const tags = ['statistics']

/** `/api/statistics`: the caller's own figures; as a trainer only with the trainer role in good standing. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)

  app.get(
    '/statistics',
    { schema: { tags, querystring: statisticsQuery, response: { 200: statisticsResponse } } },
    async (request) => {
      const auth = authOf(request)
      const { role, period, language } = request.query
      if (role === 'trainer') {
        assertTrainerStanding(auth)
        return ok(await trainerStatistics(db, auth.userId, period, language))
      }
      return ok(await studentStatistics(db, auth.userId, period, language))
    },
  )
}
