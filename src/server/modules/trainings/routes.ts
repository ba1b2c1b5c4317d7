import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { withEffects } from '#server/effects/after-commit.ts'
import { authOf, requireAuth, requireTrainer } from '#server/http/authenticate.ts'
import { ok } from '#server/http/success.ts'
import { trainingDetails } from '#server/modules/booking/index.ts'
import { idParams } from '#shared/api/common.ts'
import {
  templateBody,
  templateDetailsResponse,
  templatePreviewQuery,
  templatePreviewResponse,
  templateResponse,
  templateStoppedResponse,
  templatesResponse,
  templateUpdateBody,
  trainingBody,
  trainingResponse,
  trainingUpdateBody,
} from '#shared/api/trainings.ts'
import { clock } from '#shared/clock.ts'
import * as trainings from './service.ts'
import * as templates from './templates.ts'
import { requireActivePlan } from './trainer-plan.ts'

const tags = ['trainings']

/**
 * `/api/trainings` and `/api/training-templates` (PRODUCT.md §6 "trainings"). Anyone logged in
 * reads a training they may see; only trainers write, and publishing needs an active Trainly
 * plan. Stopping a template does not: a trainer whose plan ended must still be able to stop
 * what keeps generating.
 */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)
  const trainer = { onRequest: requireTrainer }
  const publishing = { onRequest: [requireTrainer, requireActivePlan] }
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId

  app.post(
    '/trainings',
    { ...publishing, schema: { tags, body: trainingBody, response: { 201: trainingResponse } } },
    async (request, reply) => {
      const created = await withEffects(app, (changes) =>
        trainings.createTraining(db, me(request), request.body, changes),
      )
      return reply.code(201).send(ok(created))
    },
  )

  app.get(
    '/trainings/:id',
    { schema: { tags, params: idParams, response: { 200: trainingResponse } } },
    async (request) => ok(await trainingDetails(db, request.params.id, me(request))),
  )

  app.patch(
    '/trainings/:id',
    {
      ...publishing,
      schema: { tags, params: idParams, body: trainingUpdateBody, response: { 200: trainingResponse } },
    },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          trainings.updateTraining(db, me(request), request.params.id, request.body, changes),
        ),
      ),
  )

  app.get(
    '/training-templates',
    { ...trainer, schema: { tags, response: { 200: templatesResponse } } },
    async (request) => ok(await templates.listTemplates(db, me(request))),
  )

  app.post(
    '/training-templates',
    { ...publishing, schema: { tags, body: templateBody, response: { 201: templateResponse } } },
    async (request, reply) => {
      const created = await withEffects(app, (changes) =>
        templates.createTemplate(db, me(request), request.body, changes),
      )
      return reply.code(201).send(ok(created))
    },
  )

  app.post(
    '/training-templates/preview',
    {
      ...trainer,
      schema: {
        tags,
        body: templateBody,
        querystring: templatePreviewQuery,
        response: { 200: templatePreviewResponse },
      },
    },
    async (request) =>
      ok(
        await templates.previewTemplate(db, me(request), request.body, clock.now(), request.query.templateId),
      ),
  )

  app.get(
    '/training-templates/:id',
    { ...trainer, schema: { tags, params: idParams, response: { 200: templateDetailsResponse } } },
    async (request) => ok(await templates.getTemplate(db, me(request), request.params.id)),
  )

  app.patch(
    '/training-templates/:id',
    {
      ...publishing,
      schema: { tags, params: idParams, body: templateUpdateBody, response: { 200: templateResponse } },
    },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          templates.updateTemplate(db, me(request), request.params.id, request.body, changes),
        ),
      ),
  )

  app.delete(
    '/training-templates/:id',
    { ...trainer, schema: { tags, params: idParams, response: { 200: templateStoppedResponse } } },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          templates.stopTemplate(db, me(request), request.params.id, changes),
        ),
      ),
  )
}
