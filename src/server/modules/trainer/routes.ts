import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { withEffects } from '#server/effects/after-commit.ts'
import { authOf, requireAuth, requireTrainer } from '#server/http/authenticate.ts'
import { ok, success } from '#server/http/success.ts'
import {
  declineRequestBody,
  ownTrainerProfileResponse,
  serviceBody,
  serviceResponse,
  servicesResponse,
  serviceUpdateBody,
  studentCardResponse,
  studentIdParams,
  studentNoteBody,
  studentsQuery,
  studentsResponse,
  trainerProfileBody,
  trainerRequestResponse,
  trainerRequestsResponse,
} from '#shared/api/catalogue.ts'
import { idParams, successMessage } from '#shared/api/common.ts'
import * as trainer from './service.ts'

const tags = ['trainer']

/** `/api/trainer/*`: the trainer's own profile, services, requests and students. */
export const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onRequest', requireAuth)
  app.addHook('onRequest', requireTrainer)
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId

  app.get('/profile', { schema: { tags, response: { 200: ownTrainerProfileResponse } } }, async (request) =>
    ok(await trainer.ownProfile(db, me(request))),
  )

  app.put(
    '/profile',
    { schema: { tags, body: trainerProfileBody, response: { 200: ownTrainerProfileResponse } } },
    async (request) => ok(await trainer.saveProfile(db, me(request), request.body)),
  )

  app.get('/services', { schema: { tags, response: { 200: servicesResponse } } }, async (request) =>
    ok(await trainer.listServices(db, me(request))),
  )

  app.post(
    '/services',
    { schema: { tags, body: serviceBody, response: { 201: serviceResponse } } },
    async (request, reply) => {
      const created = await trainer.createService(db, me(request), request.body)
      return reply.code(201).send(ok(created))
    },
  )

  app.patch(
    '/services/:id',
    { schema: { tags, params: idParams, body: serviceUpdateBody, response: { 200: serviceResponse } } },
    async (request) => ok(await trainer.updateService(db, me(request), request.params.id, request.body)),
  )

  app.delete(
    '/services/:id',
    { schema: { tags, params: idParams, response: { 200: successMessage } } },
    async (request) => {
      await trainer.deleteService(db, me(request), request.params.id)
      return success({ message: 'The service is deleted' })
    },
  )

  app.get('/requests', { schema: { tags, response: { 200: trainerRequestsResponse } } }, async (request) =>
    ok(await trainer.pendingRequests(db, me(request))),
  )

  app.post(
    '/requests/:id/accept',
    { schema: { tags, params: idParams, response: { 200: trainerRequestResponse } } },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          trainer.decideRequest(db, me(request), request.params.id, { accept: true }, changes),
        ),
      ),
  )

  app.post(
    '/requests/:id/decline',
    {
      schema: { tags, params: idParams, body: declineRequestBody, response: { 200: trainerRequestResponse } },
    },
    async (request) =>
      ok(
        await withEffects(app, (changes) =>
          trainer.decideRequest(
            db,
            me(request),
            request.params.id,
            { accept: false, reason: request.body.reason },
            changes,
          ),
        ),
      ),
  )

  app.get(
    '/students',
    { schema: { tags, querystring: studentsQuery, response: { 200: studentsResponse } } },
    async (request) => ok(await trainer.listStudents(db, me(request), request.query.q)),
  )

  app.get(
    '/students/:id',
    { schema: { tags, params: studentIdParams, response: { 200: studentCardResponse } } },
    async (request) => ok(await trainer.studentCard(db, me(request), request.params.id)),
  )

  app.put(
    '/students/:id/note',
    {
      schema: {
        tags,
        params: studentIdParams,
        body: studentNoteBody,
        response: { 200: studentCardResponse },
      },
    },
    async (request) =>
      ok(await trainer.saveStudentNote(db, me(request), request.params.id, request.body.note)),
  )
}
