import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authOf, requireAuth, requireTrainer } from '#server/http/authenticate.ts'
import { ok } from '#server/http/success.ts'
import { idParams } from '#shared/api/common.ts'
import {
  progressQuery,
  progressResponse,
  studentTrainingDataParams,
  syncResultsBody,
  syncResultsResponse,
  trainingDataResponse,
} from '#shared/api/training-data.ts'
import * as trainingData from './service.ts'

const tags = ['workouts']

/**
 * `/api/training-data*` (PRODUCT.md §6 "workouts"): the signed-in student's assigned workouts,
 * logged sets, records and progress, and the sync of sets logged on a device; and the trainer's
 * view of one own student's (`/api/trainer/students/{id}/training-data`).
 */
export const trainingDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId

  app.get('/training-data', { schema: { tags, response: { 200: trainingDataResponse } } }, async (request) =>
    ok(await trainingData.trainingData(db, me(request))),
  )

  app.get(
    '/training-data/progress',
    { schema: { tags, querystring: progressQuery, response: { 200: progressResponse } } },
    async (request) => ok(await trainingData.progress(db, me(request), request.query.exerciseId)),
  )

  app.post(
    '/training-data/:id/results',
    { schema: { tags, params: idParams, body: syncResultsBody, response: { 200: syncResultsResponse } } },
    async (request) =>
      ok({
        results: await trainingData.syncResults(db, me(request), request.params.id, request.body.results),
      }),
  )

  app.get(
    '/trainer/students/:id/training-data',
    {
      onRequest: [requireTrainer],
      schema: { tags, params: studentTrainingDataParams, response: { 200: trainingDataResponse } },
    },
    async (request) => ok(await trainingData.studentTrainingData(db, me(request), request.params.id)),
  )

  app.get(
    '/trainer/students/:id/training-data/progress',
    {
      onRequest: [requireTrainer],
      schema: {
        tags,
        params: studentTrainingDataParams,
        querystring: progressQuery,
        response: { 200: progressResponse },
      },
    },
    async (request) =>
      ok(await trainingData.studentProgress(db, me(request), request.params.id, request.query.exerciseId)),
  )
}
